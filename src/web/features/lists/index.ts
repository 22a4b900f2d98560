// CRM lists: the lists page, one list's kanban and table, the public shared list, and the dialog
// other features put creators in a list with. Pages are in pages.ts, which the router loads lazily.
export { type CrmList, listKeys, useListItems, useLists } from './api';
export {
  type ListChoice,
  ListPickerDialog,
  type ListPickerDialogProps,
} from './components/list-picker-dialog';
