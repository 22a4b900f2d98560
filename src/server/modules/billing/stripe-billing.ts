import type { Logger } from 'pino';
import { toSupportedLocale } from '../../../common/locales';
import type { Database } from '../../db/client';
import { recordEvent } from '../../events';
import type { Caller } from '../../http/access';
import { badRequest, conflict, notFound, serviceUnavailable } from '../../http/errors';
import { composeMail, type MailBrandFor, type Mailer } from '../../integrations/mail';
import type { Stripe } from '../../integrations/stripe';
import { PLANS } from '../account';
import type { BillingRepository, SubscriptionState } from './billing.repository';
import { countryOf } from './country';
import {
  CURRENCY,
  fromLookupKey,
  type Interval,
  isSoldPlan,
  lookupKey,
  priceOf,
} from './price-book';

/** Statuses in which the subscription's plan holds; past_due while Stripe retries a charge. */
const PAID_STATUSES = new Set(['active', 'trialing', 'past_due']);

type PlanChoice = { plan: string; interval?: Interval };
type SubscribeBody = PlanChoice & { paymentId: string; promoCode?: string; referralId?: string };

/**
 * Billing on: organizations pay for plans through Stripe. The plan an organization is on changes
 * only here, from a signed webhook, and always to what Stripe's subscription says now: events may
 * come twice or out of order and the result is the same (docs/billing.md).
 */
export function createStripeBilling(deps: {
  db: Database;
  repository: BillingRepository;
  stripe: Stripe;
  webhookSecret: string;
  publicUrl: string;
  mailer: Mailer;
  mailBrand: MailBrandFor;
  logger: Logger;
}) {
  const { db, repository, stripe, logger } = deps;

  /** Stripe failures the caller cannot fix become a 503 with Stripe's reason in the log only. */
  async function callStripe<T>(what: string, call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      logger.error({ err: error, what }, 'stripe call failed');
      throw serviceUnavailable('The payment provider did not answer; try again shortly');
    }
  }

  async function priceFor(choice: PlanChoice): Promise<Stripe.Price> {
    if (!isSoldPlan(choice.plan)) throw badRequest(`Plan ${choice.plan} cannot be bought`, 'plan');
    const key = lookupKey(choice.plan, choice.interval ?? 'month');
    const prices = await callStripe('prices.list', () =>
      stripe.prices.list({ lookup_keys: [key], active: true, limit: 1 }),
    );
    const [price] = prices.data;
    if (!price) {
      logger.error({ lookupKey: key }, 'stripe price missing: run reachbase billing sync');
      throw serviceUnavailable('This plan is not on sale yet; its operator must sync the prices');
    }
    return price;
  }

  async function customerOf(caller: Caller): Promise<string> {
    const existing = await repository.accountOf(caller.orgId);
    if (existing) return existing.customerId;
    const org = await repository.organization(caller.orgId);
    const owner = await repository.owner(caller.orgId);
    const customer = await callStripe('customers.create', () =>
      stripe.customers.create({
        name: org?.name,
        email: owner?.email,
        metadata: { orgId: caller.orgId },
      }),
    );
    return (await repository.saveCustomer(caller.orgId, customer.id)).customerId;
  }

  /** The caller's live subscription, as Stripe has it now; 409 when there is none. */
  async function liveSubscription(caller: Caller): Promise<Stripe.Subscription> {
    const account = await repository.accountOf(caller.orgId);
    if (!account?.subscriptionId || !PAID_STATUSES.has(account.status)) {
      throw conflict('There is no subscription: choose a plan first', 'plan');
    }
    const id = account.subscriptionId;
    return callStripe('subscriptions.retrieve', () => stripe.subscriptions.retrieve(id));
  }

  /** The plan a subscription schedule switches to when the current period ends, if any. */
  async function scheduledChange(sub: Stripe.Subscription) {
    if (!sub.schedule) return null;
    const id = typeof sub.schedule === 'string' ? sub.schedule : sub.schedule.id;
    const schedule = await callStripe('subscriptionSchedules.retrieve', () =>
      stripe.subscriptionSchedules.retrieve(id, { expand: ['phases.items.price'] }),
    );
    const periodEnd = sub.items.data[0]?.current_period_end ?? 0;
    const next = schedule.phases.find((phase) => phase.start_date >= periodEnd);
    const price = next?.items[0]?.price;
    const lookup =
      typeof price === 'object' && price && 'lookup_key' in price ? price.lookup_key : null;
    return fromLookupKey(lookup);
  }

  type State = SubscriptionState & { subscriptionId: string };

  async function stateOf(sub: Stripe.Subscription): Promise<State> {
    const item = sub.items.data[0];
    const sold = fromLookupKey(item?.price.lookup_key ?? null);
    const scheduled = await scheduledChange(sub);
    return {
      subscriptionId: sub.id,
      status: sub.status,
      plan: sold?.plan.key ?? null,
      interval: sold?.interval ?? null,
      currentPeriodEnd: item ? new Date(item.current_period_end * 1000) : null,
      cancelAtPeriodEnd: sub.cancel_at_period_end,
      scheduledPlan: scheduled?.plan.key ?? null,
      scheduledInterval: scheduled?.interval ?? null,
    };
  }

  function subscriptionDto(state: State) {
    return {
      subscriptionId: state.subscriptionId,
      status: state.status,
      plan: state.plan,
      interval: state.interval,
      currentPeriodEnd: state.currentPeriodEnd?.toISOString() ?? null,
      cancelAtPeriodEnd: state.cancelAtPeriodEnd,
      scheduledChange: state.scheduledPlan
        ? { plan: state.scheduledPlan, interval: state.scheduledInterval ?? 'month' }
        : null,
    };
  }

  /** Brings the organization to what its subscription says; returns the plan it is on. */
  /** What the owner would notice besides the plan: its status, a cancel, a pending switch. */
  function subscriptionMoved(before: SubscriptionState, after: State): boolean {
    return (
      before.subscriptionId !== after.subscriptionId ||
      before.status !== after.status ||
      before.cancelAtPeriodEnd !== after.cancelAtPeriodEnd ||
      before.scheduledPlan !== after.scheduledPlan
    );
  }

  async function reconcile(tx: Database, orgId: string, state: State, readAt: Date) {
    const account = await repository.lockAccount(tx, orgId);
    // Another webhook of this org saved a state it read later: ours is older, theirs stands.
    if (account?.stateReadAt && account.stateReadAt > readAt) return;
    const replacing = account?.subscriptionId && account.subscriptionId !== state.subscriptionId;
    if (replacing && PAID_STATUSES.has(account.status) && !PAID_STATUSES.has(state.status)) {
      return; // the end of an older subscription says nothing about the current one
    }
    await repository.saveSubscription(tx, orgId, state, readAt);
    if (!account || subscriptionMoved(account, state)) {
      const change = {
        status: state.status,
        cancelAtPeriodEnd: state.cancelAtPeriodEnd,
        scheduledPlan: state.scheduledPlan,
      };
      await recordEvent(tx, orgId, 'billing.subscription_changed', change);
      logger.info({ orgId, ...change }, 'subscription changed');
    }
    const plan = PAID_STATUSES.has(state.status) && state.plan ? PLANS[state.plan] : PLANS.free;
    const org = await repository.organization(orgId, tx);
    if (!org || org.plan === plan.key) return;
    const price = state.interval && plan.key !== 'free' ? priceOf(plan, state.interval) : 0;
    await repository.setPlan(tx, orgId, plan.key, price, CURRENCY.toUpperCase());
    await recordEvent(tx, orgId, 'billing.plan_changed', {
      plan: plan.key,
      previousPlan: org.plan,
      status: state.status,
    });
    logger.info(
      { orgId, plan: plan.key, previousPlan: org.plan, status: state.status },
      'plan changed',
    );
  }

  /** Cards saved on the organization's Stripe customer (by an earlier Checkout). */
  async function savedCards(orgId: string) {
    const account = await repository.accountOf(orgId);
    if (!account) return [];
    const [methods, customer] = await Promise.all([
      callStripe('paymentMethods.list', () =>
        stripe.paymentMethods.list({ customer: account.customerId, type: 'card', limit: 20 }),
      ),
      callStripe('customers.retrieve', () => stripe.customers.retrieve(account.customerId)),
    ]);
    const preferred =
      'invoice_settings' in customer ? customer.invoice_settings?.default_payment_method : null;
    return methods.data.map((method) => ({
      id: method.id,
      brand: method.card?.brand ?? 'card',
      last4: method.card?.last4 ?? '',
      expMonth: method.card?.exp_month ?? 0,
      expYear: method.card?.exp_year ?? 0,
      isDefault: method.id === preferred,
    }));
  }

  async function promotionFor(code: string): Promise<string> {
    const found = await callStripe('promotionCodes.list', () =>
      stripe.promotionCodes.list({ code, active: true, limit: 1 }),
    );
    const [promotion] = found.data;
    if (!promotion) throw badRequest(`The promotion code ${code} is not valid`, 'promoCode');
    return promotion.id;
  }

  async function changeOf(caller: Caller, choice: PlanChoice) {
    const price = await priceFor(choice);
    const sub = await liveSubscription(caller);
    const item = sub.items.data[0];
    if (item.price.id === price.id) throw conflict('This is already your plan', 'plan');
    return { sub, item, price };
  }

  /** Smaller plan, or the same plan paid monthly instead of yearly. */
  function isDowngrade(current: Stripe.Price, choice: PlanChoice): boolean {
    const from = fromLookupKey(current.lookup_key);
    if (!from) return false;
    const to = PLANS[choice.plan];
    if (to.monthlyPriceUsd !== from.plan.monthlyPriceUsd) {
      return to.monthlyPriceUsd < from.plan.monthlyPriceUsd;
    }
    return from.interval === 'year' && (choice.interval ?? 'month') === 'month';
  }

  async function releaseSchedule(sub: Stripe.Subscription) {
    if (!sub.schedule) return;
    const id = typeof sub.schedule === 'string' ? sub.schedule : sub.schedule.id;
    await callStripe('subscriptionSchedules.release', () =>
      stripe.subscriptionSchedules.release(id),
    );
  }

  /** The current period stays as it is; the next one starts on `price`. */
  async function scheduleAtPeriodEnd(sub: Stripe.Subscription, price: Stripe.Price) {
    const item = sub.items.data[0];
    const scheduleId =
      typeof sub.schedule === 'string'
        ? sub.schedule
        : (sub.schedule?.id ??
          (
            await callStripe('subscriptionSchedules.create', () =>
              stripe.subscriptionSchedules.create({ from_subscription: sub.id }),
            )
          ).id);
    await callStripe('subscriptionSchedules.update', () =>
      stripe.subscriptionSchedules.update(scheduleId, {
        end_behavior: 'release',
        phases: [
          {
            items: [{ price: item.price.id, quantity: 1 }],
            start_date: item.current_period_start,
            end_date: item.current_period_end,
          },
          {
            items: [{ price: price.id, quantity: 1 }],
            duration: { interval: price.recurring?.interval ?? 'month', interval_count: 1 },
          },
        ],
      }),
    );
  }

  function subscriptionIdOf(event: Stripe.Event): string | null {
    const object = event.data.object as unknown as Record<string, unknown>;
    if (event.type.startsWith('customer.subscription.')) return String(object.id);
    if (event.type.startsWith('subscription_schedule.')) {
      return typeof object.subscription === 'string' ? object.subscription : null;
    }
    if (event.type === 'checkout.session.completed') {
      return typeof object.subscription === 'string' ? object.subscription : null;
    }
    if (event.type.startsWith('invoice.')) {
      const invoice = event.data.object as Stripe.Invoice;
      const subscription = invoice.parent?.subscription_details?.subscription;
      return typeof subscription === 'string' ? subscription : (subscription?.id ?? null);
    }
    return null;
  }

  async function tellOwnerPaymentFailed(orgId: string, invoice: Stripe.Invoice) {
    const owner = await repository.owner(orgId);
    if (!owner) return;
    const brand = await deps.mailBrand(orgId);
    const locale = toSupportedLocale(owner.locale);
    const amount = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: invoice.currency,
    }).format(invoice.amount_due / 100);
    await deps.mailer
      .send({
        to: owner.email,
        brand,
        ...composeMail(
          brand,
          {
            subject: 'A payment for your plan failed',
            greeting: owner.fullName,
            lines: [
              `The charge of ${amount} for your plan did not go through. The payment provider tries again over the next days; your plan stays as it is meanwhile.`,
              'You can pay it with another card here:',
            ],
            link: invoice.hosted_invoice_url ?? `${brand.appUrl}/settings/plan`,
            closing:
              'If no charge succeeds, the organization moves to the Free plan and keeps all its data.',
          },
          locale,
        ),
        meta: { kind: 'payment-failed', orgId },
      })
      .catch((error: unknown) => logger.warn({ err: error, orgId }, 'payment failure mail'));
  }

  return {
    /** What the plans page shows beside the catalogue while billing is on. */
    async subscription(caller: Caller) {
      const account = await repository.accountOf(caller.orgId);
      const subscriptionId = account?.subscriptionId;
      return account && subscriptionId ? subscriptionDto({ ...account, subscriptionId }) : null;
    },

    async checkout(caller: Caller, choice: PlanChoice) {
      const price = await priceFor(choice);
      const account = await repository.accountOf(caller.orgId);
      if (account?.subscriptionId && PAID_STATUSES.has(account.status)) {
        throw conflict(
          'The organization already has a subscription: change its plan instead',
          'plan',
        );
      }
      const customer = await customerOf(caller);
      const session = await callStripe('checkout.sessions.create', () =>
        stripe.checkout.sessions.create({
          mode: 'subscription',
          customer,
          client_reference_id: caller.orgId,
          line_items: [{ price: price.id, quantity: 1 }],
          subscription_data: { metadata: { orgId: caller.orgId } },
          allow_promotion_codes: true,
          success_url: `${deps.publicUrl}/settings/plan?checkout={CHECKOUT_SESSION_ID}`,
          cancel_url: `${deps.publicUrl}/settings/plan`,
        }),
      );
      logger.info({ orgId: caller.orgId, plan: choice.plan }, 'checkout started');
      return { sessionId: session.id, url: session.url ?? '' };
    },

    /** Where a finished Checkout stands; the plan itself arrives with Stripe's webhook. */
    async verify(caller: Caller, sessionId: string) {
      const session = await stripe.checkout.sessions.retrieve(sessionId).catch((error) => {
        if ((error as { statusCode?: number }).statusCode === 404) return null;
        throw error;
      });
      if (!session || session.client_reference_id !== caller.orgId) {
        throw notFound('Checkout session', sessionId);
      }
      const account = await repository.accountOf(caller.orgId);
      const org = await repository.organization(caller.orgId);
      return {
        status: session.status ?? 'open',
        paid: session.payment_status === 'paid',
        applied: Boolean(session.subscription) && account?.subscriptionId === session.subscription,
        plan: org?.plan ?? 'free',
      };
    },

    country: countryOf,

    /** Cards saved on the organization's Stripe customer (by an earlier Checkout). */
    paymentMethods: (caller: Caller) => savedCards(caller.orgId),

    /**
     * Subscribes with a saved card. When the bank asks for 3-D Secure (or declines), the
     * subscription waits as `incomplete` and the owner finishes on the invoice's hosted page;
     * `confirmSubscription` then says whether it went through.
     */
    async subscribe(caller: Caller, body: SubscribeBody) {
      const price = await priceFor(body);
      const account = await repository.accountOf(caller.orgId);
      if (account?.subscriptionId && PAID_STATUSES.has(account.status)) {
        throw conflict(
          'The organization already has a subscription: change its plan instead',
          'plan',
        );
      }
      const methods = account ? await savedCards(caller.orgId) : [];
      if (!account || !methods.some((method) => method.id === body.paymentId)) {
        throw badRequest('This card is not saved for your organization', 'paymentId');
      }
      const promotion = body.promoCode ? await promotionFor(body.promoCode) : null;
      const sub = await callStripe('subscriptions.create', () =>
        stripe.subscriptions.create({
          customer: account.customerId,
          items: [{ price: price.id, quantity: 1 }],
          default_payment_method: body.paymentId,
          payment_behavior: 'allow_incomplete',
          metadata: {
            orgId: caller.orgId,
            ...(body.referralId ? { referralId: body.referralId } : {}),
          },
          ...(promotion ? { discounts: [{ promotion_code: promotion }] } : {}),
          expand: ['latest_invoice'],
        }),
      );
      logger.info({ orgId: caller.orgId, plan: body.plan, status: sub.status }, 'subscribed');
      const invoice = typeof sub.latest_invoice === 'object' ? sub.latest_invoice : null;
      return {
        subscriptionId: sub.id,
        status: sub.status,
        // Set while the payment waits for the owner (3-D Secure or another card).
        actionUrl: sub.status === 'incomplete' ? (invoice?.hosted_invoice_url ?? null) : null,
      };
    },

    /** After 3-D Secure on the hosted page: where the subscription stands now. */
    async confirmSubscription(caller: Caller, subscriptionId: string) {
      const account = await repository.accountOf(caller.orgId);
      const sub = await stripe.subscriptions.retrieve(subscriptionId).catch((error) => {
        if ((error as { statusCode?: number }).statusCode === 404) return null;
        throw error;
      });
      if (!account || !sub || String(sub.customer) !== account.customerId) {
        throw notFound('Subscription', subscriptionId);
      }
      const org = await repository.organization(caller.orgId);
      return {
        subscriptionId: sub.id,
        status: sub.status,
        applied: account.subscriptionId === sub.id && account.status === sub.status,
        plan: org?.plan ?? 'free',
      };
    },

    async previewChange(caller: Caller, choice: PlanChoice) {
      const { sub, item, price } = await changeOf(caller, choice);
      const interval = choice.interval ?? 'month';
      if (isDowngrade(item.price, choice)) {
        // Nothing is charged now: the smaller plan starts with the next period.
        return {
          plan: choice.plan,
          interval,
          effective: 'period_end' as const,
          effectiveAt: new Date(item.current_period_end * 1000).toISOString(),
          currency: price.currency,
          amountDue: 0,
          total: 0,
          nextAmount: price.unit_amount ?? 0,
          lines: [],
        };
      }
      const preview = await callStripe('invoices.createPreview', () =>
        stripe.invoices.createPreview({
          customer: String(sub.customer),
          subscription: sub.id,
          subscription_details: {
            items: [{ id: item.id, price: price.id }],
            proration_behavior: 'always_invoice',
          },
        }),
      );
      return {
        plan: choice.plan,
        interval,
        effective: 'now' as const,
        effectiveAt: new Date().toISOString(),
        currency: preview.currency,
        amountDue: preview.amount_due,
        total: preview.total,
        nextAmount: price.unit_amount ?? 0,
        lines: preview.lines.data.map((line) => ({
          description: line.description ?? '',
          amount: line.amount,
        })),
      };
    },

    /**
     * A bigger plan (or a year instead of a month) applies at once, charging the difference for
     * the rest of the period; a smaller one waits for the period's end in a subscription schedule.
     */
    async changePlan(caller: Caller, choice: PlanChoice) {
      const { sub, item, price } = await changeOf(caller, choice);
      let updated: Stripe.Subscription;
      if (isDowngrade(item.price, choice)) {
        await scheduleAtPeriodEnd(sub, price);
        updated = await callStripe('subscriptions.retrieve', () =>
          stripe.subscriptions.retrieve(sub.id),
        );
      } else {
        await releaseSchedule(sub);
        updated = await callStripe('subscriptions.update', () =>
          stripe.subscriptions.update(sub.id, {
            items: [{ id: item.id, price: price.id }],
            proration_behavior: 'always_invoice',
            cancel_at_period_end: false,
          }),
        );
      }
      logger.info({ orgId: caller.orgId, plan: choice.plan }, 'plan change asked');
      return subscriptionDto(await stateOf(updated));
    },

    /** Cancels at the period's end; `false` keeps the subscription as it is (undoes a pending change). */
    async setCancelAtPeriodEnd(caller: Caller, cancel: boolean) {
      const sub = await liveSubscription(caller);
      // A schedule owns its subscription's end: a pending switch goes when the plan is kept or ends.
      await releaseSchedule(sub);
      const updated = await callStripe('subscriptions.update', () =>
        stripe.subscriptions.update(sub.id, { cancel_at_period_end: cancel }),
      );
      logger.info({ orgId: caller.orgId, cancel }, 'cancel at period end set');
      return subscriptionDto(await stateOf(updated));
    },

    async invoices(caller: Caller) {
      const account = await repository.accountOf(caller.orgId);
      if (!account) return [];
      const list = await callStripe('invoices.list', () =>
        stripe.invoices.list({ customer: account.customerId, limit: 24 }),
      );
      return list.data.map((invoice) => ({
        id: invoice.id ?? '',
        number: invoice.number,
        createdAt: new Date(invoice.created * 1000).toISOString(),
        status: invoice.status ?? 'draft',
        total: invoice.total,
        currency: invoice.currency,
        hostedUrl: invoice.hosted_invoice_url ?? null,
        pdfUrl: invoice.invoice_pdf ?? null,
      }));
    },

    /**
     * A Stripe webhook: verified with the SDK against the raw body, stored by id, and applied by
     * reading the subscription as Stripe has it now, so replays and reordering change nothing.
     */
    async receive(rawBody: Buffer, signature: string | undefined) {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature ?? '', deps.webhookSecret);
      } catch {
        throw badRequest('The Stripe signature does not match this body', 'stripe-signature');
      }
      const subscriptionId = subscriptionIdOf(event);
      const readAt = new Date();
      const sub = subscriptionId
        ? await callStripe('subscriptions.retrieve', () =>
            stripe.subscriptions.retrieve(subscriptionId),
          )
        : null;
      const customer = sub ? String(sub.customer) : null;
      const account = customer ? await repository.accountByCustomer(customer) : null;
      const orgId = account?.orgId ?? null;
      const state = sub && orgId ? await stateOf(sub) : null;
      const applied = await db.transaction(async (tx) => {
        const first = await repository.claimEvent(tx, { id: event.id, type: event.type, orgId });
        if (first && state && orgId) await reconcile(tx, orgId, state, readAt);
        return first;
      });
      if (!orgId && sub)
        logger.warn({ eventId: event.id, customer }, 'stripe event of no organization');
      // A renewal that failed; a first payment that failed is in front of its owner already.
      if (
        applied &&
        orgId &&
        event.type === 'invoice.payment_failed' &&
        state?.status === 'past_due'
      ) {
        await tellOwnerPaymentFailed(orgId, event.data.object as Stripe.Invoice);
      }
      return { received: true, duplicate: !applied };
    },
  };
}

export type StripeBilling = ReturnType<typeof createStripeBilling>;
