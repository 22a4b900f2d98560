// CRM lists: the lists page, one list's kanban and table, and the public shared list. Pages are
// in pages.ts, which the router loads lazily.
export { type CrmList, listKeys, useLists } from './api';
