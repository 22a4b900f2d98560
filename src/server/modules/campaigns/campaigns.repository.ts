import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  lte,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { CampaignsQuery } from '../../../common/api/campaigns';
import type { Database } from '../../db/client';
import { isUuid } from '../../db/ids';
import type { StoredText } from '../../http/i18n/text';
import { socialAccounts } from '../discovery/discovery.tables';
import { trackedProfiles } from '../profiles/profiles.tables';
import { campaignChildTable } from './campaign-child-table';
import {
  type CampaignPostRow,
  type CampaignRow,
  campaignActivities,
  campaignFiles,
  campaignInfluencers,
  campaignPayments,
  campaignPosts,
  campaigns,
} from './campaigns.tables';

// PostgreSQL rejects a malformed uuid with an error; such an id simply matches nothing.

export type NewCampaign = typeof campaigns.$inferInsert;
export type CampaignPatch = Partial<
  Pick<
    CampaignRow,
    | 'name'
    | 'description'
    | 'status'
    | 'startsOn'
    | 'endsOn'
    | 'budgetMinor'
    | 'currency'
    | 'destinationUrl'
    | 'publicSlug'
    | 'shareDisabledAt'
  >
>;
export type NewPost = Omit<typeof campaignPosts.$inferInsert, 'id' | 'orgId' | 'campaignId'>;
export type PostPatch = Partial<Omit<CampaignPostRow, 'id' | 'orgId' | 'campaignId' | 'createdAt'>>;
export type PaymentRow = typeof campaignPayments.$inferSelect;
export type NewPayment = Omit<typeof campaignPayments.$inferInsert, 'id' | 'orgId' | 'campaignId'>;
export type InfluencerRow = typeof campaignInfluencers.$inferSelect;
export type FileRow = typeof campaignFiles.$inferSelect;
export type ActivityRow = typeof campaignActivities.$inferSelect;

/** What the bank knows of a tracked profile: the card shown for an influencer. */
export type ProfileCard = {
  profileId: string;
  platform: InfluencerPlatform;
  username: string;
  fullName: string | null;
  avatarUrl: string | null;
  followers: number;
  engagementRate: number;
  isDemo: boolean;
};
type InfluencerPlatform = (typeof socialAccounts.$inferSelect)['platform'];

/** A sum as the driver answers it (a string for bigint), null kept. */
const numberOrNull = (value: unknown) =>
  value === null || value === undefined ? null : Number(value);

export type CampaignTotalsRow = {
  campaignId: string;
  influencers: number;
  posts: number;
  stories: number;
  views: number | null;
  engagements: number | null;
};

const cardColumns = {
  profileId: trackedProfiles.id,
  platform: trackedProfiles.platform,
  username: socialAccounts.username,
  fullName: sql<
    string | null
  >`coalesce(${trackedProfiles.displayName}, ${socialAccounts.fullName})`,
  avatarUrl: socialAccounts.avatarUrl,
  followers: socialAccounts.followers,
  engagementRate: socialAccounts.engagementRate,
  isDemo: socialAccounts.isDemo,
};

/** Queries of campaigns and everything in them; every method takes orgId first. */
export function createCampaignsRepository(db: Database) {
  const inOrg = (orgId: string, campaignId: string) =>
    and(eq(campaigns.orgId, orgId), eq(campaigns.id, campaignId));
  const oneInfluencer = (orgId: string, campaignId: string, profileId: string) =>
    and(
      eq(campaignInfluencers.orgId, orgId),
      eq(campaignInfluencers.campaignId, campaignId),
      eq(campaignInfluencers.profileId, profileId),
    );
  const posts = campaignChildTable(db, campaignPosts, { newestFirst: true });
  const payments = campaignChildTable(db, campaignPayments, { newestFirst: false });
  const activities = campaignChildTable(db, campaignActivities, { newestFirst: true });
  const files = campaignChildTable(db, campaignFiles, { newestFirst: true });

  return {
    async insertCampaign(values: NewCampaign): Promise<CampaignRow> {
      const [row] = await db.insert(campaigns).values(values).returning();
      return row;
    },

    async findCampaign(orgId: string, campaignId: string): Promise<CampaignRow | null> {
      if (!isUuid(campaignId)) return null;
      const [row] = await db.select().from(campaigns).where(inOrg(orgId, campaignId));
      return row ?? null;
    },

    async findBySlug(slug: string): Promise<CampaignRow | null> {
      const [row] = await db.select().from(campaigns).where(eq(campaigns.publicSlug, slug));
      return row ?? null;
    },

    async updateCampaign(
      orgId: string,
      campaignId: string,
      patch: CampaignPatch,
    ): Promise<CampaignRow | null> {
      const [row] = await db
        .update(campaigns)
        .set({ ...patch, updatedAt: new Date() })
        .where(inOrg(orgId, campaignId))
        .returning();
      return row ?? null;
    },

    async deleteCampaign(orgId: string, campaignId: string): Promise<boolean> {
      const rows = await db
        .delete(campaigns)
        .where(inOrg(orgId, campaignId))
        .returning({ id: campaigns.id });
      return rows.length > 0;
    },

    /** A page of campaigns, newest first; dates filter on the days the campaign runs. */
    async listCampaigns(
      orgId: string,
      query: CampaignsQuery,
    ): Promise<{ rows: CampaignRow[]; total: number }> {
      const created = sql`(${campaigns.createdAt})::date`;
      const conditions: (SQL | undefined)[] = [
        eq(campaigns.orgId, orgId),
        query.status ? eq(campaigns.status, query.status) : undefined,
        query.from
          ? gte(sql`coalesce(${campaigns.endsOn}, ${campaigns.startsOn}, ${created})`, query.from)
          : undefined,
        query.to ? lte(sql`coalesce(${campaigns.startsOn}, ${created})`, query.to) : undefined,
      ];
      if (query.text) {
        const pattern = `%${query.text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        conditions.push(or(ilike(campaigns.name, pattern), ilike(campaigns.description, pattern)));
      }
      const where = and(...conditions);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(campaigns)
          .where(where)
          .orderBy(desc(campaigns.createdAt), desc(campaigns.id))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db.select({ n: count() }).from(campaigns).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** Counts and sums of the list page, for several campaigns at once. */
    async totalsOf(orgId: string, campaignIds: string[]): Promise<CampaignTotalsRow[]> {
      if (campaignIds.length === 0) return [];
      const post = campaignPosts;
      const tracked = sql`${post.state} = 'tracked'`;
      const [influencers, posts] = await Promise.all([
        db
          .select({ campaignId: campaignInfluencers.campaignId, n: count() })
          .from(campaignInfluencers)
          .where(
            and(
              eq(campaignInfluencers.orgId, orgId),
              inArray(campaignInfluencers.campaignId, campaignIds),
            ),
          )
          .groupBy(campaignInfluencers.campaignId),
        db
          .select({
            campaignId: campaignPosts.campaignId,
            posts: sql<number>`count(*) filter (where ${campaignPosts.kind} = 'post')`,
            stories: sql<number>`count(*) filter (where ${campaignPosts.kind} = 'story')`,
            // As the results define them (campaign-results.ts): tracked posts, each with the
            // figures it has; null when no post has any, never 0.
            views: sql<number | null>`sum(${post.views}) filter (where ${tracked})`,
            engagements: sql<number | null>`sum(case
              when num_nonnulls(${post.likes}, ${post.comments}, ${post.shares}, ${post.saves}) > 0
              then coalesce(${post.likes}, 0) + coalesce(${post.comments}, 0)
                + coalesce(${post.shares}, 0) + coalesce(${post.saves}, 0) end)
              filter (where ${tracked})`,
          })
          .from(campaignPosts)
          .where(
            and(eq(campaignPosts.orgId, orgId), inArray(campaignPosts.campaignId, campaignIds)),
          )
          .groupBy(campaignPosts.campaignId),
      ]);
      return campaignIds.map((campaignId) => {
        const p = posts.find((r) => r.campaignId === campaignId);
        return {
          campaignId,
          influencers: Number(influencers.find((r) => r.campaignId === campaignId)?.n ?? 0),
          posts: Number(p?.posts ?? 0),
          stories: Number(p?.stories ?? 0),
          views: numberOrNull(p?.views),
          engagements: numberOrNull(p?.engagements),
        };
      });
    },

    // ---- influencers ----------------------------------------------------------------------

    /** The organization's tracked profiles among these ids (others' and unknown ones drop out). */
    async trackedAmong(orgId: string, profileIds: string[]): Promise<string[]> {
      const ids = profileIds.filter(isUuid);
      if (ids.length === 0) return [];
      const rows = await db
        .select({ id: trackedProfiles.id })
        .from(trackedProfiles)
        .where(and(eq(trackedProfiles.orgId, orgId), inArray(trackedProfiles.id, ids)));
      return rows.map((r) => r.id);
    },

    /** The tracked profile of the organization for a bank account, if it tracks one. */
    async trackedByAccount(
      orgId: string,
      platform: InfluencerPlatform,
      platformUserId: string,
    ): Promise<string | null> {
      const [row] = await db
        .select({ id: trackedProfiles.id })
        .from(trackedProfiles)
        .innerJoin(socialAccounts, eq(socialAccounts.id, trackedProfiles.accountId))
        .where(
          and(
            eq(trackedProfiles.orgId, orgId),
            eq(socialAccounts.platform, platform),
            eq(socialAccounts.platformUserId, platformUserId),
          ),
        );
      return row?.id ?? null;
    },

    async cardOf(orgId: string, profileId: string): Promise<ProfileCard | null> {
      if (!isUuid(profileId)) return null;
      const [row] = await db
        .select(cardColumns)
        .from(trackedProfiles)
        .innerJoin(socialAccounts, eq(socialAccounts.id, trackedProfiles.accountId))
        .where(and(eq(trackedProfiles.orgId, orgId), eq(trackedProfiles.id, profileId)));
      return row ?? null;
    },

    /** Adds influencers; answers the profile ids that were not in the campaign yet. */
    async insertInfluencers(
      orgId: string,
      campaignId: string,
      profileIds: string[],
    ): Promise<string[]> {
      if (profileIds.length === 0) return [];
      const rows = await db
        .insert(campaignInfluencers)
        .values(profileIds.map((profileId) => ({ orgId, campaignId, profileId })))
        .onConflictDoNothing()
        .returning({ profileId: campaignInfluencers.profileId });
      return rows.map((r) => r.profileId);
    },

    async updateInfluencer(
      orgId: string,
      campaignId: string,
      profileId: string,
      patch: Partial<
        Pick<InfluencerRow, 'status' | 'feeMinor' | 'currency' | 'deliverables' | 'notes'>
      >,
    ): Promise<boolean> {
      if (!isUuid(profileId)) return false;
      const rows = await db
        .update(campaignInfluencers)
        .set(patch)
        .where(oneInfluencer(orgId, campaignId, profileId))
        .returning({ profileId: campaignInfluencers.profileId });
      return rows.length > 0;
    },

    async deleteInfluencer(orgId: string, campaignId: string, profileId: string): Promise<boolean> {
      if (!isUuid(profileId)) return false;
      const rows = await db
        .delete(campaignInfluencers)
        .where(oneInfluencer(orgId, campaignId, profileId))
        .returning({ profileId: campaignInfluencers.profileId });
      return rows.length > 0;
    },

    async influencersOf(
      orgId: string,
      campaignId: string,
    ): Promise<(InfluencerRow & { card: ProfileCard })[]> {
      const rows = await db
        .select({ influencer: campaignInfluencers, card: cardColumns })
        .from(campaignInfluencers)
        .innerJoin(trackedProfiles, eq(trackedProfiles.id, campaignInfluencers.profileId))
        .innerJoin(socialAccounts, eq(socialAccounts.id, trackedProfiles.accountId))
        .where(
          and(eq(campaignInfluencers.orgId, orgId), eq(campaignInfluencers.campaignId, campaignId)),
        )
        .orderBy(asc(campaignInfluencers.addedAt), asc(campaignInfluencers.profileId));
      return rows.map((r) => ({ ...r.influencer, card: r.card }));
    },

    // ---- posts and stories ----------------------------------------------------------------

    insertPost: posts.insert,
    findPost: posts.find,
    updatePost: (orgId: string, postId: string, patch: PostPatch) =>
      posts.update(orgId, { id: postId }, patch),
    deletePost: async (orgId: string, postId: string) =>
      (await posts.remove(orgId, { id: postId })) !== null,
    postsOf: (orgId: string, campaignId: string) => posts.listOf(orgId, campaignId),

    /** The same post (platform and id) or the same URL already in the campaign. */
    async findSamePost(
      orgId: string,
      campaignId: string,
      post: { url: string; platform: InfluencerPlatform; platformPostId: string },
    ): Promise<CampaignPostRow | null> {
      const [row] = await db
        .select()
        .from(campaignPosts)
        .where(
          and(
            eq(campaignPosts.orgId, orgId),
            eq(campaignPosts.campaignId, campaignId),
            or(
              eq(campaignPosts.url, post.url),
              and(
                eq(campaignPosts.platform, post.platform),
                eq(campaignPosts.platformPostId, post.platformPostId),
              ),
            ),
          ),
        )
        .limit(1);
      return row ?? null;
    },

    /** Posts and stories whose metrics could not be read, newest first, with their campaign. */
    async failedPosts(orgId: string, limit: number) {
      const where = and(eq(campaignPosts.orgId, orgId), eq(campaignPosts.state, 'failed'));
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: campaignPosts.id,
            kind: campaignPosts.kind,
            url: campaignPosts.url,
            failureReason: campaignPosts.failureReason,
            failureText: campaignPosts.failureText,
            updatedAt: campaignPosts.updatedAt,
            campaignId: campaigns.id,
            campaignName: campaigns.name,
            username: socialAccounts.username,
          })
          .from(campaignPosts)
          .innerJoin(
            campaigns,
            and(
              eq(campaigns.id, campaignPosts.campaignId),
              eq(campaigns.orgId, campaignPosts.orgId),
            ),
          )
          .leftJoin(
            trackedProfiles,
            and(
              eq(trackedProfiles.id, campaignPosts.profileId),
              eq(trackedProfiles.orgId, campaignPosts.orgId),
            ),
          )
          .leftJoin(socialAccounts, eq(socialAccounts.id, trackedProfiles.accountId))
          .where(where)
          .orderBy(desc(campaignPosts.updatedAt), desc(campaignPosts.id))
          .limit(limit),
        db.select({ total: count() }).from(campaignPosts).where(where),
      ]);
      return { rows, total: total?.total ?? 0 };
    },

    // ---- payments: edits are held to the campaign of the PUT that names them ----------------

    insertPayment: payments.insert,
    findPayment: payments.find,
    updatePayment: (
      orgId: string,
      campaignId: string,
      paymentId: string,
      patch: Partial<NewPayment>,
    ) => payments.update(orgId, { id: paymentId, campaignId }, patch),
    /** Deletes a payment; answers what it was (its invoice key, to delete the stored file). */
    deletePayment: (orgId: string, campaignId: string, paymentId: string) =>
      payments.remove(orgId, { id: paymentId, campaignId }),
    paymentsOf: (orgId: string, campaignIds: string[]) => payments.listOf(orgId, campaignIds),

    /**
     * Sets (or clears, with null) a payment's invoice key; answers the key it replaced so its
     * file can go. The row is locked while read, so two uploads at once never lose a file.
     */
    async replaceInvoiceKey(
      orgId: string,
      paymentId: string,
      invoiceKey: string | null,
    ): Promise<{ previous: string | null } | null> {
      if (!isUuid(paymentId)) return null;
      return db.transaction(async (tx) => {
        const where = and(eq(campaignPayments.orgId, orgId), eq(campaignPayments.id, paymentId));
        const [before] = await tx
          .select({ invoiceKey: campaignPayments.invoiceKey })
          .from(campaignPayments)
          .where(where)
          .for('update');
        if (!before) return null;
        await tx.update(campaignPayments).set({ invoiceKey, updatedAt: new Date() }).where(where);
        return { previous: before.invoiceKey };
      });
    },

    // ---- activities and files ---------------------------------------------------------------

    async insertActivity(
      orgId: string,
      campaignId: string,
      values: { userId: string | null; kind: string; message: string; text: StoredText },
    ): Promise<void> {
      await activities.insert(orgId, campaignId, values);
    },
    activitiesOf: (orgId: string, campaignId: string) => activities.listOf(orgId, campaignId),

    insertFile: files.insert,
    findFile: files.find,
    updateFile: (
      orgId: string,
      fileId: string,
      patch: Partial<Pick<FileRow, 'title' | 'usageRights'>>,
    ) => files.update(orgId, { id: fileId }, patch),
    deleteFile: (orgId: string, fileId: string) => files.remove(orgId, { id: fileId }),
    filesOf: (orgId: string, campaignId: string) => files.listOf(orgId, campaignId),
  };
}

export type CampaignsRepository = ReturnType<typeof createCampaignsRepository>;
