import { describe, expect, it } from 'vitest';
import { i18nForTests } from '../../testing/i18n';
import {
  amountText,
  type DataSource,
  lookupCostText,
  lookupOutcomeText,
  searchableSources,
  searchCostText,
  unsupportedFiltersText,
} from './source-texts';

const i18n = i18nForTests();

function source(overrides: Partial<DataSource> = {}): DataSource {
  return {
    id: 'modash',
    name: 'Modash',
    platforms: ['instagram', 'tiktok', 'youtube'],
    offers: { search: true, audience: true, posts: true, contacts: true },
    costs: { search: 1, report: 1, unit: 'credits' },
    filters: ['followers', 'engagementRate'],
    refreshDays: 30,
    connection: {
      scope: 'organization',
      label: 'team@agency.example',
      creditsLeft: 420,
      checkedAt: '2026-11-01T10:00:00.000Z',
    },
    ...overrides,
  };
}

describe('what a source search and lookup cost, said before spending', () => {
  it('names the plan search and the credits, in English', async () => {
    await i18n.changeLanguage('en');
    const t = i18n.t;
    expect(searchCostText(t, source())).toBe('Uses 1 search of your plan and about 1 credit.');
    expect(searchCostText(t, source({ costs: { search: 0.5, report: 1, unit: 'credits' } }))).toBe(
      'Uses 1 search of your plan and about 0.5 credits.',
    );
    expect(
      searchCostText(
        t,
        source({ name: 'Instagram API', costs: { search: 0, report: 0, unit: 'calls' } }),
      ),
    ).toBe('Uses 1 search of your plan; Instagram API charges nothing for it.');
    expect(lookupCostText(t, source(), false)).toBe(
      'Uses 1 audit report of your plan and about 1 credit. Free when the bank holds a copy from the last 30 days.',
    );
    expect(lookupCostText(t, source(), true)).toBe(
      'Uses 1 audit report of your plan and about 1 credit.',
    );
  });

  it('says the same in German, with German numbers', async () => {
    await i18n.changeLanguage('de');
    const t = i18n.t;
    expect(searchCostText(t, source())).toBe('Verbraucht 1 Suche Ihres Tarifs und etwa 1 Credit.');
    expect(searchCostText(t, source({ costs: { search: 2.5, report: 1, unit: 'credits' } }))).toBe(
      'Verbraucht 1 Suche Ihres Tarifs und etwa 2,5 Credits.',
    );
    expect(lookupCostText(t, source({ refreshDays: 7 }), false)).toBe(
      'Verbraucht 1 Audit-Bericht Ihres Tarifs und etwa 1 Credit. Kostenlos, wenn die Profildatenbank eine Kopie aus den letzten 7 Tagen hat.',
    );
  });

  it('shows a unit it has no words for as the source names it', async () => {
    await i18n.changeLanguage('en');
    expect(amountText(i18n.t, 3, 'tokens')).toBe('3 tokens');
    expect(amountText(i18n.t, 20, 'profiles')).toBe('20 billed profiles');
    expect(amountText(i18n.t, 1_500, 'Credits')).toBe('1,500 credits');
  });
});

describe('the filters a source could not honour', () => {
  it('are named in words, in English', async () => {
    await i18n.changeLanguage('en');
    expect(
      unsupportedFiltersText(i18n.t, 'en', 'Modash', ['hashtags', 'gender', 'audience.country']),
    ).toBe(
      'Modash cannot filter by Hashtags, Gender, and Audience country, so it searched without those filters.',
    );
    expect(unsupportedFiltersText(i18n.t, 'en', 'Modash', ['lastPostedWithinDays'])).toBe(
      'Modash cannot filter by Last post, so it searched without that filter.',
    );
  });

  it('are named in words, in German', async () => {
    await i18n.changeLanguage('de');
    expect(unsupportedFiltersText(i18n.t, 'de', 'InsightIQ', ['mentions', 'credibilityMin'])).toBe(
      'InsightIQ kann nicht nach Erwähnungen und Glaubwürdigkeit der Zielgruppe filtern und hat ohne diese Filter gesucht.',
    );
  });

  it('say nothing when every filter was used, and show an unknown name as it came', async () => {
    await i18n.changeLanguage('en');
    expect(unsupportedFiltersText(i18n.t, 'en', 'Modash', [])).toBeNull();
    expect(unsupportedFiltersText(i18n.t, 'en', 'Modash', ['brandAffinity'])).toBe(
      'Modash cannot filter by brandAffinity, so it searched without that filter.',
    );
  });
});

describe('after a lookup', () => {
  it('says when it cost a report and when the bank answered for free', async () => {
    await i18n.changeLanguage('en');
    const t = i18n.t;
    const modash = { name: 'Modash', when: 'Nov 1, 2026' };
    expect(lookupOutcomeText(t, { username: 'anna', fromBank: false }, modash, true)).toBe(
      '@anna was fetched from Modash: 1 audit report of your plan was used. Added to your influencers.',
    );
    expect(lookupOutcomeText(t, { username: 'anna', fromBank: true }, modash, false)).toBe(
      '@anna opened from the bank (fetched from Modash Nov 1, 2026): nothing was spent.',
    );
    expect(lookupOutcomeText(t, { username: 'anna', fromBank: true }, null, false)).toBe(
      '@anna opened from the bank: nothing was spent.',
    );
  });
});

describe('searchableSources', () => {
  it('offers only connected sources that search the platform', () => {
    const instagram = source({
      id: 'instagram',
      name: 'Instagram API',
      platforms: ['instagram'],
      offers: { search: false, audience: false, posts: true, contacts: false },
    });
    const insightiq = source({ id: 'insightiq', name: 'InsightIQ', connection: null });
    const modash = source();
    const sources = [instagram, insightiq, modash];
    expect(searchableSources(sources, 'instagram').map((item) => item.id)).toEqual(['modash']);
    expect(searchableSources([instagram, insightiq], 'tiktok')).toEqual([]);
  });
});
