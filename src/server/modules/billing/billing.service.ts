import type { Logger } from 'pino';
import type {
  CatalogueDto,
  CheckoutStartedDto,
  CheckoutStatusDto,
  InvoiceDto,
  PlanChoice,
  SavedCardDto,
  SubscribeBody,
  SubscribeResultDto,
  SubscriptionConfirmedDto,
} from '../../../common/api/billing';
import { isAgencyPlan } from '../../../common/plans';
import type { Database } from '../../db/client';
import type { Caller } from '../../http/access';
import { AppError, badRequest, notFound } from '../../http/errors';
import { THING } from '../../http/things.text';
import type { MailBrandFor, Mailer } from '../../integrations/mail';
import type { Stripe } from '../../integrations/stripe';
import { limitToJson, METRIC_NAMES, PLANS, type Plan, planOrFree } from '../account';
import type { BillingRepository } from './billing.repository';
import { BILLING_TEXT } from './billing.text';
import type { countryOf } from './country';
import { idempotencyKey } from './idempotency-key';
import { createOffers } from './offers';
import { createOrgLock } from './org-lock';
import { createPlanChanges } from './plan-changes';
import { type Currency, currencyForCountry, OFFERED_PLANS, priceOf } from './price-book';
import { alreadySubscribed, createPurchaseGuard } from './purchase-guard';
import type { ReferralsRepository } from './referrals.repository';
import { createStripeAccess, PAID_STATUSES } from './stripe-access';
import { createStripeWebhooks } from './stripe-webhooks';

// The rules of billing. With billing off (no Stripe key) the operator sets plans and every
// Stripe call answers 409; with billing on, purchases go through Stripe (this file), plan changes
// through plan-changes.ts, the offer banner through offers.ts, and the plan itself follows
// Stripe's signed webhooks (stripe-webhooks.ts). Every purchase of an organization runs under
// its lock (org-lock.ts) with an idempotency key (idempotency-key.ts).

/**
 * Billing on: organizations pay for plans through Stripe, by Checkout or with a card saved by
 * an earlier one.
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
  /** The Stripe coupon of the offer banner (BILLING_OFFER_COUPON); null: no offer. */
  offerCoupon: string | null;
  referrals: ReferralsRepository;
}) {
  const { repository, stripe, logger } = deps;
  const access = createStripeAccess(deps);
  const { callStripe, retrieveOrNull, priceFor, currencyOf, customerOf, subscriptionDto } = access;
  const lock = createOrgLock(deps.db);
  const guard = createPurchaseGuard({ stripe, access });
  const offers = createOffers({ ...deps, couponId: deps.offerCoupon, access, lock });

  /** The account as stored; 409 when its subscription holds (the webhook has arrived). */
  async function assertNoLiveSubscription(orgId: string, tx?: Database) {
    const account = await repository.accountOf(orgId, tx);
    if (account?.subscriptionId && PAID_STATUSES.has(account.status)) throw alreadySubscribed();
    return account;
  }

  /** Cards saved on the organization's Stripe customer (by an earlier Checkout). */
  async function savedCards(orgId: string): Promise<SavedCardDto[]> {
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
    if (!promotion) throw badRequest(BILLING_TEXT.promoCodeInvalid({ code }), 'promoCode');
    return promotion.id;
  }

  return {
    /** What the plans page shows beside the catalogue while billing is on. */
    async subscription(caller: Caller) {
      const account = await repository.accountOf(caller.orgId);
      const subscriptionId = account?.subscriptionId;
      return account && subscriptionId ? subscriptionDto({ ...account, subscriptionId }) : null;
    },

    /** The currency prices are shown and charged in for the organization (see currencyOf). */
    currencyFor: (caller: Caller, country: string | null) => currencyOf(caller.orgId, country),

    /**
     * Opens Stripe Checkout for a plan. Under the organization's lock: a subscription (live or
     * waiting for its payment) answers 409; a session already open for the same price is answered
     * again (two tabs, two clicks); one open for another price is expired first, so at most one
     * Checkout of the organization can complete.
     */
    async checkout(
      caller: Caller,
      choice: PlanChoice,
      country: string | null,
    ): Promise<CheckoutStartedDto> {
      const currency = await currencyOf(caller.orgId, country);
      const { price } = await priceFor(choice, currency);
      await assertNoLiveSubscription(caller.orgId);
      const customer = await customerOf(caller);
      const coupon = await offers.pendingCoupon(caller.orgId);
      const { session, reused } = await lock(caller.orgId, async (tx) => {
        await assertNoLiveSubscription(caller.orgId, tx);
        const standing = await guard.assertCanBuy(customer);
        const open = standing.openSessions.find(
          (session) => session.metadata?.price === price.id && session.currency === currency,
        );
        if (open) return { session: open, reused: true };
        await guard.closeSessions(standing.openSessions);
        const params: Stripe.Checkout.SessionCreateParams = {
          mode: 'subscription',
          currency,
          customer,
          client_reference_id: caller.orgId,
          metadata: { orgId: caller.orgId, price: price.id },
          line_items: [{ price: price.id, quantity: 1 }],
          subscription_data: { metadata: { orgId: caller.orgId } },
          // Stripe takes a coupon or typed promotion codes, not both: the activated offer wins.
          ...(coupon ? { discounts: [{ coupon }] } : { allow_promotion_codes: true }),
          success_url: `${deps.publicUrl}/settings/plan?checkout={CHECKOUT_SESSION_ID}`,
          cancel_url: `${deps.publicUrl}/settings/plan`,
        };
        const created = await callStripe('checkout.sessions.create', () =>
          stripe.checkout.sessions.create(params, {
            idempotencyKey: idempotencyKey('checkout', caller.orgId, price.id, {
              state: standing.state,
              params,
            }),
          }),
        );
        return { session: created, reused: false };
      });
      logger.info({ orgId: caller.orgId, plan: choice.plan, currency, reused }, 'checkout started');
      return { sessionId: session.id, url: session.url ?? '' };
    },

    /** Where a finished Checkout stands; the plan itself arrives with Stripe's webhook. */
    async verify(caller: Caller, sessionId: string): Promise<CheckoutStatusDto> {
      const session = await retrieveOrNull('checkout.sessions.retrieve', () =>
        stripe.checkout.sessions.retrieve(sessionId),
      );
      if (!session || session.client_reference_id !== caller.orgId) {
        throw notFound(THING.checkoutSession, sessionId);
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

    /** Where the request comes from, as the routes read it (country.ts). */
    country: (where: ReturnType<typeof countryOf>) => ({
      ...where,
      currency: currencyForCountry(where.country),
    }),

    /** Cards saved on the organization's Stripe customer (by an earlier Checkout). */
    paymentMethods: (caller: Caller) => savedCards(caller.orgId),

    /**
     * Subscribes with a saved card. When the bank asks for 3-D Secure (or declines), the
     * subscription waits as `incomplete` and the owner finishes on the invoice's hosted page;
     * `confirmSubscription` then says whether it went through.
     */
    async subscribe(
      caller: Caller,
      body: SubscribeBody,
      country: string | null,
    ): Promise<SubscribeResultDto> {
      const currency = await currencyOf(caller.orgId, country);
      const { price } = await priceFor(body, currency);
      const account = await assertNoLiveSubscription(caller.orgId);
      const methods = account ? await savedCards(caller.orgId) : [];
      if (!account || !methods.some((method) => method.id === body.paymentId)) {
        throw badRequest(BILLING_TEXT.cardNotSaved, 'paymentId');
      }
      const promotion = body.promoCode ? await promotionFor(body.promoCode) : null;
      const coupon = await offers.pendingCoupon(caller.orgId);
      const discounts = [
        ...(coupon ? [{ coupon }] : []),
        ...(promotion ? [{ promotion_code: promotion }] : []),
      ];
      // Under the organization's lock, with Stripe read again: two clicks, two tabs or two
      // processes make one subscription, and a Checkout left open can no longer make another.
      const sub = await lock(caller.orgId, async (tx) => {
        await assertNoLiveSubscription(caller.orgId, tx);
        const standing = await guard.assertCanBuy(account.customerId);
        await guard.closeSessions(standing.openSessions);
        const params: Stripe.SubscriptionCreateParams = {
          customer: account.customerId,
          currency,
          items: [{ price: price.id, quantity: 1 }],
          default_payment_method: body.paymentId,
          payment_behavior: 'allow_incomplete',
          metadata: {
            orgId: caller.orgId,
            ...(body.referralId ? { referralId: body.referralId } : {}),
          },
          ...(discounts.length ? { discounts } : {}),
          expand: ['latest_invoice'],
        };
        return callStripe('subscriptions.create', () =>
          stripe.subscriptions.create(params, {
            idempotencyKey: idempotencyKey('sub', caller.orgId, price.id, {
              state: standing.state,
              params,
            }),
          }),
        );
      });
      logger.info({ orgId: caller.orgId, plan: body.plan, status: sub.status }, 'subscribed');
      if (body.referralId) await deps.referrals.referOrganization(caller.orgId, body.referralId);
      const invoice = typeof sub.latest_invoice === 'object' ? sub.latest_invoice : null;
      return {
        subscriptionId: sub.id,
        status: sub.status,
        // Set while the payment waits for the owner (3-D Secure or another card).
        actionUrl: sub.status === 'incomplete' ? (invoice?.hosted_invoice_url ?? null) : null,
      };
    },

    /** After 3-D Secure on the hosted page: where the subscription stands now. */
    async confirmSubscription(
      caller: Caller,
      subscriptionId: string,
    ): Promise<SubscriptionConfirmedDto> {
      const account = await repository.accountOf(caller.orgId);
      const sub = await retrieveOrNull('subscriptions.retrieve', () =>
        stripe.subscriptions.retrieve(subscriptionId),
      );
      if (!account || !sub || String(sub.customer) !== account.customerId) {
        throw notFound(THING.subscription, subscriptionId);
      }
      const org = await repository.organization(caller.orgId);
      return {
        subscriptionId: sub.id,
        status: sub.status,
        applied: account.subscriptionId === sub.id && account.status === sub.status,
        plan: org?.plan ?? 'free',
      };
    },

    async invoices(caller: Caller): Promise<InvoiceDto[]> {
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

    offerFor: offers.offerFor,
    activateOffer: offers.activateOffer,
    ...createPlanChanges({ stripe, logger, access, lock }),
    ...createStripeWebhooks({ ...deps, access, settleOffer: offers.settleOffer }),
  };
}

export type StripeBilling = ReturnType<typeof createStripeBilling>;

/**
 * Billing off (no Stripe key, the self-hosted default): the operator sets each organization's
 * plan with `reachbase set-plan`. The billing calls exist and say so, instead of "route not found".
 */
export const billingOff = () =>
  new AppError('Conflict', 409, BILLING_TEXT.billingOff, { field: 'billing' });

function toPlanDto(plan: Plan, currency: Currency) {
  return {
    key: plan.key,
    name: plan.name,
    monthlyPriceUsd: plan.monthlyPriceUsd,
    prices: { month: priceOf(plan, 'month', currency), year: priceOf(plan, 'year', currency) },
    isAgency: isAgencyPlan(plan.key),
    limits: Object.fromEntries(
      METRIC_NAMES.map((metric) => [metric, limitToJson(plan.limits[metric])]),
    ),
  };
}

/**
 * The billing calls in either mode: `stripe` null is billing off, where the catalogue and the
 * referral visit still answer and every Stripe call answers 409 (billingOff).
 */
export function createBillingService(deps: {
  stripe: StripeBilling | null;
  referrals: ReferralsRepository;
}) {
  const { stripe } = deps;

  function on(): StripeBilling {
    if (!stripe) throw billingOff();
    return stripe;
  }

  return {
    /**
     * The catalogue for the plans page: every offered plan, the caller's own included, priced in
     * the currency of `country` (or the one the organization already pays in).
     */
    async catalogue(caller: Caller, country: string | null): Promise<CatalogueDto> {
      // The caller resolver reads the plan with the credential; a caller without one is on free.
      const current = planOrFree(caller.plan ?? 'free');
      const keys = OFFERED_PLANS.includes(current.key)
        ? OFFERED_PLANS
        : [current.key, ...OFFERED_PLANS];
      const currency = stripe
        ? await stripe.currencyFor(caller, country)
        : currencyForCountry(country);
      return {
        billingEnabled: Boolean(stripe),
        managedBy: stripe ? 'stripe' : 'operator',
        currentPlan: current.key,
        currency,
        subscription: stripe ? await stripe.subscription(caller) : null,
        offer: stripe ? await stripe.offerFor(caller) : null,
        plans: keys.map((key) => toPlanDto(PLANS[key] ?? current, currency)),
      };
    },

    /** A visit of a partner's referral link; counted with billing on or off. */
    async recordReferralVisit(referralId: string) {
      await deps.referrals.recordVisit(referralId);
      return { recorded: true };
    },

    // Billing on only: each answers 409 while billing is off.
    checkout: (caller: Caller, choice: PlanChoice, country: string | null) =>
      on().checkout(caller, choice, country),
    verify: (caller: Caller, sessionId: string) => on().verify(caller, sessionId),
    country: (where: ReturnType<typeof countryOf>) => on().country(where),
    paymentMethods: (caller: Caller) => on().paymentMethods(caller),
    subscribe: (caller: Caller, body: SubscribeBody, country: string | null) =>
      on().subscribe(caller, body, country),
    confirmSubscription: (caller: Caller, subscriptionId: string) =>
      on().confirmSubscription(caller, subscriptionId),
    previewChange: (caller: Caller, choice: PlanChoice) => on().previewChange(caller, choice),
    changePlan: (caller: Caller, choice: PlanChoice) => on().changePlan(caller, choice),
    setCancelAtPeriodEnd: (caller: Caller, cancel: boolean) =>
      on().setCancelAtPeriodEnd(caller, cancel),
    invoices: (caller: Caller) => on().invoices(caller),
    activateOffer: (caller: Caller) => on().activateOffer(caller),
    receive: (rawBody: Buffer, signature: string | undefined) => on().receive(rawBody, signature),
  };
}

export type BillingService = ReturnType<typeof createBillingService>;
