import { describe, expect, it } from 'vitest';
import { currencyExponent, formatCurrency, fromMinorUnits, toMinorUnits } from './format-currency';

describe('formatCurrency', () => {
  it('formats US dollars with 2 fraction digits by default', () => {
    expect(formatCurrency(0)).toBe('$0.00');
    expect(formatCurrency(1)).toBe('$1.00');
    expect(formatCurrency(1234.5)).toBe('$1,234.50');
    expect(formatCurrency(0.01)).toBe('$0.01');
    expect(formatCurrency(999_999.999)).toBe('$1,000,000.00');
  });

  it('shows up to 4 fraction digits for non-zero amounts below 0.01', () => {
    expect(formatCurrency(0.005)).toBe('$0.005');
    expect(formatCurrency(0.0099)).toBe('$0.0099');
    expect(formatCurrency(0.004567)).toBe('$0.0046');
    expect(formatCurrency(0.00999)).toBe('$0.01');
    expect(formatCurrency(0.00001)).toBe('$0.00');
  });

  it('keeps the sign of small negative amounts', () => {
    expect(formatCurrency(-0.005)).toBe('-$0.005');
    expect(formatCurrency(-12.5)).toBe('-$12.50');
  });

  it('never shows a negative zero', () => {
    expect(formatCurrency(-0)).toBe('$0.00');
    expect(formatCurrency(-0.001, { noFractionAbove: 0 })).toBe('-$0.001');
    expect(formatCurrency(-0.4, { noFractionAbove: 0 })).toBe('$0');
  });

  it('drops fraction digits only strictly above the noFractionAbove limit', () => {
    expect(formatCurrency(999.99, { noFractionAbove: 1000 })).toBe('$999.99');
    expect(formatCurrency(1000, { noFractionAbove: 1000 })).toBe('$1,000.00');
    expect(formatCurrency(1000.01, { noFractionAbove: 1000 })).toBe('$1,000');
    expect(formatCurrency(1234.5, { noFractionAbove: 1000 })).toBe('$1,235');
    expect(formatCurrency(-1234.5, { noFractionAbove: 1000 })).toBe('-$1,235');
  });

  it('keeps the small-amount digits even with a noFractionAbove limit of 0', () => {
    expect(formatCurrency(0.005, { noFractionAbove: 0 })).toBe('$0.005');
  });

  it('formats compactly with Intl short notation', () => {
    expect(formatCurrency(1234, { compact: true })).toBe('$1.2K');
    expect(formatCurrency(12_345, { compact: true })).toBe('$12K');
    expect(formatCurrency(1_500_000, { compact: true })).toBe('$1.5M');
    expect(formatCurrency(2.5e9, { compact: true })).toBe('$2.5B');
    expect(formatCurrency(999, { compact: true })).toBe('$999');
    expect(formatCurrency(-1234, { compact: true })).toBe('-$1.2K');
  });

  it('applies the small-amount rule before compact notation', () => {
    expect(formatCurrency(0.00001, { compact: true })).toBe('$0.00');
  });

  it('formats other currencies with their own minor digits', () => {
    expect(formatCurrency(1234.5, { currency: 'EUR' })).toBe('€1,234.50');
    expect(formatCurrency(1234.5, { currency: 'JPY' })).toBe('¥1,235');
    expect(formatCurrency(1.2346, { currency: 'KWD' })).toBe('KWD\u00a01.235');
  });

  it('shows a dash for NaN and infinite amounts', () => {
    expect(formatCurrency(Number.NaN)).toBe('–');
    expect(formatCurrency(Number.POSITIVE_INFINITY)).toBe('–');
    expect(formatCurrency(Number.NEGATIVE_INFINITY, { compact: true })).toBe('–');
  });

  it('throws on an unknown currency code', () => {
    expect(() => formatCurrency(1, { currency: 'NOPE' })).toThrow(RangeError);
  });
});

describe('currencyExponent', () => {
  it('reads the minor-unit exponent of a currency', () => {
    expect(currencyExponent('USD')).toBe(2);
    expect(currencyExponent('EUR')).toBe(2);
    expect(currencyExponent('JPY')).toBe(0);
    expect(currencyExponent('KWD')).toBe(3);
  });
});

describe('fromMinorUnits', () => {
  it('turns cents into dollars', () => {
    expect(fromMinorUnits(1234, 'USD')).toBe(12.34);
    expect(fromMinorUnits(1, 'USD')).toBe(0.01);
    expect(fromMinorUnits(0, 'USD')).toBe(0);
    expect(fromMinorUnits(-250, 'USD')).toBe(-2.5);
  });

  it('defaults to US dollars', () => {
    expect(fromMinorUnits(199)).toBe(1.99);
  });

  it('leaves currencies without minor units unchanged', () => {
    expect(fromMinorUnits(500, 'JPY')).toBe(500);
  });

  it('divides by 1000 for three-digit currencies', () => {
    expect(fromMinorUnits(1234, 'KWD')).toBe(1.234);
  });

  it('refuses fractional, NaN and infinite minor units', () => {
    expect(() => fromMinorUnits(12.5, 'USD')).toThrow(RangeError);
    expect(() => fromMinorUnits(Number.NaN, 'USD')).toThrow(RangeError);
    expect(() => fromMinorUnits(Number.POSITIVE_INFINITY, 'USD')).toThrow(RangeError);
  });
});

describe('toMinorUnits', () => {
  it('turns dollars into cents without float drift', () => {
    expect(toMinorUnits(12.34, 'USD')).toBe(1234);
    expect(toMinorUnits(0.29, 'USD')).toBe(29);
    expect(toMinorUnits(0, 'USD')).toBe(0);
  });

  it('rounds half a cent away from zero', () => {
    expect(toMinorUnits(1.005, 'USD')).toBe(101);
    expect(toMinorUnits(-1.005, 'USD')).toBe(-101);
    expect(toMinorUnits(0.004, 'USD')).toBe(0);
  });

  it('uses the currency exponent', () => {
    expect(toMinorUnits(500, 'JPY')).toBe(500);
    expect(toMinorUnits(1.234, 'KWD')).toBe(1234);
  });

  it('refuses NaN and infinite amounts', () => {
    expect(() => toMinorUnits(Number.NaN, 'USD')).toThrow(RangeError);
    expect(() => toMinorUnits(Number.NEGATIVE_INFINITY, 'USD')).toThrow(RangeError);
  });
});
