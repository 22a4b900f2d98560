import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './format-relative-time';

const now = new Date('2026-11-29T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('formatRelativeTime', () => {
  it('says how long ago in the largest whole unit, in English and German', () => {
    expect(formatRelativeTime(ago(3 * DAY + 5 * HOUR), { locale: 'en', now })).toBe('3 days ago');
    expect(formatRelativeTime(ago(3 * DAY + 5 * HOUR), { locale: 'de', now })).toBe('vor 3 Tagen');
    expect(formatRelativeTime(ago(25 * HOUR), { locale: 'en', now })).toBe('1 day ago');
    expect(formatRelativeTime(ago(5 * HOUR), { locale: 'de', now })).toBe('vor 5 Stunden');
    expect(formatRelativeTime(ago(45 * DAY), { locale: 'en', now })).toBe('1 month ago');
    expect(formatRelativeTime(ago(800 * DAY), { locale: 'de', now })).toBe('vor 2 Jahren');
  });

  it('reads an ISO string, and a moment ago or a clock slightly ahead as now', () => {
    expect(formatRelativeTime(ago(2 * 60_000).toISOString(), { locale: 'en', now })).toBe(
      '2 minutes ago',
    );
    expect(formatRelativeTime(ago(10_000), { locale: 'en', now })).toBe('now');
    expect(formatRelativeTime(ago(-30_000), { locale: 'de', now })).toBe('jetzt');
  });
});
