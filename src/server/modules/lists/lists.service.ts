import { randomBytes } from 'node:crypto';
import {
  LIST_ITEMS_CAP,
  type ListDto,
  type ListMetaAction,
  type SharedListDto,
  type StatusDto,
} from '../../../common/api/lists';
import { DEFAULT_LIST_STATUSES } from '../../../common/product-labels';
import type { Database } from '../../db/client';
import type { Caller } from '../../http/access';
import { badRequest, conflict, notFound, serviceUnavailable } from '../../http/errors';
import { ERROR_TEXT } from '../../http/errors.text';
import { THING } from '../../http/things.text';
import type { JobQueue } from '../../jobs/queue';
import type { UsageService } from '../account';
import type { BrandingService } from '../whitelabel';
import { createListItemsService } from './list-items.service';
import { createListLookups } from './list-lookups';
import { toListDto, toSharedProfileDto, toStatusDto } from './lists.dto';
import { createListsRepository } from './lists.repository';
import type { ListRow } from './lists.tables';
import { LIST_TEXT } from './lists.text';

/** The job the profiles module runs to refresh a tracked profile from its data source. */
export const ENRICH_PROFILE_JOB = 'profiles.enrich';

const listNameTaken = () => conflict(LIST_TEXT.nameTaken, 'name');
const statusNameTaken = () => conflict(LIST_TEXT.statusNameTaken, 'name');

/** Postgres 23505, also when a driver wraps it as the cause. */
function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; depth++) {
    if ((e as { code?: unknown }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * An organization's lists of tracked profiles (SPEC 7 "Lists"): create, count, rename, remove,
 * statuses (list-meta), sharing as a public page and enrichment; the profiles in a list through
 * list-items.service.ts. Every method takes the caller; the organization always comes from there.
 */
export function createListsService(deps: {
  db: Database;
  usage: UsageService;
  jobs: () => JobQueue | null;
  /** The organization's white-label: where its links point and how its shared pages look. */
  branding: Pick<BrandingService, 'appUrlForOrg' | 'brandingForOrg'>;
}) {
  const repository = createListsRepository(deps.db);
  const lookups = createListLookups(repository, deps.branding.appUrlForOrg);
  const { getListOrThrow } = lookups;

  /** Creates a list with the default statuses; spends one `lists` (given back if it fails). */
  async function createList(caller: Caller, name: string): Promise<ListRow> {
    const trimmed = name.trim();
    if (await repository.findListByName(caller.orgId, trimmed)) throw listNameTaken();
    await deps.usage.consumeFor(caller, 'lists');
    try {
      return await repository.transaction(async (tx) => {
        const list = await tx.insertList(caller.orgId, {
          name: trimmed,
          createdBy: caller.userId,
        });
        // Another request created the name between the check and the insert.
        if (!list) throw listNameTaken();
        await tx.appendStatuses(
          caller.orgId,
          list.id,
          DEFAULT_LIST_STATUSES.map(({ key, name, color }) => ({ name, color, labelKey: key })),
        );
        return list;
      });
    } catch (error) {
      await deps.usage.release(caller.orgId, 'lists');
      throw error;
    }
  }

  async function statusesOf(orgId: string, listId: string): Promise<{ statuses: StatusDto[] }> {
    const rows = await repository.statusesOf(orgId, [listId]);
    return { statuses: rows.map(toStatusDto) };
  }

  const items = createListItemsService({ repository, lookups, createList });

  return {
    ...items,

    async create(caller: Caller, input: { name: string }): Promise<ListDto> {
      return lookups.toDto(await createList(caller, input.name));
    },

    /** The organization's lists by name; those without profiles only when asked for. */
    async listWithCount(caller: Caller, query: { hideEmptyList: boolean }) {
      const rows = await repository.listsWithCounts(caller.orgId);
      const shown = query.hideEmptyList ? rows.filter((r) => r.count > 0) : rows;
      const shareUrlOf = await lookups.shareUrlsOf(caller.orgId, shown);
      return {
        items: shown.map((list) => toListDto(list, list.count, list.statuses, shareUrlOf)),
      };
    },

    /** SPEC 4: a list named for removal matches in any case. Its profiles stay tracked. */
    async remove(caller: Caller, ref: { listId?: string; name?: string }): Promise<void> {
      const list = await lookups.getListByRefOrThrow(caller.orgId, {
        listId: ref.listId,
        listName: ref.name,
      });
      if (await repository.deleteList(caller.orgId, list.id)) {
        await deps.usage.release(caller.orgId, 'lists');
      }
    },

    async rename(caller: Caller, input: { listId: string; name: string }): Promise<ListDto> {
      const list = await getListOrThrow(caller.orgId, input.listId);
      const name = input.name.trim();
      const other = await repository.findListByName(caller.orgId, name);
      if (other && other.id !== list.id) throw listNameTaken();
      try {
        const renamed = await repository.updateList(caller.orgId, list.id, { name });
        if (!renamed) throw notFound(THING.list, input.listId);
        return lookups.toDto(renamed);
      } catch (error) {
        if (isUniqueViolation(error)) throw listNameTaken();
        throw error;
      }
    },

    /** Sharing an already shared list answers its existing link. */
    async share(caller: Caller, listId: string): Promise<{ shareUrl: string; token: string }> {
      await getListOrThrow(caller.orgId, listId);
      const shared = await repository.shareList(
        caller.orgId,
        listId,
        randomBytes(32).toString('base64url'),
      );
      if (!shared?.shareToken) throw notFound(THING.list, listId);
      const shareUrlOf = await lookups.shareUrlsOf(caller.orgId, [shared]);
      return { shareUrl: shareUrlOf(shared.shareToken), token: shared.shareToken };
    },

    /** The old link answers 404 from now on; sharing again makes a new one. */
    async unshare(caller: Caller, listId: string): Promise<void> {
      await getListOrThrow(caller.orgId, listId);
      await repository.updateList(caller.orgId, listId, { shareToken: null, sharedAt: null });
    },

    async listMeta(caller: Caller, listId: string) {
      await getListOrThrow(caller.orgId, listId);
      return statusesOf(caller.orgId, listId);
    },

    /** One named method per list-meta action; each answers the list's statuses after it. */
    async updateListMeta(caller: Caller, input: ListMetaAction) {
      const { orgId } = caller;
      if (
        input.action === 'updateStatus' &&
        input.name === undefined &&
        input.color === undefined
      ) {
        throw badRequest(LIST_TEXT.sendNameOrColor, 'name');
      }
      await getListOrThrow(orgId, input.listId);
      switch (input.action) {
        case 'addStatus': {
          const added = await repository.appendStatuses(orgId, input.listId, [
            { name: input.name, color: input.color ?? null },
          ]);
          if (!added) throw statusNameTaken();
          break;
        }
        case 'updateStatus': {
          const current = await repository.statusesOf(orgId, [input.listId]);
          const clash =
            input.name !== undefined &&
            current.some(
              (s) => s.id !== input.statusId && s.name.toLowerCase() === input.name?.toLowerCase(),
            );
          if (clash) throw statusNameTaken();
          try {
            const renamed =
              input.name !== undefined &&
              current.find((s) => s.id === input.statusId)?.name !== input.name;
            const updated = await repository.updateStatus(orgId, input.listId, input.statusId, {
              // A renamed default status is the user's words now: shown as typed, in any language.
              ...(renamed ? { name: input.name, labelKey: null } : {}),
              ...(input.color !== undefined ? { color: input.color } : {}),
            });
            if (!updated) throw notFound(THING.status, input.statusId);
          } catch (error) {
            if (isUniqueViolation(error)) throw statusNameTaken();
            throw error;
          }
          break;
        }
        case 'removeStatus': {
          await repository.transaction(async (tx) => {
            if (!(await tx.deleteStatus(orgId, input.listId, input.statusId))) {
              throw notFound(THING.status, input.statusId);
            }
            // Close the gap so positions stay 0..n-1.
            const rest = await tx.statusesOf(orgId, [input.listId]);
            await tx.setStatusOrder(
              orgId,
              input.listId,
              rest.map((s) => s.id),
            );
          });
          break;
        }
        case 'reorderStatus': {
          const current = await repository.statusesOf(orgId, [input.listId]);
          const wanted = new Set(input.statusIds);
          const exact =
            wanted.size === input.statusIds.length &&
            wanted.size === current.length &&
            current.every((s) => wanted.has(s.id));
          if (!exact) {
            throw badRequest(LIST_TEXT.everyStatusOnce, 'statusIds');
          }
          await repository.transaction((tx) =>
            tx.setStatusOrder(orgId, input.listId, input.statusIds),
          );
          break;
        }
      }
      return statusesOf(orgId, input.listId);
    },

    /** Queues one enrichment job per profile in the list (the profiles module runs them). */
    async requestEnrichment(caller: Caller, listId: string): Promise<{ queued: number }> {
      await getListOrThrow(caller.orgId, listId);
      const profileIds = await repository.profileIdsInList(caller.orgId, listId);
      const jobs = deps.jobs();
      if (!jobs) throw serviceUnavailable(ERROR_TEXT.jobsNotRunning);
      for (const profileId of profileIds) {
        // The key of a single profile's enrich call: a deduplicating queue treats both alike.
        await jobs.send(
          ENRICH_PROFILE_JOB,
          { orgId: caller.orgId, profileId },
          { singletonKey: `${caller.orgId}:${profileId}` },
        );
      }
      return { queued: profileIds.length };
    },

    /** The public page of a shared list: read-only, nothing private (no ids, no contacts). */
    async sharedList(token: string): Promise<SharedListDto> {
      const list = token ? await repository.findListByShareToken(token) : null;
      if (!list?.sharedAt) throw notFound(THING.sharedList);
      const [rows, branding] = await Promise.all([
        repository.itemsOf(list.orgId, list.id, LIST_ITEMS_CAP),
        deps.branding.brandingForOrg(list.orgId),
      ]);
      return {
        name: list.name,
        sharedAt: list.sharedAt.toISOString(),
        branding,
        profiles: rows.map(toSharedProfileDto),
      };
    },

    countLists: (orgId: string) => repository.countLists(orgId),
  };
}

export type ListsService = ReturnType<typeof createListsService>;
