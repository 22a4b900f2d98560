// An agency's first week in German, at a desk and on a phone: what the product itself created
// (a new list's statuses, the activity timeline, the bank's categories) reads German, what the user
// typed stays as typed, and no page is wider than the screen. Outreach's stages in German are
// checked on the board itself (entry-board.test.tsx); the mailbox journey is outreach.spec.ts.

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { verifiedSignUpViaApi } from './accounts-api';
import { launchBrowser, snap } from './browser';
import { api } from './json-api';
import { type TrackedCreator, trackDemoCreator } from './reports-api';

const baseUrl = inject('baseUrl');
const LIST_NAME = 'Frühjahrskampagne';
const GERMAN_CATEGORY = /Mode|Reisen|Technik|Essen & Trinken|Familie/;
const ENGLISH_CATEGORY = /\b(Fashion|Travel|Tech|Food|Parenting)\b/;
const WIDTHS = [
  { name: 'desk', width: 1280, height: 900 },
  { name: 'phone', width: 375, height: 812 },
] as const;

let browser: Browser;
let token: string;
let creator: TrackedCreator;
let listId: string;

beforeAll(async () => {
  browser = await launchBrowser();
  ({ token } = await verifiedSignUpViaApi());
  creator = await trackDemoCreator(token);
  const list = await api<{ _id: string }>(token, '/customer/list/addListItem', {
    method: 'POST',
    body: { name: LIST_NAME },
  });
  listId = list._id;
  await api(token, '/customer/socialProfile/addToList', {
    method: 'PUT',
    body: { profileIds: [creator.profileId], listId },
  });
});
afterAll(() => browser?.close());

async function germanPage(width: number, height: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height } });
  context.setDefaultTimeout(20_000);
  await context.addCookies([
    { name: 'reachbase_session', value: token, url: baseUrl },
    { name: 'NEXT_LOCALE', value: 'de', url: baseUrl },
  ]);
  return context.newPage();
}

async function fitsTheScreen(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${page.url()} is wider than the screen`).toBeLessThanOrEqual(0);
}

async function bodyText(page: Page): Promise<string> {
  return page.locator('body').innerText();
}

describe.each(WIDTHS)('the first week in German ($name, $width px)', ({ name, width, height }) => {
  let page: Page;
  beforeAll(async () => {
    page = await germanPage(width, height);
  });
  afterAll(() => page?.context().close());

  it('shows a new list with the statuses the product made, in German', async () => {
    await page.goto(`${baseUrl}/lists/${listId}`);
    await page.getByRole('heading', { level: 1, name: LIST_NAME }).waitFor();
    await page.getByText('Vorgemerkt').first().waitFor();
    const text = await bodyText(page);
    for (const german of ['Vorgemerkt', 'Kontaktiert', 'Bestätigt']) expect(text).toContain(german);
    for (const english of ['Shortlisted', 'Contacted', 'Confirmed']) {
      expect(text, `"${english}" is still English`).not.toContain(english);
    }
    await fitsTheScreen(page);
    await snap(page, `first-week-list-${name}`);
  });

  it("tells the creator's story in German on the profile", async () => {
    await page.goto(`${baseUrl}/influencers/${creator.profileId}`);
    await page.getByText(`@${creator.platform_username}`).first().waitFor();
    await page.getByText('Zum CRM hinzugefügt').first().waitFor();
    const text = await bodyText(page);
    expect(text).not.toContain('Added to the CRM');
    await fitsTheScreen(page);
    await snap(page, `first-week-profile-${name}`);
  });

  it('names the bank’s categories in German, in the filters and on the results', async () => {
    await page.goto(`${baseUrl}/discover`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    // On a phone the filters fold away behind one button.
    const toggle = page.getByRole('button', { name: 'Filter zeigen' });
    if (await toggle.isVisible()) await toggle.click();
    const chips = page.getByRole('group', { name: 'Kategorien' }).locator('label');
    await chips.first().waitFor();
    const labels = (await chips.allInnerTexts()).join(' | ');
    expect(labels).toMatch(GERMAN_CATEGORY);
    expect(labels).not.toMatch(ENGLISH_CATEGORY);
    await page
      .getByRole('button', { name: /^Suchen/ })
      .first()
      .click();
    await page.locator('table tbody tr').first().waitFor({ timeout: 30_000 });
    if (width >= 1024) {
      // The results' own chips (a phone's table leaves that column out).
      const badges = (await page.locator('table tbody tr li').allInnerTexts()).join(' | ');
      expect(badges).toMatch(GERMAN_CATEGORY);
      expect(badges).not.toMatch(ENGLISH_CATEGORY);
    }
    await fitsTheScreen(page);
    await snap(page, `first-week-discover-${name}`);
  });

  it('says where outreach starts, in German', async () => {
    await page.goto(`${baseUrl}/outreach`);
    await page.getByRole('heading', { name: 'Verbinden Sie zuerst ein Postfach' }).waitFor();
    await page.getByRole('link', { name: 'Zu Einstellungen → Postfächer' }).waitFor();
    await fitsTheScreen(page);
    await snap(page, `first-week-outreach-${name}`);
  });

  it('keeps the dashboard German and within the screen', async () => {
    await page.goto(`${baseUrl}/dashboard`);
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await page.getByText('Zum CRM hinzugefügt').first().waitFor();
    await fitsTheScreen(page);
  });
});
