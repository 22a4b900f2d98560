import { HEATMAP } from '../../../common/constants';
import type { ReportPost } from './report-input';
import { count, DAY_MS, isoDay, percent, round2, sharesOf } from './report-math';
import { METHOD_TEXT } from './report-method.text';
import { note, type StoredReportData } from './report-snapshot';
import { WEEKDAYS } from './reports.text';

type Activity = StoredReportData['activity'];

/** 0 = Monday ... 6 = Sunday, in UTC. */
export const weekdayOf = (date: Date): number => (date.getUTCDay() + 6) % 7;

/**
 * Share of posts per weekday and hour (UTC), percentages to 2 decimals summing to exactly 100
 * (largest remainder over the whole grid); all zeros without posts.
 */
export function postingHeatmap(posts: Pick<ReportPost, 'publishedAt'>[]): number[][] {
  const counts = new Array<number>(HEATMAP.days * HEATMAP.hours).fill(0);
  for (const post of posts) {
    counts[weekdayOf(post.publishedAt) * HEATMAP.hours + post.publishedAt.getUTCHours()] += 1;
  }
  const shares = sharesOf(counts);
  return Array.from({ length: HEATMAP.days }, (_, day) =>
    shares.slice(day * HEATMAP.hours, (day + 1) * HEATMAP.hours),
  );
}

/** The cell with the highest share; ties go to the earliest weekday, then hour. */
export function bestTimeOf(heatmap: number[][]): Activity['bestTime'] {
  let best: Activity['bestTime'] = null;
  let bestShare = 0;
  heatmap.forEach((hours, weekday) => {
    hours.forEach((share, hour) => {
      if (share > bestShare) {
        best = { weekday, hour };
        bestShare = share;
      }
    });
  });
  return best;
}

/**
 * Posts per week over the span from the oldest to the newest analysed post; a span under a week
 * counts as one week, so a handful of posts on one day does not read as dozens a week.
 */
export function postsPerWeek(posts: Pick<ReportPost, 'publishedAt'>[]): number {
  if (posts.length === 0) return 0;
  const times = posts.map((p) => p.publishedAt.getTime());
  const spanMs = Math.max(Math.max(...times) - Math.min(...times), 7 * DAY_MS);
  return round2(posts.length / (spanMs / (7 * DAY_MS)));
}

export function contentMixOf(posts: Pick<ReportPost, 'type'>[]): Activity['contentMix'] {
  const byType = new Map<string, number>();
  for (const post of posts) byType.set(post.type, (byType.get(post.type) ?? 0) + 1);
  const entries = [...byType].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  const shares = sharesOf(entries.map(([, n]) => n));
  return entries.map(([type, n], i) => ({ type, count: n, share: shares[i] }));
}

const hourText = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

export function computeActivity(posts: ReportPost[]): Activity {
  const heatmap = postingHeatmap(posts);
  const bestTime = bestTimeOf(heatmap);
  const perWeek = postsPerWeek(posts);
  let method = METHOD_TEXT.activityNone;
  if (posts.length > 0) {
    const times = posts.map((p) => p.publishedAt.getTime());
    const best = bestTime
      ? METHOD_TEXT.bestTime({
          weekday: WEEKDAYS[bestTime.weekday],
          hour: hourText(bestTime.hour),
          share: percent(heatmap[bestTime.weekday][bestTime.hour]),
        })
      : '';
    method = METHOD_TEXT.activityNote({
      count: count(posts.length),
      from: isoDay(new Date(Math.min(...times))),
      to: isoDay(new Date(Math.max(...times))),
      perWeek: perWeek.toLocaleString('en-US'),
      best,
    });
  }
  return {
    postsAnalysed: posts.length,
    postsPerWeek: perWeek,
    heatmap,
    bestTime,
    contentMix: contentMixOf(posts),
    method: note(method),
  };
}
