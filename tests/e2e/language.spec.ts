import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { verifiedSignUpViaApi } from './accounts-api';
import { launchBrowser } from './browser';
import { trackDemoCreator } from './reports-api';

const baseUrl = inject('baseUrl');
const YEAR_S = 31_536_000;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('language', () => {
  it('switches to German before login, remembers it for a year, and writes numbers the German way', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    context.setDefaultTimeout(20_000);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/auth/login`);
    await page.getByRole('heading', { level: 1, name: 'Log in' }).waitFor();

    // The switch works at once, without a reload, and names each language in itself.
    await page.getByLabel('Language').selectOption({ label: 'Deutsch' });
    await page.getByRole('heading', { level: 1, name: 'Anmelden' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('de');
    expect(await page.getByLabel('Passwort', { exact: true }).count()).toBe(1);

    // What the server says comes in German too: a refused sign-in...
    await page.getByLabel('E-Mail', { exact: true }).fill('nobody-here@example.com');
    await page.getByLabel('Passwort', { exact: true }).fill('not-the-password-1');
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await page.getByText('E-Mail-Adresse oder Passwort ist falsch').waitFor();

    const cookie = (await context.cookies()).find((c) => c.name === 'NEXT_LOCALE');
    expect(cookie?.value).toBe('de');
    const lifetimeS = (cookie?.expires ?? 0) - Date.now() / 1000;
    expect(lifetimeS).toBeGreaterThan(YEAR_S - 120);
    expect(lifetimeS).toBeLessThanOrEqual(YEAR_S + 1);

    // Signed in, the whole app stays German: navigation, headings and numbers.
    const { token } = await verifiedSignUpViaApi();
    // Something in the activity feed, which the server writes as an English sentence.
    await trackDemoCreator(token);
    await context.addCookies([{ name: 'reachbase_session', value: token, url: baseUrl }]);
    await page.goto(`${baseUrl}/dashboard`);
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await page.getByRole('link', { name: 'Entdecken' }).first().waitFor();
    // The profile bank's total: a German decimal comma and unit ('1,2 Tsd.'), grouping by point.
    await page
      .getByText(/^\d+,\d Tsd\.$/)
      .first()
      .waitFor();
    await page
      .getByText(/^\d\.\d{3} Profile$/)
      .first()
      .waitFor();
    // The activity feed, which the server stores as English sentences, reads German too.
    await page.getByText('Zum CRM hinzugefügt').waitFor();
    const body = await page.locator('body').innerText();
    for (const english of ['Profile bank', 'Needs attention', 'Added to the CRM', 'Settings']) {
      expect(body, `"${english}" is still English`).not.toContain(english);
    }

    // ...and an audit report's method notes, which the server wrote when it computed them.
    await page.goto(`${baseUrl}/sample-report`);
    await page.getByText('So berechnen wir das').first().click();
    await page
      .getByText(/^Die Engagement-Rate ist der Durchschnitt aus Likes und Kommentaren/)
      .first()
      .waitFor();
    expect(await page.locator('body').innerText()).not.toContain('Engagement rate is average');
    await page.goto(`${baseUrl}/dashboard`);

    // Back to English from the user menu; the choice holds after a reload.
    await page.getByRole('button', { name: /^Kontomenü/ }).click();
    await page.getByLabel('Sprache').selectOption({ label: 'English' });
    await page.getByRole('link', { name: 'Discover' }).first().waitFor();
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await page
      .getByText(/^\d+\.\d K$/)
      .first()
      .waitFor();
    expect((await context.cookies()).find((c) => c.name === 'NEXT_LOCALE')?.value).toBe('en');
    await context.close();
  }, 90_000);
});
