export { ListDetailPage } from './list-detail-page';
export { ListsPage } from './lists-page';
export { SharedListPage } from './shared-list-page';
