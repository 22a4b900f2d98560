import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNull,
  lte,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { BankSource } from '../../../common/api/data-sources';
import type { ProfileFilters } from '../../../common/api/profiles';
import { FOLLOWER_HISTORY_MAX, type FollowerSnapshot } from '../../../common/follower-growth';
import type { Database } from '../../db/client';
import { users } from '../account/account.tables';
import { socialAccountSnapshots, socialAccounts, socialPosts } from '../discovery/discovery.tables';
import { listItems, listStatuses } from '../lists/lists.tables';
import {
  customFields,
  profileActivities,
  profileAttachments,
  profileCoupons,
  profileLinks,
  trackedProfiles,
} from './profiles.tables';

const t = trackedProfiles;
const s = socialAccounts;

/** A tracked profile with the bank columns its DTO shows. */
const profileColumns = {
  tracked: t,
  bank: {
    platform: s.platform,
    username: s.username,
    fullName: s.fullName,
    avatarUrl: s.avatarUrl,
    bio: s.bio,
    followers: s.followers,
    following: s.following,
    postsCount: s.postsCount,
    engagementRate: s.engagementRate,
    avgLikes: s.avgLikes,
    avgComments: s.avgComments,
    avgViews: s.avgViews,
    followerGrowth30d: s.followerGrowth30d,
    country: s.country,
    city: s.city,
    language: s.language,
    categories: s.categories,
    isVerified: s.isVerified,
    isDemo: s.isDemo,
    source: s.source,
    sourceFetchedAt: s.sourceFetchedAt,
  },
};

export type ProfileRow = {
  tracked: typeof trackedProfiles.$inferSelect;
  bank: {
    platform: (typeof socialAccounts.$inferSelect)['platform'];
    username: string;
    fullName: string | null;
    avatarUrl: string | null;
    bio: string | null;
    followers: number;
    following: number;
    postsCount: number;
    engagementRate: number;
    avgLikes: number;
    avgComments: number;
    avgViews: number;
    followerGrowth30d: number;
    country: string | null;
    city: string | null;
    language: string | null;
    categories: string[];
    isVerified: boolean;
    isDemo: boolean;
    source: BankSource;
    sourceFetchedAt: Date | null;
  };
};

function filterConditions(orgId: string, filters: ProfileFilters): SQL[] {
  const conditions: SQL[] = [eq(t.orgId, orgId)];
  if (filters.platform) conditions.push(eq(t.platform, filters.platform));
  if (filters.favourite !== undefined) conditions.push(eq(t.favourite, filters.favourite));
  if (filters.text) {
    const pattern = `%${filters.text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      or(
        ilike(s.username, pattern),
        ilike(s.fullName, pattern),
        ilike(t.displayName, pattern),
      ) as SQL,
    );
  }
  const { followers, engagementRate } = filters;
  if (followers?.min !== undefined) conditions.push(gte(s.followers, followers.min));
  if (followers?.max !== undefined) conditions.push(lte(s.followers, followers.max));
  if (engagementRate?.min !== undefined) conditions.push(gte(s.engagementRate, engagementRate.min));
  if (engagementRate?.max !== undefined) conditions.push(lte(s.engagementRate, engagementRate.max));
  if (filters.listId || filters.listStatus) {
    const inList = [eq(listItems.orgId, orgId), eq(listItems.profileId, t.id)];
    if (filters.listId) inList.push(eq(listItems.listId, filters.listId));
    const status = filters.listStatus
      ? sql`and exists (select 1 from ${listStatuses} where ${listStatuses.id} = ${listItems.statusId} and lower(${listStatuses.name}) = lower(${filters.listStatus}))`
      : sql``;
    conditions.push(sql`exists (select 1 from ${listItems} where ${and(...inList)} ${status})`);
  }
  for (const [fieldId, value] of Object.entries(filters.customFields ?? {})) {
    conditions.push(sql`lower(${t.customFields} ->> ${fieldId}) = lower(${String(value)})`);
  }
  return conditions;
}

function orderOf(sort: ProfileFilters['sort']) {
  switch (sort) {
    case 'followers':
      return [desc(s.followers), desc(t.id)];
    case 'engagement':
      return [desc(s.engagementRate), desc(t.id)];
    case 'username':
      return [asc(s.username), asc(t.id)];
    default:
      return [desc(t.createdAt), desc(t.id)];
  }
}

export function createProfilesRepository(db: Database) {
  return {
    async page(
      orgId: string,
      filters: ProfileFilters,
      page: { limit: number; offset: number },
    ): Promise<{ rows: ProfileRow[]; total: number }> {
      const where = and(...filterConditions(orgId, filters));
      const [rows, [{ n }]] = await Promise.all([
        db
          .select(profileColumns)
          .from(t)
          .innerJoin(s, eq(s.id, t.accountId))
          .where(where)
          .orderBy(...orderOf(filters.sort))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ n: count() }).from(t).innerJoin(s, eq(s.id, t.accountId)).where(where),
      ]);
      return { rows, total: n };
    },

    async all(orgId: string, cap: number): Promise<ProfileRow[]> {
      return db
        .select(profileColumns)
        .from(t)
        .innerJoin(s, eq(s.id, t.accountId))
        .where(eq(t.orgId, orgId))
        .orderBy(asc(s.username), asc(t.id))
        .limit(cap);
    },

    async find(orgId: string, profileId: string): Promise<ProfileRow | null> {
      const [row] = await db
        .select(profileColumns)
        .from(t)
        .innerJoin(s, eq(s.id, t.accountId))
        .where(and(eq(t.orgId, orgId), eq(t.id, profileId)));
      return row ?? null;
    },

    /** The bank's follower snapshots of an account, oldest first (the newest the report reads). */
    async followerHistory(accountId: string): Promise<FollowerSnapshot[]> {
      const snapshots = socialAccountSnapshots;
      const rows = await db
        .select({ takenOn: snapshots.takenOn, followers: snapshots.followers })
        .from(snapshots)
        .where(eq(snapshots.accountId, accountId))
        .orderBy(desc(snapshots.takenOn))
        .limit(FOLLOWER_HISTORY_MAX);
      return rows.reverse();
    },

    /** The profile shared under this token; the organization is implied by the token alone. */
    async findShared(token: string): Promise<ProfileRow | null> {
      const [row] = await db
        .select(profileColumns)
        .from(t)
        .innerJoin(s, eq(s.id, t.accountId))
        .where(eq(t.shareToken, token));
      return row ?? null;
    },

    /** Shares a profile that is not shared yet; an already shared profile keeps its token. */
    async share(orgId: string, profileId: string, token: string): Promise<void> {
      await db
        .update(t)
        .set({ shareToken: token, sharedAt: sql`now()`, updatedAt: sql`now()` })
        .where(and(eq(t.orgId, orgId), eq(t.id, profileId), isNull(t.shareToken)));
    },

    /**
     * The organization's tracked profile of a bank row, as SQL over the row's id (null when it
     * tracks none): search pages select it beside the row instead of asking afterwards.
     */
    trackedBy(orgId: string) {
      return (accountId: SQL) =>
        sql<
          string | null
        >`(select ${t.id} from ${t} where ${t.orgId} = ${orgId} and ${t.accountId} = ${accountId})`;
    },

    /** Which of these bank profiles the organization tracks: bank id -> tracked profile id. */
    async trackedAmong(orgId: string, accountIds: string[]): Promise<Map<string, string>> {
      if (accountIds.length === 0) return new Map();
      const rows = await db
        .select({ accountId: t.accountId, id: t.id })
        .from(t)
        .where(and(eq(t.orgId, orgId), inArray(t.accountId, accountIds)));
      return new Map(rows.map((r) => [r.accountId, r.id]));
    },

    async bankAccounts(accountIds: string[]) {
      if (accountIds.length === 0) return [];
      return db
        .select({ id: s.id, platform: s.platform, username: s.username })
        .from(s)
        .where(inArray(s.id, accountIds));
    },

    async slugsStartingWith(orgId: string, base: string): Promise<Set<string>> {
      const rows = await db
        .select({ slug: t.slug })
        .from(t)
        .where(
          and(
            eq(t.orgId, orgId),
            sql`${t.slug} like ${`${base.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`,
          ),
        );
      return new Set(rows.map((r) => r.slug));
    },

    /** Inserts new tracked profiles; rows whose bank profile is already tracked are skipped. */
    async insertTracked(rows: (typeof trackedProfiles.$inferInsert)[]) {
      if (rows.length === 0) return [];
      return db
        .insert(t)
        .values(rows)
        .onConflictDoNothing({ target: [t.orgId, t.accountId] })
        .returning({ id: t.id, accountId: t.accountId });
    },

    async update(
      orgId: string,
      profileId: string,
      patch: Partial<typeof trackedProfiles.$inferInsert>,
    ): Promise<boolean> {
      const rows = await db
        .update(t)
        .set({ ...patch, updatedAt: sql`now()` })
        .where(and(eq(t.orgId, orgId), eq(t.id, profileId)))
        .returning({ id: t.id });
      return rows.length > 0;
    },

    async delete(orgId: string, profileId: string): Promise<boolean> {
      const rows = await db
        .delete(t)
        .where(and(eq(t.orgId, orgId), eq(t.id, profileId)))
        .returning({ id: t.id });
      return rows.length > 0;
    },

    async countProfiles(orgId: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(t).where(eq(t.orgId, orgId));
      return row?.n ?? 0;
    },

    async addActivity(row: typeof profileActivities.$inferInsert): Promise<void> {
      await db.insert(profileActivities).values(row);
    },

    async activities(orgId: string, profileId: string, limit = 100) {
      const a = profileActivities;
      return db
        .select({
          id: a.id,
          kind: a.kind,
          message: a.message,
          text: a.text,
          userId: a.userId,
          userName: users.fullName,
          createdAt: a.createdAt,
        })
        .from(a)
        .leftJoin(users, eq(users.id, a.userId))
        .where(and(eq(a.orgId, orgId), eq(a.profileId, profileId)))
        .orderBy(desc(a.createdAt), desc(a.id))
        .limit(limit);
    },

    async recentActivity(orgId: string, limit: number) {
      const a = profileActivities;
      return db
        .select({
          id: a.id,
          profileId: a.profileId,
          username: s.username,
          kind: a.kind,
          message: a.message,
          text: a.text,
          userId: a.userId,
          userName: users.fullName,
          createdAt: a.createdAt,
        })
        .from(a)
        .innerJoin(t, eq(t.id, a.profileId))
        .innerJoin(s, eq(s.id, t.accountId))
        .leftJoin(users, eq(users.id, a.userId))
        .where(eq(a.orgId, orgId))
        .orderBy(desc(a.createdAt), desc(a.id))
        .limit(limit);
    },

    async deleteActivity(orgId: string, profileId: string, activityId: string) {
      const a = profileActivities;
      const rows = await db
        .delete(a)
        .where(and(eq(a.orgId, orgId), eq(a.profileId, profileId), eq(a.id, activityId)))
        .returning({ id: a.id });
      return rows.length > 0;
    },

    async links(orgId: string, profileId: string) {
      return db
        .select()
        .from(profileLinks)
        .where(and(eq(profileLinks.orgId, orgId), eq(profileLinks.profileId, profileId)))
        .orderBy(asc(profileLinks.createdAt), asc(profileLinks.id));
    },

    async addLink(row: typeof profileLinks.$inferInsert) {
      await db.insert(profileLinks).values(row);
    },

    async deleteLink(orgId: string, profileId: string, linkId: string) {
      const l = profileLinks;
      const rows = await db
        .delete(l)
        .where(and(eq(l.orgId, orgId), eq(l.profileId, profileId), eq(l.id, linkId)))
        .returning({ url: l.url });
      return rows[0] ?? null;
    },

    async coupons(orgId: string, profileId: string) {
      return db
        .select()
        .from(profileCoupons)
        .where(and(eq(profileCoupons.orgId, orgId), eq(profileCoupons.profileId, profileId)))
        .orderBy(asc(profileCoupons.createdAt), asc(profileCoupons.id));
    },

    async addCoupon(row: typeof profileCoupons.$inferInsert) {
      await db.insert(profileCoupons).values(row);
    },

    async deleteCoupon(orgId: string, profileId: string, couponId: string) {
      const c = profileCoupons;
      const rows = await db
        .delete(c)
        .where(and(eq(c.orgId, orgId), eq(c.profileId, profileId), eq(c.id, couponId)))
        .returning({ code: c.code });
      return rows[0] ?? null;
    },

    async attachments(orgId: string, profileId: string) {
      const a = profileAttachments;
      return db
        .select()
        .from(a)
        .where(and(eq(a.orgId, orgId), eq(a.profileId, profileId)))
        .orderBy(desc(a.createdAt), desc(a.id));
    },

    async findAttachment(orgId: string, attachmentId: string) {
      const a = profileAttachments;
      const [row] = await db
        .select()
        .from(a)
        .where(and(eq(a.orgId, orgId), eq(a.id, attachmentId)));
      return row ?? null;
    },

    async addAttachment(row: typeof profileAttachments.$inferInsert) {
      const [inserted] = await db.insert(profileAttachments).values(row).returning();
      return inserted;
    },

    async renameAttachment(orgId: string, profileId: string, attachmentId: string, title: string) {
      const a = profileAttachments;
      const rows = await db
        .update(a)
        .set({ title })
        .where(and(eq(a.orgId, orgId), eq(a.profileId, profileId), eq(a.id, attachmentId)))
        .returning({ id: a.id });
      return rows.length > 0;
    },

    async deleteAttachment(orgId: string, profileId: string, attachmentId: string) {
      const a = profileAttachments;
      const rows = await db
        .delete(a)
        .where(and(eq(a.orgId, orgId), eq(a.profileId, profileId), eq(a.id, attachmentId)))
        .returning();
      return rows[0] ?? null;
    },

    async attachmentKeysOf(orgId: string, profileId: string): Promise<string[]> {
      const a = profileAttachments;
      const rows = await db
        .select({ key: a.storageKey })
        .from(a)
        .where(and(eq(a.orgId, orgId), eq(a.profileId, profileId)));
      return rows.map((r) => r.key);
    },

    async customFieldsByIds(orgId: string, ids: string[]) {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(customFields)
        .where(and(eq(customFields.orgId, orgId), inArray(customFields.id, ids)));
    },

    async recentBankPosts(accountId: string, limit: number) {
      return db
        .select({
          type: socialPosts.type,
          caption: socialPosts.caption,
          likes: socialPosts.likes,
          comments: socialPosts.comments,
          views: socialPosts.views,
          publishedAt: socialPosts.publishedAt,
        })
        .from(socialPosts)
        .where(eq(socialPosts.accountId, accountId))
        .orderBy(desc(socialPosts.publishedAt))
        .limit(limit);
    },
  };
}

export type ProfilesRepository = ReturnType<typeof createProfilesRepository>;
