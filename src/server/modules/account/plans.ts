import { METRIC_VALUES, type Metric } from '../../../common/api/account';

export type { Metric };

/**
 * The plan catalogue, the one place plan limits live (issue: "a plan catalogue in one place").
 * `Infinity` means unlimited. Billing sells these; usage enforces them.
 */

/** How a metric counts: per calendar month (resets), or a standing total (released on delete). */
export const METRICS = {
  searchCount: 'monthly',
  reports: 'monthly',
  contactUnlocks: 'monthly',
  outreachEmails: 'monthly',
  exports: 'monthly',
  profiles: 'standing',
  lists: 'standing',
  campaigns: 'standing',
  teamSeats: 'standing',
} as const satisfies Record<Metric, 'monthly' | 'standing'>;

/** The metrics in the contract's order (common/api/account.ts names them). */
export const METRIC_NAMES: Metric[] = [...METRIC_VALUES];

export type PlanLimits = Record<Metric, number>;
export type Plan = { key: string; name: string; monthlyPriceUsd: number; limits: PlanLimits };

const unlimited = Number.POSITIVE_INFINITY;

function plan(key: string, name: string, monthlyPriceUsd: number, limits: PlanLimits): Plan {
  return { key, name, monthlyPriceUsd, limits };
}

export const PLANS: Record<string, Plan> = Object.fromEntries(
  [
    plan('free', 'Free', 0, {
      searchCount: 20,
      reports: 2,
      contactUnlocks: 5,
      outreachEmails: 50,
      exports: 0,
      profiles: 50,
      lists: 3,
      campaigns: 1,
      teamSeats: 1,
    }),
    plan('starter', 'Starter', 49, {
      searchCount: 300,
      reports: 20,
      contactUnlocks: 100,
      outreachEmails: 1_000,
      exports: 500,
      profiles: 1_000,
      lists: 25,
      campaigns: 10,
      teamSeats: 2,
    }),
    plan('basic', 'Basic', 99, {
      searchCount: 1_000,
      reports: 60,
      contactUnlocks: 300,
      outreachEmails: 5_000,
      exports: 2_000,
      profiles: 5_000,
      lists: 100,
      campaigns: 30,
      teamSeats: 3,
    }),
    plan('pro', 'Pro', 199, {
      searchCount: 5_000,
      reports: 200,
      contactUnlocks: 1_000,
      outreachEmails: 20_000,
      exports: 10_000,
      profiles: 25_000,
      lists: unlimited,
      campaigns: 100,
      teamSeats: 10,
    }),
    plan('agency', 'Agency', 499, {
      searchCount: unlimited,
      reports: 1_000,
      contactUnlocks: 5_000,
      outreachEmails: 100_000,
      exports: 50_000,
      profiles: unlimited,
      lists: unlimited,
      campaigns: unlimited,
      teamSeats: 25,
    }),
    // Deal-site lifetime tiers: redeemed with a deal code at sign-up, never sold monthly.
    plan('impulzeai_tier1', 'Lifetime tier 1', 0, {
      searchCount: 300,
      reports: 20,
      contactUnlocks: 100,
      outreachEmails: 1_000,
      exports: 500,
      profiles: 1_000,
      lists: 25,
      campaigns: 10,
      teamSeats: 2,
    }),
    plan('impulzeai_tier2', 'Lifetime tier 2', 0, {
      searchCount: 1_000,
      reports: 60,
      contactUnlocks: 300,
      outreachEmails: 5_000,
      exports: 2_000,
      profiles: 5_000,
      lists: 100,
      campaigns: 30,
      teamSeats: 5,
    }),
    plan('impulzeai_tier3', 'Lifetime tier 3', 0, {
      searchCount: 3_000,
      reports: 150,
      contactUnlocks: 1_000,
      outreachEmails: 15_000,
      exports: 5_000,
      profiles: 15_000,
      lists: unlimited,
      campaigns: 75,
      teamSeats: 10,
    }),
  ].map((p) => [p.key, p]),
);

export function planOrFree(key: string): Plan {
  return PLANS[key] ?? PLANS.free;
}

/** JSON has no Infinity: limits travel as the string 'Infinity' (SPEC 3), parsed by parseLimit. */
export function limitToJson(limit: number): number | 'Infinity' {
  return Number.isFinite(limit) ? limit : 'Infinity';
}
