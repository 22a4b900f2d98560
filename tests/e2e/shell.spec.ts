import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { signedInContext, signUpViaApi, verifiedSignUpViaApi } from './accounts-api';
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
