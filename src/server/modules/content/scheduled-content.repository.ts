import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { socialAccounts } from '../discovery/discovery.tables';
import { trackedProfiles } from '../profiles/profiles.tables';
import { type ScheduledContentRow, scheduledContents } from './content.tables';

export type NewScheduledContent = typeof scheduledContents.$inferInsert;
export type ScheduledPatch = Partial<
  Omit<NewScheduledContent, 'id' | 'orgId' | 'createdBy' | 'createdAt' | 'updatedAt'>
>;
export type ScheduledView = ScheduledContentRow & {
  username: string | null;
  avatarUrl: string | null;
};

export function createScheduledContentRepository(db: Database) {
  function selectViews() {
    return db
      .select({
        item: scheduledContents,
        username: socialAccounts.username,
        avatarUrl: socialAccounts.avatarUrl,
      })
      .from(scheduledContents)
      .leftJoin(
        trackedProfiles,
        and(
          eq(trackedProfiles.id, scheduledContents.profileId),
          eq(trackedProfiles.orgId, scheduledContents.orgId),
        ),
      )
      .leftJoin(socialAccounts, eq(socialAccounts.id, trackedProfiles.accountId));
  }
  type ViewRow = Awaited<ReturnType<ReturnType<typeof selectViews>['execute']>>[number];
  const toView = (row: ViewRow): ScheduledView => ({
    ...row.item,
    username: row.username,
    avatarUrl: row.avatarUrl,
  });

  return {
    async inRange(
      orgId: string,
      range: { from: Date; to: Date; profileId?: string; campaignId?: string },
    ): Promise<ScheduledView[]> {
      const rows = await selectViews()
        .where(
          and(
            eq(scheduledContents.orgId, orgId),
            gte(scheduledContents.scheduledAt, range.from),
            lte(scheduledContents.scheduledAt, range.to),
            range.profileId ? eq(scheduledContents.profileId, range.profileId) : undefined,
            range.campaignId ? eq(scheduledContents.campaignId, range.campaignId) : undefined,
          ),
        )
        .orderBy(asc(scheduledContents.scheduledAt), asc(scheduledContents.id));
      return rows.map(toView);
    },

    async findView(orgId: string, id: string): Promise<ScheduledView | null> {
      const [row] = await selectViews().where(
        and(eq(scheduledContents.orgId, orgId), eq(scheduledContents.id, id)),
      );
      return row ? toView(row) : null;
    },

    async insert(values: NewScheduledContent): Promise<ScheduledContentRow> {
      const [row] = await db.insert(scheduledContents).values(values).returning();
      return row;
    },

    async update(orgId: string, id: string, patch: ScheduledPatch): Promise<boolean> {
      const rows = await db
        .update(scheduledContents)
        .set({ ...patch, updatedAt: new Date() })
        .where(and(eq(scheduledContents.orgId, orgId), eq(scheduledContents.id, id)))
        .returning({ id: scheduledContents.id });
      return rows.length > 0;
    },

    async delete(orgId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(scheduledContents)
        .where(and(eq(scheduledContents.orgId, orgId), eq(scheduledContents.id, id)))
        .returning({ id: scheduledContents.id });
      return rows.length > 0;
    },

    async profileExists(orgId: string, profileId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: trackedProfiles.id })
        .from(trackedProfiles)
        .where(and(eq(trackedProfiles.orgId, orgId), eq(trackedProfiles.id, profileId)));
      return Boolean(row);
    },
  };
}

export type ScheduledContentRepository = ReturnType<typeof createScheduledContentRepository>;
