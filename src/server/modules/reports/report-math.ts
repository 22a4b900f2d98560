// Small pure helpers shared by the report sections: rounding, shares that add up, and the
// number words the "how we compute this" notes are written with.

export const DAY_MS = 86_400_000;

export const round2 = (n: number): number => Math.round(n * 100) / 100;

/**
 * Percentages of counts to 2 decimals that sum to exactly 100.00 (largest-remainder rounding,
 * in integer hundredths so no float drift): each part gets its floor, and the hundredths left
 * over go to the largest remainders, ties to the earliest part. All zeros when the total is 0.
 */
export function sharesOf(counts: number[]): number[] {
  const total = counts.reduce((sum, n) => sum + n, 0);
  if (total === 0) return counts.map(() => 0);
  const units = 100 * 100;
  const floors = counts.map((n) => Math.floor((n * units) / total));
  const remainders = counts.map((n, i) => ({ i, rest: (n * units) % total }));
  let left = units - floors.reduce((sum, n) => sum + n, 0);
  remainders.sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of remainders) {
    if (left === 0) break;
    floors[i] += 1;
    left -= 1;
  }
  return floors.map((n) => n / 100);
}

export function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** '48,231' */
export const count = (n: number): string => Math.round(n).toLocaleString('en-US');

/** '3.42 %' */
export const percent = (n: number): string => `${round2(n).toLocaleString('en-US')} %`;

/** '$1,250' or '$0.08': dollars from cents. */
export const dollars = (cents: number): string =>
  `$${(cents / 100).toLocaleString('en-US', {
    minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
    maximumFractionDigits: 2,
  })}`;

/** '10K', '1M': the round follower numbers of size bands. */
export function roundNumber(n: number): string {
  if (n >= 1e6) return `${n / 1e6}M`;
  if (n >= 1e3) return `${n / 1e3}K`;
  return String(n);
}

/** 'YYYY-MM-DD' of a date, UTC. */
export const isoDay = (date: Date): string => date.toISOString().slice(0, 10);

/** Milliseconds of a 'YYYY-MM-DD' day at 00:00 UTC. */
export const dayMs = (day: string): number => Date.parse(`${day}T00:00:00Z`);
