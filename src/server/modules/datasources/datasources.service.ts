import type { Logger } from 'pino';
import type {
  DataSourceId,
  DataSourcesDto,
  SourceLookupBody,
  SourceLookupDto,
  SourceSearchPageDto,
} from '../../../common/api/data-sources';
import type { DiscoverFilters } from '../../../common/api/discovery';
import { PLATFORM_NAMES, type Platform } from '../../../common/constants';
import type { Database } from '../../db/client';
import type { Caller } from '../../http/access';
import { badRequest, conflict, emailNotVerified, limitExceeded } from '../../http/errors';
import type { SecretBox } from '../../integrations/secrets';
import type { DataSourceAdapter } from '../../integrations/social-data/data-source';
import type { Metric, UsageService } from '../account';
import type { SearchService } from '../discovery';
import { createCreatorLock } from './creator-lock';
import { createDataSourcesRepository } from './datasources.repository';
import { DATA_SOURCE_TEXT } from './datasources.text';
import { writeSearchPage } from './source-bank';
import { sourceFailure } from './source-errors';
import { createSourceKeys, type DataSourceFactories, type InstallKeys } from './source-keys';
import { createSourceLookup } from './source-lookup';

/** The most results one call asks a source for (SourceSearch.limit). */
const SOURCE_PAGE_MAX = 50;
/** Paging and order: not filters a source honours or misses. */
const NOT_FILTERS = new Set(['platform', 'sort', 'page', 'offset', 'limit']);

export type DataSourcesDeps = {
  db: Database;
  secrets: SecretBox;
  usage: UsageService;
  /** Discovery's search: a source's search is charged and answered the way the bank's is. */
  search: Pick<SearchService, 'chargeSearch' | 'resultsOf'>;
  factories: DataSourceFactories;
  installKeys: InstallKeys;
  /** Days a fetched creator is served from the bank before the source is asked again. */
  refreshDays: number;
  logger: Logger;
};

/** A filter counts as given when it holds something: an empty list or object asks nothing. */
function isGiven(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'object') return Object.values(value).some(isGiven);
  return true;
}

/**
 * The data sources an organization connects (Settings → Data sources) and what runs on them: a
 * search (a search of the plan) and a creator's report by handle (a report of the plan). Every
 * creator a source returns is kept in the bank with the source and the time it was fetched.
 */
export function createDataSourcesService(deps: DataSourcesDeps) {
  const { usage, logger } = deps;
  const repository = createDataSourcesRepository(deps.db);
  const keys = createSourceKeys({ ...deps, repository });

  /**
   * Refuses before a source is asked, so a call the plan cannot pay for spends none of the
   * source's credits; the unit itself is counted only once the source answered.
   */
  async function assertAllowance(caller: Caller, metric: Metric) {
    if (!caller.emailVerified) throw emailNotVerified();
    const { used, limit } = (await usage.report(caller.orgId, [metric]))[metric];
    if (used >= limit) throw limitExceeded(metric);
  }

  /** The adapter of a connected source covering `platform`; 409 when not connected. */
  async function connectedAdapter(
    caller: Caller,
    source: DataSourceId,
    platform: Platform,
  ): Promise<DataSourceAdapter> {
    const name = keys.describe(source).name;
    const connected = await keys.adapterFor(caller.orgId, source);
    if (!connected) throw conflict(DATA_SOURCE_TEXT.notConnected({ source: name }), 'source');
    if (!connected.adapter.platforms.includes(platform)) {
      throw badRequest(
        DATA_SOURCE_TEXT.platformNotCovered({ source: name, platform: PLATFORM_NAMES[platform] }),
        'platform',
      );
    }
    return connected.adapter;
  }

  const lookup = createSourceLookup({
    db: deps.db,
    lock: createCreatorLock(deps.db),
    keys,
    refreshDays: deps.refreshDays,
    assertAllowance,
    connectedAdapter,
    usage,
    logger,
  });

  return {
    async list(caller: Caller): Promise<DataSourcesDto> {
      const connections = await keys.connections(caller.orgId);
      return {
        items: [...connections].map(([id, connection]) => {
          const { name, platforms, offers, costs, filters } = keys.describe(id);
          return {
            id,
            name,
            platforms: [...platforms],
            offers: { ...offers },
            costs: { ...costs },
            filters: [...filters],
            refreshDays: deps.refreshDays,
            connection,
          };
        }),
      };
    },

    /**
     * Tests the key live with the source (one cheap call) and keeps it sealed; a key the source
     * refuses, or one that could not be tested, is not stored. The key is never answered.
     */
    async connect(caller: Caller, source: DataSourceId, key: string): Promise<DataSourcesDto> {
      const adapter = deps.factories[source](key);
      const account = await adapter.account().catch((error: unknown) => {
        throw sourceFailure(error, { source: adapter.name, connecting: true, logger });
      });
      await repository.saveKey(caller.orgId, source, {
        sealedKey: await deps.secrets.seal(key),
        label: account.label,
        creditsLeft: account.creditsLeft,
        checkedAt: new Date(),
      });
      return this.list(caller);
    },

    /** Forgets the organization's own key; the install's key, if any, applies again. */
    async disconnect(caller: Caller, source: DataSourceId): Promise<void> {
      await repository.deleteKey(caller.orgId, source);
    },

    /**
     * The bank search's filters run on a source. Filters it does not honour are left out and
     * named; one searchCount is spent as a bank search spends it, only once the source answered.
     * Each creator found is kept in the bank (by platform user id: a search run twice adds no
     * rows) and answered as the bank search answers it.
     */
    async search(
      caller: Caller,
      source: DataSourceId,
      filters: DiscoverFilters,
    ): Promise<SourceSearchPageDto> {
      const adapter = await connectedAdapter(caller, source, filters.platform);
      if (!adapter.offers.search) {
        throw badRequest(DATA_SOURCE_TEXT.searchNotOffered({ source: adapter.name }), 'source');
      }
      const honoured = new Set<string>(adapter.filters);
      const unsupportedFilters = Object.entries(filters)
        .filter(([name, value]) => !NOT_FILTERS.has(name) && !honoured.has(name) && isGiven(value))
        .map(([name]) => name);
      const { page: _page, offset: _offset, limit: _limit, ...searchFilters } = filters;
      const asked = Object.fromEntries(
        Object.entries(searchFilters).filter(([name]) => !unsupportedFilters.includes(name)),
      ) as typeof searchFilters;
      const limit = Math.min(filters.limit, SOURCE_PAGE_MAX);
      const offset = filters.offset ?? (filters.page - 1) * filters.limit;
      const page = Math.floor(offset / limit) + 1;

      await assertAllowance(caller, 'searchCount');
      const found = await adapter.search({ filters: asked, page, limit }).catch((error) => {
        throw sourceFailure(error, { source: adapter.name, field: 'filters', logger });
      });
      await deps.search.chargeSearch(caller, filters, `source:${source}`);
      const platformUserIds = await writeSearchPage(deps.db, {
        source,
        platform: filters.platform,
        profiles: found.profiles,
      });
      const items = await deps.search.resultsOf(caller, filters.platform, platformUserIds);
      const seen = (page - 1) * limit + found.profiles.length;
      const total = found.total ?? seen;
      return {
        source,
        unsupportedFilters,
        items,
        total,
        totalIsEstimate: found.total === null,
        page,
        limit,
        hasMore: found.total === null ? found.profiles.length >= limit : seen < found.total,
      };
    },

    lookup: (caller: Caller, body: SourceLookupBody): Promise<SourceLookupDto> =>
      lookup(caller, body),
  };
}

export type DataSourcesService = ReturnType<typeof createDataSourcesService>;
