import { describe, expect, it } from 'vitest';
import { dayKeyOf, instantAt, monthGrid, startOfWeek, timeOf, weekOf } from './zoned-time';

describe('Vienna calendar days', () => {
  it('puts a late-evening UTC instant on the next Vienna day', () => {
    expect(dayKeyOf('2026-03-10T23:30:00Z')).toBe('2026-03-11');
    expect(timeOf('2026-03-10T23:30:00Z')).toBe('00:30');
  });

  it('turns a Vienna wall time into the instant, in winter and in summer', () => {
    expect(instantAt('2026-01-15', '10:00').toISOString()).toBe('2026-01-15T09:00:00.000Z');
    expect(instantAt('2026-07-15', '10:00').toISOString()).toBe('2026-07-15T08:00:00.000Z');
    // The day summer time starts (02:00 -> 03:00).
    expect(instantAt('2026-03-29', '12:00').toISOString()).toBe('2026-03-29T10:00:00.000Z');
  });

  it('starts weeks on Monday and covers a month in whole weeks', () => {
    expect(startOfWeek('2026-11-22')).toBe('2026-11-16');
    expect(weekOf('2026-11-22')).toHaveLength(7);
    const weeks = monthGrid('2026-11-22');
    expect(weeks[0]?.[0]).toBe('2026-10-26');
    expect(weeks.at(-1)?.at(-1)).toBe('2026-12-06');
  });
});
