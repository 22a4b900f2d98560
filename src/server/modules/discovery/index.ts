// Discovery owns the global profile bank (social_accounts) shared by every organization: the
// demo seed, and (later) search, locations, contact unlocks and imports. Other modules read the
// bank only through this surface.
export { createDiscoveryRepository } from './discovery.repository';
export { discoveryRoutes } from './discovery.routes';
export {
  type BankSummary,
  createDiscoveryService,
  type DiscoveryService,
} from './discovery.service';
