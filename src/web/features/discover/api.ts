// Query keys and hooks of Discover and the profile bank: the only place this feature calls the API.

import {
  type InfiniteData,
  keepPreviousData,
  type QueryClient,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  DataSourceId,
  SourceLookupDto,
  SourceLookupInput,
  SourceSearchPageDto,
} from '../../../common/api/data-sources';
import type {
  ContactsDto,
  CountedKeyDto,
  LocationDto,
  LocationsDto,
  LocationType,
  ProfileBankMeta,
  SearchExportInput,
  SearchExportPreview,
} from '../../../common/api/discovery';
import type { ProfileSearchBody } from '../../../common/api/profiles';
import {
  DISCOVER_TIMEOUT_MS,
  type Platform,
  PROFILE_BANK_PAGE_SIZE,
} from '../../../common/constants';
import { apiRequest } from '../../lib/api-client';
import { accountKeys } from '../account';
import { dataSourceKeys } from '../datasources';
import { listKeys } from '../lists';
import { profileKeys } from '../profiles';
import { buildDiscoverBody, type DiscoverQuery } from './filters';
import type { ResultPage } from './results';
import {
  addTrackResults,
  inBatches,
  markTracked,
  NOTHING_TRACKED,
  type TrackedProfile,
  type TrackResult,
} from './tracking';

const CUSTOMER = '/customer';

/** Discover pages with the bank's page size: one "load more" looks the same on both screens. */
export const DISCOVER_PAGE_SIZE = PROFILE_BANK_PAGE_SIZE;

export type { LocationType };
export type LocationOption = LocationDto;
export type Niche = CountedKeyDto;

/** The keys of the platforms the bank has creators on. */
export function bankPlatformKeys(meta: ProfileBankMeta): string[] {
  return meta.platforms.flatMap((platform) => (platform.count > 0 ? [platform.key] : []));
}

export type UnlockedContacts = Pick<ContactsDto, 'emails' | 'phones'>;

export const discoverKeys = {
  all: ['discover'] as const,
  search: (query: DiscoverQuery) => ['discover', 'search', query] as const,
  /** Under 'search': rows added to the CRM show as tracked here too (patchTrackedRows). */
  sourceSearch: (source: DataSourceId, query: DiscoverQuery) =>
    ['discover', 'search', 'source', source, query] as const,
  locations: (type: LocationType, text: string) => ['discover', 'locations', type, text] as const,
  bank: (platform: Platform, niche: string) => ['discover', 'bank', platform, niche] as const,
  bankMeta: (platform: Platform) => ['discover', 'bank-meta', platform] as const,
  exportPreview: (query: DiscoverQuery, profileCount: number) =>
    ['discover', 'export-preview', query, profileCount] as const,
};

const NO_SEARCH: DiscoverQuery = { platform: 'instagram', sort: 'followers' };

function emptyPage(page: number, limit: number): ResultPage {
  return { items: [], total: 0, totalIsEstimate: false, page, limit, hasMore: false };
}

function nextPageOf(lastPage: ResultPage): number | undefined {
  return lastPage.hasMore && lastPage.items.length > 0 ? lastPage.page + 1 : undefined;
}

/**
 * One search, page by page. Every search counts against the plan (paging it does not), so a
 * search is never run again behind the user's back: no refetch on focus, mount or reconnect.
 * Quiet: the page shows the failure itself, with a retry.
 */
export function useDiscoverSearch(query: DiscoverQuery | null) {
  // Only a disabled query (no search yet) stands on the placeholder.
  const search = query ?? NO_SEARCH;
  const queryClient = useQueryClient();
  return useInfiniteQuery({
    queryKey: discoverKeys.search(search),
    queryFn: async ({ pageParam, signal }) => {
      try {
        return await apiRequest<ResultPage>(`${CUSTOMER}/discoverProfiles`, {
          method: 'POST',
          body: buildDiscoverBody(search, pageParam, DISCOVER_PAGE_SIZE),
          timeoutMs: DISCOVER_TIMEOUT_MS,
          // SPEC 4, 8: nothing matched is an answer, not a failure.
          emptyOnNotFound: emptyPage(pageParam, DISCOVER_PAGE_SIZE),
          signal,
          quiet: true,
        });
      } finally {
        // A first page is what a search is charged for: the searches left beside Search follow.
        if (pageParam === 1) {
          void queryClient.invalidateQueries({ queryKey: [...accountKeys.all, 'usage'] });
        }
      }
    },
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    enabled: query !== null,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    refetchOnMount: false,
    // A limit or a refused filter will not pass by asking again.
    retry: false,
  });
}

/** After a call that spent the plan's allowance and the source's credits: both counts follow. */
function refreshSpendCounts(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: [...accountKeys.all, 'usage'] });
  void queryClient.invalidateQueries({ queryKey: dataSourceKeys.all });
}

/**
 * The same filters run on a data source: its first page only, since every page costs the
 * source's credits. Like a bank search it is never run again behind the user's back, and it fails
 * quietly: the page keeps the bank's results and shows the source's message beside them.
 */
export function useSourceSearch(source: DataSourceId | null, query: DiscoverQuery | null) {
  const queryClient = useQueryClient();
  const search = query ?? NO_SEARCH;
  return useInfiniteQuery({
    queryKey: discoverKeys.sourceSearch(source ?? 'modash', search),
    queryFn: async ({ pageParam, signal }) => {
      try {
        return await apiRequest<SourceSearchPageDto>(`${CUSTOMER}/data-sources/${source}/search`, {
          method: 'POST',
          body: buildDiscoverBody(search, pageParam, DISCOVER_PAGE_SIZE),
          timeoutMs: DISCOVER_TIMEOUT_MS,
          signal,
          quiet: true,
        });
      } finally {
        refreshSpendCounts(queryClient);
      }
    },
    initialPageParam: 1,
    getNextPageParam: () => undefined,
    enabled: source !== null && query !== null,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    refetchOnMount: false,
    retry: false,
  });
}

/**
 * A creator fetched from a source by handle or profile URL (or served from the bank when its copy
 * is recent). Quiet: the form says why it failed.
 */
export function useLookupCreator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SourceLookupInput) =>
      apiRequest<SourceLookupDto>(`${CUSTOMER}/data-sources/lookup`, {
        method: 'POST',
        body: input,
        timeoutMs: DISCOVER_TIMEOUT_MS,
        quiet: true,
      }),
    onSettled: () => refreshSpendCounts(queryClient),
  });
}

export function useLocations(type: LocationType, text: string) {
  const trimmed = text.trim();
  return useQuery({
    queryKey: discoverKeys.locations(type, trimmed),
    queryFn: async ({ signal }) => {
      const answer = await apiRequest<LocationOption[] | LocationsDto>(
        `${CUSTOMER}/misc/locations`,
        { query: { text: trimmed, type }, signal, quiet: true },
      );
      // A collection may come bare or as { items } (ARCHITECTURE "API conventions").
      return Array.isArray(answer) ? answer : answer.items;
    },
    enabled: trimmed !== '',
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
}

/**
 * Reveals a creator's contacts. The server also puts them on the creator's CRM profile when it is
 * tracked, so the CRM's cached profiles are refetched along with the usage the dialog counts.
 */
export function useUnlockContacts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (profileId: string) =>
      apiRequest<ContactsDto>(`${CUSTOMER}/discover/unlockContacts`, {
        method: 'POST',
        // Failures take the catalogue's path: a 423 opens the upgrade popup, others toast.
        body: { profileId },
      }),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: [...accountKeys.all, 'usage'] });
      await queryClient.invalidateQueries({ queryKey: profileKeys.all });
    },
  });
}

/** Niches (with counts for `platform`) and the landing tab. */
export function useProfileBankMeta(platform: Platform) {
  return useQuery({
    queryKey: discoverKeys.bankMeta(platform),
    queryFn: ({ signal }) =>
      apiRequest<ProfileBankMeta>(`${CUSTOMER}/profileBank/meta`, {
        query: { platform },
        signal,
        quiet: true,
      }),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}

export function useProfileBank(platform: Platform, niche: string) {
  return useInfiniteQuery({
    queryKey: discoverKeys.bank(platform, niche),
    queryFn: ({ pageParam, signal }) =>
      apiRequest<ResultPage>(`${CUSTOMER}/profileBank`, {
        query: { platform, niche, page: pageParam, limit: PROFILE_BANK_PAGE_SIZE },
        emptyOnNotFound: emptyPage(pageParam, PROFILE_BANK_PAGE_SIZE),
        signal,
        quiet: true,
      }),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    staleTime: 60_000,
  });
}

/** Search results, after a search; export spends `exports` by rows (SPEC 7). */
export function useExportSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ query, profileCount }: { query: DiscoverQuery; profileCount: number }) => {
      // The server answers text/csv; the client hands non-JSON bodies over as text.
      const csv = await apiRequest<string>(`${CUSTOMER}/account/search-export`, {
        method: 'POST',
        body: { profileCount, filters: query } satisfies SearchExportInput,
        timeoutMs: DISCOVER_TIMEOUT_MS,
      });
      return typeof csv === 'string' ? csv : '';
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...accountKeys.all, 'usage'] }),
  });
}

/**
 * How many of the rows an export of `profileCount` would carry unlocked contacts; free. Null
 * `profileCount` (an invalid count) asks nothing. Quiet: the dialog then just leaves it out.
 */
export function useExportPreview(query: DiscoverQuery, profileCount: number | null) {
  return useQuery({
    queryKey: discoverKeys.exportPreview(query, profileCount ?? 0),
    queryFn: ({ signal }) =>
      apiRequest<SearchExportPreview>(`${CUSTOMER}/account/search-export/preview`, {
        method: 'POST',
        body: { profileCount: profileCount ?? 0, filters: query } satisfies SearchExportInput,
        timeoutMs: DISCOVER_TIMEOUT_MS,
        signal,
        quiet: true,
      }),
    // No placeholder: the previous count's answer would be said of the new count.
    enabled: profileCount !== null,
  });
}

/** Rows of every loaded search and bank page show a creator as tracked once it is. */
function patchTrackedRows(queryClient: QueryClient, profiles: readonly TrackedProfile[]): void {
  if (profiles.length === 0) return;
  const update = (data: InfiniteData<ResultPage, number> | undefined) =>
    data ? { ...data, pages: markTracked(data.pages, profiles) } : data;
  queryClient.setQueriesData<InfiniteData<ResultPage, number>>(
    { queryKey: [...discoverKeys.all, 'search'] },
    update,
  );
  queryClient.setQueriesData<InfiniteData<ResultPage, number>>(
    { queryKey: [...discoverKeys.all, 'bank'] },
    update,
  );
}

/** The profile-search body, with any number of ids (sent in batches). */
export type TrackProfilesInput = Pick<ProfileSearchBody, 'listName'> & {
  profileBankIds: readonly string[];
};

/**
 * Adds bank profiles to the CRM, and to a list when named (created if missing). More than the
 * API's 100 per call go in batches; rows of a batch that went through show as tracked even when a
 * later one is refused (a 423 opens the upgrade popup through the client).
 */
export function useTrackProfiles() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ profileBankIds, listName }: TrackProfilesInput) => {
      let sum: TrackResult = NOTHING_TRACKED;
      for (const batch of inBatches(profileBankIds)) {
        const result = await apiRequest<TrackResult>(`${CUSTOMER}/socialProfile/profile-search`, {
          method: 'POST',
          body: (listName === undefined
            ? { profileBankIds: batch }
            : { profileBankIds: batch, listName }) satisfies ProfileSearchBody,
        });
        patchTrackedRows(queryClient, result.profiles);
        sum = addTrackResults(sum, result);
      }
      return sum;
    },
    onSettled: async (_result, _error, input) => {
      await queryClient.invalidateQueries({ queryKey: [...accountKeys.all, 'usage'] });
      if (input.listName !== undefined) {
        await queryClient.invalidateQueries({ queryKey: listKeys.all });
      }
    },
  });
}
