import { afterEach, describe, expect, it } from 'vitest';
import { formatCurrency } from './format-currency';
import { formatCompact, formatInteger, formatNumber, formatPercent } from './format-number';
import { setNumberLocale } from './number-locale';

describe('formatCompact', () => {
  it('shows numbers below 1000 whole, without decimals', () => {
    expect(formatCompact(0)).toBe('0');
    expect(formatCompact(7)).toBe('7');
    expect(formatCompact(12.4)).toBe('12');
    expect(formatCompact(12.5)).toBe('13');
    expect(formatCompact(999)).toBe('999');
    expect(formatCompact(999.4)).toBe('999');
  });

  it('moves 999.5 to the K unit because it rounds to 1000', () => {
    expect(formatCompact(999.5)).toBe('1.0 K');
  });

  it('shows thousands with one decimal and a K suffix', () => {
    expect(formatCompact(1000)).toBe('1.0 K');
    expect(formatCompact(1234)).toBe('1.2 K');
    expect(formatCompact(1250)).toBe('1.3 K');
    expect(formatCompact(15_000)).toBe('15.0 K');
    expect(formatCompact(999_949)).toBe('999.9 K');
  });

  it('moves 999_999 and 999_960 to 1.00 M instead of 1000.0 K', () => {
    expect(formatCompact(999_960)).toBe('1.00 M');
    expect(formatCompact(999_999)).toBe('1.00 M');
  });

  it('shows millions with two decimals and an M suffix', () => {
    expect(formatCompact(1e6)).toBe('1.00 M');
    expect(formatCompact(1_234_567)).toBe('1.23 M');
    expect(formatCompact(1_236_000)).toBe('1.24 M');
    expect(formatCompact(999_994_999)).toBe('999.99 M');
  });

  it('moves 999_999_999 to 1.00 B instead of 1000.00 M', () => {
    expect(formatCompact(999_996_000)).toBe('1.00 B');
    expect(formatCompact(999_999_999)).toBe('1.00 B');
  });

  it('shows billions with two decimals and a B suffix, grouping beyond 999 B', () => {
    expect(formatCompact(1e9)).toBe('1.00 B');
    expect(formatCompact(2_500_000_000)).toBe('2.50 B');
    expect(formatCompact(1.5e12)).toBe('1,500.00 B');
  });

  it('formats the absolute value of negatives and keeps the sign', () => {
    expect(formatCompact(-7)).toBe('-7');
    expect(formatCompact(-999)).toBe('-999');
    expect(formatCompact(-1500)).toBe('-1.5 K');
    expect(formatCompact(-999_999)).toBe('-1.00 M');
    expect(formatCompact(-2e9)).toBe('-2.00 B');
  });

  it('drops the sign when a negative rounds to zero', () => {
    expect(formatCompact(-0)).toBe('0');
    expect(formatCompact(-0.4)).toBe('0');
  });

  it('shows a dash for NaN and infinity signs for unlimited values', () => {
    expect(formatCompact(Number.NaN)).toBe('–');
    expect(formatCompact(Number.POSITIVE_INFINITY)).toBe('∞');
    expect(formatCompact(Number.NEGATIVE_INFINITY)).toBe('-∞');
  });
});

describe('formatNumber', () => {
  it('keeps three significant digits with grouping', () => {
    expect(formatNumber(1234)).toBe('1,230');
    expect(formatNumber(1235)).toBe('1,240');
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber(999.5)).toBe('1,000');
    expect(formatNumber(1e6)).toBe('1,000,000');
    expect(formatNumber(123_456_789)).toBe('123,000,000');
  });

  it('keeps three significant digits of small fractions', () => {
    expect(formatNumber(0.012345)).toBe('0.0123');
    expect(formatNumber(0.01)).toBe('0.01');
    expect(formatNumber(45.678)).toBe('45.7');
  });

  it('shows zero without a sign and negatives with one', () => {
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(-0)).toBe('0');
    expect(formatNumber(-5.678)).toBe('-5.68');
  });

  it('shows a dash for NaN and infinity signs for infinite values', () => {
    expect(formatNumber(Number.NaN)).toBe('–');
    expect(formatNumber(Number.POSITIVE_INFINITY)).toBe('∞');
    expect(formatNumber(Number.NEGATIVE_INFINITY)).toBe('-∞');
  });
});

describe('formatPercent', () => {
  it('shows up to two decimals, or a fixed number of them, with the sign when asked', () => {
    expect(formatPercent(3.256)).toBe('3.26%');
    expect(formatPercent(3)).toBe('3%');
    expect(formatPercent(3, { fixedDigits: 2 })).toBe('3.00%');
    expect(formatPercent(2.5, { signed: true })).toBe('+2.5%');
    expect(formatPercent(-1, { signed: true })).toBe('-1%');
    expect(formatPercent(0, { signed: true })).toBe('0%');
    expect(formatPercent(null)).toBe('–');
    expect(formatPercent(Number.NaN)).toBe('–');
  });
});

describe('numbers in German', () => {
  afterEach(() => setNumberLocale('en'));

  it('use a decimal comma, a grouping point and German compact units', () => {
    setNumberLocale('de');
    expect(formatCompact(1234)).toBe('1,2 Tsd.');
    expect(formatCompact(4_900_000)).toBe('4,90 Mio.');
    expect(formatCompact(2_500_000_000)).toBe('2,50 Mrd.');
    expect(formatNumber(1234)).toBe('1.230');
    expect(formatInteger(12_345)).toBe('12.345');
    // Intl puts a no-break space before the % and € signs, so they never wrap onto a line alone.
    expect(formatPercent(3.25)).toBe('3,25\u00a0%');
    expect(formatCurrency(1234.5, { currency: 'EUR' })).toBe('1.234,50\u00a0€');
  });

  it('go back to English forms when the language does', () => {
    setNumberLocale('de');
    setNumberLocale('en');
    expect(formatCompact(1234)).toBe('1.2 K');
    expect(formatCurrency(1234.5, { currency: 'USD' })).toBe('$1,234.50');
  });
});
