import { createHash } from 'node:crypto';
import {
  type ContactsDto,
  type DiscoverFilters,
  EXACT_TOTAL_CAP,
  type LocationDto,
  type ProfileBankMeta,
  type ProfileBankQuery,
  SEARCH_RESULT_CAP,
  type SearchFilters,
  type SearchPage,
  type SearchResultDto,
} from '../../../../common/api/discovery';
import { DEFAULT_SEARCH_LANDING_TAB, PLATFORMS } from '../../../../common/constants';
import type { Caller } from '../../../http/access';
import { badRequest, notFound } from '../../../http/errors';
import { THING } from '../../../http/things.text';
import type { UsageService } from '../../account';
import { PROFILE_BANK_MIN_FOLLOWERS } from '../bank-counts';
import type { Platform } from '../discovery.tables';
import { DISCOVERY_TEXT } from '../discovery.text';
import { platformLabel, type SearchResultRow, toSearchResultDto } from './search.dto';
import {
  type LookalikeReference,
  type SearchCriteria,
  type SearchQueries,
  searchOrderOf,
  type TrackedColumn,
} from './search.query';
import { createSearchExport } from './search-export';

/** Later pages of a search are free for this long after its page 1 ran. */
const FREE_PAGING_WINDOW_MS = 24 * 60 * 60 * 1000;
const freeWindowStart = () => new Date(Date.now() - FREE_PAGING_WINDOW_MS);
/** Bank-wide aggregates (locations, niche counts) scan the bank; they are cached this long. */
const AGGREGATE_TTL_MS = 10 * 60 * 1000;
const MAX_LOCATIONS = 10;

const regionNames = new Intl.DisplayNames('en', { type: 'region' });

function countryName(code: string): string {
  try {
    return regionNames.of(code) ?? code;
  } catch {
    return code;
  }
}

/** Case- and accent-insensitive form for autocomplete matching ("sao" finds "São Paulo"). */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * A stable identity of a search's filters: paging fields are not part of it. `scope` names where
 * the search ran when not in the bank (a data source), so each is charged on its own.
 */
export function searchFingerprint(filters: DiscoverFilters, scope?: string): string {
  const { page: _page, offset: _offset, limit: _limit, ...filtersOnly } = filters;
  const rest = scope ? { ...filtersOnly, scope } : filtersOnly;
  const canonical = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(canonical).sort();
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.entries(value)
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([key, inner]) => [key, canonical(inner)]),
      );
    }
    return value;
  };
  return createHash('sha256')
    .update(JSON.stringify(canonical(rest)))
    .digest('hex');
}

function toContactsDto(
  profileId: string,
  contacts: { kind: string; value: string }[],
  unlockedAt: Date | null,
  charged: boolean,
): ContactsDto {
  return {
    profileId,
    emails: contacts.filter((c) => c.kind === 'email').map((c) => c.value),
    phones: contacts.filter((c) => c.kind === 'phone').map((c) => c.value),
    unlockedAt: unlockedAt?.toISOString() ?? null,
    charged,
  };
}

function cached<T>(load: () => Promise<T>): () => Promise<T> {
  let value: { at: number; data: Promise<T> } | null = null;
  return () => {
    if (!value || Date.now() - value.at > AGGREGATE_TTL_MS) {
      const data = load();
      value = { at: Date.now(), data };
      // A failed load is not cached.
      data.catch(() => {
        value = null;
      });
    }
    return value.data;
  };
}

type Location = LocationDto & { folded: string[] };

/**
 * The lookalike rule (niche, audience country, ±50 % followers), then wider (issue 58: a bank of
 * thousands answered "no similar profiles"): the niche without the audience, the niche at any
 * size, the size in any niche, and last the platform, nearest in size. Steps a reference makes
 * equal (no niche, no audience) run once.
 */
export function widenedLookalikes(reference: LookalikeReference | undefined): LookalikeReference[] {
  if (!reference) return [];
  const anyAudience = { ...reference, audienceCountry: null, country: null };
  const steps = [
    reference,
    anyAudience,
    { ...anyAudience, sizeBand: null },
    { ...anyAudience, categories: [] },
    { ...anyAudience, categories: [], sizeBand: null },
  ];
  const seen = new Set<string>();
  return steps.filter((step) => {
    const anySize = step.sizeBand === null;
    const key = JSON.stringify([step.categories, step.audienceCountry, step.country, anySize]);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export function createSearchService(deps: {
  queries: SearchQueries;
  /**
   * The same queries on a read replica (DATABASE_READ_URL): result pages, totals and the bank's
   * catalogues are read there. The page's tracked flags are the organization's own rows, which
   * must show its latest writes: they are then read from the primary through `trackedAmong`.
   */
  replica?: {
    queries: SearchQueries;
    trackedAmong: (orgId: string, accountIds: string[]) => Promise<Map<string, string>>;
  };
  usage: UsageService;
  /**
   * An organization's tracked profile of a bank row, as SQL, so result pages carry the `tracked`
   * flags (the table marks creators already in the CRM). Given by the wiring: the CRM sits above
   * discovery, so discovery cannot ask it directly.
   */
  trackedBy?: (orgId: string) => TrackedColumn;
  /**
   * Told of every unlock that revealed something, charged or not, so the CRM can put the contacts
   * on the creator's tracked profile at once. Given by the wiring, for the same reason as above.
   */
  onContactsUnlocked?: (caller: Caller, contacts: ContactsDto) => Promise<void>;
}) {
  const { queries, usage } = deps;
  const bank = deps.replica?.queries ?? queries;
  const trackedBy = (orgId: string) => deps.trackedBy?.(orgId);

  /**
   * Runs a page's query with the organization's tracked flags: in the query itself on the
   * primary, or, when the page comes from a replica, read from the primary after it.
   */
  async function withTracked<T extends { rows: SearchResultRow[] }>(
    orgId: string,
    run: (tracked: TrackedColumn | undefined) => Promise<T>,
  ): Promise<T> {
    if (!deps.replica) return run(trackedBy(orgId));
    const result = await run(undefined);
    const ids = result.rows.map((row) => row.id);
    const tracked = await deps.replica.trackedAmong(orgId, ids);
    for (const row of result.rows) row.trackedProfileId = tracked.get(row.id) ?? null;
    return result;
  }

  const locationCatalogue = cached(async (): Promise<Location[]> => {
    const [countries, cities] = await Promise.all([
      bank.countriesWithCounts(),
      bank.citiesWithCounts(),
    ]);
    return [
      ...countries.map(({ country, count }) => {
        const label = countryName(country);
        return {
          type: 'country' as const,
          value: country,
          label,
          country,
          count,
          folded: [fold(label), fold(country)],
        };
      }),
      ...cities.map(({ city, country, count }) => ({
        type: 'city' as const,
        value: city,
        label: `${city}, ${countryName(country)}`,
        country,
        count,
        folded: [fold(city)],
      })),
    ];
  });

  const nicheCatalogue = new Map<Platform, () => Promise<{ niche: string; count: number }[]>>(
    PLATFORMS.map((platform) => [
      platform,
      cached(() => bank.nicheCounts({ platform, minFollowers: PROFILE_BANK_MIN_FOLLOWERS })),
    ]),
  );
  const platformCatalogue = cached(() => bank.platformCounts());

  /**
   * A search spends one searchCount, and the same filters (any page, any page size) are free for
   * 24 hours after that charge: a reload, a bookmark or going back does not charge again. The
   * window runs from the charge, so repeating a search does not extend it. A charged search is
   * recorded after the charge, never before it.
   */
  async function chargeSearch(caller: Caller, fingerprint: string) {
    // One statement on the primary: read the free window, count the unit, record the search.
    const since = freeWindowStart();
    await usage.consumeUnlessFor(
      caller,
      'searchCount',
      queries.ranSince(caller.orgId, fingerprint, since),
      (charged) => queries.recordSearch(caller.orgId, fingerprint, since, charged),
    );
  }

  async function resolveCriteria(
    filters: SearchFilters,
    on: SearchQueries = queries,
  ): Promise<SearchCriteria> {
    const { lookalike, ...rest } = filters;
    if (!lookalike) return rest;
    const reference = await on.findLookalikeReference(filters.platform, lookalike);
    if (!reference) {
      throw badRequest(
        DISCOVERY_TEXT.noLookalikeReference({ platform: filters.platform, username: lookalike }),
        'lookalike',
      );
    }
    return { ...rest, lookalike: reference };
  }

  return {
    ...createSearchExport({ queries, usage, resolveCriteria }),

    /**
     * Runs a search. Validation and the lookalike lookup refuse the request before anything
     * runs; the allowance is charged beside the search and refuses before any result is answered.
     * A search with no results still counts.
     */
    async discover(caller: Caller, filters: DiscoverFilters): Promise<SearchPage> {
      const { page: _page, offset: _offset, limit: _limit, ...searchFilters } = filters;
      const criteria = await resolveCriteria(searchFilters, bank);
      const { limit } = filters;
      const offset = filters.offset ?? (filters.page - 1) * limit;
      const order = searchOrderOf(filters);
      // The charge (and the record that makes later pages free) runs beside the search on a
      // second connection; a refused charge answers 423 and the results are dropped.
      const [, found] = await Promise.all([
        chargeSearch(caller, searchFingerprint(filters)),
        withTracked(caller.orgId, (tracked) =>
          bank.findMatches(criteria, { order, limit, offset, tracked }, EXACT_TOTAL_CAP),
        ),
      ]);
      const { rows, total, isEstimate } = found;
      // SPEC 4/8: the web treats a discover 404 as "no results".
      if (total === 0 || (offset === 0 && rows.length === 0)) throw notFound(THING.matchingProfile);
      return {
        items: rows.map(toSearchResultDto),
        total,
        totalIsEstimate: isEstimate,
        page: Math.floor(offset / limit) + 1,
        limit,
        // An estimated total may be off either way: its pages go on until one comes back empty.
        hasMore: isEstimate
          ? rows.length > 0 && offset + limit < SEARCH_RESULT_CAP
          : offset + rows.length < Math.min(total, SEARCH_RESULT_CAP),
      };
    },

    /**
     * Charges a search that ran outside the bank (a data source's) exactly as `discover` charges
     * its own: one searchCount, and the same filters on the same `scope` free for 24 hours.
     */
    chargeSearch: (caller: Caller, filters: DiscoverFilters, scope: string) =>
      chargeSearch(caller, searchFingerprint(filters, scope)),

    /**
     * Bank creators of one platform by their platform user ids, in that order, as search
     * results with the caller's tracked flags: read from the primary, which just wrote them.
     */
    async resultsOf(
      caller: Caller,
      platform: Platform,
      platformUserIds: string[],
    ): Promise<SearchResultDto[]> {
      const rows = await queries.resultRowsOf(platform, platformUserIds, trackedBy(caller.orgId));
      return rows.map(toSearchResultDto);
    },

    /** Autocomplete: prefix matches of a name (or word in it) first, then by bank profiles there. */
    async locations(query: { text?: string; type?: 'country' | 'city' }): Promise<LocationDto[]> {
      const catalogue = await locationCatalogue();
      const needle = fold(query.text ?? '');
      const scored = catalogue.flatMap((location) => {
        if (query.type && location.type !== query.type) return [];
        if (!needle) return [{ location, score: 0 }];
        const starts = location.folded.some((name) => name.startsWith(needle));
        const wordStarts = location.folded.some((name) =>
          name.split(/[\s-]+/).some((word) => word.startsWith(needle)),
        );
        if (!starts && !wordStarts) return [];
        return [{ location, score: starts ? 0 : 1 }];
      });
      scored.sort(
        (a, b) =>
          a.score - b.score ||
          b.location.count - a.location.count ||
          a.location.label.localeCompare(b.location.label),
      );
      return scored.slice(0, MAX_LOCATIONS).map(({ location: { folded: _folded, ...dto } }) => dto);
    },

    /**
     * Reveals a profile's contacts. The first unlock per organization spends one contactUnlocks;
     * repeating it is free. A profile with nothing to reveal is answered without charge.
     */
    async unlockContacts(caller: Caller, profileId: string): Promise<ContactsDto> {
      const profile = await queries.findProfileContactFlags(profileId);
      if (!profile) throw notFound(THING.profile, profileId);
      const contacts = await queries.contactsOf(profileId);
      const toDto = (unlockedAt: Date | null, charged: boolean) =>
        toContactsDto(profileId, contacts, unlockedAt, charged);
      if (contacts.length === 0) return toDto(null, false);
      const revealed = async (dto: ContactsDto) => {
        await deps.onContactsUnlocked?.(caller, dto);
        return dto;
      };
      const unlockedAt = await queries.findUnlock(caller.orgId, profileId);
      if (unlockedAt) return revealed(toDto(unlockedAt, false));
      await usage.consumeFor(caller, 'contactUnlocks');
      const recorded = await queries.insertUnlock(caller.orgId, profileId);
      if (recorded) return revealed(toDto(recorded, true));
      // A concurrent request of the same organization recorded it first and paid for it.
      await usage.release(caller.orgId, 'contactUnlocks');
      return revealed(toDto(await queries.findUnlock(caller.orgId, profileId), false));
    },

    /** The contacts of a profile the organization unlocked before (free), else null. */
    async unlockedContacts(orgId: string, profileId: string): Promise<ContactsDto | null> {
      const unlockedAt = await queries.findUnlock(orgId, profileId);
      if (!unlockedAt) return null;
      return toContactsDto(profileId, await queries.contactsOf(profileId), unlockedAt, false);
    },

    /**
     * Bank profiles like a given one, best first, without the profile itself; free: the CRM's
     * "related profiles" of a creator the organization tracks and the audit report's similar
     * profiles. The lookalike filter's rule is widened step by step until `limit` are found
     * (widenedLookalikes), so a bank with other profiles of the platform always answers some.
     */
    async lookalikes(platform: Platform, username: string, limit: number) {
      const criteria = await resolveCriteria(
        { platform, lookalike: username } as SearchFilters,
        bank,
      );
      const found = new Map<string, SearchResultRow>();
      for (const lookalike of widenedLookalikes(criteria.lookalike)) {
        if (found.size >= limit) break;
        // A step's nearest limit + 1 hold at least as many new profiles as are still missing.
        const rows = await bank.searchPage(
          { ...criteria, lookalike },
          { order: 'relevance', limit: limit + 1, offset: 0, indexOrder: false },
        );
        for (const row of rows) {
          if (row.username !== username && !found.has(row.id)) found.set(row.id, row);
        }
      }
      return [...found.values()].slice(0, limit).map(toSearchResultDto);
    },

    /** Curated browsing of the bank by niche; free, unlike search. */
    async profileBank(caller: Caller, query: ProfileBankQuery): Promise<SearchPage> {
      const filter = {
        platform: query.platform,
        niche: query.niche?.toLowerCase(),
        minFollowers: PROFILE_BANK_MIN_FOLLOWERS,
      };
      const offset = (query.page - 1) * query.limit;
      const [{ rows }, { total, isEstimate }] = await Promise.all([
        withTracked(caller.orgId, async (tracked) => ({
          rows: await bank.bankPage(filter, { limit: query.limit, offset, tracked }),
        })),
        bank.bankCount(filter, SEARCH_RESULT_CAP),
      ]);
      return {
        items: rows.map(toSearchResultDto),
        total,
        totalIsEstimate: isEstimate,
        page: query.page,
        limit: query.limit,
        hasMore: offset + rows.length < Math.min(total, SEARCH_RESULT_CAP),
      };
    },

    async profileBankMeta(platform: Platform): Promise<ProfileBankMeta> {
      const [niches, platforms] = await Promise.all([
        nicheCatalogue.get(platform)?.() ?? [],
        platformCatalogue(),
      ]);
      return {
        niches: [...niches]
          .sort((a, b) => b.count - a.count || a.niche.localeCompare(b.niche))
          .map(({ niche, count }) => ({
            key: niche,
            label: niche.charAt(0).toUpperCase() + niche.slice(1),
            count,
          })),
        platforms: PLATFORMS.map((key) => ({
          key,
          label: platformLabel(key),
          count: platforms.find((p) => p.platform === key)?.count ?? 0,
        })),
        landingTab: DEFAULT_SEARCH_LANDING_TAB,
      };
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
