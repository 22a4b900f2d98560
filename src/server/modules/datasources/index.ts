// Data sources own the organization's connections to the sources of real creator data (the
// Instagram API, Modash, InsightIQ): their sealed keys, a search run on a source and a creator
// looked up on one. What a source returns is kept in discovery's bank with its source and fetch
// time, through discovery's upsert; the adapters themselves live in integrations/social-data.
// Campaigns read Instagram posts through the organization's Instagram API connection.

export { dataSourcesRoutes } from './datasources.routes';
export { createDataSourcesService, type DataSourcesService } from './datasources.service';
export * from './datasources.tables';
export type { DataSourceFactories, InstallKeys } from './source-keys';
export {
  createInstagramPosts,
  type InstagramPostReader,
  type InstagramPostsFor,
} from './source-posts';
