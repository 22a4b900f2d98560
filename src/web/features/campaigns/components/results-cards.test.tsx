import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { setNumberLocale } from '../../../../common/number-locale';
import { i18nForTests } from '../../../testing/i18n';
import type { Costs, PublicResults, Results } from '../types';
import { ResultsCards } from './results-cards';

const i18n = i18nForTests();

type Availability = PublicResults['availability'];
type Status = Availability['views'];

const known = (counted: number, of: number): Status => ({
  missing: null,
  coverage: { counted, of },
});
const missing = (reason: NonNullable<Status['missing']>, of: number | null = 1): Status => ({
  missing: reason,
  coverage: of === null ? null : { counted: 0, of },
});

// A EUR campaign: USD 850.40 of EMV at the price book's 0.90 is EUR 765.36.
const results: PublicResults = {
  posts: 1,
  stories: 0,
  reach: null,
  impressions: null,
  views: 13_520,
  likes: 5_000,
  comments: 300,
  shares: null,
  saves: null,
  engagements: 5_300,
  engagementRate: 10.6,
  clicks: null,
  emvUsd: 850.4,
  emv: { currency: 'EUR', valueMinor: 76_536, usdRate: 0.9 },
  availability: {
    reach: missing('not_entered'),
    impressions: missing('not_entered'),
    views: known(1, 1),
    likes: known(1, 1),
    comments: known(1, 1),
    shares: missing('not_entered'),
    saves: missing('not_entered'),
    engagements: known(1, 1),
    engagementRate: known(1, 1),
    clicks: missing('no_tracked_links', null),
    emv: known(1, 1),
  },
};
const costs: Costs[] = [
  { currency: 'EUR', spendMinor: 50_000, costPerEngagement: 0.0943, costPerClick: null, cpm: null },
];
const costAvailability: Results['availability'] = {
  ...results.availability,
  costPerEngagement: known(1, 1),
  costPerClick: missing('no_tracked_links', null),
  cpm: missing('not_entered'),
};

/** The results tab passes costs and the campaign's currency; the public page neither. */
function render(language: 'en' | 'de', surface: 'results tab' | 'public page') {
  void i18n.changeLanguage(language);
  setNumberLocale(language);
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      {surface === 'results tab' ? (
        <ResultsCards
          results={{ ...results, costs, availability: costAvailability }}
          currency="EUR"
        />
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
        <ResultsCards
          results={{ ...chf, costs: [], availability: costAvailability }}
          currency="CHF"
        />
      </I18nextProvider>,
    );
    expect(html).toContain('$850.40');
    expect(html).toContain('no conversion rate for CHF');
  });
});

describe('figures a campaign does not have', () => {
  afterEach(() => setNumberLocale('en'));

  // Two Instagram photos fetched from the bank: likes and comments, no views, no reach.
  const photos: PublicResults = {
    ...results,
    posts: 2,
    views: null,
    likes: 6_200,
    comments: 620,
    engagements: 6_820,
    engagementRate: 6.82,
    availability: {
      ...results.availability,
      reach: missing('not_reported_by_source', 2),
      impressions: missing('not_reported_by_source', 2),
      views: missing('no_views_on_photos', 2),
      likes: known(2, 2),
      comments: known(2, 2),
      engagements: known(2, 2),
      engagementRate: known(1, 2),
    },
  };

  function renderPhotos(language: 'en' | 'de') {
    void i18n.changeLanguage(language);
    setNumberLocale(language);
    return renderToStaticMarkup(
      <I18nextProvider i18n={i18n}>
        <ResultsCards results={photos} />
      </I18nextProvider>,
    );
  }

  it('says "not available" with the reason, never 0 or a dash, in English and German', () => {
    const english = renderPhotos('en');
    expect(english).toContain('Not available');
    expect(english).toContain('Photo posts have no views');
    expect(english).toContain('No tracked link counts clicks yet');
    expect(english).toContain('The data source does not report it');
    expect(english).toContain('6.82%');
    expect(english).toContain('From 1 of 2 posts and stories');
    expect(english).not.toMatch(/<dd[^>]*>(0|–)<\/dd>/);

    const german = renderPhotos('de');
    expect(german).toContain('Nicht verfügbar');
    expect(german).toContain('Fotobeiträge haben keine Aufrufe');
    expect(german).toContain('Noch kein verfolgter Link zählt Klicks');
    expect(german).toContain('Die Datenquelle liefert diesen Wert nicht');
    expect(german).toContain('6,82\u00a0%');
    expect(german).toContain('Aus 1 von 2 Beiträgen und Storys');
    expect(german).not.toMatch(/<dd[^>]*>(0|–)<\/dd>/);
  });
});
