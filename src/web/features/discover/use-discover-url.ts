import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { SEARCH_URL_STORAGE_KEY } from '../../app/session';
import {
  type DiscoverFilters,
  filtersFromSearchParams,
  filtersToSearchParams,
  hasSearch,
} from './filters';

export const DISCOVER_PATH = '/discover';

function readSavedSearch(): string | null {
  try {
    return window.localStorage.getItem(SEARCH_URL_STORAGE_KEY);
  } catch {
    return null;
  }
}

function writeSavedSearch(url: string | null): void {
  try {
    if (url === null) window.localStorage.removeItem(SEARCH_URL_STORAGE_KEY);
    else window.localStorage.setItem(SEARCH_URL_STORAGE_KEY, url);
  } catch {
    // Storage may be off (private mode): the URL alone still carries the search.
  }
}

/**
 * The applied search lives in the URL; `search_url` in local storage mirrors it for the life of
 * the tab (SPEC 2: cleared on unload), so coming back to Discover from another page shows the last
 * search instead of a blank page.
 */
export function useDiscoverUrl() {
  const [searchParams, setSearchParams] = useSearchParams();
  const isSearching = hasSearch(searchParams);
  const searchKey = searchParams.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: searchKey is the params' identity.
  const filters = useMemo(() => filtersFromSearchParams(searchParams), [searchKey]);

  // Arriving without a search: resume the one from earlier in this tab, if any.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only on arrival.
  useEffect(() => {
    if (isSearching) return;
    const saved = readSavedSearch();
    const query = saved?.startsWith(`${DISCOVER_PATH}?`) ? saved.slice(DISCOVER_PATH.length) : null;
    if (query && hasSearch(new URLSearchParams(query))) {
      setSearchParams(new URLSearchParams(query), { replace: true });
    }
  }, []);

  useEffect(() => {
    if (isSearching) writeSavedSearch(`${DISCOVER_PATH}?${searchKey}`);
  }, [isSearching, searchKey]);

  const applyFilters = useCallback(
    (next: DiscoverFilters) => setSearchParams(filtersToSearchParams(next)),
    [setSearchParams],
  );

  const clearSearch = useCallback(() => {
    writeSavedSearch(null);
    setSearchParams(new URLSearchParams());
  }, [setSearchParams]);

  return { filters, searchKey, isSearching, applyFilters, clearSearch };
}
