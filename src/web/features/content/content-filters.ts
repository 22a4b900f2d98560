// The content list's filters as URL search params, so a filtered view can be shared and reloaded.

import { CONTENT_TYPES, type ContentsQuery } from '../../../common/api/content';
import { DEFAULT_PLATFORM, PLATFORMS } from '../../../common/constants';
import { isUuid } from './content-rules';

/** The query of GET /customer/contents without paging; `from` and `to` are plain dates here. */
export type ContentFilters = Omit<ContentsQuery, 'page' | 'limit'>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function pick<T extends string>(options: readonly T[], value: string | null): T | undefined {
  return options.find((option) => option === value);
}

export function filtersFromParams(params: URLSearchParams): ContentFilters {
  const filters: ContentFilters = {
    platform: pick(PLATFORMS, params.get('platform')) ?? DEFAULT_PLATFORM,
  };
  const type = pick(CONTENT_TYPES, params.get('type'));
  if (type) filters.type = type;
  for (const key of ['profileId', 'listId'] as const) {
    const value = params.get(key);
    if (value && isUuid(value)) filters[key] = value;
  }
  for (const key of ['from', 'to'] as const) {
    const value = params.get(key);
    if (value && DAY.test(value)) filters[key] = value;
  }
  return filters;
}

/** The default platform stays out of the URL; so does every empty filter. */
export function filtersToParams(filters: ContentFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.platform !== DEFAULT_PLATFORM) params.set('platform', filters.platform);
  for (const key of ['type', 'profileId', 'listId', 'from', 'to'] as const) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  return params;
}
