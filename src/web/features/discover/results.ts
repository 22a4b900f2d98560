// Pure rules of a results list: pages append without repeating a creator (SPEC 4: Discover
// dedupes by platform_username), and the total reads as an estimate when the server says so.

import { formatInteger } from '../../../common/format-number';

export type WorkPlatform = { id: string; name: string };

/** One creator as discoverProfiles and profileBank answer it. */
export type CreatorResult = {
  _id: string;
  profileId: string;
  platform: string;
  work_platform: WorkPlatform;
  platform_username: string;
  fullName: string | null;
  avatarUrl: string | null;
  followers: number;
  engagementRate: number | null;
  avgLikes: number | null;
  avgViews: number | null;
  country: string | null;
  city: string | null;
  language: string | null;
  categories: string[];
  isVerified: boolean;
  followerGrowth30d: number | null;
  /** Emails or phones can be unlocked for this creator. */
  contacts: boolean;
  isDemo: boolean;
  /** The organization tracks this creator in its CRM (optional until every server sends it). */
  tracked?: boolean;
  /** The CRM profile of a tracked creator. */
  trackedProfileId?: string | null;
};

export type ResultPage = {
  items: CreatorResult[];
  total: number;
  /** Above the server's count cap the total is an estimate. */
  totalIsEstimate?: boolean;
  page: number;
  limit: number;
  hasMore: boolean;
};

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

export type TotalText = { isEstimate: boolean; value: string };

/**
 * '12,345' either way: exact, or where the server stopped counting (`isEstimate`) the cap it
 * stopped at, read as "more than 1,000". Never rounded, so it matches the dashboard's count.
 */
export function totalText(total: number, isEstimate: boolean): TotalText {
  return { isEstimate, value: formatInteger(total) };
}
