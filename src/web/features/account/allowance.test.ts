import { describe, expect, it } from 'vitest';
import { canSpend, toAllowance } from './allowance';

describe('toAllowance', () => {
  it('counts what remains of a limited metric', () => {
    expect(toAllowance({ used: 2, limit: 5 })).toEqual({
      kind: 'available',
      remaining: 3,
      limit: 5,
    });
  });

  it('is used up at the limit, and past it', () => {
    expect(toAllowance({ used: 5, limit: 5 })).toEqual({ kind: 'used-up', limit: 5 });
    expect(toAllowance({ used: 7, limit: 5 })).toEqual({ kind: 'used-up', limit: 5 });
  });

  it('tells a plan without the feature from one that used it up', () => {
    expect(toAllowance({ used: 0, limit: 0 })).toEqual({ kind: 'not-included' });
  });

  it("reads the string 'Infinity' as unlimited", () => {
    expect(toAllowance({ used: 40, limit: 'Infinity' })).toEqual({ kind: 'unlimited' });
  });

  it('claims nothing before usage has loaded', () => {
    expect(toAllowance(undefined)).toEqual({ kind: 'unknown' });
  });
});

describe('canSpend', () => {
  it('refuses only what the plan forbids or has used up', () => {
    expect(canSpend({ kind: 'not-included' })).toBe(false);
    expect(canSpend({ kind: 'used-up', limit: 5 })).toBe(false);
    expect(canSpend({ kind: 'available', remaining: 1, limit: 5 })).toBe(true);
    expect(canSpend({ kind: 'unlimited' })).toBe(true);
    // The server still decides, and its 423 explains.
    expect(canSpend({ kind: 'unknown' })).toBe(true);
  });
});
