import { baselineFor, growthOver, oldestFirst } from '../../../common/follower-growth';
import type { ReportSnapshot } from './report-input';
import { count, percent } from './report-math';
import { METHOD_TEXT } from './report-method.text';
import { note, type StoredReportData } from './report-snapshot';

type Growth = StoredReportData['growth'];

// One growth definition for the report, the profile page and the bank (common/follower-growth.ts).

export function computeGrowth(snapshots: ReportSnapshot[]): Growth {
  const history = oldestFirst(snapshots);
  const growth30d = growthOver(history, 30);
  const growth90d = growthOver(history, 90);
  const newest = history.at(-1);
  const windowText = (days: number, growth: number | null) => {
    const baseline = baselineFor(history, days);
    if (growth === null || !baseline || !newest) return METHOD_TEXT.growthWindowTooShort({ days });
    return METHOD_TEXT.growthWindow({
      days,
      now: count(newest.followers),
      earlier: count(baseline.followers),
      date: baseline.takenOn,
      change: `${growth >= 0 ? '+' : ''}${percent(growth)}`,
    });
  };
  const method =
    history.length === 0
      ? METHOD_TEXT.growthNone
      : METHOD_TEXT.growthNote({
          count: count(history.length),
          from: history[0].takenOn,
          to: newest?.takenOn ?? '',
          window30: windowText(30, growth30d),
          window90: windowText(90, growth90d),
        });
  return {
    history: history.map((s) => ({ date: s.takenOn, followers: s.followers })),
    growth30d,
    growth90d,
    method: note(method),
  };
}
