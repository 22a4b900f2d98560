import { and, count, desc, eq, exists, gte, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { Platform } from '../../../common/constants';
import type { Database } from '../../db/client';
import { socialAccounts, socialPosts } from '../discovery/discovery.tables';
import { lists } from '../lists/lists.tables';
import { trackedProfiles } from '../profiles/profiles.tables';
import {
  type ContentRow,
  type ContentSource,
  type ContentType,
  contentListItems,
  contents,
} from './content.tables';

export type NewContent = typeof contents.$inferInsert;
export type ContentPatch = Partial<
  Pick<
    NewContent,
    | 'caption'
    | 'hashtags'
    | 'url'
    | 'likes'
    | 'comments'
    | 'views'
    | 'shares'
    | 'publishedAt'
    | 'campaignId'
    | 'type'
  >
>;

/** A content row with what the list shows of its creator (from the bank profile). */
export type ContentView = ContentRow & {
  username: string;
  fullName: string | null;
  avatarUrl: string | null;
  followers: number;
};

export type ContentFilter = {
  platform?: Platform;
  type?: ContentType;
  profileIds?: string[];
  listId?: string;
  from?: Date;
  to?: Date;
};

/** The org's view of a tracked creator: what content rows and their DTOs need. */
export type ProfileRef = {
  id: string;
  orgId: string;
  accountId: string;
  platform: Platform;
  username: string;
  platformUserId: string;
};

const profileRefColumns = {
  id: trackedProfiles.id,
  orgId: trackedProfiles.orgId,
  accountId: trackedProfiles.accountId,
  platform: trackedProfiles.platform,
  username: socialAccounts.username,
  platformUserId: socialAccounts.platformUserId,
};

export function createContentRepository(db: Database) {
  function whereOf(orgId: string, filter: ContentFilter) {
    return and(
      eq(contents.orgId, orgId),
      filter.platform ? eq(contents.platform, filter.platform) : undefined,
      filter.type ? eq(contents.type, filter.type) : undefined,
      filter.profileIds ? inArray(contents.profileId, filter.profileIds) : undefined,
      filter.from ? gte(contents.publishedAt, filter.from) : undefined,
      filter.to ? lte(contents.publishedAt, filter.to) : undefined,
      filter.listId
        ? exists(
            db
              .select({ one: sql`1` })
              .from(contentListItems)
              .where(
                and(
                  eq(contentListItems.orgId, orgId),
                  eq(contentListItems.listId, filter.listId),
                  eq(contentListItems.contentId, contents.id),
                ),
              ),
          )
        : undefined,
    );
  }

  function selectViews() {
    return db
      .select({
        content: contents,
        username: socialAccounts.username,
        displayName: trackedProfiles.displayName,
        fullName: socialAccounts.fullName,
        avatarUrl: socialAccounts.avatarUrl,
        followers: socialAccounts.followers,
      })
      .from(contents)
      .innerJoin(
        trackedProfiles,
        and(eq(trackedProfiles.id, contents.profileId), eq(trackedProfiles.orgId, contents.orgId)),
      )
      .innerJoin(socialAccounts, eq(socialAccounts.id, trackedProfiles.accountId));
  }

  type ViewRow = Awaited<ReturnType<ReturnType<typeof selectViews>['execute']>>[number];
  const toView = (row: ViewRow): ContentView => ({
    ...row.content,
    username: row.username,
    fullName: row.displayName ?? row.fullName,
    avatarUrl: row.avatarUrl,
    followers: row.followers,
  });

  return {
    /** Newest first; `id` breaks ties so pages never repeat or skip a row. */
    async page(
      orgId: string,
      filter: ContentFilter,
      paging: { offset: number; limit: number },
    ): Promise<{ rows: ContentView[]; total: number }> {
      const where = whereOf(orgId, filter);
      const [rows, [totals]] = await Promise.all([
        selectViews()
          .where(where)
          .orderBy(desc(contents.publishedAt), desc(contents.id))
          .limit(paging.limit)
          .offset(paging.offset),
        db.select({ n: count() }).from(contents).where(where),
      ]);
      return { rows: rows.map(toView), total: totals?.n ?? 0 };
    },

    async findView(orgId: string, contentId: string): Promise<ContentView | null> {
      const [row] = await selectViews().where(
        and(eq(contents.orgId, orgId), eq(contents.id, contentId)),
      );
      return row ? toView(row) : null;
    },

    async find(orgId: string, contentId: string): Promise<ContentRow | null> {
      const [row] = await db
        .select()
        .from(contents)
        .where(and(eq(contents.orgId, orgId), eq(contents.id, contentId)));
      return row ?? null;
    },

    /**
     * The one lookup without an organization: a signed file URL names no org, and the caller has
     * no session. The service opens the file only when the signature over the row's org holds.
     */
    async findForSignedUrl(contentId: string): Promise<ContentRow | null> {
      const [row] = await db.select().from(contents).where(eq(contents.id, contentId));
      return row ?? null;
    },

    async findMany(orgId: string, contentIds: string[]): Promise<ContentRow[]> {
      return db
        .select()
        .from(contents)
        .where(and(eq(contents.orgId, orgId), inArray(contents.id, contentIds)));
    },

    /** The organization's lists each content is saved to, by content id. */
    async listsOf(
      orgId: string,
      contentIds: string[],
    ): Promise<Map<string, { _id: string; name: string }[]>> {
      const byContent = new Map<string, { _id: string; name: string }[]>();
      if (contentIds.length === 0) return byContent;
      const rows = await db
        .select({ contentId: contentListItems.contentId, id: lists.id, name: lists.name })
        .from(contentListItems)
        .innerJoin(
          lists,
          and(eq(lists.id, contentListItems.listId), eq(lists.orgId, contentListItems.orgId)),
        )
        .where(
          and(eq(contentListItems.orgId, orgId), inArray(contentListItems.contentId, contentIds)),
        )
        .orderBy(lists.name);
      for (const row of rows) {
        const entry = byContent.get(row.contentId) ?? [];
        entry.push({ _id: row.id, name: row.name });
        byContent.set(row.contentId, entry);
      }
      return byContent;
    },

    async insert(values: NewContent): Promise<ContentRow> {
      const [row] = await db.insert(contents).values(values).returning();
      return row;
    },

    async update(orgId: string, contentId: string, patch: ContentPatch): Promise<boolean> {
      const updated = await db
        .update(contents)
        .set({ ...patch, updatedAt: new Date() })
        .where(and(eq(contents.orgId, orgId), eq(contents.id, contentId)))
        .returning({ id: contents.id });
      return updated.length > 0;
    },

    /** Deletes the contents; answers the deleted rows (their stored files are the caller's). */
    async deleteMany(orgId: string, contentIds: string[]): Promise<ContentRow[]> {
      return db
        .delete(contents)
        .where(and(eq(contents.orgId, orgId), inArray(contents.id, contentIds)))
        .returning();
    },

    /** Which of these stories of a profile have no stored file yet. */
    async storiesWithoutMedia(
      orgId: string,
      profileId: string,
      platformPostIds: string[],
    ): Promise<{ id: string; platformPostId: string }[]> {
      if (platformPostIds.length === 0) return [];
      const rows = await db
        .select({ id: contents.id, platformPostId: contents.platformPostId })
        .from(contents)
        .where(
          and(
            eq(contents.orgId, orgId),
            eq(contents.profileId, profileId),
            eq(contents.type, 'story'),
            inArray(contents.platformPostId, platformPostIds),
            sql`${contents.mediaKey} is null`,
          ),
        );
      return rows.flatMap((row) =>
        row.platformPostId ? [{ id: row.id, platformPostId: row.platformPostId }] : [],
      );
    },

    /** Records a stored file on a row that had none; false when another run got there first. */
    async setMedia(
      orgId: string,
      contentId: string,
      media: Pick<NewContent, 'mediaKey' | 'thumbnailKey' | 'mediaContentType' | 'mediaSizeBytes'>,
    ): Promise<boolean> {
      const updated = await db
        .update(contents)
        .set({ ...media, updatedAt: new Date() })
        .where(
          and(
            eq(contents.orgId, orgId),
            eq(contents.id, contentId),
            sql`${contents.mediaKey} is null`,
          ),
        )
        .returning({ id: contents.id });
      return updated.length > 0;
    },

    /**
     * A profile's contents, or only those of one source and platform (what a connected account
     * brought in, when the creator takes it back).
     */
    async deleteForProfile(
      orgId: string,
      profileId: string,
      only?: { source: ContentSource; platform: Platform },
    ): Promise<ContentRow[]> {
      return db
        .delete(contents)
        .where(
          and(
            eq(contents.orgId, orgId),
            eq(contents.profileId, profileId),
            only ? eq(contents.source, only.source) : undefined,
            only ? eq(contents.platform, only.platform) : undefined,
          ),
        )
        .returning();
    },

    async countForOrg(orgId: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(contents).where(eq(contents.orgId, orgId));
      return row?.n ?? 0;
    },

    /**
     * Inserts or updates by (profile, platform post id): a post seen again gets its fresh counts,
     * never a second row. Answers how many rows were written.
     */
    async upsertByPlatformPost(rows: NewContent[]): Promise<number> {
      if (rows.length === 0) return 0;
      const written = await db
        .insert(contents)
        .values(rows)
        .onConflictDoUpdate({
          target: [contents.profileId, contents.platformPostId],
          set: {
            url: sql`coalesce(excluded.url, ${contents.url})`,
            caption: sql`coalesce(excluded.caption, ${contents.caption})`,
            // A row without a caption (stories) keeps the hashtags it had.
            hashtags: sql`case when excluded.caption is null then ${contents.hashtags} else excluded.hashtags end`,
            likes: sql`coalesce(excluded.likes, ${contents.likes})`,
            comments: sql`coalesce(excluded.comments, ${contents.comments})`,
            views: sql`coalesce(excluded.views, ${contents.views})`,
            shares: sql`coalesce(excluded.shares, ${contents.shares})`,
            reach: sql`coalesce(excluded.reach, ${contents.reach})`,
            replies: sql`coalesce(excluded.replies, ${contents.replies})`,
            taps: sql`coalesce(excluded.taps, ${contents.taps})`,
            watchMinutes: sql`coalesce(excluded.watch_minutes, ${contents.watchMinutes})`,
            // A story read with the creator's own account stays marked so.
            source: sql`case when excluded.source = 'connected' then excluded.source else ${contents.source} end`,
            updatedAt: new Date(),
          },
        })
        .returning({ id: contents.id });
      return written.length;
    },

    async findProfile(orgId: string, profileId: string): Promise<ProfileRef | null> {
      const [row] = await db
        .select(profileRefColumns)
        .from(trackedProfiles)
        .innerJoin(socialAccounts, eq(socialAccounts.id, trackedProfiles.accountId))
        .where(and(eq(trackedProfiles.orgId, orgId), eq(trackedProfiles.id, profileId)));
      return row ?? null;
    },

    /** Tracked profiles whose bank handle is `username` (case-insensitive) on a platform. */
    async findProfilesByUsername(
      orgId: string,
      platform: Platform,
      username: string,
    ): Promise<string[]> {
      const rows = await db
        .select({ id: trackedProfiles.id })
        .from(trackedProfiles)
        .innerJoin(socialAccounts, eq(socialAccounts.id, trackedProfiles.accountId))
        .where(
          and(
            eq(trackedProfiles.orgId, orgId),
            eq(trackedProfiles.platform, platform),
            sql`lower(${socialAccounts.username}) = lower(${username})`,
          ),
        );
      return rows.map((row) => row.id);
    },

    async listExists(orgId: string, listId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: lists.id })
        .from(lists)
        .where(and(eq(lists.orgId, orgId), eq(lists.id, listId)));
      return Boolean(row);
    },

    /** Answers how many of the contents were not in the list before. */
    async addToList(orgId: string, listId: string, contentIds: string[]): Promise<number> {
      const added = await db
        .insert(contentListItems)
        .values(contentIds.map((contentId) => ({ orgId, listId, contentId })))
        .onConflictDoNothing()
        .returning({ contentId: contentListItems.contentId });
      return added.length;
    },

    /** The bank's recent posts of a creator (global table, read-only here). */
    async bankPosts(accountId: string) {
      return db.select().from(socialPosts).where(eq(socialPosts.accountId, accountId));
    },

    /**
     * Every organization's tracked profiles with story tracking on: the tracking job works across
     * organizations, and each row carries its own org id into what it writes.
     */
    async profilesTrackingStories(): Promise<ProfileRef[]> {
      return db
        .select(profileRefColumns)
        .from(trackedProfiles)
        .innerJoin(socialAccounts, eq(socialAccounts.id, trackedProfiles.accountId))
        .where(isNotNull(trackedProfiles.storyTrackingAt))
        .orderBy(trackedProfiles.id);
    },
  };
}

export type ContentRepository = ReturnType<typeof createContentRepository>;
