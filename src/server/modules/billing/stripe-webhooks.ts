import type { Logger } from 'pino';
import { toSupportedLocale } from '../../../common/locales';
import type { Database } from '../../db/client';
import { recordEvent } from '../../events';
import { badRequest } from '../../http/errors';
import { composeMail, type MailBrandFor, type Mailer } from '../../integrations/mail';
import type { Stripe } from '../../integrations/stripe';
import { PLANS } from '../account';
import type { BillingRepository, SubscriptionState } from './billing.repository';
import { BILLING_TEXT } from './billing.text';
import { BASE_CURRENCY, isCurrency, priceOf } from './price-book';
import type { ReferralsRepository } from './referrals.repository';
import { PAID_STATUSES, type StripeAccess, type SubscriptionStateOf } from './stripe-access';

type State = SubscriptionStateOf;

/** How far a Stripe-Signature's time may be from ours, either way (Stripe's default). */
const SIGNATURE_TOLERANCE_S = 300;

/**
 * The SDK refuses a signature older than the tolerance but not one dated ahead of it, which would
 * stay valid until long after it was made (a request kept to be replayed later): refused the same.
 */
function signedInTheFuture(header: string): boolean {
  const times = header
    .split(',')
    .filter((part) => part.startsWith('t='))
    .map((part) => Number(part.slice(2)));
  const now = Math.floor(Date.now() / 1000);
  return times.some((time) => !Number.isFinite(time) || time - now > SIGNATURE_TOLERANCE_S);
}

/**
 * Stripe's webhooks, the only place an organization's plan changes: each event is verified,
 * stored by id and applied once, by reading the subscription as Stripe has it now, so replays and
 * reordering change nothing (docs/billing.md).
 */
export function createStripeWebhooks(deps: {
  db: Database;
  repository: BillingRepository;
  stripe: Stripe;
  webhookSecret: string;
  mailer: Mailer;
  mailBrand: MailBrandFor;
  logger: Logger;
  access: StripeAccess;
  /** A live subscription gets the offer its owner activated before buying (offers.ts). */
  settleOffer: (orgId: string, sub: Stripe.Subscription) => Promise<void>;
  referrals: ReferralsRepository;
}) {
  const { db, repository, stripe, logger } = deps;
  const { callStripe, stateOf } = deps.access;

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
    const currency = isCurrency(state.currency) ? state.currency : BASE_CURRENCY;
    const price =
      state.interval && plan.key !== 'free' ? priceOf(plan, state.interval, currency) : 0;
    await repository.setPlan(tx, orgId, plan.key, price, currency.toUpperCase());
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
            subject: BILLING_TEXT.paymentFailedSubject,
            greeting: owner.fullName,
            lines: [BILLING_TEXT.chargeFailed({ amount }), BILLING_TEXT.payWithAnotherCard],
            link: invoice.hosted_invoice_url ?? `${brand.appUrl}/settings/plan`,
            closing: BILLING_TEXT.movesToFree,
          },
          locale,
        ),
        meta: { kind: 'payment-failed', orgId },
      })
      .catch((error: unknown) => logger.warn({ err: error, orgId }, 'payment failure mail'));
  }

  return {
    /**
     * A Stripe webhook: verified with the SDK against the raw body, stored by id, and applied by
     * reading the subscription as Stripe has it now, so replays and reordering change nothing.
     */
    async receive(rawBody: Buffer, signature: string | undefined) {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          rawBody,
          signature ?? '',
          deps.webhookSecret,
          SIGNATURE_TOLERANCE_S,
        );
      } catch {
        throw badRequest(BILLING_TEXT.badSignature, 'stripe-signature');
      }
      if (signedInTheFuture(signature ?? '')) {
        throw badRequest(BILLING_TEXT.badSignature, 'stripe-signature');
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
        if (first && orgId && event.type === 'invoice.paid') {
          const invoice = event.data.object as Stripe.Invoice;
          await deps.referrals.recordPayment(tx, orgId, {
            id: invoice.id ?? event.id,
            amount: invoice.amount_paid,
            currency: invoice.currency,
          });
        }
        return first;
      });
      if (applied && orgId && sub) await deps.settleOffer(orgId, sub);
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
