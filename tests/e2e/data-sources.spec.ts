import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { AuditReport } from '../../src/common/audit-report';
import { standInCreators } from '../../src/server/testing/data-sources/catalogue';
import { signedInContext, verifiedSignUpViaApi } from './accounts-api';
import { launchBrowser, snap } from './browser';
import { reportsApi } from './reports-api';

const baseUrl = inject('baseUrl');
const modashToken = inject('modashToken');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** The Modash stand-in's creator the journey looks up: an Instagram creator with an audience. */
const creator = standInCreators().find((c) => c.platform === 'instagram')!;
const topAudienceCountry = creator.creator.audience
  .filter((share) => share.dimension === 'country')
  .reduce((most, share) => (share.share > most.share ? share : most));

describe('data sources', () => {
  it('connects Modash with a key, looks a creator up by handle and reads an audit report built from its audience', async () => {
    const { token } = await verifiedSignUpViaApi();
    const context = await signedInContext(browser, token);
    context.setDefaultTimeout(20_000);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/settings/data-sources`);
    await page.getByRole('heading', { name: 'Data sources', level: 1 }).waitFor();
    const modash = page.getByRole('region', { name: 'Modash', exact: true });
    await modash.getByText('Not connected').waitFor();
    await snap(page, 'data-sources');

    // A key Modash refuses is said under the field and not kept.
    const started = Date.now();
    await modash.getByLabel('Modash key').fill('not-a-modash-token');
    await modash.getByRole('button', { name: 'Test and save key' }).click();
    await modash.getByText(/^Modash refused this key/).waitFor();
    await modash.getByText('Not connected').waitFor();

    // The right key is tested live: whose it is and the credits left are shown, never the key.
    await modash.getByLabel('Modash key').fill(modashToken);
    await modash.getByRole('button', { name: 'Test and save key' }).click();
    await modash.getByText(/^Connected with the account Modash API token …oken\.$/).waitFor();
    await modash.getByText(/^1,000 credits left when the key was checked/).waitFor();
    expect(await page.content()).not.toContain(modashToken);
    await page.setViewportSize({ width: 375, height: 800 });
    await snap(page, 'data-sources-phone');
    await page.setViewportSize({ width: 1280, height: 900 });

    // Discover searches Modash beside the bank, saying the cost first and naming the filter
    // Modash cannot use.
    await page.goto(`${baseUrl}/discover`);
    await page.locator('label').filter({ hasText: /^Art$/ }).click();
    await page.getByText('Uses 1 search of your plan and about 0.2 credits.').waitFor();
    await page.getByRole('button', { name: 'Search Modash' }).click();
    await page
      .getByText('Modash cannot filter by Categories, so it searched without that filter.')
      .waitFor();
    await page.getByText(/^\d+ creators from Modash are listed first\.$/).waitFor();
    await snap(page, 'data-sources-search');

    // Discover looks the creator up by handle: one audit report of the plan, then its profile.
    await page.goto(`${baseUrl}/discover`);
    const lookup = page.getByRole('form', { name: 'Look up a creator' });
    await lookup.getByLabel('Handle or profile URL').fill(`@${creator.username}`);
    await lookup.getByText('Looks up with Modash.').waitFor();
    await snap(page, 'data-sources-discover');
    await lookup.getByRole('button', { name: 'Look up' }).click();
    await page.waitForURL(/\/influencers\/[^/]+$/);
    await page.getByText(`@${creator.username} was fetched from Modash`).waitFor();
    await page
      .getByText(/^Modash, /)
      .first()
      .waitFor();

    // The audit report is built from Modash's audience.
    await page.getByRole('button', { name: 'Create report' }).click();
    await page.waitForURL(/\/reports\/[^/]+$/);
    await page
      .getByRole('heading', { name: `@${creator.username}`, level: 1 })
      .waitFor({ timeout: 100_000 });
    const seconds = (Date.now() - started) / 1000;
    console.info(`data sources: key pasted to audit report shown in ${seconds.toFixed(1)} s`);
    await page
      .getByText(/^Modash, /)
      .first()
      .waitFor();
    await snap(page, 'data-sources-report');
    const reportId = new URL(page.url()).pathname.split('/').at(-1);
    const stored = await reportsApi<AuditReport>(token, `/customer/auditReport/${reportId}`);
    const countries = stored.body.data?.audience.countries ?? [];
    const top = countries.reduce((most, entry) => (entry.share > most.share ? entry : most));
    expect(top.value).toBe(topAudienceCountry.value);
    expect(stored.body.data?.profile.source).toBe('modash');

    // Looking the same creator up again opens the bank's copy and spends nothing.
    await page.goto(`${baseUrl}/discover`);
    await lookup.getByLabel('Handle or profile URL').fill(creator.username);
    await lookup.getByRole('button', { name: 'Look up' }).click();
    await page.waitForURL(/\/influencers\/[^/]+$/);
    await page.getByText(/opened from the bank .*nothing was spent\./).waitFor();
    await context.close();
  }, 120_000);
});
