import type { Platform } from '../../../common/constants';
import { emptyFilters, filtersToSearchParams } from './filters';
import { DISCOVER_PATH } from './use-discover-url';

/** Discover's URL for a keyword search on one platform, every other filter open. */
export function quickSearchPath(platform: Platform, keywords: string): string {
  const params = filtersToSearchParams({ ...emptyFilters(platform), keywords });
  return `${DISCOVER_PATH}?${params.toString()}`;
}
