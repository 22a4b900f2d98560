// Follower growth, defined once (issue 58): the percent change of the newest follower count against
// the snapshot nearest to `days` before it, to 2 decimals. The profile page, its audit report and
// the demo bank's stored figure (which Discover filters and sorts by) all compute it here, so the
// same history never shows two growth figures.

export type FollowerSnapshot = { takenOn: string; followers: number };

/** The newest snapshots a growth figure is read from (the audit report reads as many). */
export const FOLLOWER_HISTORY_MAX = 730;

const DAY_MS = 86_400_000;
const dayMs = (day: string): number => Date.parse(`${day}T00:00:00Z`);

export function oldestFirst<T extends FollowerSnapshot>(snapshots: readonly T[]): T[] {
  return [...snapshots].sort((a, b) => a.takenOn.localeCompare(b.takenOn));
}

/**
 * The snapshot nearest to `days` before the newest one (ties: the older), among the earlier
 * snapshots of an oldest-first history; null when the history does not reach that far back.
 */
export function baselineFor<T extends FollowerSnapshot>(history: readonly T[], days: number) {
  if (history.length < 2) return null;
  const newest = history[history.length - 1];
  const target = dayMs(newest.takenOn) - days * DAY_MS;
  if (dayMs(history[0].takenOn) > target) return null;
  let best: T | null = null;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const snapshot of history.slice(0, -1)) {
    const distance = Math.abs(dayMs(snapshot.takenOn) - target);
    if (distance < bestDistance) {
      best = snapshot;
      bestDistance = distance;
    }
  }
  return best;
}

/**
 * Percent change of the newest count against the baseline, to 2 decimals, of an oldest-first
 * history; null without a baseline (or from 0 followers).
 */
export function growthOver(history: readonly FollowerSnapshot[], days: number): number | null {
  const baseline = baselineFor(history, days);
  if (!baseline || baseline.followers === 0) return null;
  return percentChange(history[history.length - 1].followers, baseline.followers);
}

/** The change from `baseline` to `newest` followers in percent, to 2 decimals (baseline > 0). */
export function percentChange(newest: number, baseline: number): number {
  return Math.round(((newest - baseline) / baseline) * 100 * 100) / 100;
}
