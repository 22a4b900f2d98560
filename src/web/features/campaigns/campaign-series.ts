// Day-by-day series behind the campaign charts. Values are per day (not cumulative), and days
// without activity are filled in with zeros so the time axis is true to the calendar.

import type { CampaignPost, LinkClicks } from './types';

export type DayRow<K extends string> = { day: string } & Record<K, number>;

/** Beyond a year of days the zeros would only make the bars unreadably thin. */
const MAX_FILLED_DAYS = 366;
const DAY_MS = 86_400_000;

/** Rows sorted by day, with a zero row for every missing day between the first and the last. */
export function fillDays<K extends string>(rows: DayRow<K>[], keys: readonly K[]): DayRow<K>[] {
  const sorted = [...rows].sort((a, b) => a.day.localeCompare(b.day));
  const first = sorted.at(0);
  const last = sorted.at(-1);
  if (!first || !last) return [];
  const span = (Date.parse(last.day) - Date.parse(first.day)) / DAY_MS;
  if (!(span < MAX_FILLED_DAYS)) return sorted;
  const byDay = new Map(sorted.map((row) => [row.day, row]));
  const filled: DayRow<K>[] = [];
  for (let time = Date.parse(first.day); time <= Date.parse(last.day); time += DAY_MS) {
    const day = new Date(time).toISOString().slice(0, 10);
    const zero = Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;
    filled.push(byDay.get(day) ?? ({ day, ...zero } as DayRow<K>));
  }
  return filled;
}

const CONTENT_KEYS = ['views', 'engagements'] as const;
export type ContentDay = DayRow<(typeof CONTENT_KEYS)[number]>;

/**
 * Views and engagements (likes + comments + shares + saves, as in the results) of the tracked
 * posts and stories, summed by the UTC day they were published. Items without a publish date
 * cannot be placed on the axis and are counted apart.
 */
export function contentByPublishDay(items: readonly CampaignPost[]): {
  days: ContentDay[];
  undated: number;
} {
  const byDay = new Map<string, ContentDay>();
  let undated = 0;
  for (const item of items) {
    if (item.state !== 'tracked') continue;
    if (!item.publishedAt) {
      undated += 1;
      continue;
    }
    const day = item.publishedAt.slice(0, 10);
    const row = byDay.get(day) ?? { day, views: 0, engagements: 0 };
    row.views += item.views ?? 0;
    row.engagements +=
      (item.likes ?? 0) + (item.comments ?? 0) + (item.shares ?? 0) + (item.saves ?? 0);
    byDay.set(day, row);
  }
  return { days: fillDays([...byDay.values()], CONTENT_KEYS), undated };
}

const CLICK_KEYS = ['total', 'unique'] as const;
export type ClickDay = DayRow<(typeof CLICK_KEYS)[number]>;

/** Human clicks per day, total and unique (bots are left out, as in the results). */
export function clicksPerDay(days: readonly (LinkClicks & { day: string })[]): ClickDay[] {
  return fillDays(
    days.map(({ day, total, unique }) => ({ day, total, unique })),
    CLICK_KEYS,
  );
}
