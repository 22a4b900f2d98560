import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { setNumberLocale } from '../../../../common/number-locale';
import { i18nForTests } from '../../../testing/i18n';
import type { Costs, PublicResults } from '../types';
import { ResultsCards } from './results-cards';

const i18n = i18nForTests();

// A EUR campaign: USD 850.40 of EMV at the price book's 0.90 is EUR 765.36.
const results: PublicResults = {
  posts: 1,
  stories: 0,
  reach: 0,
  impressions: 0,
  views: 13_520,
  likes: 5_000,
  comments: 300,
  shares: 0,
  saves: 0,
  engagements: 5_300,
  engagementRate: 39.2,
  clicks: 0,
  emvUsd: 850.4,
  emv: { currency: 'EUR', valueMinor: 76_536, usdRate: 0.9 },
};
const costs: Costs[] = [
  { currency: 'EUR', spendMinor: 50_000, costPerEngagement: 0.0943, costPerClick: null, cpm: null },
];

/** The results tab passes costs and the campaign's currency; the public page neither. */
function render(language: 'en' | 'de', surface: 'results tab' | 'public page') {
  void i18n.changeLanguage(language);
  setNumberLocale(language);
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      {surface === 'results tab' ? (
        <ResultsCards results={results} costs={costs} currency="EUR" />
      ) : (
        <ResultsCards results={results} />
      )}
    </I18nextProvider>,
  );
}

describe("a EUR campaign's results", () => {
  afterEach(() => setNumberLocale('en'));

  for (const surface of ['results tab', 'public page'] as const) {
    it(`shows EMV in euros on the ${surface}, in English and German, never in dollars`, () => {
      const english = render('en', surface);
      expect(english).toContain('€765.36');
      expect(english).toContain('converted at $1.00 = €0.90');
      expect(english).not.toContain('$850');

      const german = render('de', surface);
      expect(german).toContain('765,36\u00a0€');
      expect(german).toContain('umgerechnet zu 1,00\u00a0$ = 0,90\u00a0€');
      expect(german).not.toContain('850,40');
      expect(german).not.toContain('765,36\u00a0$');
    });
  }

  it('says a campaign in a currency without a rate gets EMV in dollars', () => {
    void i18n.changeLanguage('en');
    const chf = { ...results, emv: { currency: 'USD', valueMinor: 85_040, usdRate: 1 } };
    const html = renderToStaticMarkup(
      <I18nextProvider i18n={i18n}>
        <ResultsCards results={chf} costs={[]} currency="CHF" />
      </I18nextProvider>,
    );
    expect(html).toContain('$850.40');
    expect(html).toContain('no conversion rate for CHF');
  });
});
