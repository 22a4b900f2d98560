import { describe, expect, it } from 'vitest';
import { ratioText } from './ratio-text';

describe('ratioText', () => {
  it('reduces 4 and 6 to 2 : 3', () => {
    expect(ratioText(4, 6)).toBe('2 : 3');
  });

  it('reduces small integers by their greatest common divisor', () => {
    expect(ratioText(3, 9)).toBe('1 : 3');
    expect(ratioText(8, 2)).toBe('4 : 1');
    expect(ratioText(6, 6)).toBe('1 : 1');
  });

  it('keeps coprime small integers as they are', () => {
    expect(ratioText(7, 9)).toBe('7 : 9');
    expect(ratioText(1, 1)).toBe('1 : 1');
  });

  it('keeps the order of the arguments when one side is 10 or more', () => {
    expect(ratioText(120, 10)).toBe('12 : 1');
    expect(ratioText(10, 120)).toBe('1 : 12');
  });

  it('rounds the quotient up', () => {
    expect(ratioText(10, 4)).toBe('3 : 1');
    expect(ratioText(4, 10)).toBe('1 : 3');
    expect(ratioText(101, 100)).toBe('2 : 1');
    expect(ratioText(300, 100)).toBe('3 : 1');
  });

  it('uses the divide path from exactly 10 on, so 9 and 10 read 1 : 2', () => {
    expect(ratioText(9, 10)).toBe('1 : 2');
    expect(ratioText(10, 10)).toBe('1 : 1');
    expect(ratioText(9, 9)).toBe('1 : 1');
  });

  it('divides non-integers instead of reducing them', () => {
    expect(ratioText(1.5, 3)).toBe('1 : 2');
    expect(ratioText(2.5, 1)).toBe('3 : 1');
  });

  it('ignores float noise when the quotient is a whole number', () => {
    expect(ratioText(1.1, 0.1)).toBe('11 : 1');
    expect(ratioText(0.1, 1.1)).toBe('1 : 11');
  });

  it('shows a zero side against 1 without dividing by zero', () => {
    expect(ratioText(0, 5)).toBe('0 : 1');
    expect(ratioText(5, 0)).toBe('1 : 0');
    expect(ratioText(0, 120)).toBe('0 : 1');
    expect(ratioText(120, 0)).toBe('1 : 0');
    expect(ratioText(-0, 3)).toBe('0 : 1');
  });

  it('shows a dash for 0 : 0, negatives, NaN and infinity', () => {
    expect(ratioText(0, 0)).toBe('–');
    expect(ratioText(-2, 4)).toBe('–');
    expect(ratioText(4, -2)).toBe('–');
    expect(ratioText(Number.NaN, 4)).toBe('–');
    expect(ratioText(4, Number.POSITIVE_INFINITY)).toBe('–');
  });
});
