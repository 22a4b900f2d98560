import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { isUuid } from '../../db/ids';

/** A table whose rows belong to one campaign of one organization (posts, payments, files...). */
type CampaignChildTable = PgTable & {
  id: PgColumn;
  orgId: PgColumn;
  campaignId: PgColumn;
  createdAt: PgColumn;
};

/** Which row: its id in the organization, held to one campaign when campaignId is given. */
export type ChildKey = { id: string; campaignId?: string };

/**
 * Insert, find, update, delete and list for a campaign's child table, every query scoped to the
 * organization (and the campaign where the caller names one). An id that is unknown, malformed or
 * another organization's finds nothing, so the service answers 404 for all three alike.
 */
export function campaignChildTable<T extends CampaignChildTable>(
  db: Database,
  table: T,
  options: { newestFirst: boolean },
) {
  type Row = T['$inferSelect'];
  type Values = Omit<T['$inferInsert'], 'id' | 'orgId' | 'campaignId'>;
  // Drizzle's builders cannot type a query on a table that is still a type parameter, so they
  // get its base shape; the rows they answer are the table's own, typed as Row below.
  const base: CampaignChildTable = table;

  const where = (orgId: string, key: ChildKey) =>
    and(
      eq(base.orgId, orgId),
      eq(base.id, key.id),
      key.campaignId === undefined ? undefined : eq(base.campaignId, key.campaignId),
    );
  const order = options.newestFirst
    ? [desc(base.createdAt), desc(base.id)]
    : [asc(base.createdAt), asc(base.id)];
  // Tables with an updatedAt column record every change in it.
  const touched = (): object => ('updatedAt' in table ? { updatedAt: new Date() } : {});

  return {
    async insert(orgId: string, campaignId: string, values: Values): Promise<Row> {
      const rows = await db
        .insert(base)
        .values({ ...values, orgId, campaignId })
        .returning();
      return rows[0] as Row;
    },

    async find(orgId: string, id: string): Promise<Row | null> {
      if (!isUuid(id)) return null;
      const [row] = await db.select().from(base).where(where(orgId, { id }));
      return (row as Row | undefined) ?? null;
    },

    async update(orgId: string, key: ChildKey, patch: Partial<Values>): Promise<Row | null> {
      if (!isUuid(key.id)) return null;
      const [row] = await db
        .update(base)
        .set({ ...patch, ...touched() })
        .where(where(orgId, key))
        .returning();
      return (row as Row | undefined) ?? null;
    },

    /** Deletes the row; answers what it was (stored files to delete, say), null when none. */
    async remove(orgId: string, key: ChildKey): Promise<Row | null> {
      if (!isUuid(key.id)) return null;
      const [row] = await db.delete(base).where(where(orgId, key)).returning();
      return (row as Row | undefined) ?? null;
    },

    /** The rows of one campaign or several, in the table's order. */
    async listOf(orgId: string, campaignIds: string | string[]): Promise<Row[]> {
      if (Array.isArray(campaignIds) && campaignIds.length === 0) return [];
      const inCampaigns = Array.isArray(campaignIds)
        ? inArray(base.campaignId, campaignIds)
        : eq(base.campaignId, campaignIds);
      const rows = await db
        .select()
        .from(base)
        .where(and(eq(base.orgId, orgId), inCampaigns))
        .orderBy(...order);
      return rows as Row[];
    },
  };
}
