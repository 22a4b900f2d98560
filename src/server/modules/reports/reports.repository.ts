import { and, asc, count, desc, eq, gte, isNull, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import { FOLLOWER_HISTORY_MAX } from '../../../common/follower-growth';
import type { Database } from '../../db/client';
import { isUuid } from '../../db/ids';
import {
  socialAccountAudience,
  socialAccountSnapshots,
  socialAccounts,
  socialPosts,
} from '../discovery/discovery.tables';
import { trackedProfiles } from '../profiles/profiles.tables';
import type {
  PeerStats,
  ReportAccount,
  ReportAudienceRow,
  ReportPost,
  ReportSnapshot,
} from './report-input';
import { type AuditReportRow, auditReports } from './reports.tables';

// PostgreSQL rejects a malformed uuid with an error; such an id simply matches nothing.

/** A report analyses at most the newest 1,000 posts and 2 years of daily snapshots (FOLLOWER_HISTORY_MAX). */
export const MAX_POSTS = 1_000;

export type NewAuditReport = typeof auditReports.$inferInsert;
export type AuditReportPatch = Partial<
  Pick<
    AuditReportRow,
    'state' | 'failureReason' | 'data' | 'completedAt' | 'publicToken' | 'shareDisabledAt'
  >
>;
export type ReportFilter = { profileId?: string; accountId?: string };

const reportAccountColumns = {
  id: socialAccounts.id,
  platform: socialAccounts.platform,
  username: socialAccounts.username,
  fullName: socialAccounts.fullName,
  bio: socialAccounts.bio,
  avatarUrl: socialAccounts.avatarUrl,
  followers: socialAccounts.followers,
  following: socialAccounts.following,
  postsCount: socialAccounts.postsCount,
  engagementRate: socialAccounts.engagementRate,
  avgLikes: socialAccounts.avgLikes,
  avgComments: socialAccounts.avgComments,
  avgViews: socialAccounts.avgViews,
  country: socialAccounts.country,
  city: socialAccounts.city,
  language: socialAccounts.language,
  categories: socialAccounts.categories,
  isVerified: socialAccounts.isVerified,
  isDemo: socialAccounts.isDemo,
  source: socialAccounts.source,
  sourceFetchedAt: socialAccounts.sourceFetchedAt,
  accountType: socialAccounts.accountType,
  audienceCredibility: socialAccounts.audienceCredibility,
};

/** Audit reports of an organization (every method takes orgId first) and the bank reads behind them. */
export function createReportsRepository(db: Database) {
  const inOrg = (orgId: string, reportId: string) =>
    and(eq(auditReports.orgId, orgId), eq(auditReports.id, reportId));

  function filterOf(orgId: string, filter: ReportFilter): SQL | undefined {
    return and(
      eq(auditReports.orgId, orgId),
      filter.profileId ? eq(auditReports.profileId, filter.profileId) : undefined,
      filter.accountId ? eq(auditReports.accountId, filter.accountId) : undefined,
    );
  }

  return {
    /** A tracked profile of the organization: its id and bank account. */
    async findTracked(orgId: string, profileId: string) {
      if (!isUuid(profileId)) return null;
      const [row] = await db
        .select({ id: trackedProfiles.id, accountId: trackedProfiles.accountId })
        .from(trackedProfiles)
        .where(and(eq(trackedProfiles.orgId, orgId), eq(trackedProfiles.id, profileId)));
      return row ?? null;
    },

    async trackedByAccount(orgId: string, accountId: string): Promise<string | null> {
      const [row] = await db
        .select({ id: trackedProfiles.id })
        .from(trackedProfiles)
        .where(and(eq(trackedProfiles.orgId, orgId), eq(trackedProfiles.accountId, accountId)));
      return row?.id ?? null;
    },

    async findAccount(accountId: string): Promise<ReportAccount | null> {
      if (!isUuid(accountId)) return null;
      const [row] = await db
        .select(reportAccountColumns)
        .from(socialAccounts)
        .where(eq(socialAccounts.id, accountId));
      return row ?? null;
    },

    /** The sample report's profile: the demo Instagram creator with the most followers. */
    async sampleAccount(): Promise<ReportAccount | null> {
      const [row] = await db
        .select(reportAccountColumns)
        .from(socialAccounts)
        .where(and(eq(socialAccounts.platform, 'instagram'), eq(socialAccounts.isDemo, true)))
        .orderBy(desc(socialAccounts.followers), asc(socialAccounts.id))
        .limit(1);
      return row ?? null;
    },

    async postsOf(accountId: string): Promise<ReportPost[]> {
      return db
        .select({
          platformPostId: socialPosts.platformPostId,
          type: socialPosts.type,
          caption: socialPosts.caption,
          hashtags: socialPosts.hashtags,
          mentions: socialPosts.mentions,
          likes: socialPosts.likes,
          comments: socialPosts.comments,
          views: socialPosts.views,
          isSponsored: socialPosts.isSponsored,
          publishedAt: socialPosts.publishedAt,
        })
        .from(socialPosts)
        .where(eq(socialPosts.accountId, accountId))
        .orderBy(desc(socialPosts.publishedAt))
        .limit(MAX_POSTS);
    },

    async snapshotsOf(accountId: string): Promise<ReportSnapshot[]> {
      return db
        .select({
          takenOn: socialAccountSnapshots.takenOn,
          followers: socialAccountSnapshots.followers,
        })
        .from(socialAccountSnapshots)
        .where(eq(socialAccountSnapshots.accountId, accountId))
        .orderBy(desc(socialAccountSnapshots.takenOn))
        .limit(FOLLOWER_HISTORY_MAX);
    },

    async audienceOf(accountId: string): Promise<ReportAudienceRow[]> {
      return db
        .select({
          dimension: socialAccountAudience.dimension,
          value: socialAccountAudience.value,
          share: socialAccountAudience.share,
        })
        .from(socialAccountAudience)
        .where(eq(socialAccountAudience.accountId, accountId));
    },

    /** Engagement-rate quartiles of one platform's creators in a follower band, in SQL. */
    async peerStats(
      platform: ReportAccount['platform'],
      band: { min: number; max: number | null },
    ): Promise<PeerStats> {
      const [row] = await db
        .select({
          count: count(),
          q1: sql<
            number | null
          >`percentile_cont(0.25) within group (order by ${socialAccounts.engagementRate})`,
          median: sql<
            number | null
          >`percentile_cont(0.5) within group (order by ${socialAccounts.engagementRate})`,
          q3: sql<
            number | null
          >`percentile_cont(0.75) within group (order by ${socialAccounts.engagementRate})`,
        })
        .from(socialAccounts)
        .where(
          and(
            eq(socialAccounts.platform, platform),
            gte(socialAccounts.followers, band.min),
            band.max === null ? undefined : lt(socialAccounts.followers, band.max),
          ),
        );
      const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
      return {
        bandMin: band.min,
        bandMax: band.max,
        count: Number(row?.count ?? 0),
        q1: num(row?.q1),
        median: num(row?.median),
        q3: num(row?.q3),
      };
    },

    async insertReport(values: NewAuditReport): Promise<AuditReportRow> {
      const [row] = await db.insert(auditReports).values(values).returning();
      return row;
    },

    async findReport(orgId: string, reportId: string): Promise<AuditReportRow | null> {
      if (!isUuid(reportId)) return null;
      const [row] = await db.select().from(auditReports).where(inOrg(orgId, reportId));
      return row ?? null;
    },

    /** The newest report of a profile (by tracked profile id or bank account id) that did not fail. */
    async newestOf(orgId: string, id: string): Promise<AuditReportRow | null> {
      if (!isUuid(id)) return null;
      const [row] = await db
        .select()
        .from(auditReports)
        .where(
          and(
            eq(auditReports.orgId, orgId),
            or(eq(auditReports.profileId, id), eq(auditReports.accountId, id)),
            ne(auditReports.state, 'failed'),
          ),
        )
        .orderBy(desc(auditReports.createdAt), desc(auditReports.id))
        .limit(1);
      return row ?? null;
    },

    async listReports(
      orgId: string,
      filter: ReportFilter,
      page: { page: number; limit: number },
    ): Promise<{ rows: AuditReportRow[]; total: number }> {
      for (const id of [filter.profileId, filter.accountId]) {
        if (id !== undefined && !isUuid(id)) return { rows: [], total: 0 };
      }
      const where = filterOf(orgId, filter);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(auditReports)
          .where(where)
          .orderBy(desc(auditReports.createdAt), desc(auditReports.id))
          .limit(page.limit)
          .offset((page.page - 1) * page.limit),
        db.select({ n: count() }).from(auditReports).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** Reports that became ready at or after `since`, the newest first. */
    async readySince(
      orgId: string,
      since: Date,
      limit: number,
    ): Promise<{ rows: AuditReportRow[]; total: number }> {
      const where = and(
        eq(auditReports.orgId, orgId),
        eq(auditReports.state, 'ready'),
        gte(auditReports.completedAt, since),
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(auditReports)
          .where(where)
          .orderBy(desc(auditReports.completedAt), desc(auditReports.id))
          .limit(limit),
        db.select({ n: count() }).from(auditReports).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    async updateReport(
      orgId: string,
      reportId: string,
      patch: AuditReportPatch,
    ): Promise<AuditReportRow | null> {
      const [row] = await db
        .update(auditReports)
        .set(patch)
        .where(inOrg(orgId, reportId))
        .returning();
      return row ?? null;
    },

    /** Moves a pending report on (ready or failed); false when it was not pending any more. */
    async completePending(
      orgId: string,
      reportId: string,
      patch: AuditReportPatch,
    ): Promise<boolean> {
      const rows = await db
        .update(auditReports)
        .set(patch)
        .where(and(inOrg(orgId, reportId), eq(auditReports.state, 'pending')))
        .returning({ id: auditReports.id });
      return rows.length > 0;
    },

    /** Marks every report pending since before `cutOff` failed; one organization id per report. */
    async failPendingBefore(cutOff: Date, failureReason: string): Promise<string[]> {
      const rows = await db
        .update(auditReports)
        .set({ state: 'failed', failureReason, completedAt: new Date() })
        .where(and(eq(auditReports.state, 'pending'), lt(auditReports.createdAt, cutOff)))
        .returning({ orgId: auditReports.orgId });
      return rows.map((row) => row.orgId);
    },

    async deleteReport(orgId: string, reportId: string): Promise<boolean> {
      if (!isUuid(reportId)) return false;
      const rows = await db
        .delete(auditReports)
        .where(inOrg(orgId, reportId))
        .returning({ id: auditReports.id });
      return rows.length > 0;
    },

    /** A shared report by its public token; sharing switched off reads as missing. */
    async findShared(token: string): Promise<AuditReportRow | null> {
      const [row] = await db
        .select()
        .from(auditReports)
        .where(and(eq(auditReports.publicToken, token), isNull(auditReports.shareDisabledAt)));
      return row ?? null;
    },
  };
}

export type ReportsRepository = ReturnType<typeof createReportsRepository>;
