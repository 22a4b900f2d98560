// Discovery owns the global profile bank (social_accounts) shared by every organization: the
// demo seed, and (later) search, locations, contact unlocks and imports. Other modules read the
// bank only through this surface.
export { createDiscoveryRepository } from './discovery.repository';
export { discoveryRoutes } from './discovery.routes';
export { discoverySearchRoutes } from './discovery.search.routes';
export {
  type BankSummary,
  createDiscoveryService,
  type DiscoveryService,
} from './discovery.service';
export { createSearchQueries, type SearchQueries } from './search/search.query';
export { createSearchService, type SearchService } from './search/search.service';
