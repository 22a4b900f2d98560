import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signedInContext, verifiedSignUpViaApi } from './accounts-api';
import { launchBrowser } from './browser';

const baseUrl = inject('baseUrl');

let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launchBrowser();
  const { token } = await verifiedSignUpViaApi();
  page = await (await signedInContext(browser, token)).newPage();
});
afterAll(() => browser?.close());

const resultRows = () => page.locator('table tbody tr');

describe('discover', () => {
  it('finds demo creators with a filter, loads more, and keeps the search in the URL', async () => {
    await page.goto(`${baseUrl}/discover`);
    await page.getByRole('heading', { name: 'Discover' }).waitFor();
    await page.getByLabel('Followers, minimum').fill('1000');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL(/followersMin=1000/);
    await resultRows().first().waitFor({ timeout: 30_000 });
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
});
