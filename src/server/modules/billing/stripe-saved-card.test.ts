// Billing on, subscribing with a card an earlier Checkout saved: 3-D Secure, declines, promotion
// codes and the referral a subscription carries.

import { describe, expect, it } from 'vitest';
import { AUTHENTICATION_CARD } from '../../testing/stripe/stripe-test-server';
import {
  call,
  deliverAll,
  kit,
  planOf,
  setUpStripeBilling,
  stripe,
  subscribed,
} from './billing-test-helpers';
import { referralReport } from './referrals';

setUpStripeBilling();

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
