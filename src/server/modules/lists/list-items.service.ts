import { LIST_ITEMS_CAP, type ListRef } from '../../../common/api/lists';
import type { ListStatusKey } from '../../../common/product-labels';
import { recordEvent } from '../../events';
import type { Caller } from '../../http/access';
import { badRequest, notFound } from '../../http/errors';
import type { Part } from '../../http/i18n/text';
import { THING } from '../../http/things.text';
import type { ListLookups } from './list-lookups';
import { toListItemDto } from './lists.dto';
import type { ListsRepository } from './lists.repository';
import type { ListRow } from './lists.tables';
import { LIST_TEXT, statusLabel } from './lists.text';

/** One list a profile is in, as the profiles module shows it (SPEC 3 `listStatuses`). */
export type ProfileListStatus = {
  listId: string;
  listName: string;
  status: string | null;
  statusKey: ListStatusKey | null;
};

/**
 * The profiles in lists: adding and removing them, their status in each list (the kanban) and
 * what the profiles module shows as a profile's `listStatuses`. Profiles are the organization's
 * tracked profiles; an id the organization does not track is answered 404 and nothing changes.
 */
export function createListItemsService(deps: {
  repository: ListsRepository;
  lookups: ListLookups;
  createList: (caller: Caller, name: string) => Promise<ListRow>;
}) {
  const { repository, lookups } = deps;

  /** Every id must be a profile the organization tracks; answers them without duplicates. */
  async function assertTracked(orgId: string, profileIds: string[]): Promise<string[]> {
    const unique = [...new Set(profileIds)];
    const tracked = await repository.trackedProfileIds(orgId, unique);
    const missing = unique.find((id) => !tracked.has(id));
    if (missing !== undefined) throw notFound(THING.profile, missing);
    return unique;
  }

  async function findStatusOrThrow(list: ListRow, name: string) {
    const statuses = await repository.statusesOf(list.orgId, [list.id]);
    const wanted = name.trim().toLowerCase();
    const status = statuses.find((s) => s.name.toLowerCase() === wanted);
    if (!status)
      throw badRequest(LIST_TEXT.noSuchStatus({ list: list.name, status: name.trim() }), 'status');
    return status;
  }

  return {
    /**
     * Adds tracked profiles to a list named by id or name; a name that is not a list yet creates
     * it (spending one `lists`). New items get the list's first status, at the end of its column.
     */
    async addProfilesToList(
      caller: Caller,
      input: { profileIds: string[]; listId?: string; listName?: string },
    ): Promise<{ listId: string; added: number; alreadyInList: number }> {
      const profileIds = await assertTracked(caller.orgId, input.profileIds);
      const list =
        input.listId === undefined && input.listName !== undefined
          ? ((await repository.findListByName(caller.orgId, input.listName.trim())) ??
            (await deps.createList(caller, input.listName)))
          : await lookups.getListByRefOrThrow(caller.orgId, input);
      const [first] = await repository.statusesOf(caller.orgId, [list.id]);
      const added = await repository.insertItems(
        caller.orgId,
        list.id,
        first?.id ?? null,
        profileIds,
      );
      return { listId: list.id, added, alreadyInList: profileIds.length - added };
    },

    async removeProfilesFromList(
      caller: Caller,
      input: { profileIds: string[] } & ListRef,
    ): Promise<{ removed: number }> {
      const profileIds = await assertTracked(caller.orgId, input.profileIds);
      const list = await lookups.getListByRefOrThrow(caller.orgId, input);
      return { removed: await repository.deleteItems(caller.orgId, list.id, profileIds) };
    },

    /**
     * Sets a profile's status in a list (a status name, any case), adding the profile to the
     * list when it is not in it. `position` places the card in its column, moving the cards from
     * there on one down; without it the card keeps its place, or goes last in a new column.
     * Answers the status as a sentence says it: the product's words for a default status.
     */
    async updateListStatus(
      caller: Caller,
      profileId: string,
      input: ListRef & { status: string; position?: number },
    ): Promise<{ status: Part }> {
      const { orgId } = caller;
      await assertTracked(orgId, [profileId]);
      if (
        input.position !== undefined &&
        !(Number.isInteger(input.position) && input.position >= 0)
      ) {
        throw badRequest(LIST_TEXT.positionFromZero, 'position');
      }
      const list = await lookups.getListByRefOrThrow(orgId, input);
      const status = await findStatusOrThrow(list, input.status);
      await repository.transaction(async (tx, db) => {
        const item = await tx.findItem(orgId, list.id, profileId);
        let position = input.position;
        if (position === undefined) {
          position =
            item?.statusId === status.id
              ? item.position
              : await tx.nextPosition(orgId, list.id, status.id);
        } else {
          await tx.shiftColumn(orgId, list.id, status.id, position, profileId);
        }
        await tx.upsertItem(orgId, list.id, profileId, { statusId: status.id, position });
        if (item?.statusId !== status.id) {
          const about = { listId: list.id, listName: list.name, profileId };
          await recordEvent(db, orgId, 'list.status_changed', { ...about, status: status.name });
        }
      });
      return { status: statusLabel(status) };
    },

    /** The profile stays in the list with no status; nothing to do when it is not in the list. */
    async clearListStatus(caller: Caller, profileId: string, input: ListRef): Promise<void> {
      const { orgId } = caller;
      await assertTracked(orgId, [profileId]);
      const list = await lookups.getListByRefOrThrow(orgId, input);
      await repository.transaction(async (tx, db) => {
        const item = await tx.findItem(orgId, list.id, profileId);
        if (!item || item.statusId === null) return;
        const position = await tx.nextPosition(orgId, list.id, null);
        await tx.upsertItem(orgId, list.id, profileId, { statusId: null, position });
        const about = { listId: list.id, listName: list.name, profileId };
        await recordEvent(db, orgId, 'list.status_changed', { ...about, status: null });
      });
    },

    /** Each profile's lists with its status there, by list name; [] for a profile in none. */
    async listStatusesOf(
      orgId: string,
      profileIds: string[],
    ): Promise<Map<string, ProfileListStatus[]>> {
      const byProfile = new Map<string, ProfileListStatus[]>(profileIds.map((id) => [id, []]));
      for (const row of await repository.membershipsOf(orgId, profileIds)) {
        byProfile.get(row.profileId)?.push({
          listId: row.listId,
          listName: row.listName,
          status: row.status,
          statusKey: row.statusKey,
        });
      }
      return byProfile;
    },

    /** Every list of the organization, whether the profile is in it and its status there. */
    async profileLists(caller: Caller, profileId: string) {
      await assertTracked(caller.orgId, [profileId]);
      const [all, memberships] = await Promise.all([
        repository.listNames(caller.orgId),
        repository.membershipsOf(caller.orgId, [profileId]),
      ]);
      const inList = new Map(memberships.map((m) => [m.listId, m.status]));
      return {
        items: all.map((list) => ({
          _id: list.id,
          name: list.name,
          hasProfile: inList.has(list.id),
          status: inList.get(list.id) ?? null,
        })),
      };
    },

    /** The list with all its items (up to LIST_ITEMS_CAP) in kanban order. */
    async items(caller: Caller, listId: string) {
      const list = await lookups.getListOrThrow(caller.orgId, listId);
      const [dto, rows] = await Promise.all([
        lookups.toDto(list),
        repository.itemsOf(caller.orgId, listId, LIST_ITEMS_CAP),
      ]);
      return { list: dto, items: rows.map(toListItemDto) };
    },
  };
}
