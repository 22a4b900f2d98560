import { isAgencyPlan } from '../../../common/plans';
import type { Caller } from '../../http/access';
import { AppError } from '../../http/errors';
import { limitToJson, METRIC_NAMES, PLANS, type Plan, planOrFree } from '../account';
import { type Currency, currencyForCountry, OFFERED_PLANS, priceOf } from './price-book';
import type { Referrals } from './referrals';
import type { StripeBilling } from './stripe-billing';

/**
 * Billing off (no Stripe key, the self-hosted default): the operator sets each organization's
 * plan with `reachbase set-plan`. The billing calls exist and say so, instead of "route not found".
 */
export const billingOff = () =>
  new AppError(
    'Conflict',
    409,
    'Billing is off on this installation: its operator sets plans (reachbase set-plan)',
    { field: 'billing' },
  );

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

/** The billing calls in either mode: `stripe` null is billing off. */
export function createBillingService(deps: { stripe: StripeBilling | null; referrals: Referrals }) {
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
    async catalogue(caller: Caller, country: string | null) {
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
        managedBy: stripe ? ('stripe' as const) : ('operator' as const),
        currentPlan: current.key,
        currency,
        subscription: stripe ? await stripe.subscription(caller) : null,
        offer: stripe ? await stripe.offerFor(caller) : null,
        plans: keys.map((key) => toPlanDto(PLANS[key] ?? current, currency)),
      };
    },

    on,

    /** A visit of a partner's referral link; counted with billing on or off. */
    recordReferralVisit: (referralId: string) => deps.referrals.recordVisit(referralId),
  };
}

export type BillingService = ReturnType<typeof createBillingService>;
