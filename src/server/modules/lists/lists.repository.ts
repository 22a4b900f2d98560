import { and, asc, count, eq, gte, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { ListStatusKey } from '../../../common/product-labels';
import type { Database } from '../../db/client';
import { isUuid } from '../../db/ids';
import { socialAccounts } from '../discovery/discovery.tables';
import { trackedProfiles } from '../profiles/profiles.tables';
import { type ListRow, type ListStatusRow, listItems, listStatuses, lists } from './lists.tables';

// PostgreSQL rejects a malformed uuid with an error; such an id simply matches nothing.

export type NewStatus = { name: string; color: string | null; labelKey?: ListStatusKey | null };

/** One row of a list's profiles, with what the bank knows of the creator. */
export type ListItemRow = {
  profileId: string;
  statusId: string | null;
  status: string | null;
  statusKey: ListStatusKey | null;
  position: number;
  addedAt: Date;
  username: string;
  fullName: string | null;
  avatarUrl: string | null;
  platform: ListItemPlatform;
  followers: number;
  engagementRate: number;
  isDemo: boolean;
};
type ListItemPlatform = (typeof socialAccounts.$inferSelect)['platform'];

/** Queries of lists, their statuses and items; every query takes orgId first. */
function listQueries(db: Database) {
  const listInOrg = (orgId: string, listId: string) =>
    and(eq(lists.orgId, orgId), eq(lists.id, listId));
  /** The items of one kanban column: a status, or no status for null. */
  const inColumn = (statusId: string | null) =>
    statusId === null ? isNull(listItems.statusId) : eq(listItems.statusId, statusId);

  /** The next free position at the end of a status column (the no-status column for null). */
  async function nextPosition(orgId: string, listId: string, statusId: string | null) {
    const [row] = await db
      .select({ max: sql<number | null>`max(${listItems.position})` })
      .from(listItems)
      .where(and(eq(listItems.orgId, orgId), eq(listItems.listId, listId), inColumn(statusId)));
    return row?.max === null || row?.max === undefined ? 0 : Number(row.max) + 1;
  }

  return {
    nextPosition,

    async findList(orgId: string, listId: string): Promise<ListRow | null> {
      if (!isUuid(listId)) return null;
      const [row] = await db.select().from(lists).where(listInOrg(orgId, listId));
      return row ?? null;
    },

    /** Names are unique per organization regardless of case. */
    async findListByName(orgId: string, name: string): Promise<ListRow | null> {
      const [row] = await db
        .select()
        .from(lists)
        .where(and(eq(lists.orgId, orgId), sql`lower(${lists.name}) = lower(${name})`));
      return row ?? null;
    },

    async findListByShareToken(token: string): Promise<ListRow | null> {
      const [row] = await db.select().from(lists).where(eq(lists.shareToken, token));
      return row ?? null;
    },

    async countItems(orgId: string, listId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(listItems)
        .where(and(eq(listItems.orgId, orgId), eq(listItems.listId, listId)));
      return row?.n ?? 0;
    },

    async countLists(orgId: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(lists).where(eq(lists.orgId, orgId));
      return row?.n ?? 0;
    },

    /** Returns null when another list of the organization has the name (any case). */
    async insertList(
      orgId: string,
      values: { name: string; createdBy: string | null },
    ): Promise<ListRow | null> {
      const [row] = await db
        .insert(lists)
        .values({ orgId, ...values })
        .onConflictDoNothing()
        .returning();
      return row ?? null;
    },

    async updateList(
      orgId: string,
      listId: string,
      patch: Partial<Pick<ListRow, 'name' | 'shareToken' | 'sharedAt'>>,
    ): Promise<ListRow | null> {
      const [row] = await db
        .update(lists)
        .set({ ...patch, updatedAt: sql`now()` })
        .where(listInOrg(orgId, listId))
        .returning();
      return row ?? null;
    },

    /** Shares a list that is not shared yet; an already shared list keeps its token. */
    async shareList(orgId: string, listId: string, token: string): Promise<ListRow | null> {
      await db
        .update(lists)
        .set({ shareToken: token, sharedAt: sql`now()`, updatedAt: sql`now()` })
        .where(and(listInOrg(orgId, listId), isNull(lists.shareToken)));
      const [row] = await db.select().from(lists).where(listInOrg(orgId, listId));
      return row ?? null;
    },

    /** Its statuses and items go with it (foreign keys cascade); the profiles stay tracked. */
    async deleteList(orgId: string, listId: string): Promise<boolean> {
      const rows = await db
        .delete(lists)
        .where(listInOrg(orgId, listId))
        .returning({ id: lists.id });
      return rows.length > 0;
    },

    // ---- statuses -------------------------------------------------------------------------------

    async statusesOf(orgId: string, listIds: string[]): Promise<ListStatusRow[]> {
      if (listIds.length === 0) return [];
      return db
        .select()
        .from(listStatuses)
        .where(and(eq(listStatuses.orgId, orgId), inArray(listStatuses.listId, listIds)))
        .orderBy(asc(listStatuses.position), asc(listStatuses.createdAt), asc(listStatuses.id));
    },

    /** Appends statuses after the list's last one; null when the list already has such a name. */
    async appendStatuses(
      orgId: string,
      listId: string,
      statuses: NewStatus[],
    ): Promise<ListStatusRow[] | null> {
      const [last] = await db
        .select({ max: sql<number | null>`max(${listStatuses.position})` })
        .from(listStatuses)
        .where(and(eq(listStatuses.orgId, orgId), eq(listStatuses.listId, listId)));
      const start = last?.max === null || last?.max === undefined ? 0 : Number(last.max) + 1;
      const rows = await db
        .insert(listStatuses)
        .values(statuses.map((s, i) => ({ orgId, listId, ...s, position: start + i })))
        .onConflictDoNothing()
        .returning();
      return rows.length === statuses.length ? rows : null;
    },

    async updateStatus(
      orgId: string,
      listId: string,
      statusId: string,
      patch: Partial<Pick<ListStatusRow, 'name' | 'labelKey' | 'color' | 'position'>>,
    ): Promise<ListStatusRow | null> {
      if (!isUuid(statusId)) return null;
      const [row] = await db
        .update(listStatuses)
        .set(patch)
        .where(
          and(
            eq(listStatuses.orgId, orgId),
            eq(listStatuses.listId, listId),
            eq(listStatuses.id, statusId),
          ),
        )
        .returning();
      return row ?? null;
    },

    /** Gives the list's statuses the positions 0, 1, 2, ... in the order of statusIds. */
    async setStatusOrder(orgId: string, listId: string, statusIds: string[]): Promise<void> {
      for (const [position, statusId] of statusIds.entries()) {
        await db
          .update(listStatuses)
          .set({ position })
          .where(
            and(
              eq(listStatuses.orgId, orgId),
              eq(listStatuses.listId, listId),
              eq(listStatuses.id, statusId),
            ),
          );
      }
    },

    /** Items with the status keep their place in the list with no status (FK set null). */
    async deleteStatus(orgId: string, listId: string, statusId: string): Promise<boolean> {
      if (!isUuid(statusId)) return false;
      const rows = await db
        .delete(listStatuses)
        .where(
          and(
            eq(listStatuses.orgId, orgId),
            eq(listStatuses.listId, listId),
            eq(listStatuses.id, statusId),
          ),
        )
        .returning({ id: listStatuses.id });
      return rows.length > 0;
    },

    // ---- items ----------------------------------------------------------------------------------

    /** The ids among profileIds that the organization tracks. */
    async trackedProfileIds(orgId: string, profileIds: string[]): Promise<Set<string>> {
      const valid = profileIds.filter(isUuid);
      if (valid.length === 0) return new Set();
      const rows = await db
        .select({ id: trackedProfiles.id })
        .from(trackedProfiles)
        .where(and(eq(trackedProfiles.orgId, orgId), inArray(trackedProfiles.id, valid)));
      return new Set(rows.map((r) => r.id));
    },

    async findItem(orgId: string, listId: string, profileId: string) {
      const [row] = await db
        .select()
        .from(listItems)
        .where(
          and(
            eq(listItems.orgId, orgId),
            eq(listItems.listId, listId),
            eq(listItems.profileId, profileId),
          ),
        );
      return row ?? null;
    },

    /** Adds profiles at the end of a column in the given order; returns how many were new. */
    async insertItems(
      orgId: string,
      listId: string,
      statusId: string | null,
      profileIds: string[],
    ): Promise<number> {
      if (profileIds.length === 0) return 0;
      // Profiles already in the list keep their place and take no position at the end.
      const present = await db
        .select({ profileId: listItems.profileId })
        .from(listItems)
        .where(
          and(
            eq(listItems.orgId, orgId),
            eq(listItems.listId, listId),
            inArray(listItems.profileId, profileIds),
          ),
        );
      const inList = new Set(present.map((r) => r.profileId));
      const fresh = profileIds.filter((id) => !inList.has(id));
      if (fresh.length === 0) return 0;
      const start = await nextPosition(orgId, listId, statusId);
      const rows = await db
        .insert(listItems)
        .values(
          fresh.map((profileId, i) => ({
            orgId,
            listId,
            profileId,
            statusId,
            position: start + i,
          })),
        )
        .onConflictDoNothing()
        .returning({ profileId: listItems.profileId });
      return rows.length;
    },

    /** Puts a profile in a list (or moves it there) with this status and column position. */
    async upsertItem(
      orgId: string,
      listId: string,
      profileId: string,
      values: { statusId: string | null; position: number },
    ): Promise<void> {
      await db
        .insert(listItems)
        .values({ orgId, listId, profileId, ...values })
        .onConflictDoUpdate({ target: [listItems.listId, listItems.profileId], set: values });
    },

    async deleteItems(orgId: string, listId: string, profileIds: string[]): Promise<number> {
      if (profileIds.length === 0) return 0;
      const rows = await db
        .delete(listItems)
        .where(
          and(
            eq(listItems.orgId, orgId),
            eq(listItems.listId, listId),
            inArray(listItems.profileId, profileIds),
          ),
        )
        .returning({ profileId: listItems.profileId });
      return rows.length;
    },

    /** Makes room at `position` in a column: the cards from there on move one down. */
    async shiftColumn(
      orgId: string,
      listId: string,
      statusId: string | null,
      position: number,
      exceptProfileId: string,
    ): Promise<void> {
      await db
        .update(listItems)
        .set({ position: sql`${listItems.position} + 1` })
        .where(
          and(
            eq(listItems.orgId, orgId),
            eq(listItems.listId, listId),
            inColumn(statusId),
            gte(listItems.position, position),
            ne(listItems.profileId, exceptProfileId),
          ),
        );
    },

    async profileIdsInList(orgId: string, listId: string): Promise<string[]> {
      const rows = await db
        .select({ profileId: listItems.profileId })
        .from(listItems)
        .where(and(eq(listItems.orgId, orgId), eq(listItems.listId, listId)))
        .orderBy(asc(listItems.addedAt), asc(listItems.profileId));
      return rows.map((r) => r.profileId);
    },

    /**
     * A list's profiles in kanban order: by their status's position (no status last), then by
     * position in the column, with what the bank shows of each creator.
     */
    async itemsOf(orgId: string, listId: string, limit: number): Promise<ListItemRow[]> {
      return db
        .select({
          profileId: listItems.profileId,
          statusId: listItems.statusId,
          status: listStatuses.name,
          statusKey: listStatuses.labelKey,
          position: listItems.position,
          addedAt: listItems.addedAt,
          username: socialAccounts.username,
          fullName: sql<
            string | null
          >`coalesce(${trackedProfiles.displayName}, ${socialAccounts.fullName})`,
          avatarUrl: socialAccounts.avatarUrl,
          platform: socialAccounts.platform,
          followers: socialAccounts.followers,
          engagementRate: socialAccounts.engagementRate,
          isDemo: socialAccounts.isDemo,
        })
        .from(listItems)
        .innerJoin(
          trackedProfiles,
          and(
            eq(trackedProfiles.id, listItems.profileId),
            eq(trackedProfiles.orgId, listItems.orgId),
          ),
        )
        .innerJoin(socialAccounts, eq(socialAccounts.id, trackedProfiles.accountId))
        .leftJoin(listStatuses, eq(listStatuses.id, listItems.statusId))
        .where(and(eq(listItems.orgId, orgId), eq(listItems.listId, listId)))
        .orderBy(
          sql`${listStatuses.position} asc nulls last`,
          asc(listItems.position),
          asc(listItems.addedAt),
          asc(listItems.profileId),
        )
        .limit(limit);
    },

    /** Every list a profile is in, with its status there. */
    async membershipsOf(orgId: string, profileIds: string[]) {
      const valid = profileIds.filter(isUuid);
      if (valid.length === 0) return [];
      return db
        .select({
          profileId: listItems.profileId,
          listId: lists.id,
          listName: lists.name,
          status: listStatuses.name,
          statusKey: listStatuses.labelKey,
        })
        .from(listItems)
        .innerJoin(lists, eq(lists.id, listItems.listId))
        .leftJoin(listStatuses, eq(listStatuses.id, listItems.statusId))
        .where(and(eq(listItems.orgId, orgId), inArray(listItems.profileId, valid)))
        .orderBy(sql`lower(${lists.name})`, asc(lists.id));
    },
  };
}

export type ListQueries = ReturnType<typeof listQueries>;

/** A list's status as the lists page shows it. */
export type ListStatusSummary = Pick<
  ListStatusRow,
  'id' | 'name' | 'labelKey' | 'color' | 'position'
>;

/**
 * The read behind the lists page, which the app asks for on most pages (the add-to-list
 * pickers): prepared once, so a call is a named statement, not a query built and planned anew
 * (about 0.25 ms of CPU each), and one statement with each list's statuses in it: a second
 * statement for the statuses cost the authenticated floor of bench/load a sixth of its
 * requests/s (docs/performance.md).
 */
function preparedListReads(db: Database) {
  // Profiles per list of one organization (its index leads with org_id).
  const itemCount = db
    .select({ listId: listItems.listId, n: count().as('n') })
    .from(listItems)
    .where(eq(listItems.orgId, sql.placeholder('orgId')))
    .groupBy(listItems.listId)
    .as('item_count');
  // Qualified by hand: inside sql`` drizzle writes a column bare, which here would be the status's.
  const listColumn = (name: string) => sql`${lists}.${sql.identifier(name)}`;
  const s = listStatuses;
  const statusesOfList = sql<ListStatusSummary[]>`coalesce((
      select json_agg(json_build_object('id', ${s.id}, 'name', ${s.name},
        'labelKey', ${s.labelKey}, 'color', ${s.color}, 'position', ${s.position})
        order by ${s.position}, ${s.createdAt}, ${s.id})
      from ${s}
      where ${s.orgId} = ${listColumn('org_id')} and ${s.listId} = ${listColumn('id')}
    ), '[]'::json)`;
  const ofOrg = eq(lists.orgId, sql.placeholder('orgId'));
  const byName = [sql`lower(${lists.name})`, asc(lists.name), asc(lists.id)];
  const listsWithCounts = db
    .select({ list: lists, n: itemCount.n, statuses: statusesOfList })
    .from(lists)
    .leftJoin(itemCount, eq(itemCount.listId, lists.id))
    .where(ofOrg)
    .orderBy(...byName)
    .prepare('lists_with_counts');
  const listNames = db
    .select({ id: lists.id, name: lists.name })
    .from(lists)
    .where(ofOrg)
    .orderBy(...byName)
    .prepare('list_names');
  return {
    /** The organization's lists, id and name only, in the order of the lists page. */
    listNames: (orgId: string): Promise<{ id: string; name: string }[]> =>
      listNames.execute({ orgId }),
    /** The organization's lists with their profile counts and statuses (in order), by name. */
    async listsWithCounts(
      orgId: string,
    ): Promise<(ListRow & { count: number; statuses: ListStatusSummary[] })[]> {
      const rows = await listsWithCounts.execute({ orgId });
      return rows.map((r) => ({ ...r.list, count: Number(r.n ?? 0), statuses: r.statuses }));
    },
  };
}

export function createListsRepository(db: Database) {
  return {
    ...listQueries(db),
    ...preparedListReads(db),
    /** Runs fn with queries bound to one transaction: all of it commits, or none of it. */
    transaction<T>(fn: (queries: ListQueries, tx: Database) => Promise<T>): Promise<T> {
      return db.transaction((tx) => fn(listQueries(tx), tx));
    },
  };
}

export type ListsRepository = ReturnType<typeof createListsRepository>;
