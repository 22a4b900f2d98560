import type { PreviewFallback } from '../../../common/api/outreach';
import { PLATFORM_NAMES } from '../../../common/constants';
import { fallingBackIn, personFirstName, type StepText } from './merge-fields';
import type { SequencesRepository } from './sequences.repository';

export type MergeValues = Record<string, string | null>;

type Creator = { profileId: string | null; campaignId: string | null };
type MergeProfile = Awaited<ReturnType<SequencesRepository['mergeProfiles']>>[number];
type CustomField = { id: string; name: string };

/** Fields whose value is the same for every creator of a message batch, not the creator's. */
const NOT_FROM_THE_CREATOR = new Set(['campaignname', 'sendername']);

/**
 * The creator's own fields: `{{firstName}}` only for a person (personFirstName), the platform as
 * the platform writes itself ("TikTok"), and the organization's custom fields. No profile (an
 * address typed by hand): every field is empty, so each takes its fallback.
 */
function creatorValues(profile: MergeProfile | undefined, fields: readonly CustomField[]) {
  return {
    firstName: profile
      ? personFirstName({
          name: profile.displayName ?? profile.fullName,
          accountType: profile.accountType,
          categories: profile.category
            ? [...profile.categories, profile.category]
            : profile.categories,
        })
      : null,
    username: profile?.username ?? null,
    platform: profile ? PLATFORM_NAMES[profile.platform] : null,
    ...Object.fromEntries(
      fields.map((field) => {
        const value = profile?.values[field.id];
        return [field.name, value === null || value === undefined ? null : String(value)];
      }),
    ),
  };
}

/**
 * The merge fields' values of many creators of one organization, read in three queries (the
 * sender prepares a batch of messages at once).
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
        ...creatorValues(profile, fields),
        campaignName: creator.campaignId ? (campaignName.get(creator.campaignId) ?? null) : null,
        senderName,
      };
    },
  };
}

/**
 * Each of the organization's tracked creators for whom a creator field of these steps has no
 * value, with those fields: the preview warns before "Hi there," goes out where "Hi Anna," was
 * meant. Campaign and sender fields are left out: they do not depend on the creator.
 */
export async function fallbacksOf(
  repository: SequencesRepository,
  orgId: string,
  steps: readonly StepText[],
): Promise<PreviewFallback[]> {
  const texts = steps.flatMap((step) => [step.subject, step.body]);
  const [profiles, fields] = await Promise.all([
    repository.mergeProfiles(orgId, 'all'),
    repository.customFieldsOf(orgId),
  ]);
  return profiles.flatMap((profile) => {
    const falling = fallingBackIn(texts, creatorValues(profile, fields)).filter(
      (name) => !NOT_FROM_THE_CREATOR.has(name.toLowerCase()),
    );
    return falling.length === 0
      ? []
      : [
          {
            profileId: profile.id,
            username: profile.username,
            platform: profile.platform,
            fields: falling,
          },
        ];
  });
}
