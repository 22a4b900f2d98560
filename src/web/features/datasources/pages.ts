export { DataSourcesPage } from './data-sources-page';
