// Billing on, the offer of the banner (one coupon, activated once per organization) and partner
// referrals (link visits, the first paid invoice).

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { SignedIn } from '../../testing/factories';
import { organizations } from '../account/account.tables';
import {
  call,
  client,
  deliverAll,
  kit,
  planOf,
  setUpStripeBilling,
  stripe,
  subscribed,
} from './billing-test-helpers';
import { referralReport, referralReportText } from './referrals';

setUpStripeBilling();

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
