import type { BankSource } from '../../../../common/api/data-sources';
import type { SearchResultDto } from '../../../../common/api/discovery';
import { PLATFORM_NAMES, type Platform } from '../../../../common/constants';

/** The columns a search result reads; the query selects exactly these. */
export type SearchResultRow = {
  id: string;
  platform: Platform;
  username: string;
  fullName: string | null;
  avatarUrl: string | null;
  followers: number;
  engagementRate: number;
  avgLikes: number;
  avgViews: number;
  country: string | null;
  city: string | null;
  language: string | null;
  categories: string[];
  isVerified: boolean;
  followerGrowth30d: number;
  hasEmail: boolean;
  hasPhone: boolean;
  isDemo: boolean;
  source: BankSource;
  sourceFetchedAt: Date | null;
  /** The caller's tracked profile of this creator, when the query asked for it. */
  trackedProfileId?: string | null;
};

export function toSearchResultDto(row: SearchResultRow): SearchResultDto {
  return {
    _id: row.id,
    profileId: row.id,
    platform: row.platform,
    work_platform: { id: row.platform, name: PLATFORM_NAMES[row.platform] },
    platform_username: row.username,
    fullName: row.fullName,
    avatarUrl: row.avatarUrl,
    followers: row.followers,
    engagementRate: row.engagementRate,
    avgLikes: row.avgLikes,
    avgViews: row.avgViews,
    country: row.country,
    city: row.city,
    language: row.language,
    categories: row.categories,
    isVerified: row.isVerified,
    followerGrowth30d: row.followerGrowth30d,
    // Only whether there is something to unlock; the contacts themselves need unlockContacts.
    contacts: row.hasEmail || row.hasPhone,
    isDemo: row.isDemo,
    source: row.source,
    sourceFetchedAt: row.sourceFetchedAt?.toISOString() ?? null,
    tracked: Boolean(row.trackedProfileId),
    trackedProfileId: row.trackedProfileId ?? null,
  };
}

export function platformLabel(platform: Platform): string {
  return PLATFORM_NAMES[platform];
}
