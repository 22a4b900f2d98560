import { and, eq } from 'drizzle-orm';
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

/**
 * The merge fields' values for one creator of the organization (a preview and every message
 * sent): null when the profile is not the organization's. Without a profile (an address typed
 * by hand) every creator field is empty and takes its fallback.
 */
export async function mergeValuesFor(
  db: Database,
  orgId: string,
  of: { profileId: string | null; campaignId: string | null; senderName: string | null },
): Promise<MergeValues | null> {
  const [profile] = of.profileId
    ? await db
        .select({
          displayName: trackedProfiles.displayName,
          fullName: socialAccounts.fullName,
          username: socialAccounts.username,
          platform: trackedProfiles.platform,
          values: trackedProfiles.customFields,
        })
        .from(trackedProfiles)
        .innerJoin(socialAccounts, eq(socialAccounts.id, trackedProfiles.accountId))
        .where(and(eq(trackedProfiles.orgId, orgId), eq(trackedProfiles.id, of.profileId)))
    : [];
  if (of.profileId && !profile) return null;
  const [campaign] = of.campaignId
    ? await db
        .select({ name: campaigns.name })
        .from(campaigns)
        .where(and(eq(campaigns.orgId, orgId), eq(campaigns.id, of.campaignId)))
    : [];
  const fields = await customFieldsOf(db, orgId);
  return {
    firstName: profile ? firstNameOf(profile.displayName ?? profile.fullName) : null,
    username: profile?.username ?? null,
    platform: profile?.platform ?? null,
    campaignName: campaign?.name ?? null,
    senderName: of.senderName,
    ...Object.fromEntries(
      fields.map((field) => {
        const value = profile?.values[field.id];
        return [field.name, value === null || value === undefined ? null : String(value)];
      }),
    ),
  };
}
