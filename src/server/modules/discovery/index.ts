// Discovery owns the global profile bank (social_accounts) shared by every organization: the
// demo seed, search, locations, contact unlocks, and imports (files and social data providers,
// import/). Other modules read the bank only through this surface.

export { audienceTags } from './audience-tags';
export { type BankIndexes, bankIndexesOf } from './bank-indexes';
export { bankStatisticsRefresher } from './bank-statistics';
export {
  type BankUpsert,
  type UpsertContact,
  type UpsertPost,
  upsertBankSql,
} from './discovery.bulk-insert';
export { createDiscoveryRepository } from './discovery.repository';
export { discoveryRoutes } from './discovery.routes';
export { discoverySearchRoutes } from './discovery.search.routes';
export {
  type BankSummary,
  createDiscoveryService,
  type DiscoveryService,
  seedBatchSize,
} from './discovery.service';
export { createBankProvider } from './import/bank-provider';
export { createImportRepository } from './import/import.repository';
export {
  createImportService,
  type ImportFormat,
  type ImportService,
  type ImportSummary,
  REJECTED_IN_SUMMARY,
  type RejectedRow,
} from './import/import.service';
export {
  describeSummary,
  estimateRows,
  formatFromFileName,
  openRejectedReport,
} from './import/import-files';
export { toUpsertAccount, toUpsertPost } from './import/provider-import';
export { createSearchQueries, type SearchQueries } from './search/search.query';
export { createSearchService, type SearchService } from './search/search.service';
