import type { Database } from '../../db/client';
import type { SecretBox } from '../../integrations/secrets';
import type { DataSourceAdapter } from '../../integrations/social-data/data-source';
import type { ProviderSinglePost } from '../../integrations/social-data/types';
import { createDataSourcesRepository } from './datasources.repository';
import { createSourceKeys, type DataSourceFactories, type InstallKeys } from './source-keys';

/** Reads one Instagram post of a professional account by its link's shortcode. */
export type InstagramPostReader = {
  postByShortcode(username: string, shortcode: string): Promise<ProviderSinglePost | null>;
};

/** The Instagram source's adapter reads posts by shortcode; an adapter a test replaces may not. */
const readsPosts = (
  adapter: DataSourceAdapter,
): adapter is DataSourceAdapter & InstagramPostReader =>
  typeof (adapter as Partial<InstagramPostReader>).postByShortcode === 'function';

/**
 * Campaign post tracking through the Instagram API (Business Discovery), without the creator
 * connecting: the reader over the key the organization uses (its own, else the install's), or
 * null when the organization has no Instagram API key. Business Discovery is free, so reading a
 * post counts nothing against the plan.
 */
export function createInstagramPosts(deps: {
  db: Database;
  secrets: SecretBox;
  factories: DataSourceFactories;
  installKeys: InstallKeys;
}) {
  const keys = createSourceKeys({ ...deps, repository: createDataSourcesRepository(deps.db) });
  return async function instagramPostsFor(orgId: string): Promise<InstagramPostReader | null> {
    const connected = await keys.adapterFor(orgId, 'instagram');
    return connected && readsPosts(connected.adapter) ? connected.adapter : null;
  };
}

export type InstagramPostsFor = ReturnType<typeof createInstagramPosts>;
