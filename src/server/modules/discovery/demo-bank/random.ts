/**
 * Seeded randomness for the demo bank. Every profile owns independent streams derived from its
 * index, so profile n is the same creator on every run, whatever else is generated around it.
 */

export type Random = () => number;

/** Independent streams of one profile: turning posts off must not change the profile itself. */
export type StreamName = 'profile' | 'posts' | 'snapshots';
const STREAM_SALT: Record<StreamName, number> = {
  profile: 0x2545f491,
  posts: 0x68e31da4,
  snapshots: 0x1b56c4e9,
};

/** murmur3's 32-bit finalizer: a bijection, so distinct indexes never share a seed. */
function mix32(value: number): number {
  let h = value >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** mulberry32: tiny, fast and well distributed; plenty for synthetic data. */
export function seededRandom(index: number, stream: StreamName): Random {
  let state = mix32(index ^ STREAM_SALT[stream]);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const between = (next: Random, min: number, max: number): number =>
  min + next() * (max - min);

export const intBetween = (next: Random, min: number, max: number): number =>
  Math.floor(between(next, min, max + 1));

export const chance = (next: Random, probability: number): boolean => next() < probability;

export const pick = <T>(next: Random, items: readonly T[]): T =>
  items[Math.floor(next() * items.length)];

/** Picks by weight; `weights` need not sum to 1. */
export function pickWeighted<T>(next: Random, items: readonly T[], weights: readonly number[]): T {
  let total = 0;
  for (const weight of weights) total += weight;
  let target = next() * total;
  for (let i = 0; i < items.length; i++) {
    target -= weights[i];
    if (target < 0) return items[i];
  }
  return items[items.length - 1];
}

/** `count` distinct items in random order (partial Fisher-Yates on a copy). */
export function sample<T>(next: Random, items: readonly T[], count: number): T[] {
  const pool = items.slice();
  const n = Math.min(count, pool.length);
  for (let i = 0; i < n; i++) {
    const j = i + Math.floor(next() * (pool.length - i));
    [pool[i], pool[j]] = [pool[j], pool[i]];
  }
  return pool.slice(0, n);
}

/** Standard normal variate (Box-Muller). */
export function gaussian(next: Random): number {
  const u = 1 - next();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * next());
}

/** A multiplicative noise factor with median 1, e.g. for likes scattered around an average. */
export const logNormalFactor = (next: Random, sigma: number): number =>
  Math.exp(sigma * gaussian(next));

/**
 * Turns positive weights into shares rounded to 3 decimals that sum to exactly 1 (the rounding
 * remainder goes to the first, largest, share).
 */
export function toShares(weights: readonly number[]): number[] {
  let total = 0;
  for (const weight of weights) total += weight;
  const shares = weights.map((weight) => Math.round((weight / total) * 1000) / 1000);
  const rest = 1 - shares.reduce((sum, share) => sum + share, 0);
  shares[0] = Math.round((shares[0] + rest) * 1000) / 1000;
  return shares;
}
