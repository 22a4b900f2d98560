import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { campaigns } from '../campaigns/campaigns.tables';
import { socialAccounts } from '../discovery/discovery.tables';
import { customFields, trackedProfiles } from '../profiles/profiles.tables';
import { firstNameOf } from './merge-fields';

export type MergeValues = Record<string, string | null>;

export function customFieldsOf(db: Database, orgId: string) {
  return db
    .select({ id: customFields.id, name: customFields.name })
    .from(customFields)
    .where(eq(customFields.orgId, orgId));
}

type Creator = { profileId: string | null; campaignId: string | null };

/**
 * The merge fields' values of many creators of one organization, read in three queries (the
 * sender prepares a batch of messages at once). A creator without a profile (an address typed by
 * hand) has every creator field empty, so each takes its fallback.
 */
export async function loadMergeValues(db: Database, orgId: string, creators: readonly Creator[]) {
  const profileIds = [...new Set(creators.flatMap((c) => (c.profileId ? [c.profileId] : [])))];
  const campaignIds = [...new Set(creators.flatMap((c) => (c.campaignId ? [c.campaignId] : [])))];
  const [profiles, campaignRows, fields] = await Promise.all([
    profileIds.length
      ? db
          .select({
            id: trackedProfiles.id,
            displayName: trackedProfiles.displayName,
            fullName: socialAccounts.fullName,
            username: socialAccounts.username,
            platform: trackedProfiles.platform,
            values: trackedProfiles.customFields,
          })
          .from(trackedProfiles)
          .innerJoin(socialAccounts, eq(socialAccounts.id, trackedProfiles.accountId))
          .where(and(eq(trackedProfiles.orgId, orgId), inArray(trackedProfiles.id, profileIds)))
      : [],
    campaignIds.length
      ? db
          .select({ id: campaigns.id, name: campaigns.name })
          .from(campaigns)
          .where(and(eq(campaigns.orgId, orgId), inArray(campaigns.id, campaignIds)))
      : [],
    customFieldsOf(db, orgId),
  ]);
  const profileById = new Map(profiles.map((profile) => [profile.id, profile]));
  const campaignName = new Map(campaignRows.map((campaign) => [campaign.id, campaign.name]));

  return {
    /** The values for one creator; null when its profile is not the organization's. */
    valuesFor(creator: Creator, senderName: string | null): MergeValues | null {
      const profile = creator.profileId ? profileById.get(creator.profileId) : undefined;
      if (creator.profileId && !profile) return null;
      return {
        firstName: profile ? firstNameOf(profile.displayName ?? profile.fullName) : null,
        username: profile?.username ?? null,
        platform: profile?.platform ?? null,
        campaignName: creator.campaignId ? (campaignName.get(creator.campaignId) ?? null) : null,
        senderName,
        ...Object.fromEntries(
          fields.map((field) => {
            const value = profile?.values[field.id];
            return [field.name, value === null || value === undefined ? null : String(value)];
          }),
        ),
      };
    },
  };
}
