import { afterEach, describe, expect, it } from 'vitest';
import { setNumberLocale } from '../../../common/number-locale';
import { formatMinor, formatPercent, minorToInput, parseAmountToMinor } from './campaign-format';

describe('campaign money text', () => {
  it('shows minor units in the currency', () => {
    expect(formatMinor(125_050, 'USD')).toBe('$1,250.50');
    expect(formatMinor(500, 'JPY')).toBe('¥500');
  });

  it('reads a typed amount into minor units and refuses anything else', () => {
    expect(parseAmountToMinor('1,250.50', 'USD')).toBe(125_050);
    expect(parseAmountToMinor('500', 'JPY')).toBe(500);
    expect(parseAmountToMinor('0', 'USD')).toBeNull();
    expect(parseAmountToMinor('-3', 'USD')).toBeNull();
    expect(parseAmountToMinor('abc', 'USD')).toBeNull();
    expect(minorToInput(125_050, 'USD')).toBe('1250.5');
  });

  describe('in German', () => {
    afterEach(() => setNumberLocale('en'));

    it('reads the decimal comma and refuses a point where German puts none', () => {
      setNumberLocale('de');
      expect(parseAmountToMinor('1.250,50', 'EUR')).toBe(125_050);
      expect(parseAmountToMinor('1250,5', 'EUR')).toBe(125_050);
      expect(parseAmountToMinor('12.50', 'EUR')).toBeNull();
      expect(minorToInput(125_050, 'EUR')).toBe('1250,5');
      expect(formatMinor(125_050, 'EUR')).toBe('1.250,50\u00a0€');
    });
  });

  it('shows a missing rate as a dash', () => {
    expect(formatPercent(3.456)).toBe('3.46%');
    expect(formatPercent(null)).toBe('–');
  });
});
