import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { verifiedSignUpViaApi } from './accounts-api';
import { launchBrowser } from './browser';
import { waitForMail } from './mailbox';
import { createReportViaApi, trackDemoCreator } from './reports-api';

const baseUrl = inject('baseUrl');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('notifications', () => {
  it('count a finished report on the bell without a reload and open it from there', async () => {
    const { email, token } = await verifiedSignUpViaApi();
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    context.setDefaultTimeout(20_000);
    await context.addCookies([{ name: 'reachbase_session', value: token, url: baseUrl }]);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/dashboard`);
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    const bell = page.getByRole('button', { name: /^Notifications/ });
    await bell.waitFor();
    expect(await page.getByTestId('notification-count').count()).toBe(0);

    // The report is made elsewhere (another tab, the API); this page only polls.
    const creator = await trackDemoCreator(token);
    const reportId = await createReportViaApi(token, creator.profileId);
    await page.getByTestId('notification-count').filter({ hasText: '1' }).waitFor({
      timeout: 30_000,
    });
    await page.getByRole('button', { name: 'Notifications, 1 unread' }).click();
    const handle = creator.platform_username.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    await page
      .getByRole('button', { name: new RegExp(`^Unread: The audit report of @${handle} is ready`) })
      .click();
    await page.waitForURL(`${baseUrl}/reports/${reportId}`);
    await page.getByRole('heading', { level: 1, name: `@${creator.platform_username}` }).waitFor();
    await expect.poll(() => page.getByTestId('notification-count').count()).toBe(0);

    // From the bell to the choices: audit reports by email from now on, mailed for real.
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await page.getByRole('link', { name: 'Choose how you are told' }).click();
    await page.getByRole('heading', { level: 1, name: 'Notifications' }).waitFor();
    await page.getByLabel('An audit report is ready').selectOption({ label: 'By email' });
    await page.getByText('Saved').first().waitFor();
    await createReportViaApi(token, creator.profileId);
    const subject = new RegExp(`The audit report of @${handle} is ready`);
    const mail = await waitForMail(email, subject, 30_000);
    expect(mail.text).toContain('/reports/');
    // By email only: the bell lists no report notices any more, while other kinds still come
    // (the free plan's two reports are now used up, which the bell does tell).
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Notifications' }).waitFor();
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await page.getByText(/all \d+ used/).waitFor();
    const reportNotices = page.getByRole('button', { name: /The audit report of @/ });
    expect(await reportNotices.count()).toBe(0);
    await context.close();
  }, 120_000);
});
