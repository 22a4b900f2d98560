import { describe, expect, it } from 'vitest';
import {
  filtersFromSearchParams,
  filtersToSearchParams,
  hasActiveFilters,
  isReversedRange,
  mergeProfilePages,
  toApiFilters,
} from './filters';

describe('profile filters in the URL', () => {
  it('reads back what it writes', () => {
    const filters = filtersFromSearchParams(
      new URLSearchParams(
        'platform=tiktok&text=anna&list=l1&status=Contacted&favourite=1&followersMin=1000&engagementMax=5&field=f1&fieldValue=Gold&sort=followers',
      ),
    );
    expect(filters).toEqual({
      platform: 'tiktok',
      text: 'anna',
      listId: 'l1',
      listStatus: 'Contacted',
      favourite: true,
      followersMin: 1000,
      followersMax: undefined,
      engagementMin: undefined,
      engagementMax: 5,
      customFieldId: 'f1',
      customFieldValue: 'Gold',
      sort: 'followers',
    });
    expect(filtersFromSearchParams(filtersToSearchParams(filters))).toEqual(filters);
  });

  it('ignores unknown platforms, sorts and numbers that are not counts', () => {
    const filters = filtersFromSearchParams(
      new URLSearchParams('platform=myspace&sort=random&followersMin=-5&followersMax=abc'),
    );
    expect(filters.platform).toBeUndefined();
    expect(filters.sort).toBe('newest');
    expect(filters.followersMin).toBeUndefined();
    expect(filters.followersMax).toBeUndefined();
    expect(hasActiveFilters(filters)).toBe(false);
  });

  it('leaves the default sort and empty values out of the URL', () => {
    expect(filtersToSearchParams({ sort: 'newest', text: '  ' }).toString()).toBe('');
  });
});

describe('toApiFilters', () => {
  it('builds ranges, the custom field value and the favourite flag', () => {
    expect(
      toApiFilters({
        sort: 'engagement',
        favourite: true,
        followersMin: 500,
        engagementMin: 2,
        engagementMax: 1,
        customFieldId: 'f1',
        customFieldValue: 'Gold',
      }),
    ).toEqual({
      sort: 'engagement',
      favourite: true,
      followers: { min: 500 },
      // A reversed range is read as meant.
      engagementRate: { min: 1, max: 2 },
      customFields: { f1: 'Gold' },
    });
  });

  it('sends no custom field filter without a value', () => {
    expect(toApiFilters({ sort: 'newest', customFieldId: 'f1' })).toEqual({ sort: 'newest' });
  });
});

describe('isReversedRange', () => {
  it('finds a minimum above its maximum', () => {
    expect(isReversedRange('5000', '100')).toBe(true);
    expect(isReversedRange('2.5', '1')).toBe(true);
  });

  it('accepts equal bounds, open ends and text that is no count', () => {
    expect(isReversedRange('100', '100')).toBe(false);
    expect(isReversedRange('', '100')).toBe(false);
    expect(isReversedRange('5000', '')).toBe(false);
    expect(isReversedRange('lots', '1')).toBe(false);
  });
});

describe('mergeProfilePages', () => {
  it('appends pages and shows a profile once (SPEC 4)', () => {
    const merged = mergeProfilePages([
      { items: [{ profileId: 'a' }, { profileId: 'b' }] },
      { items: [{ profileId: 'b' }, { profileId: 'c' }] },
    ]);
    expect(merged.map((p) => p.profileId)).toEqual(['a', 'b', 'c']);
  });
});
