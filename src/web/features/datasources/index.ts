// Data sources (issue 59): the providers of real creator data an organization connects with its
// own key, shown in Settings → Data sources and offered in Discover. Pages are in pages.ts, which
// the router loads lazily.
export { dataSourceKeys, useDataSources } from './api';
export {
  connectedSources,
  type DataSource,
  lookupCostText,
  lookupOutcomeText,
  searchableSources,
  searchCostText,
  unsupportedFiltersText,
} from './source-texts';
export const DATA_SOURCES_PATH = '/settings/data-sources';
