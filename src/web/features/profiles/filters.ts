// The profiles table's filters live in the URL (a view can be shared and reloaded) and go to the
// API as the `filters` JSON of GET socialProfiles.

import {
  PROFILE_SORTS,
  type ProfileFiltersInput,
  type ProfileSort,
} from '../../../common/api/profiles';
import { PLATFORMS, type Platform } from '../../../common/constants';

export type ProfileFilters = {
  platform?: Platform;
  text?: string;
  listId?: string;
  listStatus?: string;
  favourite?: boolean;
  followersMin?: number;
  followersMax?: number;
  engagementMin?: number;
  engagementMax?: number;
  customFieldId?: string;
  customFieldValue?: string;
  sort: ProfileSort;
};

export const DEFAULT_SORT: ProfileSort = 'newest';

type Range = NonNullable<ProfileFiltersInput['followers']>;
/** The `filters` JSON of GET socialProfiles. */
export type ApiProfileFilters = ProfileFiltersInput;

function numberParam(value: string | null): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const parsed = Number(value);
  return Number.isFinite(parsed) && parsed >= 0 ? parsed : undefined;
}

function textParam(value: string | null): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

export function filtersFromSearchParams(params: URLSearchParams): ProfileFilters {
  const platform = PLATFORMS.find((p) => p === params.get('platform'));
  const sort = PROFILE_SORTS.find((s) => s === params.get('sort')) ?? DEFAULT_SORT;
  return {
    platform,
    text: textParam(params.get('text')),
    listId: textParam(params.get('list')),
    listStatus: textParam(params.get('status')),
    favourite: params.get('favourite') === '1' ? true : undefined,
    followersMin: numberParam(params.get('followersMin')),
    followersMax: numberParam(params.get('followersMax')),
    engagementMin: numberParam(params.get('engagementMin')),
    engagementMax: numberParam(params.get('engagementMax')),
    customFieldId: textParam(params.get('field')),
    customFieldValue: textParam(params.get('fieldValue')),
    sort,
  };
}

export function filtersToSearchParams(filters: ProfileFilters): URLSearchParams {
  const params = new URLSearchParams();
  const set = (key: string, value: string | number | undefined) => {
    if (value !== undefined && value !== '') params.set(key, String(value));
  };
  set('platform', filters.platform);
  set('text', filters.text?.trim());
  set('list', filters.listId);
  set('status', filters.listStatus);
  if (filters.favourite) params.set('favourite', '1');
  set('followersMin', filters.followersMin);
  set('followersMax', filters.followersMax);
  set('engagementMin', filters.engagementMin);
  set('engagementMax', filters.engagementMax);
  set('field', filters.customFieldId);
  if (filters.customFieldId) set('fieldValue', filters.customFieldValue);
  if (filters.sort !== DEFAULT_SORT) params.set('sort', filters.sort);
  return params;
}

/**
 * Whether typed bounds are the wrong way round. The form refuses them next to the field; only a
 * hand-edited link still reaches `toApiFilters`, which reads them as meant.
 */
export function isReversedRange(minText: string, maxText: string): boolean {
  const min = numberParam(minText);
  const max = numberParam(maxText);
  return min !== undefined && max !== undefined && min > max;
}

function range(min: number | undefined, max: number | undefined): Range | undefined {
  if (min === undefined && max === undefined) return undefined;
  // A reversed range is read as meant: the smaller bound is the minimum.
  if (min !== undefined && max !== undefined && min > max) return { min: max, max: min };
  return { ...(min !== undefined && { min }), ...(max !== undefined && { max }) };
}

/** The API's `filters` object; empty parts are left out. */
export function toApiFilters(filters: ProfileFilters): ApiProfileFilters {
  const api: ApiProfileFilters = { sort: filters.sort };
  if (filters.platform) api.platform = filters.platform;
  if (filters.text) api.text = filters.text;
  if (filters.listId) api.listId = filters.listId;
  if (filters.listStatus) api.listStatus = filters.listStatus;
  if (filters.favourite) api.favourite = true;
  const followers = range(filters.followersMin, filters.followersMax);
  if (followers) api.followers = followers;
  const engagement = range(filters.engagementMin, filters.engagementMax);
  if (engagement) api.engagementRate = engagement;
  if (filters.customFieldId && filters.customFieldValue) {
    api.customFields = { [filters.customFieldId]: filters.customFieldValue };
  }
  return api;
}

export function hasActiveFilters(filters: ProfileFilters): boolean {
  const { sort: _sort, ...rest } = filters;
  return Object.values(rest).some((value) => value !== undefined);
}

/** SPEC 4: pages append, a profile shown once even when paging overlaps after a change. */
export function mergeProfilePages<T extends { profileId: string }>(
  pages: readonly { items: readonly T[] }[],
): T[] {
  const seen = new Set<string>();
  const merged: T[] = [];
  for (const page of pages) {
    for (const item of page.items) {
      if (seen.has(item.profileId)) continue;
      seen.add(item.profileId);
      merged.push(item);
    }
  }
  return merged;
}
