import { describe, expect, it } from 'vitest';
import {
  type CampaignResultsInput,
  campaignResultsOf,
  costsOf,
  emvIn,
  emvUsd,
  publicResultsOf,
  type ResultPost,
  spendByCurrency,
} from './campaign-results';

const post = (overrides: Partial<ResultPost>): ResultPost => ({
  kind: 'post',
  platform: 'instagram',
  url: null,
  profileId: 'anna',
  metricsSource: 'manual',
  views: null,
  likes: null,
  comments: null,
  shares: null,
  saves: null,
  reach: null,
  impressions: null,
  ...overrides,
});

const input = (overrides: Partial<CampaignResultsInput>): CampaignResultsInput => ({
  posts: [],
  influencers: [{ profileId: 'anna', followers: 10_000 }],
  links: [],
  payments: [],
  currency: 'USD',
  ...overrides,
});

const resultsOf = (overrides: Partial<CampaignResultsInput>) =>
  campaignResultsOf(input(overrides)).results;

describe('campaign results', () => {
  it('adds up two posts and a story by hand', () => {
    const results = resultsOf({
      posts: [
        post({ views: 10_000, likes: 500, comments: 40, shares: 10, saves: 50, reach: 8_000 }),
        post({ views: 2_000, likes: 100, comments: 10, reach: 2_000, impressions: 3_000 }),
        post({ kind: 'story', views: 1_000, impressions: 1_500 }),
      ],
      links: [{ profileId: 'anna', clicks: { total: 20 } }],
      payments: [
        { amountMinor: 50_000, currency: 'USD', status: 'paid', profileId: 'anna' },
        { amountMinor: 10_000, currency: 'USD', status: 'pending', profileId: 'anna' },
        { amountMinor: 30_000, currency: 'EUR', status: 'scheduled', profileId: null },
      ],
    });
    expect(results).toMatchObject({
      posts: 2,
      stories: 1,
      reach: 10_000,
      impressions: 4_500,
      views: 13_000,
      likes: 600,
      comments: 50,
      shares: 10,
      saves: 50,
      // 600 + 50 + 10 + 50
      engagements: 710,
      // 710 over Anna's 10,000 followers once for each of her two posts that have engagements
      engagementRate: 3.55,
      clicks: 20,
      // 600*0.08 + 50*0.60 + 10*1.20 + 50*1.00 + 13,000*0.02 + 20*0.90 = 48+30+12+50+260+18
      emvUsd: 418,
      emv: { currency: 'USD', valueMinor: 41_800, usdRate: 1 },
    });
    expect(results.availability.reach).toEqual({
      missing: null,
      coverage: { counted: 2, of: 3 },
    });
    expect(results.availability.engagementRate.coverage).toEqual({ counted: 2, of: 3 });
    expect(results.costs).toEqual([
      // Seen: 10,000 views (no impressions) + 3,000 + 1,500 impressions = 14,500.
      // EUR 300 / 710 = 0.4225..., / 20 = 15, / 14.5 thousand seen = 20.6897
      {
        currency: 'EUR',
        spendMinor: 30_000,
        costPerEngagement: 0.4225,
        costPerClick: 15,
        cpm: 20.6897,
      },
      // USD 500 (the pending 100 is not spent)
      {
        currency: 'USD',
        spendMinor: 50_000,
        costPerEngagement: 0.7042,
        costPerClick: 25,
        cpm: 34.4828,
      },
    ]);
  });

  it('rates engagement against the followers of each post’s creator, without reach or views', () => {
    const results = resultsOf({
      influencers: [
        { profileId: 'anna', followers: 40_000 },
        { profileId: 'ben', followers: 60_000 },
      ],
      posts: [
        post({ likes: 3_000, comments: 300, url: 'https://www.instagram.com/p/A1/' }),
        post({ profileId: 'ben', likes: 3_200, comments: 320, url: 'https://instagram.com/p/B2/' }),
        // No creator: its engagements count, its rate cannot.
        post({ profileId: null, likes: 50 }),
      ],
    });
    expect(results.engagements).toBe(6_870);
    // (3,300 + 3,520) / (40,000 + 60,000)
    expect(results.engagementRate).toBe(6.82);
    expect(results.availability.engagementRate.coverage).toEqual({ counted: 2, of: 3 });
  });

  it('gives each missing figure its reason instead of 0', () => {
    const photos = resultsOf({
      posts: [
        post({ likes: 10, metricsSource: 'provider', url: 'https://www.instagram.com/p/A1/' }),
        post({ likes: 20, metricsSource: 'provider', url: 'https://www.instagram.com/p/B2/' }),
      ],
    });
    expect(photos.views).toBeNull();
    expect(photos.availability.views.missing).toBe('no_views_on_photos');
    expect(photos.availability.reach.missing).toBe('not_reported_by_source');
    expect(photos.clicks).toBeNull();
    expect(photos.availability.clicks).toEqual({ missing: 'no_tracked_links', coverage: null });
    expect(photos.availability.costPerEngagement).toEqual({ missing: 'no_spend', coverage: null });

    const reel = resultsOf({
      posts: [post({ likes: 10, metricsSource: 'provider', url: 'https://instagram.com/reel/R/' })],
    });
    expect(reel.availability.views.missing).toBe('not_reported_by_source');

    const typed = resultsOf({ posts: [post({ kind: 'story', likes: 10 })] });
    expect(typed.availability.views.missing).toBe('not_entered');

    const unlinked = resultsOf({ posts: [post({ profileId: null, likes: 10 })] });
    expect(unlinked.engagementRate).toBeNull();
    expect(unlinked.availability.engagementRate.missing).toBe('no_creator_followers');
  });

  it('gives an empty campaign no figures, each saying there are no posts yet', () => {
    const results = resultsOf({ currency: 'EUR' });
    expect(results).toMatchObject({
      reach: null,
      views: null,
      engagements: null,
      engagementRate: null,
      clicks: null,
      emvUsd: null,
      emv: null,
      costs: [],
    });
    expect(results.availability.engagements.missing).toBe('no_posts_yet');
    expect(results.availability.emv.missing).toBe('no_posts_yet');
  });

  it('counts 0 clicks of a tracked link as 0, and a cost dividing by it as nothing counted yet', () => {
    const results = resultsOf({
      links: [{ profileId: 'anna', clicks: { total: 0 } }],
      payments: [{ amountMinor: 1_000, currency: 'USD', status: 'paid', profileId: 'anna' }],
    });
    expect(results.clicks).toBe(0);
    expect(results.emv).toEqual({ currency: 'USD', valueMinor: 0, usdRate: 1 });
    expect(results.costs[0].costPerClick).toBeNull();
    expect(results.availability.costPerClick.missing).toBe('nothing_counted_yet');
  });

  it('gives each influencer the share of their own posts, links and payments', () => {
    const { results, ofInfluencer } = campaignResultsOf(
      input({
        influencers: [
          { profileId: 'anna', followers: 1_000 },
          { profileId: 'ben', followers: 2_000 },
        ],
        posts: [post({ likes: 100 }), post({ profileId: 'ben', likes: 100 })],
        links: [{ profileId: 'ben', clicks: { total: 5 } }],
      }),
    );
    expect(results.engagementRate).toBe(6.67);
    expect(ofInfluencer('anna')).toMatchObject({ engagementRate: 10, clicks: null });
    expect(ofInfluencer('ben')).toMatchObject({ engagementRate: 5, clicks: 5 });
  });

  it('shows the public page the same figures without costs', () => {
    const results = resultsOf({
      posts: [post({ likes: 100 })],
      payments: [{ amountMinor: 1_000, currency: 'USD', status: 'paid', profileId: 'anna' }],
    });
    const shown = publicResultsOf(results);
    expect(shown).not.toHaveProperty('costs');
    expect(shown.availability).not.toHaveProperty('costPerEngagement');
    expect(shown).toMatchObject({ likes: 100, engagements: 100, engagementRate: 1 });
  });

  it('counts paid and scheduled payments as spend, never pending or cancelled', () => {
    expect(
      spendByCurrency([
        { amountMinor: 100, currency: 'USD', status: 'paid' },
        { amountMinor: 200, currency: 'USD', status: 'scheduled' },
        { amountMinor: 400, currency: 'USD', status: 'cancelled' },
        { amountMinor: 800, currency: 'USD', status: 'pending' },
      ]),
    ).toEqual([{ currency: 'USD', amountMinor: 300 }]);
  });

  it('values each action at the documented rate', () => {
    expect(emvUsd({ likes: 1, comments: 1, shares: 1, saves: 1, views: 1, clicks: 1 })).toBe(3.8);
  });

  it('reads spend in the minor unit of its own currency, so a yen is a yen', () => {
    const base = (value: number) => ({
      value,
      status: { missing: null, coverage: null },
    });
    const { costs } = costsOf([{ currency: 'JPY', amountMinor: 50_000 }], {
      costPerEngagement: base(1_000),
      costPerClick: base(0),
      cpm: base(0),
    });
    expect(costs[0].costPerEngagement).toBe(50);
  });

  it('converts EMV once, at the price book rate, and keeps dollars without one', () => {
    const totals = { likes: 1, comments: 1, shares: 1, saves: 1, views: 1, clicks: 1 };
    expect(emvIn(totals, 'eur')).toEqual({ currency: 'EUR', valueMinor: 342, usdRate: 0.9 });
    expect(emvIn(totals, 'CHF')).toEqual({ currency: 'USD', valueMinor: 380, usdRate: 1 });
  });
});
