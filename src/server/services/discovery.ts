import { createYoutubeProvider } from '../integrations/social-data';
import type { UsageService } from '../modules/account';
import {
  bankIndexesOf,
  bankStatisticsRefresher,
  createBankProvider,
  createDiscoveryRepository,
  createDiscoveryService,
  createImportRepository,
  createImportService,
  createSearchQueries,
  createSearchService,
} from '../modules/discovery';
import type { createProfilesRepository, ProfilesService } from '../modules/profiles';
import type { Platform } from './platform';

/** The bank of creators: its upkeep, search and import, and the social data providers. */
export function createDiscoveryServices(
  platform: Platform,
  deps: {
    usage: UsageService;
    profilesRepository: Pick<
      ReturnType<typeof createProfilesRepository>,
      'trackedAmong' | 'trackedBy'
    >;
    /** Profiles sit above discovery and are built later: asked only once requests run. */
    profiles: () => Pick<ProfilesService, 'addUnlockedContacts'>;
  },
) {
  const { config, database, db, logger } = platform;
  const { profilesRepository } = deps;
  const refreshStatistics = bankStatisticsRefresher(database);
  const bankIndexes = bankIndexesOf(database, logger);
  const discovery = createDiscoveryService({
    repository: createDiscoveryRepository(db, database.replica?.db),
    system: platform.systemRepository,
    refreshStatistics,
    bankIndexes,
    logger,
  });
  const search = createSearchService({
    queries: createSearchQueries(db),
    // Bank reads go to a read replica when there is one (DATABASE_READ_URL); the tracked flags
    // of its pages, the organization's own rows, are then read from the primary.
    replica: database.replica
      ? {
          queries: createSearchQueries(database.replica.db),
          trackedAmong: profilesRepository.trackedAmong,
        }
      : undefined,
    usage: deps.usage,
    trackedBy: profilesRepository.trackedBy,
    onContactsUnlocked: (caller, contacts) => deps.profiles().addUnlockedContacts(caller, contacts),
  });
  const bankImport = createImportService({
    repository: createImportRepository(db),
    refreshStatistics,
    bankIndexes,
  });
  // Social data providers (ARCHITECTURE "Social data"): the bank always, YouTube with an API key.
  const socialData = {
    bank: createBankProvider(db),
    youtube: config.youtube
      ? createYoutubeProvider({ fetchUrl: platform.outbound.fetchUrl, ...config.youtube })
      : null,
  };
  return { discovery, search, bankImport, socialData };
}

export type SocialData = ReturnType<typeof createDiscoveryServices>['socialData'];
