import { afterEach, describe, expect, it } from 'vitest';
import { setNumberLocale } from '../../../common/number-locale';
import { formatGrowth as reportGrowth } from '../reports/report-format';
import { formatGrowth } from './display';

// Issue 58 item 4: the profile page and the audit report write one growth figure the same way.
describe('30-day growth on the profile page', () => {
  afterEach(() => setNumberLocale('en'));

  it('is written exactly as the audit report writes it, in English and German', () => {
    for (const language of ['en', 'de'] as const) {
      setNumberLocale(language);
      for (const value of [6.9, 6.43, -0.4, 0, 12]) {
        expect(formatGrowth(value), `${language} ${value}`).toBe(reportGrowth(value));
      }
    }
    setNumberLocale('en');
    expect(formatGrowth(6.9)).toBe('+6.90%');
    setNumberLocale('de');
    expect(formatGrowth(6.43)).toBe('+6,43\u00a0%');
  });
});
