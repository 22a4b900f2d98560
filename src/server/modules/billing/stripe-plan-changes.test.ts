// Billing on, a live subscription changing: upgrades with proration, smaller plans at the
// period's end, cancelling and keeping it, failed renewals.

import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { domainEvents } from '../../events';
import { createMailRepository } from '../../integrations/mail';
import {
  call,
  DAY,
  deliverAll,
  kit,
  planChanges,
  planOf,
  setUpStripeBilling,
  stripe,
  subscribed,
} from './billing-test-helpers';

setUpStripeBilling();

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
