import { describe, expect, it } from 'vitest';
import { isAgencyPlan, parseLimit, parseLimits } from './plans';

describe('isAgencyPlan', () => {
  it.each(['impulzeai', 'free', 'starter', 'basic'])(
    'treats a plan starting with %s as no agency',
    (prefix) => {
      expect(isAgencyPlan(prefix)).toBe(false);
      expect(isAgencyPlan(`${prefix} monthly`)).toBe(false);
      expect(isAgencyPlan(`${prefix}_yearly_v2`)).toBe(false);
    },
  );

  it('ignores case and surrounding whitespace', () => {
    expect(isAgencyPlan('Starter Monthly')).toBe(false);
    expect(isAgencyPlan('BASIC')).toBe(false);
    expect(isAgencyPlan('ImpulzeAI Lifetime')).toBe(false);
    expect(isAgencyPlan('  free')).toBe(false);
  });

  it('treats every other plan as an agency', () => {
    expect(isAgencyPlan('Agency')).toBe(true);
    expect(isAgencyPlan('Pro Monthly')).toBe(true);
    expect(isAgencyPlan('Enterprise')).toBe(true);
  });

  it('only matches the prefixes at the start of the name', () => {
    expect(isAgencyPlan('Pro Starter')).toBe(true);
    expect(isAgencyPlan('Growth free trial')).toBe(true);
  });

  it('treats a missing or blank plan name as no agency', () => {
    expect(isAgencyPlan(undefined)).toBe(false);
    expect(isAgencyPlan(null)).toBe(false);
    expect(isAgencyPlan('')).toBe(false);
    expect(isAgencyPlan('   ')).toBe(false);
  });
});

describe('parseLimit', () => {
  it('turns the string Infinity into an unlimited limit', () => {
    expect(parseLimit('Infinity')).toBe(Number.POSITIVE_INFINITY);
    expect(parseLimit(' infinity ')).toBe(Number.POSITIVE_INFINITY);
  });

  it('keeps the number Infinity as unlimited', () => {
    expect(parseLimit(Number.POSITIVE_INFINITY)).toBe(Number.POSITIVE_INFINITY);
  });

  it('keeps non-negative numbers', () => {
    expect(parseLimit(0)).toBe(0);
    expect(parseLimit(20)).toBe(20);
    expect(parseLimit(2.5)).toBe(2.5);
  });

  it('parses numeric strings', () => {
    expect(parseLimit('0')).toBe(0);
    expect(parseLimit('1000')).toBe(1000);
    expect(parseLimit(' 25 ')).toBe(25);
    expect(parseLimit('2.5')).toBe(2.5);
  });

  it('returns null for negatives, NaN and negative infinity', () => {
    expect(parseLimit(-1)).toBeNull();
    expect(parseLimit('-1')).toBeNull();
    expect(parseLimit(Number.NaN)).toBeNull();
    expect(parseLimit(Number.NEGATIVE_INFINITY)).toBeNull();
    expect(parseLimit('-Infinity')).toBeNull();
  });

  it('returns null for text that Number() would wrongly accept', () => {
    expect(parseLimit('')).toBeNull();
    expect(parseLimit('  ')).toBeNull();
    expect(parseLimit('0x10')).toBeNull();
    expect(parseLimit('1e3')).toBeNull();
    expect(parseLimit('12abc')).toBeNull();
    expect(parseLimit('unlimited')).toBeNull();
  });

  it('returns null for non-numeric types', () => {
    expect(parseLimit(null)).toBeNull();
    expect(parseLimit(undefined)).toBeNull();
    expect(parseLimit(true)).toBeNull();
    expect(parseLimit({})).toBeNull();
    expect(parseLimit([5])).toBeNull();
  });
});

describe('parseLimits', () => {
  it('parses every limit of a record and keeps its keys', () => {
    expect(
      parseLimits({ searchCount: 'Infinity', reports: 10, lists: '5', profiles: 'abc' }),
    ).toEqual({
      searchCount: Number.POSITIVE_INFINITY,
      reports: 10,
      lists: 5,
      profiles: null,
    });
  });

  it('returns an empty record for an empty record', () => {
    expect(parseLimits({})).toEqual({});
  });

  it('does not change the input record', () => {
    const input = { searchCount: 'Infinity' };
    parseLimits(input);
    expect(input).toEqual({ searchCount: 'Infinity' });
  });
});
