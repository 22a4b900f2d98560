import type {
  ActivityDto,
  AttachmentDto,
  CouponDto,
  LinkDto,
  ListStatusEntry,
  ProfileDto,
  PublicProfileDto,
} from '../../../common/api/profiles';
import type { Locale } from '../../../common/locales';
import { readStoredText, type StoredText } from '../../http/i18n/text';
import type { ProfileRow } from './profiles.repository';
import type {
  profileActivities,
  profileAttachments,
  profileCoupons,
  profileLinks,
} from './profiles.tables';

/** Where the public page of a shared profile lives: only its unguessable token names it. */
export function publicProfileUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/profile/${token}`;
}

export function toProfileDto(
  row: ProfileRow,
  listStatuses: ListStatusEntry[],
  publicUrl: string,
): ProfileDto {
  const { tracked, bank } = row;
  return {
    _id: tracked.id,
    profileId: tracked.id,
    profileBankId: tracked.accountId,
    platform: bank.platform,
    platform_username: bank.username,
    fullName: tracked.displayName ?? bank.fullName,
    avatarUrl: bank.avatarUrl,
    bio: bank.bio,
    followers: bank.followers,
    following: bank.following,
    postsCount: bank.postsCount,
    engagementRate: bank.engagementRate,
    avgLikes: bank.avgLikes,
    avgComments: bank.avgComments,
    avgViews: bank.avgViews,
    followerGrowth30d: bank.followerGrowth30d,
    country: bank.country,
    city: bank.city,
    language: bank.language,
    categories: bank.categories,
    isVerified: bank.isVerified,
    isDemo: bank.isDemo,
    source: bank.source,
    sourceFetchedAt: bank.sourceFetchedAt?.toISOString() ?? null,
    slug: tracked.slug,
    category: tracked.category,
    favourite: tracked.favourite,
    contacts: tracked.contacts,
    systemFields: tracked.systemFields,
    customFields: tracked.customFields,
    listStatuses,
    storyTracking: tracked.storyTrackingAt !== null,
    disableShare: tracked.shareToken === null,
    publicUrl: tracked.shareToken ? publicProfileUrl(publicUrl, tracked.shareToken) : null,
    lastContactedAt: tracked.lastContactedAt?.toISOString() ?? null,
    enrichedAt: tracked.enrichedAt?.toISOString() ?? null,
    createdAt: tracked.createdAt.toISOString(),
  };
}

/**
 * A timeline line in the reader's language; a row from before lines were kept by key has its
 * English only (the web app still recognises those).
 */
export function toActivityDto(
  row: {
    id: string;
    kind: string;
    message: string;
    text: StoredText | null;
    userId: string | null;
    userName: string | null;
    createdAt: Date;
  },
  locale: Locale,
): ActivityDto {
  return {
    _id: row.id,
    kind: row.kind,
    message: row.text ? readStoredText(row.text).in(locale) : row.message,
    userId: row.userId,
    userName: row.userName || null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toLinkDto(row: typeof profileLinks.$inferSelect): LinkDto {
  return { _id: row.id, url: row.url, label: row.label, createdAt: row.createdAt.toISOString() };
}

export function toCouponDto(row: typeof profileCoupons.$inferSelect): CouponDto {
  return {
    _id: row.id,
    code: row.code,
    description: row.description,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toAttachmentDto(row: typeof profileAttachments.$inferSelect): AttachmentDto {
  return {
    _id: row.id,
    fileName: row.fileName,
    title: row.title,
    contentType: row.contentType,
    sizeBytes: row.sizeBytes,
    url: `/api/v1/customer/socialProfile/attachment/${row.id}`,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toPublicProfileDto(
  row: ProfileRow,
  posts: {
    type: string;
    caption: string | null;
    likes: number;
    comments: number;
    views: number | null;
    publishedAt: Date;
  }[],
): Omit<PublicProfileDto, 'branding'> {
  // Only what the bank knows publicly: the organization's own name for the creator, its notes,
  // contacts, prices and custom fields stay private.
  const { bank } = row;
  return {
    platform: bank.platform,
    platform_username: bank.username,
    fullName: bank.fullName,
    avatarUrl: bank.avatarUrl,
    bio: bank.bio,
    followers: bank.followers,
    engagementRate: bank.engagementRate,
    avgLikes: bank.avgLikes,
    avgViews: bank.avgViews,
    country: bank.country,
    categories: bank.categories,
    isVerified: bank.isVerified,
    isDemo: bank.isDemo,
    source: bank.source,
    sourceFetchedAt: bank.sourceFetchedAt?.toISOString() ?? null,
    recentPosts: posts.map((p) => ({ ...p, publishedAt: p.publishedAt.toISOString() })),
  };
}

export type ActivityRow = Parameters<typeof toActivityDto>[0];
export type NewActivity = Omit<typeof profileActivities.$inferInsert, 'id' | 'createdAt'>;
