// Billing on, buying through Stripe Checkout, and Stripe's webhooks as the only way a plan
// changes: verified, applied once, in any order.

import { describe, expect, it } from 'vitest';
import { DECLINED_CARD } from '../../testing/stripe/stripe-test-server';
import {
  call,
  deliver,
  deliverAll,
  kit,
  planChanges,
  planOf,
  setUpStripeBilling,
  stripe,
  subscribed,
} from './billing-test-helpers';

setUpStripeBilling();

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

  it('takes the used-up allowance notice out of the bell once the upgrade is paid', async () => {
    const owner = await kit.signUp();
    await kit.services.usage.consume(owner.org.id, 'campaigns', 1);
    const bell = async () =>
      (
        await kit.app.inject({
          method: 'GET',
          url: '/api/v1/customer/notifications',
          headers: owner.headers,
        })
      ).json();
    expect((await bell()).items).toMatchObject([{ type: 'usage.limit_reached' }]);
    const { sessionId } = (await call(owner, 'POST', 'stripe-checkout', { plan: 'pro' })).json();
    await deliverAll(stripe.completeCheckout(sessionId));
    expect(await bell()).toEqual({ unread: 0, items: [] });
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
