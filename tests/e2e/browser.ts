import { existsSync } from 'node:fs';
import { type Browser, chromium, type Page } from 'playwright-core';

// Debian's Chromium; tests never download a browser of their own.
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** `args` adds Chromium switches, e.g. a host-resolver rule for a custom domain on loopback. */
export async function launchBrowser(args: string[] = []): Promise<Browser> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(
      `Chromium not found at ${CHROMIUM}: apt-get install -y chromium (or set CHROMIUM_PATH)`,
    );
  }
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    // No background traffic: this machine (and CI) has no internet, and tests must not try.
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...args,
    ],
  });
}

/** A full-page screenshot into E2E_SCREENSHOTS when that is set (for reviewing a journey's pages). */
export async function snap(page: Page, name: string): Promise<void> {
  const dir = process.env.E2E_SCREENSHOTS;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}
