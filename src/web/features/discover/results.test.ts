import { describe, expect, it } from 'vitest';
import {
  type CreatorResult,
  mergePages,
  mergeSourceResults,
  type ResultPage,
  totalText,
} from './results';

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
    source: 'import',
    sourceFetchedAt: null,
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

describe('mergeSourceResults', () => {
  const names = (creators: CreatorResult[]) => creators.map((item) => item.platform_username);

  it("lists the source's creators first, then the bank's", () => {
    const merged = mergeSourceResults(
      [creator('s1', { source: 'modash' }), creator('s2', { source: 'modash' })],
      [creator('b1'), creator('b2')],
    );
    expect(names(merged)).toEqual(['s1', 's2', 'b1', 'b2']);
  });

  it('shows a creator found by both once, with the figures the source just fetched', () => {
    const fetched = creator('anna', { followers: 52_000, source: 'modash' });
    const merged = mergeSourceResults([fetched], [creator('anna', { followers: 48_000 })]);
    expect(merged).toHaveLength(1);
    expect(merged[0].followers).toBe(52_000);
    expect(merged[0].source).toBe('modash');
  });

  it('de-duplicates by profileId even when the source spells the username differently', () => {
    const merged = mergeSourceResults(
      [creator('anna.official', { profileId: 'p-anna' })],
      [creator('anna'), creator('ben')],
    );
    expect(names(merged)).toEqual(['anna.official', 'ben']);
  });

  it('de-duplicates a bank row of the same platform and username under another id', () => {
    const merged = mergeSourceResults(
      [creator('Anna', { profileId: 'p-new' })],
      [creator('anna', { profileId: 'p-old' })],
    );
    expect(merged).toHaveLength(1);
    expect(merged[0].profileId).toBe('p-new');
  });

  it('keeps the same username on another platform', () => {
    const merged = mergeSourceResults(
      [creator('anna', { platform: 'tiktok', profileId: 'p-tt' })],
      [creator('anna')],
    );
    expect(merged).toHaveLength(2);
  });

  it("is the bank's results when the source found nothing, and the source's when the bank did", () => {
    expect(names(mergeSourceResults([], [creator('b1')]))).toEqual(['b1']);
    expect(names(mergeSourceResults([creator('s1')], []))).toEqual(['s1']);
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
