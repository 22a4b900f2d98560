// Billing on: the real Stripe SDK against a local server speaking Stripe's API, webhooks signed
// with the SDK's test-header helper and delivered to the app as Stripe would.

import { and, asc, eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainEvents } from '../../events';
import { createMailRepository } from '../../integrations/mail';
import { createStripeClient } from '../../integrations/stripe';
import type { SignedIn } from '../../testing/factories';
import { createTestKit, type TestKit } from '../../testing/kit';
import {
  AUTHENTICATION_CARD,
  DECLINED_CARD,
  STRIPE_TEST_KEY,
  type StripeTestServer,
  startStripeTestServer,
} from '../../testing/stripe/stripe-test-server';
import { organizations } from '../account/account.tables';
import { syncStripeCatalogue } from './catalogue-sync';
import { referralReport, referralReportText } from './referrals';

const WEBHOOK_SECRET = 'whsec_reachbase_test';
const DAY = 86_400;

let kit: TestKit;
let stripe: StripeTestServer;
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

const client = () => createStripeClient({ secretKey: STRIPE_TEST_KEY, apiUrl: stripe.url });

function call(who: SignedIn, method: 'GET' | 'POST' | 'DELETE', path: string, payload?: object) {
  return kit.app.inject({
    method,
    url: `/api/v1/customer/billing/${path}`,
    headers: who.headers,
    ...(payload ? { payload } : {}),
  });
}

function deliver(event: Stripe.Event) {
  const { payload, headers } = stripe.signed(event);
  return kit.app.inject({
    method: 'POST',
    url: '/api/v1/public/billing/webhook',
    payload,
    headers,
  });
}

async function deliverAll(events: Stripe.Event[]) {
  for (const event of events) {
    const response = await deliver(event);
    expect(response.statusCode, response.body).toBe(200);
  }
}

async function planOf(who: SignedIn): Promise<string> {
  return (await call(who, 'GET', 'plans')).json().currentPlan;
}

async function planChanges(who: SignedIn) {
  const rows = await kit.database.db
    .select({ payload: domainEvents.payload })
    .from(domainEvents)
    .where(and(eq(domainEvents.orgId, who.org.id), eq(domainEvents.type, 'billing.plan_changed')))
    // Without an order PostgreSQL may answer in any order.
    .orderBy(asc(domainEvents.id));
  return rows.map((row) => row.payload as { plan: string; previousPlan: string });
}

/** A free owner who paid for a plan through Checkout, with Stripe's events delivered. */
async function subscribed(plan = 'pro', interval: 'month' | 'year' = 'month') {
  const owner = await kit.signUp();
  const started = await call(owner, 'POST', 'stripe-checkout', { plan, interval });
  expect(started.statusCode).toBe(200);
  const { sessionId } = started.json();
  await deliverAll(stripe.completeCheckout(sessionId));
  const subscriptionId = (await call(owner, 'GET', 'plans')).json().subscription.subscriptionId;
  return { owner, sessionId, subscriptionId: subscriptionId as string };
}

describe('billing sync', () => {
  let empty: StripeTestServer;
  const emptyClient = () => createStripeClient({ secretKey: STRIPE_TEST_KEY, apiUrl: empty.url });
  beforeAll(async () => {
    empty = await startStripeTestServer();
  });
  afterAll(() => empty.close());

  it('creates the catalogue in an empty Stripe account, then finds it as it should be', async () => {
    const dryRun = await syncStripeCatalogue(emptyClient(), { apply: false });
    expect(dryRun).toHaveLength(8);
    expect(dryRun.every((line) => line.state === 'missing')).toBe(true);

    const created = await syncStripeCatalogue(emptyClient(), { apply: true });
    expect(created.map((line) => line.state)).toEqual(Array(8).fill('created'));
    expect(created.find((line) => line.lookupKey === 'reachbase_pro_year')?.expected).toBe(199_000);

    const again = await syncStripeCatalogue(emptyClient(), { apply: false });
    expect(again.every((line) => line.state === 'ok')).toBe(true);
  });

  it('reports a price that drifted and replaces it under the same lookup key', async () => {
    await emptyClient().prices.create({
      product: 'reachbase_starter',
      currency: 'usd',
      unit_amount: 3_900,
      recurring: { interval: 'month' },
      lookup_key: 'reachbase_starter_month',
      transfer_lookup_key: true,
    });
    const drift = await syncStripeCatalogue(emptyClient(), { apply: false });
    expect(drift.find((line) => line.lookupKey === 'reachbase_starter_month')).toMatchObject({
      state: 'drift',
      expected: 4_900,
      actual: 3_900,
    });
    const fixed = await syncStripeCatalogue(emptyClient(), { apply: true });
    expect(fixed.filter((line) => line.state !== 'ok')).toEqual([
      {
        lookupKey: 'reachbase_starter_month',
        state: 'replaced',
        expected: 4_900,
        actual: 3_900,
        currencies: ['usd', 'eur', 'gbp', 'inr'],
      },
    ]);
    const prices = await emptyClient().prices.list({ lookup_keys: ['reachbase_starter_month'] });
    expect(prices.data.map((price) => price.unit_amount)).toEqual([4_900]);
  });

  it('reports a price whose euro amount alone drifted', async () => {
    await emptyClient().prices.create({
      product: 'reachbase_pro',
      currency: 'usd',
      unit_amount: 19_900,
      currency_options: {
        eur: { unit_amount: 15_000 },
        gbp: { unit_amount: 15_900 },
        inr: { unit_amount: 1_599_900 },
      },
      recurring: { interval: 'month' },
      lookup_key: 'reachbase_pro_month',
      transfer_lookup_key: true,
    });
    const drift = await syncStripeCatalogue(emptyClient(), { apply: false });
    expect(drift.filter((line) => line.state !== 'ok')).toEqual([
      {
        lookupKey: 'reachbase_pro_month',
        state: 'drift',
        expected: 19_900,
        actual: 19_900,
        currencies: ['eur'],
      },
    ]);
    await syncStripeCatalogue(emptyClient(), { apply: true });
    const [price] = (
      await emptyClient().prices.list({
        lookup_keys: ['reachbase_pro_month'],
        expand: ['data.currency_options'],
      })
    ).data;
    expect(price.currency_options?.eur?.unit_amount).toBe(17_900);
  });
});

describe('the country prices are shown for', () => {
  it("takes the proxy's header first, then the browser's language region", async () => {
    const owner = await kit.signUp();
    const country = (headers: Record<string, string>) =>
      kit.app
        .inject({
          method: 'GET',
          url: '/api/v1/customer/billing/country',
          headers: { ...owner.headers, ...headers },
        })
        .then((response) => response.json());
    expect(await country({ 'cf-ipcountry': 'at', 'accept-language': 'de-DE' })).toEqual({
      country: 'AT',
      source: 'proxy',
      currency: 'eur',
    });
    expect(await country({ 'cf-ipcountry': 'XX', 'accept-language': 'fr, de-CH;q=0.8' })).toEqual({
      country: 'CH',
      source: 'browser',
      currency: 'usd',
    });
    expect(await country({ 'accept-language': 'en' })).toEqual({
      country: null,
      source: null,
      currency: 'usd',
    });
  });
});

describe('upgrading through Checkout', () => {
  it('shows the catalogue with prices and no subscription yet', async () => {
    const owner = await kit.signUp();
    const catalogue = (await call(owner, 'GET', 'plans')).json();
    expect(catalogue).toMatchObject({
      billingEnabled: true,
      managedBy: 'stripe',
      currentPlan: 'free',
      currency: 'usd',
      subscription: null,
    });
    expect(catalogue.plans.find((plan: { key: string }) => plan.key === 'pro').prices).toEqual({
      month: 19_900,
      year: 199_000,
    });
  });

  it('changes the plan when Stripe says it is paid, not when the browser comes back', async () => {
    const owner = await kit.signUp();
    const started = await call(owner, 'POST', 'stripe-checkout', { plan: 'pro' });
    expect(started.statusCode).toBe(200);
    const { sessionId, url } = started.json();
    expect(url).toBe(`${stripe.url}/pay/${sessionId}`);

    const events = stripe.completeCheckout(sessionId);
    // Back from Checkout before any webhook: paid, but the plan has not moved.
    expect((await call(owner, 'GET', `verify?sessionId=${sessionId}`)).json()).toEqual({
      status: 'complete',
      paid: true,
      applied: false,
      plan: 'free',
    });
    expect(await planOf(owner)).toBe('free');

    await deliverAll(events);
    expect((await call(owner, 'GET', `verify?sessionId=${sessionId}`)).json()).toMatchObject({
      applied: true,
      plan: 'pro',
    });
    const me = await kit.app.inject({
      method: 'GET',
      url: '/api/v1/customer/account/me',
      headers: owner.headers,
    });
    expect(me.json().profile.orgInfo).toMatchObject({
      package: 'pro',
      packagePrice: 19_900,
      limits: { teamSeats: 10, searchCount: 5_000 },
    });
    expect(await planChanges(owner)).toEqual([
      { plan: 'pro', previousPlan: 'free', status: 'active' },
    ]);
  });

  it("prices in the buyer's currency, and keeps that currency once subscribed", async () => {
    const owner = await kit.signUp();
    const french = { ...owner, headers: { ...owner.headers, 'cf-ipcountry': 'FR' } };
    const catalogue = (await call(french, 'GET', 'plans')).json();
    expect(catalogue.currency).toBe('eur');
    expect(catalogue.plans.find((plan: { key: string }) => plan.key === 'pro').prices).toEqual({
      month: 17_900,
      year: 179_000,
    });

    const { sessionId } = (await call(french, 'POST', 'stripe-checkout', { plan: 'pro' })).json();
    await deliverAll(stripe.completeCheckout(sessionId));
    const me = await kit.app.inject({
      method: 'GET',
      url: '/api/v1/customer/account/me',
      headers: owner.headers,
    });
    expect(me.json().profile.orgInfo).toMatchObject({
      package: 'pro',
      packagePrice: 17_900,
      packageCurrency: 'EUR',
    });
    // Travelling to India later does not move the subscription out of euros.
    const indian = { ...owner, headers: { ...owner.headers, 'cf-ipcountry': 'IN' } };
    expect((await call(indian, 'GET', 'plans')).json()).toMatchObject({
      currency: 'eur',
      subscription: { currency: 'eur' },
    });
    const preview = await call(indian, 'POST', 'preview-plan-change', { plan: 'agency' });
    expect(preview.json()).toMatchObject({ plan: 'agency', currency: 'eur' });
  });

  it("takes a promotion code typed on Checkout's page, unless the activated offer took its place", async () => {
    stripe.addPromotionCode('CHECKOUT10', 10);
    const owner = await kit.signUp();
    const { sessionId } = (await call(owner, 'POST', 'stripe-checkout', { plan: 'pro' })).json();
    await deliverAll(stripe.completeCheckout(sessionId, undefined, 'CHECKOUT10'));
    expect((await call(owner, 'GET', 'invoices')).json()[0].total).toBe(17_910);

    const withOffer = await kit.signUp();
    await call(withOffer, 'POST', 'activate-offer');
    const offered = (await call(withOffer, 'POST', 'stripe-checkout', { plan: 'pro' })).json();
    expect(() => stripe.completeCheckout(offered.sessionId, undefined, 'CHECKOUT10')).toThrow(
      /does not take promotion codes/,
    );
  });

  it('keeps a declined card on the free plan', async () => {
    const owner = await kit.signUp();
    const { sessionId } = (await call(owner, 'POST', 'stripe-checkout', { plan: 'basic' })).json();
    expect(() => stripe.completeCheckout(sessionId, DECLINED_CARD)).toThrow(/declined/);
    const verify = (await call(owner, 'GET', `verify?sessionId=${sessionId}`)).json();
    expect(verify).toMatchObject({ status: 'open', paid: false, applied: false, plan: 'free' });
    expect(await planOf(owner)).toBe('free');
  });

  it("answers another organization's Checkout session as not found", async () => {
    const { sessionId } = await subscribed('starter');
    const stranger = await kit.signUp();
    const response = await call(stranger, 'GET', `verify?sessionId=${sessionId}`);
    expect(response.statusCode).toBe(404);
    expect(await planOf(stranger)).toBe('free');
  });

  it('refuses plans that cannot be bought, a second subscription and members', async () => {
    const owner = await kit.signUp();
    for (const plan of ['free', 'impulzeai_tier1', 'platinum']) {
      const response = await call(owner, 'POST', 'stripe-checkout', { plan });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ name: 'ValidationError', field: 'plan' });
    }
    const { owner: payer } = await subscribed('starter');
    const again = await call(payer, 'POST', 'stripe-checkout', { plan: 'pro' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already has a subscription/);

    const member = await kit.addMember(payer.org, 'member');
    expect((await call(member, 'POST', 'stripe-checkout', { plan: 'pro' })).statusCode).toBe(403);
    expect((await call(member, 'DELETE', 'subscribe')).statusCode).toBe(403);
  });
});

describe('webhooks', () => {
  it('applies an event delivered 10 times once', async () => {
    const owner = await kit.signUp();
    const { sessionId } = (await call(owner, 'POST', 'stripe-checkout', { plan: 'basic' })).json();
    const [created] = stripe.completeCheckout(sessionId);
    const answers = [];
    for (let i = 0; i < 10; i++) answers.push((await deliver(created)).json());
    expect(answers[0]).toEqual({ received: true, duplicate: false });
    expect(answers.slice(1).every((answer) => answer.duplicate)).toBe(true);
    expect(await planChanges(owner)).toHaveLength(1);
    expect(await planOf(owner)).toBe('basic');
  });

  it('ends where Stripe is now whatever order the events come in', async () => {
    const { owner, subscriptionId } = await subscribed('pro');
    expect((await call(owner, 'DELETE', 'subscribe')).statusCode).toBe(200);
    const cancelAsked = stripe.events.at(-1)!;
    const [ended] = stripe.endPeriod(subscriptionId);
    // The end arrives first, the older "cancel at period end" update after it.
    await deliverAll([ended, cancelAsked]);
    expect(await planOf(owner)).toBe('free');
    expect((await call(owner, 'GET', 'plans')).json().subscription).toMatchObject({
      status: 'canceled',
    });
  });

  it('keeps the later state when an earlier read of Stripe is answered after it', async () => {
    const { owner } = await subscribed('pro');
    await call(owner, 'DELETE', 'subscribe');
    const cancelAsked = stripe.events.at(-1)!;
    // The webhook of the cancel reads the subscription, and Stripe's answer is slow to come...
    const slowRead = stripe.holdNextSubscriptionRead();
    const slow = deliver(cancelAsked);
    await slowRead.reached;
    // ...while the owner keeps the plan and that webhook is read and applied in full.
    await call(owner, 'POST', 'reactivate');
    await deliverAll(stripe.events.slice(-1));
    slowRead.release();
    expect((await slow).statusCode).toBe(200);
    expect((await call(owner, 'GET', 'plans')).json().subscription).toMatchObject({
      status: 'active',
      cancelAtPeriodEnd: false,
    });
  });

  it('refuses a body whose signature does not match, and changes nothing', async () => {
    const owner = await kit.signUp();
    const { sessionId } = (await call(owner, 'POST', 'stripe-checkout', { plan: 'pro' })).json();
    const [event] = stripe.completeCheckout(sessionId);
    const { payload, headers } = stripe.signed(event);
    const forged = payload.replace('"active"', '"trialing"');
    for (const attempt of [
      { payload: forged, headers },
      { payload, headers: { 'content-type': 'application/json' } },
      { payload: 'not json', headers },
    ]) {
      const response = await kit.app.inject({
        method: 'POST',
        url: '/api/v1/public/billing/webhook',
        ...attempt,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ name: 'ValidationError', field: 'stripe-signature' });
    }
    expect(await planOf(owner)).toBe('free');
    // The genuine delivery still applies: the refused ones were not recorded.
    expect((await deliver(event)).json()).toEqual({ received: true, duplicate: false });
    expect(await planOf(owner)).toBe('pro');
  });
});

describe('subscribing with a saved card', () => {
  /** An owner whose subscription ended, with the card of their first Checkout saved. */
  async function endedWithCard(card = '4242424242424242') {
    const owner = await kit.signUp();
    const { sessionId } = (
      await call(owner, 'POST', 'stripe-checkout', { plan: 'starter' })
    ).json();
    await deliverAll(stripe.completeCheckout(sessionId, card));
    const subscriptionId = (await call(owner, 'GET', 'plans')).json().subscription.subscriptionId;
    await deliverAll(stripe.endRetries(subscriptionId));
    expect(await planOf(owner)).toBe('free');
    const cards = (await call(owner, 'GET', 'payment-methods')).json();
    return { owner, cards };
  }

  it('lists the saved card and subscribes with it; the plan follows the webhook', async () => {
    const { owner, cards } = await endedWithCard();
    expect(cards).toEqual([
      {
        id: expect.stringMatching(/^pm_/),
        brand: 'visa',
        last4: '4242',
        expMonth: 12,
        expYear: 2030,
        isDefault: true,
      },
    ]);
    const subscribed = await call(owner, 'POST', 'subscribe', {
      paymentId: cards[0].id,
      plan: 'pro',
      interval: 'year',
    });
    expect(subscribed.statusCode).toBe(200);
    expect(subscribed.json()).toMatchObject({ status: 'active', actionUrl: null });
    expect(await planOf(owner)).toBe('free');
    await deliverAll(stripe.events.slice(-2));
    expect((await call(owner, 'GET', 'plans')).json()).toMatchObject({
      currentPlan: 'pro',
      subscription: { interval: 'year', status: 'active' },
    });
  });

  it("keeps the subscription's referral on an organization no one referred, and counts its payment", async () => {
    const { owner, cards } = await endedWithCard();
    await call(owner, 'POST', 'subscribe', {
      paymentId: cards[0].id,
      plan: 'basic',
      referralId: 'cardPartner',
    });
    await deliverAll(stripe.events.slice(-2));
    const [line] = await referralReport(kit.database.db, '1970-01-01').then((lines) =>
      lines.filter((candidate) => candidate.referralId === 'cardPartner'),
    );
    // Referred when subscribing, not at sign-up: a paying conversion without a sign-up.
    expect(line).toEqual({
      referralId: 'cardPartner',
      visits: 0,
      signUps: 1,
      paying: 1,
      firstPayments: { usd: 9_900 },
    });
  });

  it('keeps Free when the saved card is declined, and says where to pay instead', async () => {
    const { owner, cards } = await endedWithCard();
    stripe.declineCard(cards[0].id);
    const started = (
      await call(owner, 'POST', 'subscribe', { paymentId: cards[0].id, plan: 'pro' })
    ).json();
    expect(started).toMatchObject({
      status: 'incomplete',
      actionUrl: expect.stringMatching(/invoice/),
    });
    await deliverAll(stripe.events.slice(-2));
    expect((await call(owner, 'GET', 'plans')).json()).toMatchObject({
      currentPlan: 'free',
      subscription: { status: 'incomplete' },
    });
  });

  it('waits for 3-D Secure on the hosted invoice page, then confirms', async () => {
    const { owner, cards } = await endedWithCard(AUTHENTICATION_CARD);
    const started = (
      await call(owner, 'POST', 'subscribe', { paymentId: cards[0].id, plan: 'basic' })
    ).json();
    expect(started).toMatchObject({ status: 'incomplete' });
    expect(started.actionUrl).toMatch(/\/invoice\/in_/);
    await deliverAll(stripe.events.slice(-2));
    expect(await planOf(owner)).toBe('free');
    const waiting = await call(owner, 'POST', 'subscribe/confirm', {
      subscriptionId: started.subscriptionId,
    });
    expect(waiting.json()).toMatchObject({ status: 'incomplete', plan: 'free' });

    await deliverAll(stripe.payInvoice(started.subscriptionId));
    const confirmed = await call(owner, 'POST', 'subscribe/confirm', {
      subscriptionId: started.subscriptionId,
    });
    expect(confirmed.json()).toMatchObject({ status: 'active', applied: true, plan: 'basic' });
  });

  it('applies a promotion code, and refuses an unknown one, a stranger card and a second plan', async () => {
    stripe.addPromotionCode('LAUNCH50', 50);
    const { owner, cards } = await endedWithCard();
    const unknown = await call(owner, 'POST', 'subscribe', {
      paymentId: cards[0].id,
      plan: 'starter',
      promoCode: 'NOPE',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ field: 'promoCode' });

    const other = await endedWithCard();
    const stranger = await call(owner, 'POST', 'subscribe', {
      paymentId: other.cards[0].id,
      plan: 'starter',
    });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json()).toMatchObject({ field: 'paymentId' });

    const paid = await call(owner, 'POST', 'subscribe', {
      paymentId: cards[0].id,
      plan: 'starter',
      promoCode: 'LAUNCH50',
    });
    expect(paid.json().status).toBe('active');
    await deliverAll(stripe.events.slice(-2));
    const invoices = (await call(owner, 'GET', 'invoices')).json();
    expect(invoices[0].total).toBe(2_450);
    const again = await call(owner, 'POST', 'subscribe', { paymentId: cards[0].id, plan: 'pro' });
    expect(again.statusCode).toBe(409);
  });

  it('answers a subscription of another organization as not found', async () => {
    const { subscriptionId } = await subscribed('starter');
    const stranger = await kit.signUp();
    const response = await call(stranger, 'POST', 'subscribe/confirm', { subscriptionId });
    expect(response.statusCode).toBe(404);
  });
});

describe('the offer of the banner', () => {
  const activate = (who: SignedIn) => call(who, 'POST', 'activate-offer');
  const offerOf = async (who: SignedIn) => (await call(who, 'GET', 'plans')).json().offer;

  it('takes 20% off the first purchase when activated before it, and only once', async () => {
    const owner = await kit.signUp();
    expect(await offerOf(owner)).toEqual({
      name: 'Launch offer',
      percentOff: 20,
      amountOff: null,
      currency: null,
      duration: 'repeating',
      durationInMonths: 3,
      activatedAt: null,
      appliedAt: null,
    });
    const activated = await activate(owner);
    expect(activated.statusCode, activated.body).toBe(200);
    expect(activated.json()).toEqual({ appliedTo: 'next_purchase' });
    const again = await activate(owner);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ name: 'Conflict', field: 'offer' });
    expect(await offerOf(owner)).toMatchObject({
      activatedAt: expect.any(String),
      appliedAt: null,
    });

    const { sessionId } = (await call(owner, 'POST', 'stripe-checkout', { plan: 'pro' })).json();
    expect((await client().checkout.sessions.retrieve(sessionId)).amount_total).toBe(15_920);
    await deliverAll(stripe.completeCheckout(sessionId));
    expect((await call(owner, 'GET', 'invoices')).json()[0].total).toBe(15_920);
    expect(await offerOf(owner)).toMatchObject({ appliedAt: expect.any(String) });
    expect(await planOf(owner)).toBe('pro');
  });

  it('applies at once to a live subscription: the next renewals cost 20% less', async () => {
    const { owner, subscriptionId } = await subscribed('basic');
    const member = await kit.addMember(owner.org, 'member');
    expect((await activate(member)).statusCode).toBe(403);

    expect((await activate(owner)).json()).toEqual({ appliedTo: 'subscription' });
    await deliverAll(stripe.endPeriod(subscriptionId));
    expect((await call(owner, 'GET', 'invoices')).json()[0].total).toBe(7_920);
  });

  it('reaches a subscription whose Checkout was opened before the offer was activated', async () => {
    const owner = await kit.signUp();
    const { sessionId } = (
      await call(owner, 'POST', 'stripe-checkout', { plan: 'starter' })
    ).json();
    expect((await activate(owner)).json()).toEqual({ appliedTo: 'next_purchase' });
    await deliverAll(stripe.completeCheckout(sessionId));
    const subscriptionId = (await call(owner, 'GET', 'plans')).json().subscription.subscriptionId;
    expect(stripe.subscription(subscriptionId).discounts).toHaveLength(1);
    expect(await offerOf(owner)).toMatchObject({ appliedAt: expect.any(String) });
    await deliverAll(stripe.endPeriod(subscriptionId));
    expect((await call(owner, 'GET', 'invoices')).json()[0].total).toBe(3_920);
  });
});

describe('partner referrals', () => {
  const promoter = (payload: unknown) =>
    kit.app.inject({ method: 'POST', url: '/api/v1/public/promoter', payload: payload as object });
  const lineOf = async (referralId: string) =>
    (await referralReport(kit.database.db, '1970-01-01')).find(
      (line) => line.referralId === referralId,
    );

  it('counts link visits without a session, and refuses a body without a referral', async () => {
    for (let i = 0; i < 3; i += 1) {
      const visit = await promoter({ referralId: 'visitsOnly' });
      expect(visit.statusCode).toBe(200);
      expect(visit.json()).toEqual({ recorded: true });
    }
    for (const bad of [{}, { referralId: '' }, { referralId: 'x'.repeat(101) }, { other: 1 }]) {
      const response = await promoter(bad);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ name: 'ValidationError' });
    }
    expect(await lineOf('visitsOnly')).toMatchObject({ visits: 3, signUps: 0, paying: 0 });
  });

  it("counts a referred organization's first paid invoice once, renewals and strangers not", async () => {
    await promoter({ referralId: 'voiceOfCrypto' });
    const referred = await kit.signUp();
    // As a sign-up with ?referral=voiceOfCrypto leaves it (auth.test.ts covers the sign-up).
    await kit.database.db
      .update(organizations)
      .set({ source: 'partner', referredBy: 'voiceOfCrypto' })
      .where(eq(organizations.id, referred.org.id));
    const { sessionId } = (await call(referred, 'POST', 'stripe-checkout', { plan: 'pro' })).json();
    await deliverAll(stripe.completeCheckout(sessionId));
    const subscriptionId = (await call(referred, 'GET', 'plans')).json().subscription
      .subscriptionId;
    await deliverAll(stripe.endPeriod(subscriptionId));
    await subscribed('agency'); // no referral: counts for no partner

    expect(await lineOf('voiceOfCrypto')).toEqual({
      referralId: 'voiceOfCrypto',
      visits: 1,
      signUps: 1,
      paying: 1,
      firstPayments: { usd: 19_900 },
    });
    const text = await referralReportText(kit.database.db, '1970-01-01');
    expect(text).toMatch(/^referral +visits +sign-ups +paying +first payments$/m);
    expect(text).toMatch(/^voiceOfCrypto +1 +1 +1 +199\.00 USD$/m);
    expect(await referralReportText(kit.database.db, '2999-01-01')).toBe(
      'No referrals since 2999-01-01.',
    );
  });
});

describe('changing and cancelling', () => {
  it('previews an upgrade halfway through the period with Stripe proration, then applies it', async () => {
    const { owner } = await subscribed('pro');
    stripe.advanceClock(15 * DAY);
    try {
      const preview = await call(owner, 'POST', 'preview-plan-change', { plan: 'agency' });
      expect(preview.statusCode).toBe(200);
      const body = preview.json();
      // Half of a 30-day period left: credit half of $199, charge half of $499.
      expect(body.lines).toEqual([
        { description: 'Unused time on Pro (monthly)', amount: -9_950 },
        { description: 'Remaining time on Agency (monthly)', amount: 24_950 },
      ]);
      expect(body).toMatchObject({ plan: 'agency', currency: 'usd', amountDue: 15_000 });
      expect(await planOf(owner)).toBe('pro');

      const changed = await call(owner, 'POST', 'change-plan', { plan: 'agency' });
      expect(changed.statusCode).toBe(200);
      expect(changed.json()).toMatchObject({ plan: 'agency', status: 'active' });
      await deliverAll(stripe.events.slice(-2));
      expect(await planOf(owner)).toBe('agency');

      const invoices = (await call(owner, 'GET', 'invoices')).json();
      expect(invoices.map((invoice: { total: number }) => invoice.total)).toEqual([15_000, 19_900]);
      expect(invoices[0].hostedUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/invoice\/in_/);
    } finally {
      stripe.advanceClock(-15 * DAY);
    }
  });

  it("switches to a smaller plan at the period's end, keeping the bigger one until then", async () => {
    const { owner, subscriptionId } = await subscribed('agency');
    const preview = (await call(owner, 'POST', 'preview-plan-change', { plan: 'basic' })).json();
    expect(preview).toMatchObject({
      effective: 'period_end',
      amountDue: 0,
      total: 0,
      nextAmount: 9_900,
      lines: [],
    });
    expect(Date.parse(preview.effectiveAt)).toBeGreaterThan(Date.now() + 29 * DAY * 1000);

    const changed = await call(owner, 'POST', 'change-plan', { plan: 'basic' });
    expect(changed.json()).toMatchObject({
      plan: 'agency',
      scheduledChange: { plan: 'basic', interval: 'month' },
    });
    await deliverAll(stripe.events.slice(-1));
    expect((await call(owner, 'GET', 'plans')).json()).toMatchObject({
      currentPlan: 'agency',
      subscription: { scheduledChange: { plan: 'basic' } },
    });

    await deliverAll(stripe.endPeriod(subscriptionId));
    expect((await call(owner, 'GET', 'plans')).json()).toMatchObject({
      currentPlan: 'basic',
      subscription: { plan: 'basic', scheduledChange: null },
    });
    const invoices = (await call(owner, 'GET', 'invoices')).json();
    expect(invoices[0].total).toBe(9_900);
  });

  it('undoes a pending switch in one call, and cancels with one pending', async () => {
    const { owner } = await subscribed('pro', 'year');
    // A year to a month of the same plan waits for the period's end too.
    const monthly = (
      await call(owner, 'POST', 'preview-plan-change', { plan: 'pro', interval: 'month' })
    ).json();
    expect(monthly.effective).toBe('period_end');
    await call(owner, 'POST', 'change-plan', { plan: 'starter' });
    await deliverAll(stripe.events.slice(-1));
    expect((await call(owner, 'GET', 'plans')).json().subscription.scheduledChange).toEqual({
      plan: 'starter',
      interval: 'month',
    });

    const kept = await call(owner, 'POST', 'reactivate');
    expect(kept.json()).toMatchObject({ scheduledChange: null, cancelAtPeriodEnd: false });
    await deliverAll(stripe.events.slice(-1));
    expect((await call(owner, 'GET', 'plans')).json().subscription.scheduledChange).toBeNull();
    await call(owner, 'POST', 'change-plan', { plan: 'basic', interval: 'year' });
    const cancelled = await call(owner, 'DELETE', 'subscribe');
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ scheduledChange: null, cancelAtPeriodEnd: true });
    await deliverAll(stripe.events.slice(-1));
    expect((await call(owner, 'GET', 'plans')).json()).toMatchObject({
      currentPlan: 'pro',
      subscription: { cancelAtPeriodEnd: true, scheduledChange: null },
    });
  });

  it('moves from monthly to yearly at once, charging the year less the unused month', async () => {
    const { owner } = await subscribed('starter');
    const preview = (
      await call(owner, 'POST', 'preview-plan-change', { plan: 'starter', interval: 'year' })
    ).json();
    expect(preview).toMatchObject({ effective: 'now', nextAmount: 49_000 });
    expect(preview.amountDue).toBeGreaterThan(49_000 - 4_900 - 1);
    expect(preview.amountDue).toBeLessThan(49_000 - 4_900 + 10);
  });

  it('refuses a preview of the plan already held, and without a subscription', async () => {
    const { owner } = await subscribed('starter');
    const same = await call(owner, 'POST', 'preview-plan-change', { plan: 'starter' });
    expect(same.statusCode).toBe(409);
    const free = await kit.signUp();
    const none = await call(free, 'POST', 'preview-plan-change', { plan: 'pro' });
    expect(none.statusCode).toBe(409);
    expect(none.json()).toMatchObject({ name: 'Conflict', field: 'plan' });
  });

  it('cancels at the period end, reactivates in one call, and keeps the data after the end', async () => {
    const { owner, subscriptionId } = await subscribed('pro');
    const list = await kit.app.inject({
      method: 'POST',
      url: '/api/v1/customer/list/addListItem',
      headers: owner.headers,
      payload: { name: 'Kept after cancelling' },
    });
    expect(list.statusCode).toBeLessThan(300);

    const cancelled = await call(owner, 'DELETE', 'subscribe');
    expect(cancelled.json()).toMatchObject({ cancelAtPeriodEnd: true, status: 'active' });
    await deliverAll(stripe.events.slice(-1));
    expect((await call(owner, 'GET', 'plans')).json()).toMatchObject({
      currentPlan: 'pro',
      subscription: { cancelAtPeriodEnd: true },
    });

    const kept = await call(owner, 'POST', 'reactivate');
    expect(kept.json()).toMatchObject({ cancelAtPeriodEnd: false });
    await deliverAll(stripe.events.slice(-1));
    expect((await call(owner, 'GET', 'plans')).json().subscription.cancelAtPeriodEnd).toBe(false);

    await call(owner, 'DELETE', 'subscribe');
    await deliverAll([...stripe.events.slice(-1), ...stripe.endPeriod(subscriptionId)]);
    expect(await planOf(owner)).toBe('free');
    // Each step is in the organization's events: bought, cancel asked, kept, ended (the second
    // cancel's event arrived after the end and reads the subscription as it is now: ended).
    const changes = await kit.database.db
      .select({ payload: domainEvents.payload })
      .from(domainEvents)
      .where(
        and(
          eq(domainEvents.orgId, owner.org.id),
          eq(domainEvents.type, 'billing.subscription_changed'),
        ),
      )
      .orderBy(domainEvents.id);
    expect(changes.map((row) => row.payload)).toEqual([
      { status: 'active', cancelAtPeriodEnd: false, scheduledPlan: null },
      { status: 'active', cancelAtPeriodEnd: true, scheduledPlan: null },
      { status: 'active', cancelAtPeriodEnd: false, scheduledPlan: null },
      { status: 'canceled', cancelAtPeriodEnd: true, scheduledPlan: null },
    ]);
    const lists = await kit.app.inject({
      method: 'GET',
      url: '/api/v1/customer/list/listwithCount?hideEmptyList=false',
      headers: owner.headers,
    });
    expect(JSON.stringify(lists.json())).toContain('Kept after cancelling');
  });

  it('mails the owner when a renewal fails, and falls back to free when retries end', async () => {
    const { owner, subscriptionId } = await subscribed('basic');
    await deliverAll(stripe.failPayment(subscriptionId));
    expect((await call(owner, 'GET', 'plans')).json()).toMatchObject({
      currentPlan: 'basic',
      subscription: { status: 'past_due' },
    });
    const mails = await createMailRepository(kit.database.db).listRecent({ limit: 50 });
    const mail = mails.find((m) => m.to === owner.email && m.subject.includes('payment'));
    expect(mail?.subject).toBe('A payment for your plan failed');
    expect(mail?.text).toContain('$99.00');

    await deliverAll(stripe.endRetries(subscriptionId));
    expect(await planOf(owner)).toBe('free');
    expect((await planChanges(owner)).map((change) => change.plan)).toEqual(['basic', 'free']);
  });
});
