import type { AuditReportData } from '../../../common/audit-report';
import type { ReportSnapshot } from './report-input';
import { count, DAY_MS, dayMs, percent, round2 } from './report-math';

type Growth = AuditReportData['growth'];

export function oldestFirst(snapshots: ReportSnapshot[]): ReportSnapshot[] {
  return [...snapshots].sort((a, b) => a.takenOn.localeCompare(b.takenOn));
}

/**
 * The snapshot nearest to `days` before the newest one (ties: the older), among the earlier
 * snapshots; null when the history does not reach that far back.
 */
export function baselineFor(history: ReportSnapshot[], days: number): ReportSnapshot | null {
  if (history.length < 2) return null;
  const newest = history[history.length - 1];
  const target = dayMs(newest.takenOn) - days * DAY_MS;
  if (dayMs(history[0].takenOn) > target) return null;
  let best: ReportSnapshot | null = null;
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

/** Percent change of the newest count against the baseline; null without one (or from 0). */
export function growthOver(history: ReportSnapshot[], days: number): number | null {
  const baseline = baselineFor(history, days);
  if (!baseline || baseline.followers === 0) return null;
  const newest = history[history.length - 1];
  return round2(((newest.followers - baseline.followers) / baseline.followers) * 100);
}

export function computeGrowth(snapshots: ReportSnapshot[]): Growth {
  const history = oldestFirst(snapshots);
  const growth30d = growthOver(history, 30);
  const growth90d = growthOver(history, 90);
  const newest = history.at(-1);
  const windowText = (days: number, growth: number | null) => {
    const baseline = baselineFor(history, days);
    if (growth === null || !baseline || !newest) {
      return `${days}-day growth needs a snapshot at least ${days} days before the newest one.`;
    }
    return `${days}-day growth: ${count(newest.followers)} against ${count(baseline.followers)} on ${baseline.takenOn}, ${growth >= 0 ? '+' : ''}${percent(growth)}.`;
  };
  const method =
    history.length === 0
      ? 'The bank has no follower snapshots of this profile yet, so growth cannot be shown.'
      : `Follower counts from ${count(history.length)} dated snapshots in the bank (${history[0].takenOn} to ${newest?.takenOn}); growth compares the newest count with the snapshot nearest to 30 and 90 days before it. ${windowText(30, growth30d)} ${windowText(90, growth90d)}`;
  return {
    history: history.map((s) => ({ date: s.takenOn, followers: s.followers })),
    growth30d,
    growth90d,
    method,
  };
}
