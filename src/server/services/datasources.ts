import { createSecretBox } from '../integrations/secrets';
import { createInsightiqSource } from '../integrations/social-data/insightiq-source';
import { createInstagramSource } from '../integrations/social-data/instagram-source';
import { createModashSource } from '../integrations/social-data/modash-source';
import type { UsageService } from '../modules/account';
import {
  createDataSourcesService,
  createInstagramPosts,
  type DataSourceFactories,
} from '../modules/datasources';
import type { SearchService } from '../modules/discovery';
import type { Platform } from './platform';

/**
 * The data sources an organization connects: each source's adapter over a key, through the
 * outbound guard (no private addresses) at the base URL the config names.
 */
export function createDataSourcesServices(
  platform: Platform,
  deps: {
    usage: UsageService;
    search: SearchService;
    /** Replaces sources' adapters (tests: a source that records what it was asked). */
    factories?: Partial<DataSourceFactories>;
  },
) {
  const { config, db, logger, outbound } = platform;
  const { baseUrls, installKeys, refreshDays } = config.dataSources;
  const { fetchUrl } = outbound;
  const factories: DataSourceFactories = {
    instagram: (key) =>
      createInstagramSource({ fetchUrl, accessToken: key, baseUrl: baseUrls.instagram }),
    modash: (key) => createModashSource({ fetchUrl, apiToken: key, baseUrl: baseUrls.modash }),
    insightiq: (key) => createInsightiqSource({ fetchUrl, key, baseUrl: baseUrls.insightiq }),
    ...deps.factories,
  };
  const secrets = createSecretBox(platform.secretKeyMaterial, 'data-source-keys');
  const dataSources = createDataSourcesService({
    db,
    secrets,
    usage: deps.usage,
    search: deps.search,
    factories,
    installKeys,
    refreshDays,
    logger,
  });
  // Campaign posts of Instagram creators are read through the same connection.
  const instagramPosts = createInstagramPosts({ db, secrets, factories, installKeys });
  return { dataSources, instagramPosts };
}
