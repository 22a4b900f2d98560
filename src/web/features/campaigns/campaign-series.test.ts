import { describe, expect, it } from 'vitest';
import { clicksPerDay, contentByPublishDay, fillDays } from './campaign-series';
import type { CampaignPost } from './types';

function post(overrides: Partial<CampaignPost>): CampaignPost {
  return {
    _id: 'p',
    kind: 'post',
    profileId: null,
    platform: 'instagram',
    url: null,
    platformPostId: null,
    state: 'tracked',
    failureReason: null,
    caption: null,
    views: null,
    likes: null,
    comments: null,
    shares: null,
    saves: null,
    reach: null,
    impressions: null,
    publishedAt: null,
    editedManuallyAt: null,
    metricsFetchedAt: null,
    metricsSource: 'provider',
    createdAt: '2026-05-01T00:00:00Z',
    ...overrides,
  };
}

describe('campaign chart series', () => {
  it('sums views and engagements per publish day, with zero days between', () => {
    const { days, undated } = contentByPublishDay([
      post({ publishedAt: '2026-05-03T22:00:00Z', views: 1000, likes: 40, comments: 5 }),
      post({ publishedAt: '2026-05-01T08:00:00Z', views: 500, likes: 10, saves: 2, kind: 'story' }),
      post({ publishedAt: '2026-05-03T09:00:00Z', views: 200, shares: 3 }),
      post({ publishedAt: null, views: 9999 }),
      post({ publishedAt: '2026-05-02T09:00:00Z', views: 7777, state: 'pending' }),
    ]);
    expect(days).toEqual([
      { day: '2026-05-01', views: 500, engagements: 12 },
      { day: '2026-05-02', views: 0, engagements: 0 },
      { day: '2026-05-03', views: 1200, engagements: 48 },
    ]);
    expect(undated).toBe(1);
  });

  it('keeps unique beside total clicks and leaves bots out', () => {
    expect(
      clicksPerDay([
        { day: '2026-06-02', total: 4, unique: 3, bots: 9 },
        { day: '2026-05-31', total: 1, unique: 1, bots: 0 },
      ]),
    ).toEqual([
      { day: '2026-05-31', total: 1, unique: 1 },
      { day: '2026-06-01', total: 0, unique: 0 },
      { day: '2026-06-02', total: 4, unique: 3 },
    ]);
  });

  it('does not fill more than a year of empty days', () => {
    const rows = fillDays(
      [
        { day: '2024-01-01', total: 1 },
        { day: '2026-01-01', total: 2 },
      ],
      ['total'],
    );
    expect(rows).toHaveLength(2);
    expect(fillDays([], ['total'])).toEqual([]);
  });
});
