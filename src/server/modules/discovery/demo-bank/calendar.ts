import { pickWeighted, type Random } from './random';

/**
 * Local posting times. Creators post in their own waking hours (lunch and evening peaks) and a
 * little less at weekends, so "best time to post" charts in reports show a real pattern.
 */

export const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
const HOUR_WEIGHTS = [
  0.2, 0.1, 0.05, 0.05, 0.05, 0.1, 0.3, 0.6, 0.8, 0.9, 1.0, 1.2, 1.4, 1.2, 1.0, 1.0, 1.1, 1.4, 1.8,
  2.0, 1.9, 1.5, 1.0, 0.5,
];
/** Sunday first, as Date#getUTCDay counts. */
const WEEKDAY_WEIGHTS = [0.8, 1.0, 1.05, 1.1, 1.1, 1.0, 0.75];
const MAX_WEEKDAY_WEIGHT = Math.max(...WEEKDAY_WEIGHTS);

/** Midnight UTC of the day `at` falls in: every demo date counts back from it. */
export const startOfUtcDay = (at: Date): number => Math.floor(at.getTime() / DAY_MS) * DAY_MS;

/** YYYY-MM-DD of a UTC midnight timestamp. */
export const isoDate = (dayStart: number): string => new Date(dayStart).toISOString().slice(0, 10);

/** True if a local day is accepted by the weekday pattern (rejection sampling). */
export function acceptsWeekday(next: Random, localDayStart: number): boolean {
  const weekday = new Date(localDayStart).getUTCDay();
  return next() * MAX_WEEKDAY_WEIGHT < WEEKDAY_WEIGHTS[weekday];
}

/**
 * A posting instant on the local day `daysAgo` days before `today` (a UTC midnight), at an hour
 * drawn from the daily pattern, never later than `today`.
 */
export function postingTime(
  next: Random,
  today: number,
  daysAgo: number,
  utcOffset: number,
): number {
  const hour = pickWeighted(next, HOURS, HOUR_WEIGHTS);
  const minute = Math.floor(next() * 60);
  const localMidnightUtc = today - (daysAgo + 1) * DAY_MS - utcOffset * HOUR_MS;
  const at = localMidnightUtc + hour * HOUR_MS + minute * 60_000;
  // Creators far west of UTC can land after `today` for the most recent day: move a day back.
  return at >= today ? at - DAY_MS : at;
}
