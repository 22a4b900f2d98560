// One subscription per organization, however many clicks, tabs or processes ask at once: the
// real Stripe SDK against the local Stripe server, on PGlite and on PostgreSQL.

import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStripeClient } from '../../integrations/stripe';
import type { Runtime } from '../../runtime';
import type { SignedIn } from '../../testing/factories';
import { createTestKit, type TestKit } from '../../testing/kit';
import { startSecondRuntime } from '../../testing/second-runtime';
import {
  STRIPE_TEST_KEY,
  type StripeTestServer,
  startStripeTestServer,
} from '../../testing/stripe/stripe-test-server';
import { billingAccounts } from './billing.tables';
import { syncStripeCatalogue } from './catalogue-sync';

const WEBHOOK_SECRET = 'whsec_reachbase_test';
const ENDED = new Set(['canceled', 'incomplete_expired']);

let kit: TestKit;
let stripe: StripeTestServer;
const env = () => ({
  STRIPE_SECRET_KEY: STRIPE_TEST_KEY,
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  STRIPE_API_URL: stripe.url,
});
beforeAll(async () => {
  stripe = await startStripeTestServer({ webhookSecret: WEBHOOK_SECRET });
  await syncStripeCatalogue(client(), { apply: true });
  kit = await createTestKit({ env: env() });
});
afterAll(async () => {
  await kit.close();
  await stripe.close();
});

const client = () => createStripeClient({ secretKey: STRIPE_TEST_KEY, apiUrl: stripe.url });

function call(
  who: SignedIn,
  method: 'GET' | 'POST',
  path: string,
  payload?: object,
  app = kit.app,
) {
  return app.inject({
    method,
    url: `/api/v1/customer/billing/${path}`,
    headers: who.headers,
    ...(payload ? { payload } : {}),
  });
}

async function deliverAll(events: Stripe.Event[]) {
  for (const event of events) {
    const { payload, headers } = stripe.signed(event);
    const response = await kit.app.inject({
      method: 'POST',
      url: '/api/v1/public/billing/webhook',
      payload,
      headers,
    });
    expect(response.statusCode, response.body).toBe(200);
  }
}

async function customerOf(who: SignedIn): Promise<string> {
  const [account] = await kit.database.db
    .select({ customerId: billingAccounts.customerId })
    .from(billingAccounts)
    .where(eq(billingAccounts.orgId, who.org.id));
  return account.customerId;
}

/** The organization's subscriptions at Stripe that have not ended (whatever the app knows). */
async function standingSubscriptions(who: SignedIn) {
  const list = await client().subscriptions.list({
    customer: await customerOf(who),
    status: 'all',
    limit: 100,
  });
  return list.data.filter((sub) => !ENDED.has(sub.status));
}

/** An owner whose first subscription ended, with the card of its Checkout saved. */
async function endedWithCard() {
  const owner = await kit.signUp();
  const { sessionId } = (await call(owner, 'POST', 'stripe-checkout', { plan: 'starter' })).json();
  await deliverAll(stripe.completeCheckout(sessionId));
  const subscriptionId = (await call(owner, 'GET', 'plans')).json().subscription.subscriptionId;
  await deliverAll(stripe.endRetries(subscriptionId));
  const cards = (await call(owner, 'GET', 'payment-methods')).json() as { id: string }[];
  return { owner, paymentId: cards[0].id };
}

function statusesOf(responses: { statusCode: number }[]) {
  return responses.map((response) => response.statusCode).sort();
}

describe('subscribing with a saved card', () => {
  it('ends 10 concurrent subscribes in exactly one subscription, the others answered 409', async () => {
    const { owner, paymentId } = await endedWithCard();
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        call(owner, 'POST', 'subscribe', { paymentId, plan: 'pro' }),
      ),
    );
    expect(statusesOf(responses)).toEqual([200, ...Array(9).fill(409)]);
    const refused = responses.find((response) => response.statusCode === 409);
    expect(refused?.json()).toMatchObject({ name: 'Conflict', field: 'plan' });
    const standing = await standingSubscriptions(owner);
    expect(standing).toHaveLength(1);
    expect(standing[0].items.data[0].price.lookup_key).toBe('reachbase_pro_month');
  });

  it('keys the subscription it creates by organization, price and the state it was decided on', async () => {
    const { owner, paymentId } = await endedWithCard();
    expect((await call(owner, 'POST', 'subscribe', { paymentId, plan: 'pro' })).statusCode).toBe(
      200,
    );
    const [created] = stripe.posts.filter((post) => post.path === '/v1/subscriptions').slice(-1);
    expect(created.idempotencyKey).toMatch(
      new RegExp(`^sub:${owner.org.id}:price_[0-9a-f]+:[0-9a-f]{32}$`),
    );
  });

  it('expires a Checkout left open in another tab, so it cannot buy a second plan', async () => {
    const { owner, paymentId } = await endedWithCard();
    const { sessionId } = (await call(owner, 'POST', 'stripe-checkout', { plan: 'agency' })).json();
    const paid = await call(owner, 'POST', 'subscribe', { paymentId, plan: 'basic' });
    expect(paid.statusCode).toBe(200);
    expect(() => stripe.completeCheckout(sessionId)).toThrow(/expired/);
    expect(await standingSubscriptions(owner)).toHaveLength(1);
  });
});

describe('Checkout', () => {
  it('opens one session for two tabs at once: paying it makes one subscription', async () => {
    const owner = await kit.signUp();
    const tabs = await Promise.all([
      call(owner, 'POST', 'stripe-checkout', { plan: 'pro' }),
      call(owner, 'POST', 'stripe-checkout', { plan: 'pro' }),
    ]);
    expect(statusesOf(tabs)).toEqual([200, 200]);
    const sessions = new Set(tabs.map((tab) => tab.json().sessionId as string));
    expect(sessions.size).toBe(1);
    for (const sessionId of sessions) stripe.completeCheckout(sessionId);
    expect(await standingSubscriptions(owner)).toHaveLength(1);
  });

  it('lets only the last of two plans chosen in two tabs at once be paid', async () => {
    const owner = await kit.signUp();
    const tabs = await Promise.all([
      call(owner, 'POST', 'stripe-checkout', { plan: 'pro' }),
      call(owner, 'POST', 'stripe-checkout', { plan: 'basic' }),
    ]);
    expect(statusesOf(tabs)).toEqual([200, 200]);
    const paid = tabs.filter((tab) => {
      try {
        stripe.completeCheckout(tab.json().sessionId);
        return true;
      } catch {
        return false;
      }
    });
    expect(paid).toHaveLength(1);
    expect(await standingSubscriptions(owner)).toHaveLength(1);
  });

  it('refuses another purchase once a Checkout is paid, before its webhook arrives', async () => {
    const { owner, paymentId } = await endedWithCard();
    const { sessionId } = (await call(owner, 'POST', 'stripe-checkout', { plan: 'pro' })).json();
    stripe.completeCheckout(sessionId);
    const again = await call(owner, 'POST', 'stripe-checkout', { plan: 'pro' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ name: 'Conflict', field: 'plan' });
    const card = await call(owner, 'POST', 'subscribe', { paymentId, plan: 'basic' });
    expect(card.statusCode).toBe(409);
    expect(await standingSubscriptions(owner)).toHaveLength(1);
  });
});

describe('changing the subscription', () => {
  it('applies one of two upgrades clicked at once, charging the difference once', async () => {
    const owner = await kit.signUp();
    const { sessionId } = (await call(owner, 'POST', 'stripe-checkout', { plan: 'pro' })).json();
    await deliverAll(stripe.completeCheckout(sessionId));
    const clicks = await Promise.all([
      call(owner, 'POST', 'change-plan', { plan: 'agency' }),
      call(owner, 'POST', 'change-plan', { plan: 'agency' }),
    ]);
    expect(statusesOf(clicks)).toEqual([200, 409]);
    const invoices = await client().invoices.list({ customer: await customerOf(owner) });
    // The first payment and one proration.
    expect(invoices.data).toHaveLength(2);
  });
});

describe('a Stripe-Signature dated in the future', () => {
  it('is refused like an old one, and changes nothing', async () => {
    const owner = await kit.signUp();
    const { sessionId } = (await call(owner, 'POST', 'stripe-checkout', { plan: 'pro' })).json();
    const [event] = stripe.completeCheckout(sessionId);
    const now = Math.floor(Date.now() / 1000);
    for (const timestamp of [now + 600, now - 600]) {
      const { payload, headers } = stripe.signed(event, { timestamp });
      const response = await kit.app.inject({
        method: 'POST',
        url: '/api/v1/public/billing/webhook',
        payload,
        headers,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ name: 'ValidationError', field: 'stripe-signature' });
    }
    expect((await call(owner, 'GET', 'plans')).json().currentPlan).toBe('free');
    // A clock a minute ahead is within the tolerance; the refused deliveries were not recorded.
    const { payload, headers } = stripe.signed(event, { timestamp: now + 60 });
    const accepted = await kit.app.inject({
      method: 'POST',
      url: '/api/v1/public/billing/webhook',
      payload,
      headers,
    });
    expect(accepted.json()).toEqual({ received: true, duplicate: false });
    expect((await call(owner, 'GET', 'plans')).json().currentPlan).toBe('pro');
  });
});

describe('the local Stripe server', () => {
  it('answers a POST sent again with its Idempotency-Key as the first time, and refuses the key with other parameters', async () => {
    const first = await client().customers.create({ name: 'Acme' }, { idempotencyKey: 'k-acme' });
    const again = await client().customers.create({ name: 'Acme' }, { idempotencyKey: 'k-acme' });
    expect(again.id).toBe(first.id);
    expect(again.lastResponse.headers['idempotent-replayed']).toBe('true');
    expect(first.lastResponse.headers['idempotent-replayed']).toBeUndefined();
    await expect(
      client().customers.create({ name: 'Other' }, { idempotencyKey: 'k-acme' }),
    ).rejects.toMatchObject({
      type: 'StripeIdempotencyError',
      rawType: 'idempotency_error',
      statusCode: 400,
    });
    const other = await client().customers.create({ name: 'Acme' }, { idempotencyKey: 'k-2' });
    expect(other.id).not.toBe(first.id);
  });

  it("refuses a Stripe-Version other than the SDK's pinned one", async () => {
    const request = (version: string) =>
      fetch(`${stripe.url}/v1/prices?limit=1`, {
        headers: { authorization: `Bearer ${STRIPE_TEST_KEY}`, 'stripe-version': version },
      });
    const refused = await request('2011-01-01');
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      error: {
        type: 'invalid_request_error',
        message: 'Invalid Stripe API version: 2011-01-01',
      },
    });
    expect((await request(Stripe.API_VERSION)).status).toBe(200);
    await expect(
      client().prices.list({ limit: 1 }, { apiVersion: '2020-08-27' }),
    ).rejects.toMatchObject({ type: 'StripeInvalidRequestError', statusCode: 400 });
  });
});

// A second process needs a database it can share: PostgreSQL (PGlite lives in this process).
describe.skipIf(!process.env.TEST_DATABASE_URL)('two processes (PostgreSQL only)', () => {
  let second: Runtime;
  beforeAll(async () => {
    second = await startSecondRuntime(kit, env());
  });
  afterAll(() => second?.close());

  /** Whether a session of this database waits for an advisory lock another one holds. */
  async function waitingForLock(): Promise<boolean> {
    const { rows } = await kit.database.executeSql(
      `select count(*)::int as waiting from pg_locks
       where locktype = 'advisory' and not granted
         and database = (select oid from pg_database where datname = current_database())`,
    );
    return Number(rows[0].waiting) > 0;
  }

  it('makes one subscription of two plans bought in both at once: the database lock holds', async () => {
    const { owner, paymentId } = await endedWithCard();
    const creating = stripe.holdNextPost('/v1/subscriptions');
    const first = call(owner, 'POST', 'subscribe', { paymentId, plan: 'pro' });
    // The first process is inside the organization's lock, its subscription on its way to Stripe.
    await creating.reached;
    let answered = false;
    const other = call(owner, 'POST', 'subscribe', { paymentId, plan: 'basic' }, second.app).then(
      (response) => {
        answered = true;
        return response;
      },
    );
    // The other process waits for the lock (or, were there none, goes ahead and answers).
    while (!answered && !(await waitingForLock())) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    creating.release();
    const responses = await Promise.all([first, other]);
    expect(responses.map((response) => response.statusCode)).toEqual([200, 409]);
    expect(await standingSubscriptions(owner)).toHaveLength(1);
  });
});
