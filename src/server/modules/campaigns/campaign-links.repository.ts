import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { socialAccounts } from '../discovery/discovery.tables';
import { trackedProfiles } from '../profiles/profiles.tables';
import {
  campaignLinkClicks,
  campaignLinks,
  campaignLinkVisitors,
  campaigns,
} from './campaigns.tables';

export type CampaignLinkRow = typeof campaignLinks.$inferSelect;
export type NewCampaignLink = Omit<typeof campaignLinks.$inferInsert, 'orgId' | 'id' | 'createdAt'>;
export type ClickCounts = { total: number; unique: number; bots: number };
export type DayClicks = ClickCounts & { day: string };

const sums = {
  total: sql<number>`coalesce(sum(${campaignLinkClicks.total}), 0)::int`,
  unique: sql<number>`coalesce(sum(${campaignLinkClicks.uniqueVisitors}), 0)::int`,
  bots: sql<number>`coalesce(sum(${campaignLinkClicks.bots}), 0)::int`,
};

/** Queries of tracked links and their click counters; every organization-scoped one takes orgId first. */
export function createCampaignLinksRepository(db: Database) {
  return {
    async findCampaign(orgId: string, campaignId: string) {
      const [row] = await db
        .select({
          id: campaigns.id,
          name: campaigns.name,
          destinationUrl: campaigns.destinationUrl,
        })
        .from(campaigns)
        .where(and(eq(campaigns.orgId, orgId), eq(campaigns.id, campaignId)));
      return row ?? null;
    },

    /** The username of a profile tracked by the organization, or null when it tracks no such profile. */
    async findTrackedProfile(orgId: string, profileId: string) {
      const [row] = await db
        .select({ id: trackedProfiles.id, username: socialAccounts.username })
        .from(trackedProfiles)
        .innerJoin(socialAccounts, eq(socialAccounts.id, trackedProfiles.accountId))
        .where(and(eq(trackedProfiles.orgId, orgId), eq(trackedProfiles.id, profileId)));
      return row ?? null;
    },

    /** Inserts the link unless its code is taken (then null, and the caller draws another code). */
    async insertLink(orgId: string, link: NewCampaignLink): Promise<CampaignLinkRow | null> {
      const [row] = await db
        .insert(campaignLinks)
        .values({ ...link, orgId })
        .onConflictDoNothing({ target: campaignLinks.code })
        .returning();
      return row ?? null;
    },

    async deleteLink(orgId: string, campaignId: string, linkId: string): Promise<boolean> {
      const rows = await db
        .delete(campaignLinks)
        .where(
          and(
            eq(campaignLinks.orgId, orgId),
            eq(campaignLinks.campaignId, campaignId),
            eq(campaignLinks.id, linkId),
          ),
        )
        .returning({ id: campaignLinks.id });
      return rows.length > 0;
    },

    /** The campaign's links, oldest first, each with its click totals over every day. */
    async linksWithClicks(orgId: string, campaignId: string) {
      const totals = db
        .select({
          linkId: campaignLinkClicks.linkId,
          total: sums.total.as('total'),
          unique: sums.unique.as('unique'),
          bots: sums.bots.as('bots'),
        })
        .from(campaignLinkClicks)
        .innerJoin(campaignLinks, eq(campaignLinks.id, campaignLinkClicks.linkId))
        .where(and(eq(campaignLinks.orgId, orgId), eq(campaignLinks.campaignId, campaignId)))
        .groupBy(campaignLinkClicks.linkId)
        .as('totals');
      const rows = await db
        .select({
          link: campaignLinks,
          total: sql<number>`coalesce(${totals.total}, 0)::int`,
          unique: sql<number>`coalesce(${totals.unique}, 0)::int`,
          bots: sql<number>`coalesce(${totals.bots}, 0)::int`,
        })
        .from(campaignLinks)
        .leftJoin(totals, eq(totals.linkId, campaignLinks.id))
        .where(and(eq(campaignLinks.orgId, orgId), eq(campaignLinks.campaignId, campaignId)))
        .orderBy(asc(campaignLinks.createdAt), asc(campaignLinks.id));
      return rows.map(({ link, total, unique, bots }) => ({
        link,
        clicks: { total: Number(total), unique: Number(unique), bots: Number(bots) },
      }));
    },

    /** Clicks of every link of the campaign together, per day, oldest day first. */
    async clicksByDay(orgId: string, campaignId: string): Promise<DayClicks[]> {
      const rows = await db
        .select({ day: campaignLinkClicks.day, ...sums })
        .from(campaignLinkClicks)
        .innerJoin(campaignLinks, eq(campaignLinks.id, campaignLinkClicks.linkId))
        .where(and(eq(campaignLinks.orgId, orgId), eq(campaignLinks.campaignId, campaignId)))
        .groupBy(campaignLinkClicks.day)
        .orderBy(asc(campaignLinkClicks.day));
      return rows.map((r) => ({
        day: r.day,
        total: Number(r.total),
        unique: Number(r.unique),
        bots: Number(r.bots),
      }));
    },

    async setBitlyUrl(orgId: string, linkId: string, bitlyUrl: string) {
      const [row] = await db
        .update(campaignLinks)
        .set({ bitlyUrl })
        .where(and(eq(campaignLinks.orgId, orgId), eq(campaignLinks.id, linkId)))
        .returning();
      return row ?? null;
    },

    // ---- the public redirect: no organization, the code is the only key ------------------------

    async findLinkByCode(code: string) {
      const [row] = await db
        .select({ id: campaignLinks.id, targetUrl: campaignLinks.targetUrl })
        .from(campaignLinks)
        .where(eq(campaignLinks.code, code));
      return row ?? null;
    },

    /** Remembers a visitor of the day; false when it was already counted. */
    async addVisitor(linkId: string, day: string, visitorHash: string): Promise<boolean> {
      const rows = await db
        .insert(campaignLinkVisitors)
        .values({ linkId, day, visitorHash })
        .onConflictDoNothing()
        .returning({ linkId: campaignLinkVisitors.linkId });
      return rows.length > 0;
    },

    /** One upsert per click: the day's row is created at the first click and incremented after. */
    async countClick(
      linkId: string,
      day: string,
      delta: { total: number; unique: number; bots: number },
    ): Promise<void> {
      await db
        .insert(campaignLinkClicks)
        .values({
          linkId,
          day,
          total: delta.total,
          uniqueVisitors: delta.unique,
          bots: delta.bots,
        })
        .onConflictDoUpdate({
          target: [campaignLinkClicks.linkId, campaignLinkClicks.day],
          set: {
            total: sql`${campaignLinkClicks.total} + ${delta.total}`,
            uniqueVisitors: sql`${campaignLinkClicks.uniqueVisitors} + ${delta.unique}`,
            bots: sql`${campaignLinkClicks.bots} + ${delta.bots}`,
          },
        });
    },
  };
}

export type CampaignLinksRepository = ReturnType<typeof createCampaignLinksRepository>;
