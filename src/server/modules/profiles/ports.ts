import type { ListStatusEntry } from '../../../common/api/profiles';
import type { Caller } from '../../http/access';
import type { Part } from '../../http/i18n/text';

/** What profiles need of the lists module (SPEC 4: list status changes show in `listStatuses`). */
export type ListsPort = {
  listStatusesOf(orgId: string, profileIds: string[]): Promise<Map<string, ListStatusEntry[]>>;
  addProfilesToList(
    caller: Caller,
    input: { profileIds: string[]; listId?: string; listName?: string },
  ): Promise<{ listId: string; added: number; alreadyInList: number }>;
  updateListStatus(
    caller: Caller,
    profileId: string,
    input: { listId?: string; listName?: string; status: string; position?: number },
  ): Promise<{ status: Part }>;
  clearListStatus(
    caller: Caller,
    profileId: string,
    input: { listId?: string; listName?: string },
  ): Promise<void>;
  countLists(orgId: string): Promise<number>;
};

/** What profiles need of the content module: a tracked creator's posts come along from the bank. */
export type ContentPort = {
  copyBankPosts(orgId: string, profileId: string): Promise<number>;
  countContents(orgId: string): Promise<number>;
  /** Removes a profile's content with its stored files (the row cascade would leave the files). */
  deleteProfileContents(orgId: string, profileId: string): Promise<number>;
};
