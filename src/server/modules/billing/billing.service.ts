import { isAgencyPlan } from '../../../common/plans';
import type { Caller } from '../../http/access';
import { AppError } from '../../http/errors';
import { limitToJson, METRIC_NAMES, PLANS, type Plan, planOrFree } from '../account';

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

// Plans sold monthly; deal-site lifetime tiers are redeemed with a code, never offered here.
const OFFERED_PLANS = ['free', 'starter', 'basic', 'pro', 'agency'];

function toPlanDto(plan: Plan) {
  return {
    key: plan.key,
    name: plan.name,
    monthlyPriceUsd: plan.monthlyPriceUsd,
    isAgency: isAgencyPlan(plan.key),
    limits: Object.fromEntries(
      METRIC_NAMES.map((metric) => [metric, limitToJson(plan.limits[metric])]),
    ),
  };
}

export function createBillingService() {
  return {
    /** The catalogue for the plans page: every offered plan, the caller's own included. */
    catalogue(caller: Caller) {
      // The caller resolver reads the plan with the credential; a caller without one is on free.
      const current = planOrFree(caller.plan ?? 'free');
      const keys = OFFERED_PLANS.includes(current.key)
        ? OFFERED_PLANS
        : [current.key, ...OFFERED_PLANS];
      return {
        billingEnabled: false,
        managedBy: 'operator' as const,
        currentPlan: current.key,
        plans: keys.map((key) => toPlanDto(PLANS[key] ?? current)),
      };
    },

    unavailable(): never {
      throw billingOff();
    },
  };
}

export type BillingService = ReturnType<typeof createBillingService>;
