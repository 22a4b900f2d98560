// Pure rules of adding search results to the CRM (profile-search): batches the API accepts, the
// sum of several answers, and the results marked as tracked without searching again.

import { PROFILE_SEARCH_MAX, type ProfileSearchResultDto } from '../../../common/api/profiles';
import type { ResultPage } from './results';

/** profile-search takes 1 to 100 profileBankIds per call. */
export const TRACK_BATCH_SIZE = PROFILE_SEARCH_MAX;

export type TrackResult = ProfileSearchResultDto;
export type TrackedProfile = TrackResult['profiles'][number];

export const NOTHING_TRACKED: TrackResult = { added: 0, alreadyTracked: 0, profiles: [] };

export function inBatches<T>(items: readonly T[], size: number = TRACK_BATCH_SIZE): T[][] {
  const batches: T[][] = [];
  for (let start = 0; start < items.length; start += size) {
    batches.push(items.slice(start, start + size));
  }
  return batches;
}

export function addTrackResults(sum: TrackResult, next: TrackResult): TrackResult {
  return {
    added: sum.added + next.added,
    alreadyTracked: sum.alreadyTracked + next.alreadyTracked,
    profiles: [...sum.profiles, ...next.profiles],
  };
}

/** What the toast says after adding to the CRM: added, already there, or both. */
export type TrackOutcome =
  | { kind: 'added'; added: number }
  | { kind: 'already-tracked'; alreadyTracked: number }
  | { kind: 'mixed'; added: number; alreadyTracked: number };

export function trackOutcome(result: TrackResult): TrackOutcome {
  if (result.added === 0) return { kind: 'already-tracked', alreadyTracked: result.alreadyTracked };
  if (result.alreadyTracked === 0) return { kind: 'added', added: result.added };
  return { kind: 'mixed', added: result.added, alreadyTracked: result.alreadyTracked };
}

/**
 * The same pages with the given bank profiles marked as tracked, so their rows show the badge at
 * once. Pages without such a profile are returned as they were (TanStack Query keeps them).
 */
export function markTracked(
  pages: readonly ResultPage[],
  profiles: readonly TrackedProfile[],
): ResultPage[] {
  const profileIdOf = new Map(profiles.map((p) => [p.profileBankId, p.profileId]));
  return pages.map((page) => {
    if (!page.items.some((item) => profileIdOf.has(item._id))) return page;
    return {
      ...page,
      items: page.items.map((item) => {
        const profileId = profileIdOf.get(item._id);
        return profileId === undefined
          ? item
          : { ...item, tracked: true, trackedProfileId: profileId };
      }),
    };
  });
}
