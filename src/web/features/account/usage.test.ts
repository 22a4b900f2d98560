import { describe, expect, it } from 'vitest';
import { isMonthlyMetric, isUsageMetric, toUsageBar } from './usage';

describe('toUsageBar', () => {
  it('measures usage against a numeric limit', () => {
    expect(toUsageBar(5, 20)).toEqual({
      kind: 'limited',
      used: 5,
      limit: 20,
      remaining: 15,
      percent: 25,
      isExhausted: false,
      isNearLimit: false,
    });
  });

  it("treats the string 'Infinity' as unlimited", () => {
    expect(toUsageBar(1234, 'Infinity')).toEqual({ kind: 'unlimited', used: 1234 });
  });

  it('treats the number Infinity as unlimited', () => {
    expect(toUsageBar(3, Number.POSITIVE_INFINITY)).toEqual({ kind: 'unlimited', used: 3 });
  });

  it('reads a numeric string limit', () => {
    expect(toUsageBar(1, '4')).toMatchObject({ kind: 'limited', limit: 4, percent: 25 });
  });

  it('fills the bar and marks it exhausted when the limit is reached', () => {
    expect(toUsageBar(20, 20)).toMatchObject({ percent: 100, isExhausted: true, remaining: 0 });
  });

  it('caps the bar at full and the remainder at zero when usage went over the limit', () => {
    expect(toUsageBar(25, 20)).toMatchObject({ percent: 100, isExhausted: true, remaining: 0 });
  });

  it('does not show a full bar while something is left', () => {
    expect(toUsageBar(999, 1000)).toMatchObject({ percent: 99, isExhausted: false });
  });

  it('shows a sliver once anything is used', () => {
    expect(toUsageBar(1, 1000)).toMatchObject({ percent: 1 });
    expect(toUsageBar(0, 1000)).toMatchObject({ percent: 0 });
  });

  it('warns from 80 % of the limit on', () => {
    expect(toUsageBar(79, 100)).toMatchObject({ isNearLimit: false });
    expect(toUsageBar(80, 100)).toMatchObject({ isNearLimit: true });
  });

  it('reports a limit of 0 as not included in the plan', () => {
    expect(toUsageBar(0, 0)).toEqual({ kind: 'not-included', used: 0 });
  });

  it('claims nothing about an unreadable limit', () => {
    expect(toUsageBar(3, 'lots')).toEqual({ kind: 'unknown', used: 3 });
    expect(toUsageBar(3, undefined)).toEqual({ kind: 'unknown', used: 3 });
    expect(toUsageBar(3, -1)).toEqual({ kind: 'unknown', used: 3 });
  });

  it('counts a missing or broken used value as nothing used', () => {
    expect(toUsageBar(undefined, 10)).toMatchObject({ used: 0, percent: 0 });
    expect(toUsageBar(Number.NaN, 10)).toMatchObject({ used: 0 });
    expect(toUsageBar(-4, 10)).toMatchObject({ used: 0 });
  });
});

describe('usage metrics', () => {
  it('knows the metrics of the plan catalogue', () => {
    expect(isUsageMetric('searchCount')).toBe(true);
    expect(isUsageMetric('teamSeats')).toBe(true);
    expect(isUsageMetric('EmailNotVerified')).toBe(false);
    expect(isUsageMetric(null)).toBe(false);
  });

  it('resets searches monthly but counts team seats in total', () => {
    expect(isMonthlyMetric('searchCount')).toBe(true);
    expect(isMonthlyMetric('teamSeats')).toBe(false);
  });
});
