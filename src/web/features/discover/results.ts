// Pure rules of a results list: pages append without repeating a creator (SPEC 4: Discover
// dedupes by platform_username), and the total reads as an estimate when the server says so.

import type { SearchPage, SearchResultDto } from '../../../common/api/discovery';
import { formatInteger } from '../../../common/format-number';

/** One creator as discoverProfiles and profileBank answer it. */
export type CreatorResult = SearchResultDto;
export type ResultPage = SearchPage;

/**
 * The creators of all pages loaded so far, in order, each once. A profile moves down the ranking
 * between two page loads when its numbers change, so it can come back on a later page.
 */
export function mergePages(pages: readonly ResultPage[]): CreatorResult[] {
  const seen = new Set<string>();
  const creators: CreatorResult[] = [];
  for (const page of pages) {
    for (const creator of page.items) {
      // Same username on two platforms are two creators.
      const key = `${creator.platform}:${creator.platform_username.toLowerCase()}`;
      if (seen.has(key)) continue;
      seen.add(key);
      creators.push(creator);
    }
  }
  return creators;
}

/**
 * A data source's results, then the bank's, each creator once. A creator the source returned is
 * kept in the bank under the same profileId, so the same person found both ways shows once, with
 * the source's fresher figures; a match by platform and username catches a row fetched before.
 */
export function mergeSourceResults(
  sourceCreators: readonly CreatorResult[],
  bankCreators: readonly CreatorResult[],
): CreatorResult[] {
  const seenIds = new Set<string>();
  const seenNames = new Set<string>();
  const creators: CreatorResult[] = [];
  for (const creator of [...sourceCreators, ...bankCreators]) {
    const name = `${creator.platform}:${creator.platform_username.toLowerCase()}`;
    if (seenIds.has(creator.profileId) || seenNames.has(name)) continue;
    seenIds.add(creator.profileId);
    seenNames.add(name);
    creators.push(creator);
  }
  return creators;
}

export type TotalText = { isEstimate: boolean; value: string };

/**
 * '12,345' either way: exact, or where the server stopped counting (`isEstimate`) the cap it
 * stopped at, read as "more than 1,000". Never rounded, so it matches the dashboard's count.
 */
export function totalText(total: number, isEstimate: boolean): TotalText {
  return { isEstimate, value: formatInteger(total) };
}
