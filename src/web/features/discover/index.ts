// Discover (search the bank with every filter) and the profile bank (browse it by niche). Pages
// are in pages.ts, which the router loads lazily.
export { quickSearchPath } from './quick-search';
export { DISCOVER_PATH } from './use-discover-url';
