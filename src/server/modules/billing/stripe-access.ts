import type { Logger } from 'pino';
import { PAID_STATUS_VALUES, type PlanChoice } from '../../../common/api/billing';
import type { Database } from '../../db/client';
import type { Caller } from '../../http/access';
import { badRequest, conflict, serviceUnavailable } from '../../http/errors';
import type { Stripe } from '../../integrations/stripe';
import type { BillingRepository, SubscriptionState } from './billing.repository';
import { BILLING_TEXT } from './billing.text';
import { idempotencyKey } from './idempotency-key';
import {
  type Currency,
  currencyForCountry,
  fromLookupKey,
  isCurrency,
  isSoldPlan,
  lookupKey,
  unitAmountIn,
} from './price-book';

/** Statuses in which the subscription's plan holds; past_due while Stripe retries a charge. */
export const PAID_STATUSES: ReadonlySet<string> = new Set(PAID_STATUS_VALUES);

export type SubscriptionStateOf = SubscriptionState & { subscriptionId: string };

/**
 * What every billing call shares: Stripe calls that fail as a 503, prices by lookup key, the
 * organization's customer and live subscription, and a subscription read as the state we keep.
 */
export function createStripeAccess(deps: {
  repository: BillingRepository;
  stripe: Stripe;
  logger: Logger;
}) {
  const { repository, stripe, logger } = deps;

  /** Stripe failures the caller cannot fix become a 503 with Stripe's reason in the log only. */
  async function callStripe<T>(what: string, call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      logger.error({ err: error, what }, 'stripe call failed');
      throw serviceUnavailable(BILLING_TEXT.providerSilent);
    }
  }

  /** A Stripe object by id; null when Stripe has no such object (an id from elsewhere). */
  async function retrieveOrNull<T>(what: string, call: () => Promise<T>): Promise<T | null> {
    try {
      return await call();
    } catch (error) {
      if ((error as { statusCode?: number }).statusCode === 404) return null;
      return callStripe(what, () => Promise.reject(error));
    }
  }

  /** The plan's Stripe price, with its amount in `currency` (a price is found by lookup key). */
  async function priceFor(
    choice: PlanChoice,
    currency: Currency,
  ): Promise<{ price: Stripe.Price; amount: number }> {
    if (!isSoldPlan(choice.plan)) {
      throw badRequest(BILLING_TEXT.planNotSold({ plan: choice.plan }), 'plan');
    }
    const key = lookupKey(choice.plan, choice.interval ?? 'month');
    const prices = await callStripe('prices.list', () =>
      stripe.prices.list({
        lookup_keys: [key],
        active: true,
        limit: 1,
        expand: ['data.currency_options'],
      }),
    );
    const [price] = prices.data;
    const amount = price ? unitAmountIn(price, currency) : null;
    if (!price || amount === null) {
      logger.error(
        { lookupKey: key, currency },
        'stripe price missing: run reachbase billing sync',
      );
      throw serviceUnavailable(BILLING_TEXT.planNotOnSale);
    }
    return { price, amount };
  }

  /**
   * The currency the organization pays in: its subscription's once it has had one (Stripe keeps
   * a customer in one currency), else the one of the country prices are shown for.
   */
  async function currencyOf(orgId: string, country: string | null): Promise<Currency> {
    const account = await repository.accountOf(orgId);
    return isCurrency(account?.currency) ? account.currency : currencyForCountry(country);
  }

  async function customerOf(caller: Caller): Promise<string> {
    const existing = await repository.accountOf(caller.orgId);
    if (existing) return existing.customerId;
    const org = await repository.organization(caller.orgId);
    const owner = await repository.owner(caller.orgId);
    const params = { name: org?.name, email: owner?.email, metadata: { orgId: caller.orgId } };
    // Two first purchases at once (two tabs, two processes) get one customer: the same key.
    const customer = await callStripe('customers.create', () =>
      stripe.customers.create(params, {
        idempotencyKey: idempotencyKey('customer', caller.orgId, 'new', { params }),
      }),
    );
    return (await repository.saveCustomer(caller.orgId, customer.id)).customerId;
  }

  /** The caller's live subscription, as Stripe has it now; 409 when there is none. */
  async function liveSubscription(caller: Caller, tx?: Database): Promise<Stripe.Subscription> {
    const account = await repository.accountOf(caller.orgId, tx);
    if (!account?.subscriptionId || !PAID_STATUSES.has(account.status)) {
      throw conflict(BILLING_TEXT.noSubscription, 'plan');
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

  async function stateOf(sub: Stripe.Subscription): Promise<SubscriptionStateOf> {
    const item = sub.items.data[0];
    const sold = fromLookupKey(item?.price.lookup_key ?? null);
    const scheduled = await scheduledChange(sub);
    return {
      subscriptionId: sub.id,
      status: sub.status,
      plan: sold?.plan.key ?? null,
      interval: sold?.interval ?? null,
      currency: sub.currency,
      currentPeriodEnd: item ? new Date(item.current_period_end * 1000) : null,
      cancelAtPeriodEnd: sub.cancel_at_period_end,
      scheduledPlan: scheduled?.plan.key ?? null,
      scheduledInterval: scheduled?.interval ?? null,
    };
  }

  function subscriptionDto(state: SubscriptionStateOf) {
    return {
      subscriptionId: state.subscriptionId,
      status: state.status,
      plan: state.plan,
      interval: state.interval,
      currency: state.currency,
      currentPeriodEnd: state.currentPeriodEnd?.toISOString() ?? null,
      cancelAtPeriodEnd: state.cancelAtPeriodEnd,
      scheduledChange: state.scheduledPlan
        ? { plan: state.scheduledPlan, interval: state.scheduledInterval ?? 'month' }
        : null,
    };
  }

  /** Brings the organization to what its subscription says; returns the plan it is on. */
  return {
    callStripe,
    retrieveOrNull,
    priceFor,
    currencyOf,
    customerOf,
    liveSubscription,
    stateOf,
    subscriptionDto,
  };
}

export type StripeAccess = ReturnType<typeof createStripeAccess>;
