import { describe, expect, it } from 'vitest';
import {
  buildDiscoverBody,
  buildDiscoverQuery,
  countActiveFilters,
  type DiscoverFilters,
  emptyFilters,
  filtersFromSearchParams,
  filtersToSearchParams,
  findRangeProblems,
  hasRangeProblems,
  hasSearch,
} from './filters';
import { quickSearchPath } from './quick-search';

function fullFilters(): DiscoverFilters {
  return {
    platform: 'tiktok',
    sort: 'engagement',
    followers: { min: '10000', max: '500000' },
    engagementRate: { min: '2.5', max: '' },
    avgViews: { min: '', max: '90000' },
    followerGrowth: { min: '-5', max: '20' },
    country: 'AT',
    city: 'Vienna',
    language: 'de',
    gender: 'female',
    ageGroup: '25-34',
    accountType: 'creator',
    categories: ['food', 'travel'],
    keywords: 'vegan recipes',
    hashtags: ['vegan', 'food'],
    mentions: ['nike'],
    verified: true,
    hasEmail: true,
    hasPhone: false,
    lastPostedWithinDays: '30',
    lookalike: 'anna.cooks',
    audience: [
      { dimension: 'country', value: 'DE', minSharePercent: '20' },
      { dimension: 'city', value: 'Graz: Styria', minSharePercent: '5' },
      { dimension: 'age', value: '18-24', minSharePercent: '' },
    ],
    credibilityMinPercent: '70',
  };
}

describe('filters in the URL', () => {
  it('survives a round trip with every filter set', () => {
    const filters = fullFilters();
    expect(filtersFromSearchParams(filtersToSearchParams(filters))).toEqual(filters);
  });

  it('survives a round trip through the query string text', () => {
    const text = filtersToSearchParams(fullFilters()).toString();
    expect(filtersFromSearchParams(new URLSearchParams(text))).toEqual(fullFilters());
  });

  it('writes only platform and sort for a search without filters', () => {
    const params = filtersToSearchParams(emptyFilters());
    expect([...params.keys()]).toEqual(['platform', 'sort']);
    expect(params.get('platform')).toBe('instagram');
  });

  it('drops empty, blank and false values', () => {
    const params = filtersToSearchParams({
      ...emptyFilters(),
      keywords: '   ',
      followers: { min: '', max: 'abc' },
      verified: false,
      audience: [{ dimension: 'country', value: ' ', minSharePercent: '10' }],
    });
    expect([...params.keys()]).toEqual(['platform', 'sort']);
  });

  it('reads an empty query string as no search, with the defaults', () => {
    const params = new URLSearchParams('');
    expect(hasSearch(params)).toBe(false);
    expect(filtersFromSearchParams(params)).toEqual(emptyFilters());
  });

  it('ignores values it does not know instead of failing', () => {
    const filters = filtersFromSearchParams(
      new URLSearchParams(
        'platform=myspace&sort=random&gender=x&age=99&followersMin=lots&audience=planet:mars:5&audience=oops',
      ),
    );
    expect(filters).toEqual(emptyFilters());
  });

  it('normalizes hand-written values', () => {
    const filters = filtersFromSearchParams(
      new URLSearchParams(
        'platform=youtube&hashtags=%23Food,food,%23Travel&lookalike=@Anna&country=at',
      ),
    );
    expect(filters.hashtags).toEqual(['food', 'travel']);
    expect(filters.lookalike).toBe('anna');
    expect(filters.country).toBe('AT');
  });

  it('reads audience values of a hand-written link as the form writes them', () => {
    const filters = filtersFromSearchParams(
      new URLSearchParams(
        'platform=instagram&audience=country:us:10&audience=gender:Male:50&audience=language:DE:5&audience=age:old:5',
      ),
    );
    expect(filters.audience).toEqual([
      { dimension: 'country', value: 'US', minSharePercent: '10' },
      { dimension: 'gender', value: 'male', minSharePercent: '50' },
      { dimension: 'language', value: 'de', minSharePercent: '5' },
    ]);
  });

  it('keeps one audience filter per dimension', () => {
    const filters = filtersFromSearchParams(
      new URLSearchParams('platform=instagram&audience=country:US:10&audience=country:DE:30'),
    );
    expect(filters.audience).toEqual([
      { dimension: 'country', value: 'US', minSharePercent: '10' },
    ]);
  });
});

describe('buildDiscoverQuery', () => {
  it('sends platform and sort alone when nothing else is set', () => {
    expect(buildDiscoverQuery(emptyFilters('youtube'))).toEqual({
      platform: 'youtube',
      sort: 'followers',
    });
  });

  it('sends every filter under its API name and unit', () => {
    // The expected body spells out the same values as fullFilters() on purpose: the test reads
    // as the form's values becoming the API's, so the copy checker leaves it out.
    // jscpd:ignore-start
    expect(buildDiscoverQuery(fullFilters())).toEqual({
      platform: 'tiktok',
      sort: 'engagement',
      followers: { min: 10000, max: 500000 },
      engagementRate: { min: 2.5 },
      avgViews: { max: 90000 },
      growth: { min: -5, max: 20 },
      country: 'AT',
      city: 'Vienna',
      language: 'de',
      gender: 'female',
      ageGroup: '25-34',
      accountType: 'creator',
      categories: ['food', 'travel'],
      keywords: 'vegan recipes',
      hashtags: ['vegan', 'food'],
      mentions: ['nike'],
      verified: true,
      hasEmail: true,
      lastPostedWithinDays: 30,
      lookalike: 'anna.cooks',
      audience: {
        country: { value: 'DE', minShare: 0.2 },
        city: { value: 'Graz: Styria', minShare: 0.05 },
        age: { value: '18-24', minShare: 0 },
      },
      credibilityMin: 0.7,
    });
    // jscpd:ignore-end
  });

  it('leaves out a false toggle rather than asking for false', () => {
    const query = buildDiscoverQuery({ ...emptyFilters(), hasPhone: false, verified: false });
    expect(query).not.toHaveProperty('hasPhone');
    expect(query).not.toHaveProperty('verified');
  });

  it('keeps a zero bound', () => {
    expect(
      buildDiscoverQuery({ ...emptyFilters(), followerGrowth: { min: '0', max: '' } }),
    ).toMatchObject({ growth: { min: 0 } });
  });

  it('clamps shares to 0..1', () => {
    const query = buildDiscoverQuery({
      ...emptyFilters(),
      credibilityMinPercent: '150',
      audience: [{ dimension: 'gender', value: 'female', minSharePercent: '-3' }],
    });
    expect(query.credibilityMin).toBe(1);
    expect(query.audience?.gender).toEqual({ value: 'female', minShare: 0 });
  });

  it('sends whole numbers for followers, views and days', () => {
    const query = buildDiscoverQuery({
      ...emptyFilters(),
      followers: { min: '1000.6', max: '' },
      avgViews: { min: '', max: '99.4' },
      engagementRate: { min: '1.25', max: '' },
      lastPostedWithinDays: '7.2',
    });
    expect(query.followers).toEqual({ min: 1001 });
    expect(query.avgViews).toEqual({ max: 99 });
    expect(query.engagementRate).toEqual({ min: 1.25 });
    expect(query.lastPostedWithinDays).toBe(7);
  });

  it('falls back to the default sort for relevance without keywords or a lookalike', () => {
    expect(buildDiscoverQuery({ ...emptyFilters(), sort: 'relevance' }).sort).toBe('followers');
    expect(
      buildDiscoverQuery({ ...emptyFilters(), sort: 'relevance', keywords: 'vegan' }).sort,
    ).toBe('relevance');
    expect(
      buildDiscoverQuery({ ...emptyFilters(), sort: 'relevance', lookalike: 'anna' }).sort,
    ).toBe('relevance');
  });

  it('adds the page and limit for the request body', () => {
    expect(buildDiscoverBody({ platform: 'instagram', sort: 'growth' }, 3, 20)).toEqual({
      platform: 'instagram',
      sort: 'growth',
      page: 3,
      limit: 20,
    });
  });
});

describe('findRangeProblems', () => {
  it('finds min above max in every range filter', () => {
    const filters = {
      ...emptyFilters(),
      followers: { min: '50000', max: '1000' },
      engagementRate: { min: '5', max: '2.5' },
      avgViews: { min: '900', max: '90' },
      followerGrowth: { min: '10', max: '-5' },
    };
    expect(findRangeProblems(filters)).toEqual({
      followers: 'minAboveMax',
      engagementRate: 'minAboveMax',
      avgViews: 'minAboveMax',
      followerGrowth: 'minAboveMax',
    });
    expect(hasRangeProblems(filters)).toBe(true);
  });

  it('accepts open ends, equal bounds and a full set of sensible ranges', () => {
    expect(findRangeProblems(fullFilters())).toEqual({});
    const filters = {
      ...emptyFilters(),
      followers: { min: '1000', max: '1000' },
      engagementRate: { min: '', max: '3' },
      avgViews: { min: '5000', max: '' },
    };
    expect(hasRangeProblems(filters)).toBe(false);
  });

  it('compares whole-number ranges as they are sent, rounded', () => {
    expect(
      findRangeProblems({ ...emptyFilters(), followers: { min: '10.4', max: '10.2' } }),
    ).toEqual({});
  });

  it('refuses a negative bound except for growth', () => {
    expect(
      findRangeProblems({
        ...emptyFilters(),
        followers: { min: '-1', max: '' },
        engagementRate: { min: '', max: '-2' },
        followerGrowth: { min: '-20', max: '-5' },
      }),
    ).toEqual({ followers: 'negative', engagementRate: 'negative' });
  });

  it('ignores text that is not a number, as the query does', () => {
    expect(findRangeProblems({ ...emptyFilters(), followers: { min: 'abc', max: '5' } })).toEqual(
      {},
    );
  });
});

describe('countActiveFilters', () => {
  it('counts neither platform nor sort', () => {
    expect(countActiveFilters(emptyFilters('tiktok'))).toBe(0);
  });

  it('counts each narrowing filter once, audience as one', () => {
    expect(countActiveFilters(fullFilters())).toBe(20);
  });
});

describe('quickSearchPath', () => {
  it('opens Discover on a keyword search that reads back as the same filters', () => {
    const path = quickSearchPath('youtube', ' vegan food ');
    expect(path.startsWith('/discover?')).toBe(true);
    const filters = filtersFromSearchParams(new URLSearchParams(path.split('?')[1]));
    expect(filters).toEqual({ ...emptyFilters('youtube'), keywords: 'vegan food' });
  });

  it('opens an unfiltered search on the platform without keywords', () => {
    expect(quickSearchPath('tiktok', '  ')).toBe('/discover?platform=tiktok&sort=followers');
  });
});
