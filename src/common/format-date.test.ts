import { describe, expect, it } from 'vitest';
import { formatDate } from './format-date';

// ICU puts a narrow no-break space before AM/PM; compare with plain spaces.
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('formatDate', () => {
  it('formats a date in Vienna with the medium English date style by default', () => {
    expect(formatDate(new Date('2026-07-04T12:00:00Z'))).toBe('Jul 4, 2026');
  });

  it('shows 2026-03-29T00:30:00Z as 1:30 in Vienna, half an hour before the clocks change', () => {
    expect(plain(formatDate('2026-03-29T00:30:00Z', { style: 'dateTime' }))).toBe(
      'Mar 29, 2026, 1:30 AM',
    );
  });

  it('shows 2026-03-29T01:30:00Z as 3:30 in Vienna, after summer time began', () => {
    expect(plain(formatDate('2026-03-29T01:30:00Z', { style: 'time' }))).toBe('3:30 AM');
  });

  it('shows a UTC midnight as the same Vienna date, one hour later in winter', () => {
    expect(formatDate('2026-01-15T00:00:00Z')).toBe('Jan 15, 2026');
    expect(plain(formatDate('2026-01-15T00:00:00Z', { style: 'time' }))).toBe('1:00 AM');
  });

  it('shows the next Vienna date for a late UTC evening', () => {
    expect(formatDate('2026-01-14T23:30:00Z')).toBe('Jan 15, 2026');
    expect(formatDate('2026-06-30T22:00:00Z')).toBe('Jul 1, 2026');
  });

  it('treats a date-only string as UTC midnight', () => {
    expect(plain(formatDate('2026-06-01', { style: 'dateTime' }))).toBe('Jun 1, 2026, 2:00 AM');
  });

  it('accepts epoch milliseconds', () => {
    expect(formatDate(0)).toBe('Jan 1, 1970');
    expect(plain(formatDate(1_767_225_600_000, { style: 'dateTime', timeZone: 'UTC' }))).toBe(
      'Jan 1, 2026, 12:00 AM',
    );
  });

  it('uses another time zone when asked', () => {
    expect(formatDate('2026-01-15T00:00:00Z', { timeZone: 'America/New_York' })).toBe(
      'Jan 14, 2026',
    );
  });

  it('uses another locale when asked', () => {
    expect(formatDate('2026-03-29T01:30:00Z', { locale: 'de', style: 'dateTime' })).toBe(
      '29.03.2026, 03:30',
    );
  });

  it('shows a dash for an invalid date', () => {
    expect(formatDate('not a date')).toBe('–');
    expect(formatDate(Number.NaN)).toBe('–');
    expect(formatDate(new Date(Number.NaN))).toBe('–');
  });

  it('throws on an unknown time zone', () => {
    expect(() => formatDate(0, { timeZone: 'Mars/Olympus' })).toThrow(RangeError);
  });

  it('says the zone after a time when asked, and never after a date alone', () => {
    const instant = '2026-01-15T13:30:00Z';
    expect(plain(formatDate(instant, { style: 'dateTime', withZone: true }))).toBe(
      'Jan 15, 2026, 2:30 PM GMT+1',
    );
    expect(plain(formatDate(instant, { style: 'time', withZone: true, locale: 'de' }))).toBe(
      '14:30 MEZ',
    );
    expect(
      plain(formatDate(instant, { style: 'time', withZone: true, timeZone: 'America/New_York' })),
    ).toBe('8:30 AM EST');
    expect(formatDate(instant, { withZone: true })).toBe('Jan 15, 2026');
  });

  it('shows a date-only value as its own calendar day in every zone', () => {
    for (const timeZone of ['Europe/Vienna', 'America/Los_Angeles', 'Pacific/Auckland']) {
      expect(formatDate('2026-03-10', { timeZone })).toBe('Mar 10, 2026');
    }
    // An instant still moves: 00:30 UTC is the evening before in Los Angeles.
    expect(formatDate('2026-03-10T00:30:00Z', { timeZone: 'America/Los_Angeles' })).toBe(
      'Mar 9, 2026',
    );
  });
});
