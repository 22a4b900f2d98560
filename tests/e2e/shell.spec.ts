import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import {
  newEmail,
  PASSWORD,
  signedInContext,
  signUpViaApi,
  verifiedSignUpViaApi,
} from './accounts-api';
import { launchBrowser } from './browser';
import { verifiedDealSignUpViaApi } from './discover-api';
import { waitForLink } from './mailbox';

const baseUrl = inject('baseUrl');
const demoProfiles = inject('demoProfiles');

/** Set to a folder to keep screenshots of the header for a look by eye. */
const screenshotDir = process.env.E2E_SCREENSHOTS;

let browser: Browser;
let page: Page;

async function api<T>(path: string, init: { method: string; token?: string; body?: unknown }) {
  const response = await fetch(`${baseUrl}/api/v1${path}`, {
    method: init.method,
    headers: {
      'content-type': 'application/json',
      ...(init.token ? { 'x-access-token': init.token } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A guest with a long name, invited by an owner on a plan with a second seat, signed in. */
async function guestToken(): Promise<string> {
  const owner = await verifiedDealSignUpViaApi();
  const email = newEmail('guest');
  await api('/customer/account/add', {
    method: 'POST',
    token: owner.token,
    body: { email, role: 'guest', fullName: 'Maximiliane Gästeberg-Oberhuber' },
  });
  const link = new URL(await waitForLink(email, /invit|join/i));
  const { token } = await api<{ token: string }>('/customer/auth/user/activate', {
    method: 'POST',
    body: {
      token: link.searchParams.get('token'),
      fullName: 'Maximiliane Gästeberg-Oberhuber',
      password: PASSWORD,
    },
  });
  return token;
}

/** Whether an element shows all of its text (no ellipsis, nothing scrolled or cut off). */
function isWhollyShown(target: Locator) {
  return target.evaluateAll((elements) =>
    elements.every((element) => {
      const box = element.getBoundingClientRect();
      return (
        element.scrollWidth <= element.clientWidth &&
        box.width > 0 &&
        box.left >= 0 &&
        box.right <= window.innerWidth
      );
    }),
  );
}
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());
beforeEach(async () => {
  const { token } = await signUpViaApi();
  const context = await signedInContext(browser, token);
  page = await context.newPage();
});

describe('the shell', () => {
  it('opens on the dashboard and shows the demo profile bank once seeded', async () => {
    await page.goto(`${baseUrl}/`);
    await page.waitForURL(`${baseUrl}/dashboard`);
    await expect.poll(() => page.title()).toBe('Reachbase');
    const card = page.getByRole('region', { name: 'Profile bank' });
    // The seed runs in the background; the card polls until it is done.
    await card
      .getByText(`${demoProfiles.toLocaleString('en-US')} profiles`)
      .waitFor({ timeout: 30_000 });
    await card.getByText('Demo data').first().waitFor();
  });

  it('shows the same bank sizes on the dashboard, an unfiltered search and the profile bank', async () => {
    // Searching needs a verified email address.
    const { token } = await verifiedSignUpViaApi();
    const page = await (await signedInContext(browser, token)).newPage();
    await page.goto(`${baseUrl}/dashboard`);
    const card = page.getByRole('region', { name: 'Profile bank' });
    await card
      .getByText(`${demoProfiles.toLocaleString('en-US')} profiles`)
      .waitFor({ timeout: 30_000 });
    const tile = card.getByRole('listitem', { name: /^Instagram: / });
    const label = (await tile.getAttribute('aria-label')) ?? '';
    const [, all, browsable] =
      /^Instagram: ([\d,]+) profiles, ([\d,]+) of them with 10,000\+ followers$/.exec(label) ?? [];
    expect(all, label).toBeTruthy();

    // An unfiltered search counts every Instagram profile, exactly, as the dashboard does.
    await page.goto(`${baseUrl}/discover`);
    await page.getByRole('heading', { name: 'Discover' }).waitFor();
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByText(`${all} creators`, { exact: true }).waitFor({ timeout: 30_000 });

    // The profile bank lists those with 10,000+ followers, and says so.
    await page.goto(`${baseUrl}/profile-bank`);
    await page
      .getByText(`${browsable} creators with 10,000+ followers`, { exact: true })
      .waitFor({ timeout: 30_000 });
  });

  it('covers a cold load with the loading overlay from the first paint until the app is there', async () => {
    // Hold the JS bundle: without it only index.html can show anything.
    let releaseBundle = () => {};
    const bundleHeld = new Promise<void>((resolve) => {
      releaseBundle = resolve;
    });
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await bundleHeld;
      await route.continue();
    });
    const loaded = page.goto(`${baseUrl}/dashboard`, { waitUntil: 'commit' });
    const overlay = page.getByRole('status', { name: 'Loading…' });
    await overlay.waitFor();
    const covers = await overlay.evaluate((element) => {
      const box = element.getBoundingClientRect();
      return box.width === window.innerWidth && box.height === window.innerHeight;
    });
    expect(covers).toBe(true);
    releaseBundle();
    await loaded;
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await overlay.waitFor({ state: 'detached' });
    expect(await page.locator('#boot-overlay').count()).toBe(0);
  });

  it('shows the logo on the overlay after the white-label check while loading lasts', async () => {
    // The check answers; the public configuration (the rest of loading) is held.
    let releaseConfig = () => {};
    const configHeld = new Promise<void>((resolve) => {
      releaseConfig = resolve;
    });
    await page.route(/\/api\/v1\/public\/config/, async (route) => {
      await configHeld;
      await route.continue();
    });
    const logoAnswered = page.waitForResponse(/\/api\/v1\/public\/logo/);
    await page.goto(`${baseUrl}/dashboard`, { waitUntil: 'commit' });
    await logoAnswered;
    const overlay = page.getByRole('status', { name: 'Loading…' });
    // Our mark (no agency on this host), drawn by the app: the unbranded boot cover is gone.
    await overlay.locator('svg[viewBox="0 0 32 32"]').waitFor();
    expect(await page.locator('#boot-overlay').count()).toBe(0);
    releaseConfig();
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await overlay.waitFor({ state: 'detached' });
  });

  it('shows a not-found page with a way home for an unknown path', async () => {
    await page.goto(`${baseUrl}/no/such/page`);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await page.getByRole('link', { name: 'Go to the dashboard' }).click();
    await page.waitForURL(`${baseUrl}/dashboard`);
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
  });

  it('lets a keyboard user skip to the main content', async () => {
    await page.goto(`${baseUrl}/dashboard`);
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => document.activeElement?.textContent?.trim());
    expect(focused).toBe('Skip to main content');
  });

  it('forgets the stored search_url when the page unloads', async () => {
    await page.goto(`${baseUrl}/dashboard`);
    await page.evaluate(() => localStorage.setItem('search_url', '/discover?followers=1000'));
    await page.reload();
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('search_url'))).toBeNull();
  });

  it('fits a phone screen without sideways scrolling', async () => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`${baseUrl}/dashboard`);
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });

  it("shows a guest's whole header at 1280 px: brand, every section and the user menu", async () => {
    const context = await signedInContext(browser, await guestToken());
    const guest = await context.newPage();
    try {
      await guest.goto(`${baseUrl}/campaigns`);
      await guest.getByRole('heading', { name: 'Campaigns', exact: true }).waitFor();
      await guest.getByText('Read-only').waitFor();
      const nav = guest.getByRole('navigation', { name: 'Main' });
      const sections = nav.getByRole('link');
      expect(await sections.allTextContents()).toEqual([
        'Dashboard',
        'Discover',
        'Profile bank',
        'Influencers',
        'Lists',
        'Campaigns',
        'Outreach',
        'Content',
        'Calendar',
      ]);
      expect(await isWhollyShown(guest.locator('header a[href="/dashboard"] span'))).toBe(true);
      expect(await isWhollyShown(sections)).toBe(true);
      expect(await isWhollyShown(nav)).toBe(true);
      const userMenu = guest.getByRole('button', { name: /^Account menu for Maximiliane/ });
      await userMenu.waitFor();
      expect(await isWhollyShown(userMenu)).toBe(true);
      if (screenshotDir) await guest.screenshot({ path: `${screenshotDir}/header-guest-1280.png` });
    } finally {
      await context.close();
    }
  });

  it('names the current section on a phone and moves between sections from its menu', async () => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`${baseUrl}/calendar`);
    // The last section, which a sideways bar would have off-screen, is named in the header.
    const menuButton = page.getByRole('button', { name: 'Sections, current: Calendar' });
    await menuButton.waitFor();
    expect(await isWhollyShown(menuButton)).toBe(true);
    expect(await menuButton.getAttribute('aria-expanded')).toBe('false');

    // By keyboard: open, the current section is marked, Escape closes and gives focus back.
    await menuButton.focus();
    await page.keyboard.press('Enter');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Campaigns' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Calendar' }).getAttribute('aria-current')).toBe(
      'page',
    );
    if (screenshotDir) await page.screenshot({ path: `${screenshotDir}/section-menu-375.png` });
    await page.keyboard.press('Escape');
    await nav.getByRole('link', { name: 'Campaigns' }).waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-expanded'))).toBe(
      'false',
    );

    await menuButton.click();
    await nav.getByRole('link', { name: 'Campaigns' }).click();
    await page.waitForURL(`${baseUrl}/campaigns`);
    await page.getByRole('button', { name: 'Sections, current: Campaigns' }).waitFor();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });

  it('loads nothing from outside its own origin', async () => {
    const foreign: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(baseUrl) && !request.url().startsWith('data:'))
        foreign.push(request.url());
    });
    await page.goto(`${baseUrl}/dashboard`);
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    expect(foreign).toEqual([]);
  });
});
