// Lists owns an organization's lists of tracked profiles: their statuses (the kanban columns),
// the profiles in them with their status there, sharing a list as a public page and queueing a
// list's enrichment. The profiles module reads a profile's `listStatuses` and changes them only
// through this surface (`ListsForProfiles`); lists reads tracked profiles from their tables only.

export type { ProfileListStatus } from './list-items.service';
export { listsRoutes } from './lists.routes';
export { createListsService, ENRICH_PROFILE_JOB, type ListsService } from './lists.service';
export * from './lists.tables';

import type { ListsService } from './lists.service';

/**
 * What the profiles module calls: listStatusesOf, addProfilesToList, updateListStatus,
 * clearListStatus and countLists (signatures in list-items.service.ts and lists.service.ts).
 */
export type ListsForProfiles = Pick<
  ListsService,
  'listStatusesOf' | 'addProfilesToList' | 'updateListStatus' | 'clearListStatus' | 'countLists'
>;
