import { execFileSync } from 'node:child_process';
import { mkdtemp, readdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type AuditReport, REPORT_SECTION_TITLES } from '../../src/common/audit-report';
import { signedInContext, verifiedSignUpViaApi } from './accounts-api';
import { launchBrowser } from './browser';
import {
  createReportViaApi,
  reportsApi,
  type TrackedCreator,
  trackDemoCreator,
} from './reports-api';

const baseUrl = inject('baseUrl');
/** Set to a folder to keep screenshots (and the PDF's first page) for a look by eye. */
const screenshotDir = process.env.E2E_SCREENSHOTS;

async function snap(on: Page, name: string): Promise<void> {
  if (screenshotDir) await on.screenshot({ path: `${screenshotDir}/${name}.png`, fullPage: true });
}

function reportId(url: string): string {
  return new URL(url).pathname.split('/').at(-1) ?? '';
}

async function expectEverySection(on: Page): Promise<void> {
  for (const title of REPORT_SECTION_TITLES) {
    await on.getByRole('heading', { name: title, exact: true, level: 2 }).waitFor();
  }
}

let browser: Browser;
let page: Page;
let token: string;
let creator: TrackedCreator;
let reportUrl = '';

beforeAll(async () => {
  browser = await launchBrowser();
  ({ token } = await verifiedSignUpViaApi());
  creator = await trackDemoCreator(token);
  page = await (await signedInContext(browser, token)).newPage();
});
afterAll(() => browser?.close());

describe('Audit reports', () => {
  it('creates a report from the profile page and shows every section', async () => {
    await page.goto(`${baseUrl}/influencers/${creator.profileId}`);
    await page.getByRole('heading', { name: 'Audit report', level: 2 }).waitFor();
    await page.getByText('No audit report for this profile yet.').waitFor();
    // One click spends a report: the cost and what is left are said before it (free plan: 2).
    await page.getByText('Uses 1 of your 2 audit reports left this month.').waitFor();
    await page.getByRole('button', { name: 'Create report' }).click();

    await page.waitForURL(/\/reports\/[^/]+$/);
    reportUrl = page.url();
    // Still computing shows progress; the page turns to the report by itself.
    await page
      .getByRole('heading', { name: `@${creator.platform_username}`, level: 1 })
      .waitFor({ timeout: 100_000 });
    await expectEverySection(page);
    // Every hour of the heat-map says what it shows, in UTC.
    await page.getByRole('img', { name: /^Monday 18:00 – \d+\.\d{2}% of posts$/ }).waitFor();
    expect(await page.getByRole('img', { name: /% of posts$/ }).count()).toBe(7 * 24);
    // The audience's countries on a world map (its atlas loads lazily): the largest country is
    // named in the map's summary and in the tooltip of its shaded shape.
    const stored = await reportsApi<AuditReport>(
      token,
      `/customer/auditReport/${reportId(reportUrl)}`,
    );
    const countries = stored.body.data?.audience.countries ?? [];
    const top = countries.reduce((most, entry) => (entry.share > most.share ? entry : most));
    const topLabel = `${new Intl.DisplayNames(['en'], { type: 'region' }).of(top.value)} – ${top.share.toFixed(2)}%`;
    const map = page.getByRole('img', {
      name: `World map of the audience's countries, led by ${topLabel}`,
    });
    await map.waitFor();
    expect(await map.locator('path > title').allTextContents()).toContain(topLabel);
    await page.getByText('How we compute this').first().click();
    await snap(page, 'report-page');
  });

  it('prints the report without the app around it or its buttons', async () => {
    await page.emulateMedia({ media: 'print' });
    try {
      expect(await page.getByRole('link', { name: 'Dashboard' }).isVisible()).toBe(false);
      expect(await page.getByRole('button', { name: 'Download PDF' }).isVisible()).toBe(false);
      await page.getByRole('heading', { name: 'Similar profiles', level: 2 }).waitFor();
      await snap(page, 'report-print');
    } finally {
      await page.emulateMedia({ media: 'screen' });
    }
  });

  it('downloads the PDF with every section, and its first page is not blank', async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      new RegExp(
        `^report-${creator.platform_username.replace(/\./g, '\\.')}-\\d{4}-\\d{2}-\\d{2}\\.pdf$`,
      ),
    );
    const dir = screenshotDir ?? (await mkdtemp(path.join(os.tmpdir(), 'reachbase-report-')));
    const pdfFile = path.join(dir, 'report.pdf');
    await download.saveAs(pdfFile);

    const text = execFileSync('pdftotext', [pdfFile, '-']).toString();
    for (const title of REPORT_SECTION_TITLES) expect(text).toContain(title);
    expect(text).toContain(creator.platform_username);
    // A demo creator's report cannot reach a client unmarked.
    expect(text).toContain('Demo data');

    execFileSync('pdftoppm', [
      '-png',
      '-r',
      '50',
      '-f',
      '1',
      '-l',
      '1',
      pdfFile,
      path.join(dir, 'report-page'),
    ]);
    const [png] = (await readdir(dir)).filter((name) => /^report-page-\d+\.png$/.test(name));
    expect(png).toBeDefined();
    const { channels } = await sharp(path.join(dir, png)).stats();
    // A blank page is one colour throughout: every channel's min equals its max.
    expect(channels.some((channel) => channel.min !== channel.max)).toBe(true);
  });

  it('shares the report by a public link that stops working once sharing is off', async () => {
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Share this report' });
    await dialog.getByLabel('Share with a public link').check();
    const link = dialog.getByRole('textbox', { name: 'Public link' });
    await link.waitFor();
    const publicUrl = await link.inputValue();
    expect(publicUrl).toMatch(/\/report\/[^/]+$/);

    const visitor = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const outsider = await visitor.newPage();
    await outsider.goto(publicUrl);
    await outsider
      .getByRole('heading', { name: `@${creator.platform_username}`, level: 1 })
      .waitFor();
    await outsider.getByText('Demo data', { exact: true }).waitFor();
    await expectEverySection(outsider);
    await snap(outsider, 'report-public');

    await dialog.getByLabel('Share with a public link').uncheck();
    await dialog.getByText('Sharing is off').waitFor();
    await page.keyboard.press('Escape');
    await outsider.reload();
    await outsider.getByText('This report is not shared').waitFor();
    await visitor.close();
  });

  it('shows the sample report to a visitor, with a way to sign up', async () => {
    const visitor = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const outsider = await visitor.newPage();
    await outsider.goto(`${baseUrl}/sample-report`);
    await outsider.getByText('A sample audit report').waitFor();
    await expectEverySection(outsider);
    await outsider.getByRole('link', { name: 'Sign up free' }).waitFor();
    await visitor.close();
  });

  it('fits a phone: only the heat-map scrolls sideways, inside its own box', async () => {
    const phone = await (await signedInContext(browser, token)).newPage();
    await phone.setViewportSize({ width: 375, height: 800 });
    await phone.goto(reportUrl);
    await expectEverySection(phone);
    await phone.getByRole('img', { name: /^World map of the audience's countries/ }).waitFor();
    const overflow = await phone.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    const heatmap = phone.getByRole('region', { name: 'When posts go out' });
    expect(await heatmap.evaluate((box) => box.scrollWidth > box.clientWidth)).toBe(true);
    await snap(phone, 'report-phone');
    await phone.close();
  });

  it('says what a refresh costs, opens the report-exceed popup when refused, then offers none', async () => {
    // The free plan has 2 reports a month and the page made one.
    await page.goto(`${baseUrl}/influencers/${creator.profileId}`);
    await page.getByRole('button', { name: 'Refresh report' }).click();
    const refresh = page.getByRole('dialog', { name: 'Refresh the report?' });
    await refresh.getByText('Uses your last audit report this month.').waitFor();
    // Meanwhile the last one goes elsewhere (a teammate, the API): the server refuses this one.
    await createReportViaApi(token, creator.profileId);
    await refresh.getByRole('button', { name: 'Create new snapshot' }).click();
    const popup = page.getByRole('dialog', { name: 'No audit reports left' });
    await popup.getByText('You have used 2 of 2 audit reports this month.').waitFor();
    await snap(page, 'report-exceed');
    await popup.getByRole('button', { name: 'See usage' }).click();
    await page.getByRole('dialog', { name: 'Usage' }).waitFor();

    await page.reload();
    const earlier = page.getByRole('navigation', { name: 'Earlier snapshots' });
    await earlier.getByRole('link').first().waitFor();
    expect(await earlier.getByRole('link').count()).toBe(1);
    // Now the plan has none left: said before the click, and the click is not offered.
    await page.getByRole('button', { name: 'Refresh report' }).click();
    await page
      .getByText(
        'You have used all 2 audit reports of this month. Upgrade your plan to create more.',
      )
      .waitFor();
    expect(await page.getByRole('button', { name: 'Create new snapshot' }).isDisabled()).toBe(true);
  });
});
