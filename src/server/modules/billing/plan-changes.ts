import type { Logger } from 'pino';
import type {
  PlanChangePreviewDto,
  PlanChoice,
  SubscriptionDto,
} from '../../../common/api/billing';
import type { Database } from '../../db/client';
import type { Caller } from '../../http/access';
import { conflict } from '../../http/errors';
import type { Stripe } from '../../integrations/stripe';
import { PLANS } from '../account';
import { BILLING_TEXT } from './billing.text';
import type { OrgLock } from './org-lock';
import { BASE_CURRENCY, fromLookupKey, isCurrency } from './price-book';
import type { StripeAccess } from './stripe-access';

/**
 * Moving a live subscription: a bigger plan (or a year instead of a month) at once with Stripe's
 * proration, a smaller one at the period's end through a subscription schedule, and cancelling
 * at the period's end or keeping it. The plan itself still changes only with the webhook.
 */
export function createPlanChanges(deps: {
  stripe: Stripe;
  logger: Logger;
  access: StripeAccess;
  lock: OrgLock;
}) {
  const { stripe, logger } = deps;
  const { callStripe, priceFor, liveSubscription, stateOf, subscriptionDto } = deps.access;

  async function changeOf(caller: Caller, choice: PlanChoice, tx?: Database) {
    const sub = await liveSubscription(caller, tx);
    // A subscription keeps its currency through every change.
    const currency = isCurrency(sub.currency) ? sub.currency : BASE_CURRENCY;
    const { price, amount } = await priceFor(choice, currency);
    const item = sub.items.data[0];
    if (item.price.id === price.id) throw conflict(BILLING_TEXT.alreadyYourPlan, 'plan');
    return { sub, item, price, amount };
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
            currency: sub.currency,
            start_date: item.current_period_start,
            end_date: item.current_period_end,
          },
          {
            items: [{ price: price.id, quantity: 1 }],
            currency: sub.currency,
            duration: { interval: price.recurring?.interval ?? 'month', interval_count: 1 },
          },
        ],
      }),
    );
  }

  return {
    async previewChange(caller: Caller, choice: PlanChoice): Promise<PlanChangePreviewDto> {
      const { sub, item, price, amount } = await changeOf(caller, choice);
      const interval = choice.interval ?? 'month';
      if (isDowngrade(item.price, choice)) {
        // Nothing is charged now: the smaller plan starts with the next period.
        return {
          plan: choice.plan,
          interval,
          effective: 'period_end' as const,
          effectiveAt: new Date(item.current_period_end * 1000).toISOString(),
          currency: sub.currency,
          amountDue: 0,
          total: 0,
          nextAmount: amount,
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
        nextAmount: amount,
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
    async changePlan(caller: Caller, choice: PlanChoice): Promise<SubscriptionDto> {
      // Under the organization's lock and read again: a second click finds the plan changed.
      const updated = await deps.lock(caller.orgId, async (tx) => {
        const { sub, item, price } = await changeOf(caller, choice, tx);
        if (isDowngrade(item.price, choice)) {
          await scheduleAtPeriodEnd(sub, price);
          return callStripe('subscriptions.retrieve', () => stripe.subscriptions.retrieve(sub.id));
        }
        await releaseSchedule(sub);
        return callStripe('subscriptions.update', () =>
          stripe.subscriptions.update(sub.id, {
            items: [{ id: item.id, price: price.id }],
            proration_behavior: 'always_invoice',
            cancel_at_period_end: false,
          }),
        );
      });
      logger.info({ orgId: caller.orgId, plan: choice.plan }, 'plan change asked');
      return subscriptionDto(await stateOf(updated));
    },

    /** Cancels at the period's end; `false` keeps the subscription as it is (undoes a pending change). */
    async setCancelAtPeriodEnd(caller: Caller, cancel: boolean): Promise<SubscriptionDto> {
      const updated = await deps.lock(caller.orgId, async (tx) => {
        const sub = await liveSubscription(caller, tx);
        // A schedule owns its subscription's end: a pending switch goes when the plan is kept or ends.
        await releaseSchedule(sub);
        return callStripe('subscriptions.update', () =>
          stripe.subscriptions.update(sub.id, { cancel_at_period_end: cancel }),
        );
      });
      logger.info({ orgId: caller.orgId, cancel }, 'cancel at period end set');
      return subscriptionDto(await stateOf(updated));
    },
  };
}
