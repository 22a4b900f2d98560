// Plan usage as the screens show it (issue 3 "Plans, limits and usage"): which metrics exist, how
// each counts, and the maths of a usage bar, including the unlimited 'Infinity' limit.

import { METRIC_VALUES, type Metric } from '../../../common/api/account';
import { parseLimit } from '../../../common/plans';

/** Every metric a plan limits, in the order the usage list shows them. */
export const USAGE_METRICS = METRIC_VALUES;

export type UsageMetric = Metric;

// Counted per calendar month and reset each month; the others count what exists right now.
const MONTHLY_METRICS: ReadonlySet<UsageMetric> = new Set([
  'searchCount',
  'reports',
  'contactUnlocks',
  'outreachEmails',
  'exports',
]);

export function isUsageMetric(value: string | null | undefined): value is UsageMetric {
  return USAGE_METRICS.some((metric) => metric === value);
}

export function isMonthlyMetric(metric: UsageMetric): boolean {
  return MONTHLY_METRICS.has(metric);
}

/** From this share of the limit on, a bar warns that the limit is close. */
export const NEAR_LIMIT_PERCENT = 80;

export type UsageBar =
  | {
      kind: 'limited';
      used: number;
      limit: number;
      remaining: number;
      /** Width of the bar, 0-100: 100 only when the limit is reached, 1+ once anything is used. */
      percent: number;
      isExhausted: boolean;
      isNearLimit: boolean;
    }
  | { kind: 'unlimited'; used: number }
  /** A limit of 0: the plan does not include this at all. */
  | { kind: 'not-included'; used: number }
  /** The server sent a limit we cannot read: show what was used, claim nothing about the rest. */
  | { kind: 'unknown'; used: number };

export function toUsageBar(used: unknown, limit: unknown): UsageBar {
  const usedCount = typeof used === 'number' && Number.isFinite(used) && used > 0 ? used : 0;
  const parsedLimit = parseLimit(limit);
  if (parsedLimit === null) return { kind: 'unknown', used: usedCount };
  if (parsedLimit === Number.POSITIVE_INFINITY) return { kind: 'unlimited', used: usedCount };
  if (parsedLimit === 0) return { kind: 'not-included', used: usedCount };

  const isExhausted = usedCount >= parsedLimit;
  const exactPercent = (usedCount / parsedLimit) * 100;
  // A full bar must mean "no more left", and a used allowance must never look untouched.
  let percent = Math.round(exactPercent);
  if (isExhausted) percent = 100;
  else if (usedCount > 0) percent = Math.min(99, Math.max(1, percent));
  return {
    kind: 'limited',
    used: usedCount,
    limit: parsedLimit,
    remaining: Math.max(0, parsedLimit - usedCount),
    percent,
    isExhausted,
    isNearLimit: exactPercent >= NEAR_LIMIT_PERCENT,
  };
}
