import { describe, expect, it } from 'vitest';
import { type CreatorResult, mergePages, type ResultPage, totalText } from './results';

function creator(username: string, overrides: Partial<CreatorResult> = {}): CreatorResult {
  return {
    _id: `id-${username}`,
    profileId: `p-${username}`,
    platform: 'instagram',
    work_platform: { id: 'ig', name: 'Instagram' },
    platform_username: username,
    fullName: null,
    avatarUrl: null,
    followers: 1000,
    engagementRate: 2,
    avgLikes: 20,
    avgViews: 100,
    country: 'US',
    city: null,
    language: 'en',
    categories: [],
    isVerified: false,
    followerGrowth30d: 0,
    contacts: false,
    isDemo: false,
    tracked: false,
    trackedProfileId: null,
    ...overrides,
  };
}

function page(number: number, items: CreatorResult[]): ResultPage {
  return { items, total: 100, totalIsEstimate: false, page: number, limit: 20, hasMore: true };
}

describe('mergePages', () => {
  it('appends pages in order', () => {
    const merged = mergePages([page(1, [creator('a'), creator('b')]), page(2, [creator('c')])]);
    expect(merged.map((item) => item.platform_username)).toEqual(['a', 'b', 'c']);
  });

  it('drops a creator a later page repeats, keeping the first', () => {
    const merged = mergePages([
      page(1, [creator('a'), creator('b', { followers: 5 })]),
      page(2, [creator('b', { _id: 'other', followers: 9 }), creator('c')]),
    ]);
    expect(merged.map((item) => item.platform_username)).toEqual(['a', 'b', 'c']);
    expect(merged[1].followers).toBe(5);
  });

  it('treats usernames differing only in case as the same creator', () => {
    const merged = mergePages([page(1, [creator('Anna')]), page(2, [creator('anna')])]);
    expect(merged).toHaveLength(1);
  });

  it('keeps the same username on two platforms', () => {
    const merged = mergePages([page(1, [creator('a'), creator('a', { platform: 'tiktok' })])]);
    expect(merged).toHaveLength(2);
  });

  it('answers an empty list for no pages', () => {
    expect(mergePages([])).toEqual([]);
  });
});

describe('totalText', () => {
  it('shows an exact count with grouping', () => {
    expect(totalText(12_345, false)).toEqual({ isEstimate: false, value: '12,345' });
  });

  it('shows where counting stopped as the exact cap, for "more than"', () => {
    expect(totalText(1_000, true)).toEqual({ isEstimate: true, value: '1,000' });
    expect(totalText(10_000, true)).toEqual({ isEstimate: true, value: '10,000' });
  });

  it('shows small exact counts as they are', () => {
    expect(totalText(0, false).value).toBe('0');
    expect(totalText(7, false).value).toBe('7');
  });
});
