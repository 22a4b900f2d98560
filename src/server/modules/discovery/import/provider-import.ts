import type { BankSource } from '../../../../common/api/data-sources';
import { newId } from '../../../db/ids';
import type {
  ProviderPost,
  ProviderProfile,
  SocialDataProvider,
} from '../../../integrations/social-data';
import type { BankUpsert, UpsertAccount, UpsertPost } from '../discovery.bulk-insert';
import type { Platform } from '../discovery.tables';
import type { ImportRepository, UpsertCounts } from './import.repository';

const INT4_MAX = 2_147_483_647;
/** Hashtags and mentions kept on a profile from its recent posts. */
const MAX_TAGS = 100;

export type FetchIntoBankResult = UpsertCounts & {
  unchanged: number;
  /** What was fetched, in the order asked. */
  profiles: { ref: string; platformUserId: string; username: string; posts: number }[];
  /** References the provider does not know. */
  notFound: string[];
};

/**
 * Fetches profiles and their recent posts from a provider (YouTube, a vendor) into the bank.
 * Everything is fetched before anything is written, so a provider failure half way (an
 * exhausted quota) leaves the bank as it was; then one upsert writes profiles and posts.
 */
export async function fetchIntoBank(
  deps: { repository: ImportRepository },
  request: {
    provider: SocialDataProvider;
    platform: Platform;
    refs: string[];
    postsPerProfile: number;
    /** Where the profiles are said to come from ('youtube'); they take the time of this fetch. */
    source: BankSource;
  },
): Promise<FetchIntoBankResult> {
  const { provider, platform } = request;
  const fetchedAt = new Date();
  const fetched: { ref: string; profile: ProviderProfile; posts: ProviderPost[] }[] = [];
  const notFound: string[] = [];
  for (const ref of request.refs) {
    const profile = await provider.profile(platform, ref);
    if (!profile) {
      notFound.push(ref);
      continue;
    }
    const posts = await provider.posts(platform, profile.platformUserId, {
      limit: request.postsPerProfile,
    });
    fetched.push({ ref, profile, posts });
  }
  // The same channel asked twice (by id and by handle) is written once.
  const unique = new Map(fetched.map((entry) => [entry.profile.platformUserId, entry]));
  const batch: BankUpsert = {
    platform,
    source: request.source,
    fetchedAt,
    accounts: [],
    contacts: [],
    posts: [],
  };
  for (const { profile, posts } of unique.values()) {
    batch.accounts.push(toUpsertAccount(profile, posts));
    batch.posts.push(...posts.map((post) => toUpsertPost(profile.platformUserId, post)));
  }
  const counts = await deps.repository.upsertBank(batch);
  return {
    ...counts,
    unchanged: unique.size - counts.inserted - counts.updated,
    profiles: fetched.map(({ ref, profile, posts }) => ({
      ref,
      platformUserId: profile.platformUserId,
      username: profile.username,
      posts: posts.length,
    })),
    notFound,
  };
}

/**
 * Profile fields plus what the bank derives from recent posts: averages, engagement, tags. Used
 * by every fetch from outside (YouTube, the data sources), so each writes the same figures.
 */
export function toUpsertAccount(profile: ProviderProfile, posts: ProviderPost[]): UpsertAccount {
  const account: UpsertAccount = {
    id: newId(),
    platformUserId: profile.platformUserId,
    username: profile.username,
    fullName: profile.fullName,
    bio: profile.bio,
    avatarUrl: profile.avatarUrl,
    followers: profile.followers,
    following: profile.following,
    postsCount: profile.postsCount === null ? null : Math.min(profile.postsCount, INT4_MAX),
    engagementRate: null,
    avgLikes: null,
    avgComments: null,
    avgViews: null,
    country: profile.country,
    city: profile.city,
    language: profile.language,
    gender: null,
    ageGroup: null,
    accountType: null,
    categories: profile.categories.length > 0 ? profile.categories : null,
    hashtags: null,
    mentions: null,
    lastPostedAt: null,
    isVerified: profile.verified,
    hasEmail: false,
    hasPhone: false,
  };
  if (posts.length === 0) return account;
  const mean = (values: number[]) =>
    values.length === 0
      ? null
      : Math.min(INT4_MAX, Math.round(values.reduce((a, b) => a + b, 0) / values.length));
  const avgLikes = mean(posts.map((p) => p.likes)) ?? 0;
  const avgComments = mean(posts.map((p) => p.comments)) ?? 0;
  const views = posts.flatMap((p) => (p.views === null ? [] : [p.views]));
  return {
    ...account,
    avgLikes,
    avgComments,
    avgViews: mean(views),
    // Same definition as the rest of the bank: interactions per post over followers, in percent.
    engagementRate: profile.followers
      ? Math.min(100, Math.round(((avgLikes + avgComments) / profile.followers) * 10_000) / 100)
      : null,
    hashtags: [...new Set(posts.flatMap((p) => p.hashtags))].slice(0, MAX_TAGS),
    mentions: [...new Set(posts.flatMap((p) => p.mentions))].slice(0, MAX_TAGS),
    lastPostedAt: new Date(Math.max(...posts.map((p) => p.publishedAt.getTime()))),
  };
}

export function toUpsertPost(platformUserId: string, post: ProviderPost): UpsertPost {
  return {
    id: newId(),
    platformUserId,
    platformPostId: post.platformPostId,
    type: post.type,
    caption: post.caption,
    hashtags: post.hashtags,
    mentions: post.mentions,
    likes: Math.min(post.likes, INT4_MAX),
    comments: Math.min(post.comments, INT4_MAX),
    views: post.views === null ? null : Math.min(post.views, INT4_MAX),
    publishedAt: post.publishedAt,
  };
}
