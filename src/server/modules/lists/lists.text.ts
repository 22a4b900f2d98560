import type { ListStatusKey } from '../../../common/product-labels';
import { defineText, type Part } from '../../http/i18n/text';

export const LIST_TEXT = defineText('lists', {
  nameTaken: {
    en: 'A list with this name already exists',
    de: 'Eine Liste mit diesem Namen gibt es bereits',
  },
  statusNameTaken: {
    en: 'This list already has a status with this name',
    de: 'Diese Liste hat bereits einen Status mit diesem Namen',
  },
  sendNameOrColor: {
    en: 'Send a new name or color',
    de: 'Senden Sie einen neuen Namen oder eine neue Farbe',
  },
  everyStatusOnce: {
    en: "statusIds must be every one of the list's statuses, each once",
    de: 'statusIds muss jeden Status der Liste genau einmal enthalten',
  },
  oneOfListIdAndName: {
    en: 'Send exactly one of listId and listName',
    de: 'Senden Sie genau eines von listId und listName',
  },
  noSuchStatus: {
    en: 'The list {list} has no status {status}',
    de: 'Die Liste {list} hat keinen Status {status}',
  },
  positionFromZero: {
    en: 'position must be a whole number from 0',
    de: 'position muss eine ganze Zahl ab 0 sein',
  },
});

/**
 * A new list's statuses as sentences the server writes say them (the activity line "Status set
 * to Shortlisted in Picks"); the app shows them in the same words (`lists.defaultStatus` in the
 * web locales, which `lists-meta-share.test.ts` compares).
 */
export const LIST_STATUS_TEXT = defineText('listStatus', {
  shortlisted: { en: 'Shortlisted', de: 'Vorgemerkt' },
  contacted: { en: 'Contacted', de: 'Kontaktiert' },
  confirmed: { en: 'Confirmed', de: 'Bestätigt' },
});

/** A status in a sentence: the product's words for a default status, a user's name as typed. */
export function statusLabel(status: { name: string; labelKey: ListStatusKey | null }): Part {
  return status.labelKey ? LIST_STATUS_TEXT[status.labelKey] : status.name;
}
