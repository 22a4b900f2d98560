import { describe, expect, it } from 'vitest';
import type { CreatorResult, ResultPage } from './results';
import { addTrackResults, inBatches, markTracked, NOTHING_TRACKED, trackOutcome } from './tracking';

function creator(id: string): CreatorResult {
  return {
    _id: id,
    profileId: `bank-${id}`,
    platform: 'instagram',
    work_platform: { id: 'ig', name: 'Instagram' },
    platform_username: `user_${id}`,
    fullName: null,
    avatarUrl: null,
    followers: 1000,
    engagementRate: 2,
    avgLikes: 20,
    avgViews: 100,
    country: null,
    city: null,
    language: null,
    categories: [],
    isVerified: false,
    followerGrowth30d: 0,
    contacts: false,
    isDemo: true,
    source: 'demo',
    sourceFetchedAt: null,
    tracked: false,
    trackedProfileId: null,
  };
}

function page(number: number, ids: string[]): ResultPage {
  return {
    items: ids.map(creator),
    total: 40,
    totalIsEstimate: false,
    page: number,
    limit: 20,
    hasMore: true,
  };
}

describe('inBatches', () => {
  it('splits ids into calls of at most 100', () => {
    const ids = Array.from({ length: 230 }, (_, index) => `id-${index}`);
    const batches = inBatches(ids);
    expect(batches.map((batch) => batch.length)).toEqual([100, 100, 30]);
    expect(batches.flat()).toEqual(ids);
  });

  it('makes no call for no ids', () => {
    expect(inBatches([])).toEqual([]);
  });
});

describe('trackOutcome', () => {
  it('says how many were added', () => {
    expect(trackOutcome({ added: 2, alreadyTracked: 0, profiles: [] })).toEqual({
      kind: 'added',
      added: 2,
    });
  });

  it('says they were already tracked when none was new', () => {
    expect(trackOutcome({ added: 0, alreadyTracked: 3, profiles: [] }).kind).toBe(
      'already-tracked',
    );
  });

  it('says both when some were new', () => {
    const sum = addTrackResults(
      addTrackResults(NOTHING_TRACKED, {
        added: 1,
        alreadyTracked: 0,
        profiles: [{ profileBankId: 'a', profileId: 'p-a' }],
      }),
      { added: 0, alreadyTracked: 1, profiles: [{ profileBankId: 'b', profileId: 'p-b' }] },
    );
    expect(trackOutcome(sum)).toEqual({ kind: 'mixed', added: 1, alreadyTracked: 1 });
    expect(sum.profiles.map((p) => p.profileBankId)).toEqual(['a', 'b']);
  });
});

describe('markTracked', () => {
  it('marks the added rows with their CRM profile and leaves the others', () => {
    const pages = [page(1, ['a', 'b']), page(2, ['c'])];
    const next = markTracked(pages, [{ profileBankId: 'b', profileId: 'crm-b' }]);
    expect(next[0].items.map((item) => [item._id, item.tracked, item.trackedProfileId])).toEqual([
      ['a', false, null],
      ['b', true, 'crm-b'],
    ]);
    // Untouched pages keep their identity, so their rows do not render again.
    expect(next[1]).toBe(pages[1]);
    expect(pages[0].items[1].tracked).toBe(false);
  });
});
