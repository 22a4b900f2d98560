import { readFile } from 'node:fs/promises';
import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signedInContext, verifiedSignUpViaApi } from './accounts-api';
import { launchBrowser } from './browser';
import { spendAllSearchesViaApi, verifiedDealSignUpViaApi } from './discover-api';

const baseUrl = inject('baseUrl');
/** Set to a folder to keep screenshots of the states for a look by eye. */
const screenshotDir = process.env.E2E_SCREENSHOTS;

let browser: Browser;
/** A free-plan owner: 20 searches, 50 tracked profiles, no exports. */
let page: Page;
beforeAll(async () => {
  browser = await launchBrowser();
  const { token } = await verifiedSignUpViaApi();
  page = await (await signedInContext(browser, token)).newPage();
});
afterAll(() => browser?.close());

const resultRows = (on: Page = page) => on.locator('table tbody tr');

async function snap(on: Page, name: string): Promise<void> {
  if (screenshotDir) await on.screenshot({ path: `${screenshotDir}/${name}.png`, fullPage: true });
}

/** A new search (one of the plan's searches) for creators with at least `min` followers. */
async function searchFollowersAtLeast(on: Page, min: number): Promise<void> {
  await on.goto(`${baseUrl}/discover`);
  await on.getByRole('heading', { name: 'Discover' }).waitFor();
  await on.getByLabel('Followers, minimum').fill(String(min));
  await on.getByRole('button', { name: 'Search', exact: true }).click();
  await on.waitForURL(new RegExp(`followersMin=${min}`));
  await resultRows(on).first().waitFor({ timeout: 30_000 });
}

describe('discover', () => {
  it('finds demo creators with a filter, loads more, and keeps the search in the URL', async () => {
    await searchFollowersAtLeast(page, 1000);
    const firstPage = await resultRows().count();
    expect(firstPage).toBeGreaterThan(0);

    const loadMore = page.getByRole('button', { name: 'Load more' });
    if (await loadMore.isVisible()) {
      await loadMore.click();
      await expect.poll(() => resultRows().count(), { timeout: 20_000 }).toBeGreaterThan(firstPage);
    }

    // A reload shows the same search from the URL.
    await page.reload();
    await resultRows().first().waitFor({ timeout: 30_000 });
    expect(page.url()).toContain('followersMin=1000');
  });

  it('says when nothing matches and clears the filters from there', async () => {
    await page.goto(`${baseUrl}/discover`);
    await page.getByRole('heading', { name: 'Discover' }).waitFor();
    // Keywords sit in the folded "Content" section.
    await page.locator('summary', { hasText: 'Content' }).click();
    await page.getByLabel('Keywords', { exact: true }).fill('zqxjvkw nonsense');
    await page.getByRole('button', { name: 'Search', exact: true }).click();

    await page.getByText('No creators match these filters').waitFor({ timeout: 30_000 });
    expect(await resultRows().count()).toBe(0);
    await snap(page, 'discover-no-results');
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.getByText('Start a search').waitFor();
    expect(new URL(page.url()).search).toBe('');
    expect(await page.getByLabel('Keywords', { exact: true }).inputValue()).toBe('');
  });

  it('marks a minimum above its maximum next to the field and sends no search', async () => {
    type Range = { min?: number; max?: number };
    const searches: Record<string, Range | undefined>[] = [];
    const record = (request: Request) => {
      if (request.url().includes('/discoverProfiles')) searches.push(request.postDataJSON());
    };
    const isReversed = (range: Range | undefined) =>
      range?.min !== undefined && range.max !== undefined && range.min > range.max;
    page.on('request', record);
    try {
      await page.goto(`${baseUrl}/discover`);
      await page.getByRole('heading', { name: 'Discover' }).waitFor();
      await page.getByLabel('Followers, minimum').fill('50000');
      await page.getByLabel('Followers, maximum').fill('1000');
      await page.getByRole('button', { name: 'Search', exact: true }).click();

      const followers = page.getByRole('group', { name: 'Followers', exact: true });
      await followers.getByText('The minimum must not be above the maximum.').waitFor();
      // The field says it is wrong and has the focus; nothing was searched or put in the URL.
      expect(await page.getByLabel('Followers, minimum').getAttribute('aria-invalid')).toBe('true');
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('placeholder')))
        .toBe('Min');
      expect(page.url()).not.toContain('followersMax');
      await snap(page, 'discover-min-above-max');

      // A link or bookmark holding the same range is not sent either, and the panel says why.
      await page.goto(`${baseUrl}/discover?platform=instagram&sort=followers&erMin=5&erMax=2`);
      await page.getByText('Some filters need fixing').waitFor();
      await page
        .getByRole('group', { name: 'Engagement rate', exact: true })
        .getByText('The minimum must not be above the maximum.')
        .waitFor();

      // Fixed, the search runs.
      await page.getByLabel('Engagement rate, maximum').fill('');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await page.waitForURL(/erMin=5/);
      await expect
        .poll(() => searches.some((body) => body.engagementRate?.min === 5), { timeout: 30_000 })
        .toBe(true);
      // No reversed range ever left the browser.
      expect(
        searches.filter((body) => isReversed(body.followers) || isReversed(body.engagementRate)),
      ).toEqual([]);
      expect(
        await page
          .getByRole('group', { name: 'Engagement rate', exact: true })
          .getByText('The minimum')
          .count(),
      ).toBe(0);
      // The next journeys start from an empty Discover, not this resumed search.
      await page.getByRole('button', { name: 'Reset', exact: true }).click();
      await page.getByText('Start a search').waitFor();
    } finally {
      page.off('request', record);
    }
  });

  it('adds two creators to the CRM and shows them as tracked', async () => {
    await searchFollowersAtLeast(page, 1000);
    const first = resultRows().nth(0);
    const second = resultRows().nth(1);
    await first.getByRole('checkbox', { name: /^Select @/ }).check();
    // Keyboard: the second box is ticked with Space.
    await second.getByRole('checkbox', { name: /^Select @/ }).focus();
    await page.keyboard.press('Space');
    const bar = page.getByRole('toolbar', { name: 'Selected creators' });
    await bar.getByText('2 selected').waitFor();
    await snap(page, 'discover-selection');

    await bar.getByRole('button', { name: 'Add to CRM' }).click();
    await page.getByText('Added 2 creators').waitFor();
    await first.getByText('Tracked', { exact: true }).waitFor();
    await second.getByText('Tracked', { exact: true }).waitFor();
    expect(await resultRows().nth(2).getByText('Tracked', { exact: true }).count()).toBe(0);
    await snap(page, 'discover-tracked');
    // The selection is done with.
    await bar.waitFor({ state: 'detached' });

    // The search itself now says they are tracked, and adding again changes nothing.
    await page.reload();
    await resultRows().first().waitFor({ timeout: 30_000 });
    await resultRows().nth(1).getByText('Tracked', { exact: true }).waitFor();
    await resultRows()
      .nth(0)
      .getByRole('checkbox', { name: /^Select @/ })
      .check();
    await bar.getByRole('button', { name: 'Add to CRM' }).click();
    await page.getByText('Already tracked').waitFor();
  });

  it('adds selected creators to a new list, which is offered next time', async () => {
    await searchFollowersAtLeast(page, 1000);
    const row = resultRows().nth(3);
    await row.getByRole('checkbox', { name: /^Select @/ }).check();
    await page.getByRole('button', { name: 'Add to list…' }).click();

    const dialog = page.getByRole('dialog', { name: 'Add 1 creator to a list' });
    await dialog.getByRole('radio', { name: 'New list' }).check();
    await dialog.getByLabel('Name of the new list').fill('Summer picks');
    await snap(page, 'discover-add-to-list');
    await dialog.getByRole('button', { name: 'Add to list' }).click();
    await page.getByText('Saved 1 creator to Summer picks').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await row.getByText('Tracked', { exact: true }).waitFor();

    await resultRows()
      .nth(4)
      .getByRole('checkbox', { name: /^Select @/ })
      .check();
    await page.getByRole('button', { name: 'Add to list…' }).click();
    await page
      .getByRole('dialog', { name: 'Add 1 creator to a list' })
      .getByRole('radio', { name: /Summer picks/ })
      .waitFor();
    await page.keyboard.press('Escape');
  });

  it('says before any click that a plan without exports cannot export, at 1280 and 375 px', async () => {
    await searchFollowersAtLeast(page, 1000);
    const exportButton = page.getByRole('button', { name: 'Export CSV' });
    const reason = 'Your plan does not include CSV exports. Upgrade your plan to export results.';
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      // Visible text, not a tooltip: a phone has no hover.
      await page.getByText(reason).waitFor();
      expect(await exportButton.isDisabled()).toBe(true);
      await snap(page, `discover-export-not-included-${width}`);
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it('shows what an unlock costs before it, and puts the contact on the CRM profile at once', async () => {
    await searchFollowersAtLeast(page, 1000);
    const candidate = resultRows()
      .filter({ has: page.getByRole('button', { name: /^Unlock contacts of @/ }) })
      .filter({ hasNot: page.getByText('Tracked', { exact: true }) })
      .first();
    const label =
      (await candidate
        .getByRole('button', { name: /^Unlock contacts of @/ })
        .getAttribute('aria-label')) ?? '';
    const username = label.replace('Unlock contacts of @', '');
    // Pinned by name: once tracked, the row no longer matches the filter above.
    const unlockButton = page.getByRole('button', { name: label, exact: true });
    const row = resultRows().filter({ has: unlockButton });
    // Track the creator first: the unlock must show on its CRM profile without "Collect contacts".
    await row.getByRole('checkbox', { name: /^Select @/ }).check();
    await page
      .getByRole('toolbar', { name: 'Selected creators' })
      .getByRole('button', { name: 'Add to CRM' })
      .click();
    await row.getByText('Tracked', { exact: true }).waitFor();

    await unlockButton.click();
    const confirm = page.getByRole('dialog', { name: `Unlock the contacts of @${username}?` });
    // A free plan has 5 unlocks a month and this owner has used none.
    await confirm.getByText('Uses 1 of your 5 contact unlocks left this month.').waitFor();
    await snap(page, 'discover-unlock-cost');
    await confirm.getByRole('button', { name: 'Unlock contacts' }).click();
    const contacts = page.getByRole('dialog', { name: `Contacts of @${username}` });
    const firstContact = contacts.getByRole('link').first();
    await firstContact.waitFor();
    const contact = (await firstContact.textContent())?.trim() ?? '';
    expect(contact).not.toBe('');
    await contacts.getByRole('button', { name: 'Done' }).click();

    // The next unlock counts one fewer.
    const otherRow = resultRows()
      .filter({ has: page.getByRole('button', { name: /^Unlock contacts of @/ }) })
      .filter({ hasNot: page.getByText('Tracked', { exact: true }) })
      .first();
    await otherRow.getByRole('button', { name: /^Unlock contacts of @/ }).click();
    const nextConfirm = page.getByRole('dialog', { name: /^Unlock the contacts of @/ });
    await nextConfirm.getByText('Uses 1 of your 4 contact unlocks left this month.').waitFor();
    await nextConfirm.getByRole('button', { name: 'Cancel' }).click();

    await page.goto(`${baseUrl}/influencers`);
    await page.getByRole('link', { name: `@${username}` }).click();
    await page.getByRole('heading', { name: 'Contacts' }).waitFor();
    await page.getByRole('link', { name: contact }).waitFor();
  });

  it('downloads the results as CSV on a plan with exports', async () => {
    const { token } = await verifiedDealSignUpViaApi();
    const context = await signedInContext(browser, token);
    const dealPage = await context.newPage();
    try {
      await searchFollowersAtLeast(dealPage, 1000);
      await dealPage.getByRole('button', { name: 'Export CSV' }).click();
      const dialog = dealPage.getByRole('dialog', { name: 'Export results as CSV' });
      const rows = dialog.getByLabel('Rows to export');
      // It offers the rows on the page.
      expect(await rows.inputValue()).toBe(String(await resultRows(dealPage).count()));
      await rows.fill('5');
      await snap(dealPage, 'discover-export-dialog');

      const [download] = await Promise.all([
        dealPage.waitForEvent('download'),
        dialog.getByRole('button', { name: 'Download CSV' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^creators-instagram-\d{4}-\d{2}-\d{2}\.csv$/);
      const csv = await readFile(await download.path(), 'utf8');
      const lines = csv.trimEnd().split('\r\n');
      expect(lines[0]).toMatch(/^Platform,Username,Full name,Followers,/);
      expect(lines).toHaveLength(6);
      await dealPage.getByText('Your CSV file is downloading.').waitFor();
    } finally {
      await context.close();
    }
  });

  it('shows the upgrade popup once the searches are used up', async () => {
    const { token } = await verifiedSignUpViaApi();
    const spent = await spendAllSearchesViaApi(token);
    expect(spent).toBe(20);
    const context = await signedInContext(browser, token);
    const limitPage = await context.newPage();
    try {
      await limitPage.goto(`${baseUrl}/discover`);
      await limitPage.getByRole('heading', { name: 'Discover' }).waitFor();
      await limitPage.getByLabel('Followers, minimum').fill('1000');
      await limitPage.getByRole('button', { name: 'Search', exact: true }).click();

      const upgrade = limitPage.getByRole('dialog', { name: 'Upgrade your plan' });
      await upgrade
        .getByText('You have used all searches this month.')
        .waitFor({ timeout: 30_000 });
      await snap(limitPage, 'discover-search-limit');
      await upgrade.getByRole('button', { name: 'Not now' }).click();
      await limitPage.getByText('You have used all searches in your plan').waitFor();
      expect(await resultRows(limitPage).count()).toBe(0);

      // The note's "See plans" leads to the plans, not back to the popup: on a self-hosted
      // install the page says who changes them.
      await limitPage.getByRole('link', { name: 'See plans' }).click();
      await limitPage.waitForURL(`${baseUrl}/settings/plan`);
      await limitPage.getByRole('heading', { name: 'Plans', level: 1 }).waitFor();
      await limitPage
        .getByRole('note')
        .getByText(/set by its operator/)
        .waitFor();
      const free = limitPage.getByRole('region', { name: 'Free' });
      await free.getByText('Your plan').waitFor();
      expect(await free.getByText('Not included').count()).toBeGreaterThan(0);
      await limitPage.getByRole('region', { name: 'Agency' }).getByText('White-label').waitFor();
    } finally {
      await context.close();
    }
  });
});
