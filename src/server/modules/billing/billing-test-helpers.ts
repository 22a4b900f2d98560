// The Stripe billing test bed of the stripe-*.test.ts files: the real Stripe SDK against a local
// server speaking Stripe's API, webhooks signed with the SDK's test-header helper and delivered to
// the app as Stripe would. `setUpStripeBilling()` starts one per test file (one database each);
// `kit` and `stripe` are live bindings, set once its beforeAll has run.

import { and, asc, eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { afterAll, beforeAll, expect } from 'vitest';
import { domainEvents } from '../../events';
import { createStripeClient } from '../../integrations/stripe';
import type { SignedIn } from '../../testing/factories';
import { createTestKit, type TestKit } from '../../testing/kit';
import {
  STRIPE_TEST_KEY,
  type StripeTestServer,
  startStripeTestServer,
} from '../../testing/stripe/stripe-test-server';
import { syncStripeCatalogue } from './catalogue-sync';

export const WEBHOOK_SECRET = 'whsec_reachbase_test';
export const DAY = 86_400;

export let kit: TestKit;
export let stripe: StripeTestServer;

/** Starts the Stripe server with the catalogue and the offer coupon, and the app billing on it. */
export function setUpStripeBilling() {
  beforeAll(async () => {
    stripe = await startStripeTestServer({ webhookSecret: WEBHOOK_SECRET });
    await syncStripeCatalogue(client(), { apply: true });
    stripe.addCoupon({
      id: 'LAUNCH20',
      name: 'Launch offer',
      percentOff: 20,
      duration: 'repeating',
      durationInMonths: 3,
    });
    kit = await createTestKit({
      env: {
        STRIPE_SECRET_KEY: STRIPE_TEST_KEY,
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_URL: stripe.url,
        COUNTRY_HEADER: 'CF-IPCountry',
        BILLING_OFFER_COUPON: 'LAUNCH20',
      },
    });
  });
  afterAll(async () => {
    await kit.close();
    await stripe.close();
  });
}

export const client = () => createStripeClient({ secretKey: STRIPE_TEST_KEY, apiUrl: stripe.url });

export function call(
  who: SignedIn,
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  payload?: object,
) {
  return kit.app.inject({
    method,
    url: `/api/v1/customer/billing/${path}`,
    headers: who.headers,
    ...(payload ? { payload } : {}),
  });
}

export function deliver(event: Stripe.Event) {
  const { payload, headers } = stripe.signed(event);
  return kit.app.inject({
    method: 'POST',
    url: '/api/v1/public/billing/webhook',
    payload,
    headers,
  });
}

export async function deliverAll(events: Stripe.Event[]) {
  for (const event of events) {
    const response = await deliver(event);
    expect(response.statusCode, response.body).toBe(200);
  }
}

export async function planOf(who: SignedIn): Promise<string> {
  return (await call(who, 'GET', 'plans')).json().currentPlan;
}

export async function planChanges(who: SignedIn) {
  const rows = await kit.database.db
    .select({ payload: domainEvents.payload })
    .from(domainEvents)
    .where(and(eq(domainEvents.orgId, who.org.id), eq(domainEvents.type, 'billing.plan_changed')))
    // Without an order PostgreSQL may answer in any order.
    .orderBy(asc(domainEvents.id));
  return rows.map((row) => row.payload as { plan: string; previousPlan: string });
}

/** A free owner who paid for a plan through Checkout, with Stripe's events delivered. */
export async function subscribed(plan = 'pro', interval: 'month' | 'year' = 'month') {
  const owner = await kit.signUp();
  const started = await call(owner, 'POST', 'stripe-checkout', { plan, interval });
  expect(started.statusCode).toBe(200);
  const { sessionId } = started.json();
  await deliverAll(stripe.completeCheckout(sessionId));
  const subscriptionId = (await call(owner, 'GET', 'plans')).json().subscription.subscriptionId;
  return { owner, sessionId, subscriptionId: subscriptionId as string };
}
