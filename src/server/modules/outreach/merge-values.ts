import { firstNameOf } from './merge-fields';
import type { SequencesRepository } from './sequences.repository';

export type MergeValues = Record<string, string | null>;

type Creator = { profileId: string | null; campaignId: string | null };

/**
 * The merge fields' values of many creators of one organization, read in three queries (the
 * sender prepares a batch of messages at once). A creator without a profile (an address typed by
 * hand) has every creator field empty, so each takes its fallback.
 */
export async function loadMergeValues(
  repository: SequencesRepository,
  orgId: string,
  creators: readonly Creator[],
) {
  const profileIds = [...new Set(creators.flatMap((c) => (c.profileId ? [c.profileId] : [])))];
  const campaignIds = [...new Set(creators.flatMap((c) => (c.campaignId ? [c.campaignId] : [])))];
  const [profiles, campaignName, fields] = await Promise.all([
    repository.mergeProfiles(orgId, profileIds),
    repository.campaignNames(orgId, campaignIds),
    repository.customFieldsOf(orgId),
  ]);
  const profileById = new Map(profiles.map((profile) => [profile.id, profile]));

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
