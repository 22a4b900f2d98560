// Social data owns the one provider interface for creator data from outside (ARCHITECTURE
// "Social data") and the providers that speak to other services: YouTube Data API v3 now, a
// commercial vendor later. The local bank provider and the file importer live in the discovery
// module, which maps these plain types onto its tables.

export {
  AGGREGATOR_DEFAULT_URL,
  type Aggregator,
  type AggregatorAccount,
  type AggregatorConfig,
  AggregatorError,
  createAggregator,
} from './aggregator';
export { createInsightiqSource, type InsightiqSourceOptions } from './insightiq-source';
export { createInstagramSource, type InstagramSourceOptions } from './instagram-source';
export { createModashSource, type ModashSourceOptions } from './modash-source';
export type {
  ProviderContact,
  ProviderPost,
  ProviderPostType,
  ProviderProfile,
  ProviderSearch,
  ProviderSinglePost,
  ProviderStory,
  SocialDataProvider,
  SocialPlatform,
} from './types';
export { parseChannelRef, YOUTUBE_DEFAULT_BASE_URL } from './youtube-api';
export {
  createYoutubeProvider,
  YOUTUBE_RECENT_VIDEOS,
  type YoutubeProviderOptions,
} from './youtube-provider';
