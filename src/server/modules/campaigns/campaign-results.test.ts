import { describe, expect, it } from 'vitest';
import {
  costsOf,
  emvIn,
  emvUsd,
  engagementRate,
  type PostMetrics,
  resultsOf,
  spendByCurrency,
} from './campaign-results';

const post = (overrides: Partial<PostMetrics>): PostMetrics => ({
  kind: 'post',
  views: null,
  likes: null,
  comments: null,
  shares: null,
  saves: null,
  reach: null,
  impressions: null,
  ...overrides,
});

describe('campaign results', () => {
  it('adds up two posts and a story by hand', () => {
    const posts = [
      post({ views: 10_000, likes: 500, comments: 40, shares: 10, saves: 50, reach: 8_000 }),
      post({ views: 2_000, likes: 100, comments: 10, reach: 2_000, impressions: 3_000 }),
      post({ kind: 'story', views: 1_000, impressions: 1_500 }),
    ];
    const results = resultsOf(
      posts,
      20,
      [
        { amountMinor: 50_000, currency: 'USD', status: 'paid' },
        { amountMinor: 10_000, currency: 'USD', status: 'pending' },
        { amountMinor: 30_000, currency: 'EUR', status: 'scheduled' },
      ],
      'USD',
    );
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
      // 710 / 10,000 reach
      engagementRate: 7.1,
      clicks: 20,
      // 600*0.08 + 50*0.60 + 10*1.20 + 50*1.00 + 13,000*0.02 + 20*0.90 = 48+30+12+50+260+18
      emvUsd: 418,
      emv: { currency: 'USD', valueMinor: 41_800, usdRate: 1 },
    });
    expect(results.costs).toEqual([
      // EUR 300 / 710 = 0.4225..., / 20 = 15, / 4.5 thousand impressions = 66.6667
      {
        currency: 'EUR',
        spendMinor: 30_000,
        costPerEngagement: 0.4225,
        costPerClick: 15,
        cpm: 66.6667,
      },
      // USD 500 (the pending 100 is not spent)
      {
        currency: 'USD',
        spendMinor: 50_000,
        costPerEngagement: 0.7042,
        costPerClick: 25,
        cpm: 111.1111,
      },
    ]);
  });

  it('rates engagement by views when no reach is known, and not at all without either', () => {
    expect(engagementRate(50, 0, 1_000)).toBe(5);
    expect(engagementRate(50, 0, 0)).toBeNull();
  });

  it('prices CPM per thousand views when no impressions are known', () => {
    const [usd] = costsOf([{ currency: 'USD', amountMinor: 1_000 }], {
      engagements: 0,
      clicks: 0,
      impressions: 0,
      views: 2_000,
    });
    expect(usd).toEqual({
      currency: 'USD',
      spendMinor: 1_000,
      costPerEngagement: null,
      costPerClick: null,
      cpm: 5,
    });
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

  it('gives an empty campaign zeros and no rates', () => {
    const results = resultsOf([], 0, [], 'EUR');
    expect(results).toMatchObject({ engagements: 0, engagementRate: null, emvUsd: 0, costs: [] });
    expect(results.emv).toEqual({ currency: 'EUR', valueMinor: 0, usdRate: 0.9 });
  });

  it('reads spend in the minor unit of its own currency, so a yen is a yen', () => {
    const [jpy] = costsOf([{ currency: 'JPY', amountMinor: 50_000 }], {
      engagements: 1_000,
      clicks: 0,
      impressions: 0,
      views: 0,
    });
    expect(jpy.costPerEngagement).toBe(50);
  });

  it('converts EMV once, at the price book rate, and keeps dollars without one', () => {
    const totals = { likes: 1, comments: 1, shares: 1, saves: 1, views: 1, clicks: 1 };
    expect(emvIn(totals, 'eur')).toEqual({ currency: 'EUR', valueMinor: 342, usdRate: 0.9 });
    expect(emvIn(totals, 'CHF')).toEqual({ currency: 'USD', valueMinor: 380, usdRate: 1 });
  });
});
