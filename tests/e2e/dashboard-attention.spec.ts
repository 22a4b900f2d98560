import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signedInContext, verifiedSignUpViaApi } from './accounts-api';
import { launchBrowser, snap } from './browser';
import { api } from './json-api';

const baseUrl = inject('baseUrl');
const CAMPAIGN_NAME = 'Autumn drop';
const DUE_TITLE = 'Teaser reel';

let browser: Browser;
let page: Page;
let token: string;
let campaignId = '';
/** 14:30 UTC two days from now: a time whose zone label and hour differ by zone. */
const dueAt = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000);
dueAt.setUTCHours(14, 30, 0, 0);

beforeAll(async () => {
  browser = await launchBrowser();
  ({ token } = await verifiedSignUpViaApi());
  page = await (await signedInContext(browser, token)).newPage();
});
afterAll(() => browser?.close());

describe('Dashboard: what needs attention, in the user’s time zone', () => {
  it('says nothing needs attention for a new workspace, with where to start', async () => {
    await page.goto(`${baseUrl}/dashboard`);
    const card = page.getByRole('region', { name: 'Needs attention' });
    await card.getByText('Nothing needs your attention.').waitFor();
    await card.getByRole('link', { name: 'Open the calendar' }).waitFor();
  });

  it('lists a failed post fetch and content due, linking to where to act', async () => {
    campaignId = (
      await api<{ _id: string }>(token, '/customer/campaign', {
        method: 'POST',
        body: { name: CAMPAIGN_NAME },
      })
    )._id;
    const added = await api<{ _id: string }>(token, '/customer/campaign/addPostFromUrl', {
      method: 'POST',
      body: { campaignId, url: 'https://www.instagram.com/p/NotInTheBank999/' },
    });
    await expect
      .poll(
        async () => {
          const detail = await api<{ posts: { _id: string; state: string }[] }>(
            token,
            `/customer/campaign/${campaignId}`,
          );
          return detail.posts.find((post) => post._id === added._id)?.state;
        },
        { timeout: 30_000 },
      )
      .toBe('failed');
    await api(token, '/customer/scheduledContent', {
      method: 'POST',
      body: {
        title: DUE_TITLE,
        platform: 'instagram',
        type: 'reel',
        scheduledAt: dueAt.toISOString(),
      },
    });

    await page.reload();
    const card = page.getByRole('region', { name: 'Needs attention' });
    await card.getByText('1 post fetch failed · 1 calendar item due').waitFor();
    const due = card.getByRole('listitem').filter({ hasText: DUE_TITLE });
    // Vienna by default (SPEC 2), and the time says so.
    await due.getByText(/3:30\sPM GMT\+1$/).waitFor();
    await snap(page, 'dashboard-attention');

    await card.getByRole('link', { name: CAMPAIGN_NAME }).click();
    await page.waitForURL(`**/campaigns/${campaignId}?tab=posts`);
    await page.getByText(/Could not fetch the metrics: /).waitFor();
    await page.goBack();
    await card.getByRole('link', { name: DUE_TITLE }).click();
    await page.waitForURL(/\/calendar\?view=week&date=\d{4}-\d{2}-\d{2}$/);
    await page.getByText('Times are in Europe/Vienna.').waitFor();
  });

  it('shows every time in the zone chosen in settings', async () => {
    await page.goto(`${baseUrl}/settings`);
    await page.getByLabel('Your time zone').selectOption('America/New_York');
    await page.getByRole('button', { name: 'Save time zone' }).click();
    await page.getByText('Time zone saved').waitFor();
    await page.goto(`${baseUrl}/dashboard`);
    const due = page
      .getByRole('region', { name: 'Needs attention' })
      .getByRole('listitem')
      .filter({ hasText: DUE_TITLE });
    await due.getByText(/9:30\sAM EST$/).waitFor();
    const saved = await api<{ profile: { timeZone: string } }>(token, '/customer/account/me');
    expect(saved.profile.timeZone).toBe('America/New_York');
  });

  it('fits a phone', async () => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.reload();
    await page.getByRole('region', { name: 'Needs attention' }).getByText(DUE_TITLE).waitFor();
    await snap(page, 'dashboard-attention-375');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
  });
});
