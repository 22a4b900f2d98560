// Billing on: a second app process with a Stripe key, pointed at a local server that speaks
// Stripe's API, plays its hosted Checkout page and sends its signed webhooks to the app.

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createStripeClient } from '../../src/server/integrations/stripe';
import { syncStripeCatalogue } from '../../src/server/modules/billing';
import {
  STRIPE_TEST_KEY,
  type StripeTestServer,
  startStripeTestServer,
} from '../../src/server/testing/stripe/stripe-test-server';
import { newEmail, signedInContext, verifiedSignUpViaApi } from './accounts-api';
import { type AppProcess, freePort, startAppProcess } from './app-process';
import { launchBrowser, snap } from './browser';
import { spendAllSearchesViaApi } from './discover-api';

const WEBHOOK_SECRET = 'whsec_e2e_billing';

let browser: Browser;
let stripe: StripeTestServer;
let app: AppProcess;

beforeAll(async () => {
  const port = await freePort();
  stripe = await startStripeTestServer({
    webhookSecret: WEBHOOK_SECRET,
    webhookUrl: `http://127.0.0.1:${port}/api/v1/public/billing/webhook`,
  });
  await syncStripeCatalogue(
    createStripeClient({ secretKey: STRIPE_TEST_KEY, apiUrl: stripe.url }),
    {
      apply: true,
    },
  );
  stripe.addCoupon({
    id: 'LAUNCH20',
    name: 'Launch offer',
    percentOff: 20,
    duration: 'repeating',
    durationInMonths: 3,
  });
  app = await startAppProcess({
    port,
    demoProfiles: 300,
    env: {
      SMTP_URL: inject('smtpUrl'),
      TRUST_PROXY: '127.0.0.1',
      STRIPE_SECRET_KEY: STRIPE_TEST_KEY,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: stripe.url,
      BILLING_OFFER_COUPON: 'LAUNCH20',
    },
  });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await stripe?.close();
});

/** The subscription of the newest Stripe event of this type. */
function lastSubscriptionId(type: string): string {
  const event = stripe.events.findLast((candidate) => candidate.type === type);
  if (!event) throw new Error(`Stripe sent no ${type}`);
  return (event.data.object as { id: string }).id;
}

function planCard(page: Page, name: string) {
  return page.getByRole('region', { name, exact: true });
}

describe('plans and billing with Stripe', () => {
  it('upgrades through Checkout, gets the limits, cancels, is back on Free with everything kept, and comes back with the saved card', async () => {
    const { token } = await verifiedSignUpViaApi(app.baseUrl);
    expect(await spendAllSearchesViaApi(token, 100, app.baseUrl)).toBe(20);
    const context = await signedInContext(browser, token, app.baseUrl);
    context.setDefaultTimeout(20_000);
    const page = await context.newPage();
    try {
      // The limit: the popup, then the plans.
      await page.goto(`${app.baseUrl}/discover`);
      await page.getByRole('heading', { name: 'Discover' }).waitFor();
      await page.getByLabel('Followers, minimum').fill('1000');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      const upgrade = page.getByRole('dialog', { name: 'Upgrade your plan' });
      await upgrade.getByText('You have used all searches this month.').waitFor();
      await upgrade.getByRole('button', { name: 'Not now' }).click();
      await page.getByRole('link', { name: 'See plans' }).click();
      await page.waitForURL(`${app.baseUrl}/settings/plan`);
      await planCard(page, 'Free').getByText('Your plan').waitFor();
      expect(await page.getByText(/set by its operator/).count()).toBe(0);

      // Yearly prices are there; monthly Pro is what this owner buys.
      await page.getByText('Yearly (2 months free)').click();
      await planCard(page, 'Pro').getByText('$1,990 per year').waitFor();
      await page.getByText('Monthly', { exact: true }).click();
      await planCard(page, 'Pro').getByRole('button', { name: 'Choose Pro' }).click();

      // Stripe's hosted page (played by the test server), then back to the app.
      await page.getByRole('heading', { name: 'Pay reachbase_pro_month' }).waitFor();
      await page.getByText('199 USD').waitFor();
      await page.getByRole('button', { name: 'Pay' }).click();
      await page.waitForURL(/\/settings\/plan/);
      await page.getByText('Payment received. Your organization is now on Pro.').waitFor();
      await planCard(page, 'Pro').getByText('Your plan').waitFor();
      await page.getByText(/Pro, Monthly\. Renews on/).waitFor();
      expect(new URL(page.url()).search).toBe('');
      await page.getByRole('link', { name: /Open invoice RB-/ }).waitFor();
      await snap(page, 'billing-plans-subscribed');

      // A switch is previewed with Stripe's proration before anything is charged.
      await planCard(page, 'Agency').getByRole('button', { name: 'Switch to Agency' }).click();
      const preview = page.getByRole('dialog', { name: 'Switch to Agency' });
      await preview.getByText('Charged now').waitFor();
      await snap(page, 'billing-switch-preview');
      await preview.getByText(/Unused time on Pro \(monthly\)/).waitFor();
      await preview.getByRole('button', { name: /^Switch and pay \$\d{3}\.\d{2}$/ }).waitFor();
      await preview.getByRole('button', { name: 'Back' }).click();
      await planCard(page, 'Pro').getByText('Your plan').waitFor();

      // A smaller plan waits for the period's end: nothing is charged, Pro stays until then.
      await planCard(page, 'Starter').getByRole('button', { name: 'Switch to Starter' }).click();
      const downgrade = page.getByRole('dialog', { name: 'Switch to Starter' });
      await downgrade.getByText(/Nothing is charged now\. Starter starts on/).waitFor();
      await downgrade.getByRole('button', { name: /^Switch on / }).click();
      await page.getByText(/Switches to Starter, Monthly, on/).waitFor();
      await planCard(page, 'Pro').getByText('Your plan').waitFor();
      await page.getByRole('button', { name: 'Keep Pro' }).click();
      const panel = page.getByRole('region', { name: 'Your subscription' });
      await expect
        .poll(() => panel.getByText(/Switches to Starter/).count(), { timeout: 15_000 })
        .toBe(0);

      // The new limits: searches again, and a second seat for a member.
      await page
        .getByText(/of 5,000/)
        .first()
        .waitFor();
      const memberEmail = newEmail('member');
      await page.goto(`${app.baseUrl}/settings/team`);
      await page.getByRole('heading', { name: 'Team' }).waitFor();
      await page.getByRole('button', { name: 'Invite member' }).click();
      const invite = page.getByRole('dialog');
      await invite.getByLabel('Email').fill(memberEmail);
      await invite.getByLabel('Full name').fill('Max Member');
      await invite.getByRole('button', { name: 'Send invitation' }).click();
      await page
        .getByRole('row', { name: new RegExp(memberEmail) })
        .getByText('Invited')
        .waitFor();

      // Cancel in one step with a confirmation; the plan holds until the period ends.
      await page.goto(`${app.baseUrl}/settings/plan`);
      await page.getByRole('button', { name: 'Cancel subscription' }).click();
      const confirm = page.getByRole('dialog', { name: 'Cancel your subscription?' });
      await confirm.getByRole('button', { name: 'Cancel at period end' }).click();
      await page.getByText(/Pro, Monthly\. Ends on/).waitFor();
      await page.setViewportSize({ width: 390, height: 844 });
      await snap(page, 'billing-plans-cancelled-phone');
      await page.setViewportSize({ width: 1280, height: 900 });
      await planCard(page, 'Pro').getByText('Your plan').waitFor();

      // The period ends at Stripe; its webhook moves the organization to Free.
      stripe.endPeriod(lastSubscriptionId('customer.subscription.updated'));
      await expect
        .poll(
          async () => {
            await page.reload();
            await planCard(page, 'Free').waitFor();
            return planCard(page, 'Free').getByText('Your plan').count();
          },
          { timeout: 20_000 },
        )
        .toBe(1);
      await page.getByText(/Your subscription has ended/).waitFor();
      await page.goto(`${app.baseUrl}/settings/team`);
      await page.getByRole('row', { name: new RegExp(memberEmail) }).waitFor();

      // Coming back is one click with the card saved by the first payment.
      await page.goto(`${app.baseUrl}/settings/plan`);
      await planCard(page, 'Basic').getByRole('button', { name: 'Choose Basic' }).click();
      const choose = page.getByRole('dialog', { name: 'Pay for Basic' });
      expect(await choose.getByLabel(/visa ending in 4242/).isChecked()).toBe(true);
      await choose.getByRole('button', { name: 'Pay now' }).click();
      await planCard(page, 'Basic').getByText('Your plan').waitFor();
      await page.getByText(/Basic, Monthly\. Renews on/).waitFor();

      // A renewal fails: every page says so while Stripe retries, and the plan holds.
      stripe.failPayment(lastSubscriptionId('customer.subscription.created'));
      await expect
        .poll(
          async () => {
            // The banner comes with the plans' answer, after the page's heading: wait for it.
            await page.goto(`${app.baseUrl}/dashboard`);
            return page
              .getByRole('region', { name: 'Payment problem' })
              .waitFor({ timeout: 4_000 })
              .then(
                () => 1,
                () => 0,
              );
          },
          { timeout: 30_000 },
        )
        .toBe(1);
      await page.getByRole('link', { name: 'See the invoice' }).click();
      await page.getByText(/Your last payment failed\. The payment provider tries again/).waitFor();
      await planCard(page, 'Basic').getByText('Your plan').waitFor();
    } finally {
      await context.close();
    }
  });

  it('shows the offer to a new owner, who activates it and pays 20% less at Checkout', async () => {
    const { token } = await verifiedSignUpViaApi(app.baseUrl);
    const context = await signedInContext(browser, token, app.baseUrl);
    context.setDefaultTimeout(20_000);
    const page = await context.newPage();
    try {
      await page.goto(`${app.baseUrl}/dashboard`);
      const banner = page.getByRole('region', { name: 'Offer' });
      await banner.getByText('20% off for your first 3 months.').waitFor();
      await snap(page, 'billing-offer-banner');
      await banner.getByRole('button', { name: 'Activate offer' }).click();
      await banner
        .getByRole('status')
        .getByText('Launch offer is activated: the plan you choose next is discounted.')
        .waitFor();

      await page.goto(`${app.baseUrl}/settings/plan`);
      await page
        .getByRole('note')
        .getByText('Launch offer is activated: the plan you choose next is discounted.')
        .waitFor();
      await planCard(page, 'Pro').getByRole('button', { name: 'Choose Pro' }).click();
      await page.getByRole('heading', { name: 'Pay reachbase_pro_month' }).waitFor();
      await page.getByText('159.2 USD').waitFor();
      await page.getByRole('button', { name: 'Pay' }).click();
      await page.getByText('Payment received. Your organization is now on Pro.').waitFor();

      // Activated once: the banner does not come back (it reads the plans' answer shown here).
      await page.reload();
      await planCard(page, 'Pro').getByText('Your plan').waitFor();
      expect(await page.getByRole('region', { name: 'Offer' }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
