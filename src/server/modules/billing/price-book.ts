import { PLANS, type Plan } from '../account';

/**
 * What each sold plan costs, in integer minor units, and the Stripe lookup keys its prices carry
 * (`reachbase_pro_month`). `reachbase billing sync` makes the Stripe account match this; prices
 * are found by lookup key, so no Stripe id is configured anywhere.
 */
export const INTERVALS = ['month', 'year'] as const;
export type Interval = (typeof INTERVALS)[number];
export const CURRENCY = 'usd';

/** Plans sold by subscription; deal-site lifetime tiers are redeemed with a code, never sold. */
export const SOLD_PLANS = ['starter', 'basic', 'pro', 'agency'] as const;
export const OFFERED_PLANS = ['free', ...SOLD_PLANS];

/** A year costs ten months. */
export function priceOf(plan: Plan, interval: Interval): number {
  return plan.monthlyPriceUsd * 100 * (interval === 'year' ? 10 : 1);
}

export function lookupKey(plan: string, interval: Interval): string {
  return `reachbase_${plan}_${interval}`;
}

export function fromLookupKey(key: string | null): { plan: Plan; interval: Interval } | null {
  const match = /^reachbase_(\w+)_(month|year)$/.exec(key ?? '');
  const plan = match && PLANS[match[1]];
  return plan && (SOLD_PLANS as readonly string[]).includes(plan.key)
    ? { plan, interval: match[2] as Interval }
    : null;
}

export function isSoldPlan(key: string): key is (typeof SOLD_PLANS)[number] {
  return (SOLD_PLANS as readonly string[]).includes(key);
}
