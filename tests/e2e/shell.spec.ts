import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { signedInContext, signUpViaApi } from './accounts-api';
import { launchBrowser } from './browser';

const baseUrl = inject('baseUrl');
const demoProfiles = inject('demoProfiles');

let browser: Browser;
let page: Page;
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
