import { and, eq, gt, isNull, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { CreatorProvider } from '../../integrations/creator-oauth';
import { organizations } from '../account/account.tables';
import { campaignInfluencers, campaigns } from '../campaigns/campaigns.tables';
import { socialAccounts } from '../discovery/discovery.tables';
import { listItems, lists } from '../lists/lists.tables';
import { trackedProfiles } from '../profiles/profiles.tables';
import {
  connectAttempts,
  connectedAudiences,
  connectLinks,
  profileConnections,
} from './connect.tables';

/** Which connection a row is: one per profile and provider. */
export type ConnectionKey = { orgId: string; profileId: string; provider: CreatorProvider };
export type ConnectionValues = Omit<
  typeof profileConnections.$inferInsert,
  keyof ConnectionKey | 'id'
>;

/** A link works until it is revoked or expires. */
const liveLinkWhere = (now: Date, ...conditions: SQL[]) =>
  and(...conditions, isNull(connectLinks.revokedAt), gt(connectLinks.expiresAt, now));

/** Connecting a provider again replaces the profile's connection to it. */
const upsertConnectionQuery = (db: Database, key: ConnectionKey, values: ConnectionValues) =>
  db
    .insert(profileConnections)
    .values({ ...key, ...values })
    .onConflictDoUpdate({
      target: [profileConnections.profileId, profileConnections.provider],
      set: values,
    });

const creatorColumns = {
  profileId: trackedProfiles.id,
  platform: trackedProfiles.platform,
  username: socialAccounts.username,
  fullName: socialAccounts.fullName,
  contacts: trackedProfiles.contacts,
  systemFields: trackedProfiles.systemFields,
};

/** Queries of connect links, attempts, connections and audiences; scoped ones take orgId first. */
export function createConnectRepository(db: Database) {
  return {
    /** The organization's tracked profile with its creator's names, or null. */
    async trackedProfile(orgId: string, profileId: string) {
      const [profile] = await db
        .select({
          id: trackedProfiles.id,
          orgId: trackedProfiles.orgId,
          platform: trackedProfiles.platform,
          username: socialAccounts.username,
          fullName: socialAccounts.fullName,
          storyTrackingAt: trackedProfiles.storyTrackingAt,
        })
        .from(trackedProfiles)
        .innerJoin(socialAccounts, eq(socialAccounts.id, trackedProfiles.accountId))
        .where(and(eq(trackedProfiles.orgId, orgId), eq(trackedProfiles.id, profileId)));
      return profile ?? null;
    },

    /** Tokens are looked up by hash: only the hash is stored. */
    async liveLinkByTokenHash(tokenHash: string) {
      const [link] = await db
        .select()
        .from(connectLinks)
        .where(liveLinkWhere(new Date(), eq(connectLinks.tokenHash, tokenHash)));
      return link ?? null;
    },

    async liveLinkOfProfile(orgId: string, profileId: string) {
      const [link] = await db
        .select()
        .from(connectLinks)
        .where(
          liveLinkWhere(
            new Date(),
            eq(connectLinks.orgId, orgId),
            eq(connectLinks.profileId, profileId),
          ),
        );
      return link ?? null;
    },

    async liveLinkById(linkId: string, now: Date) {
      const [link] = await db
        .select()
        .from(connectLinks)
        .where(liveLinkWhere(now, eq(connectLinks.id, linkId)));
      return link ?? null;
    },

    /** False when the organization has no such link, or it was revoked already. */
    async revokeLink(orgId: string, linkId: string) {
      const revoked = await db
        .update(connectLinks)
        .set({ revokedAt: new Date() })
        .where(
          and(
            eq(connectLinks.orgId, orgId),
            eq(connectLinks.id, linkId),
            isNull(connectLinks.revokedAt),
          ),
        )
        .returning({ id: connectLinks.id });
      return revoked.length > 0;
    },

    /** The creators tracked in a list; null when the organization has no such list. */
    async creatorsOfList(orgId: string, listId: string) {
      const [list] = await db
        .select({ id: lists.id })
        .from(lists)
        .where(and(eq(lists.orgId, orgId), eq(lists.id, listId)));
      if (!list) return null;
      return db
        .select(creatorColumns)
        .from(listItems)
        .innerJoin(trackedProfiles, eq(trackedProfiles.id, listItems.profileId))
        .innerJoin(socialAccounts, eq(socialAccounts.id, trackedProfiles.accountId))
        .where(and(eq(listItems.orgId, orgId), eq(listItems.listId, listId)));
    },

    /** The creators of a campaign; null when the organization has no such campaign. */
    async creatorsOfCampaign(orgId: string, campaignId: string) {
      const [campaign] = await db
        .select({ id: campaigns.id })
        .from(campaigns)
        .where(and(eq(campaigns.orgId, orgId), eq(campaigns.id, campaignId)));
      if (!campaign) return null;
      return db
        .select(creatorColumns)
        .from(campaignInfluencers)
        .innerJoin(trackedProfiles, eq(trackedProfiles.id, campaignInfluencers.profileId))
        .innerJoin(socialAccounts, eq(socialAccounts.id, trackedProfiles.accountId))
        .where(
          and(eq(campaignInfluencers.orgId, orgId), eq(campaignInfluencers.campaignId, campaignId)),
        );
    },

    connectionsOf: (orgId: string, profileId: string) =>
      db
        .select()
        .from(profileConnections)
        .where(
          and(eq(profileConnections.orgId, orgId), eq(profileConnections.profileId, profileId)),
        ),

    async providerConnection(orgId: string, profileId: string, provider: CreatorProvider) {
      const [connection] = await db
        .select()
        .from(profileConnections)
        .where(
          and(
            eq(profileConnections.orgId, orgId),
            eq(profileConnections.profileId, profileId),
            eq(profileConnections.provider, provider),
          ),
        );
      return connection ?? null;
    },

    async deleteConnection(connectionId: string) {
      await db.delete(profileConnections).where(eq(profileConnections.id, connectionId));
    },

    async upsertConnection(key: ConnectionKey, values: ConnectionValues) {
      const [row] = await upsertConnectionQuery(db, key, values).returning();
      return row;
    },

    /**
     * Stores an OAuth connection and, given `storyTrackingAt`, turns on the profile's story
     * tracking if it is off: both or neither.
     */
    async saveOAuthConnection(
      key: ConnectionKey,
      values: ConnectionValues,
      storyTrackingAt: Date | null,
    ) {
      await db.transaction(async (tx) => {
        await upsertConnectionQuery(tx, key, values);
        if (storyTrackingAt) {
          await tx
            .update(trackedProfiles)
            .set({ storyTrackingAt })
            .where(
              and(eq(trackedProfiles.id, key.profileId), isNull(trackedProfiles.storyTrackingAt)),
            );
        }
      });
    },

    async organizationName(orgId: string) {
      const [org] = await db
        .select({ name: organizations.name })
        .from(organizations)
        .where(eq(organizations.id, orgId));
      return org?.name ?? null;
    },

    async insertAttempt(attempt: typeof connectAttempts.$inferInsert) {
      await db.insert(connectAttempts).values(attempt);
    },

    /** Marks the unused, unexpired attempt of this state used; null when there is none. */
    async spendAttempt(stateHash: string, now: Date) {
      const [attempt] = await db
        .update(connectAttempts)
        .set({ usedAt: now })
        .where(
          and(
            eq(connectAttempts.stateHash, stateHash),
            isNull(connectAttempts.usedAt),
            gt(connectAttempts.expiresAt, now),
          ),
        )
        .returning();
      return attempt ?? null;
    },

    /** The follower breakdowns read from the connections of the creator behind a bank account. */
    audienceOfAccount: (orgId: string, accountId: string) =>
      db
        .select({
          provider: profileConnections.provider,
          dimension: connectedAudiences.dimension,
          value: connectedAudiences.value,
          share: connectedAudiences.share,
          fetchedAt: connectedAudiences.fetchedAt,
        })
        .from(connectedAudiences)
        .innerJoin(profileConnections, eq(profileConnections.id, connectedAudiences.connectionId))
        .innerJoin(trackedProfiles, eq(trackedProfiles.id, connectedAudiences.profileId))
        .where(and(eq(connectedAudiences.orgId, orgId), eq(trackedProfiles.accountId, accountId))),
  };
}

export type ConnectRepository = ReturnType<typeof createConnectRepository>;
