import { and, desc, eq, getTableColumns, ilike, or } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import type {
  ProviderPost,
  ProviderProfile,
  SocialDataProvider,
  SocialPlatform,
} from '../../../integrations/social-data';
import {
  type SocialAccountRow,
  socialAccountContacts,
  socialAccounts,
  socialPosts,
} from '../discovery.tables';

const SEARCH_LIMIT_MAX = 100;

/**
 * The local profile bank as a social data provider (the default): what imports, providers and
 * the demo seed put into social_accounts, read back in the providers' plain types. Customer
 * search with every filter is the search module's job; this answers the provider interface.
 */
// Every column but the stored search vector: providers never need it, and it is the widest one.
const { searchDocument: _searchDocument, ...bankColumns } = getTableColumns(socialAccounts);

export function createBankProvider(db: Database): SocialDataProvider {
  async function accountOf(platform: SocialPlatform, idOrHandle: string) {
    const handle = idOrHandle.trim().replace(/^@/, '');
    const [row] = await db
      .select(bankColumns)
      .from(socialAccounts)
      .where(
        and(
          eq(socialAccounts.platform, platform),
          or(
            eq(socialAccounts.platformUserId, idOrHandle.trim()),
            eq(socialAccounts.username, handle),
          ),
        ),
      )
      // A user id match wins over a username someone else may have had before.
      .orderBy(desc(eq(socialAccounts.platformUserId, idOrHandle.trim())))
      .limit(1);
    return row ?? null;
  }

  return {
    name: 'bank',

    async search({ platform, keywords, limit = 20 }) {
      const pattern = keywords ? `%${keywords.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
      const rows = await db
        .select(bankColumns)
        .from(socialAccounts)
        .where(
          and(
            eq(socialAccounts.platform, platform),
            pattern
              ? or(ilike(socialAccounts.username, pattern), ilike(socialAccounts.fullName, pattern))
              : undefined,
          ),
        )
        .orderBy(desc(socialAccounts.followers), socialAccounts.id)
        .limit(Math.min(limit, SEARCH_LIMIT_MAX));
      return rows.map(toProviderProfile);
    },

    async profile(platform, idOrHandle) {
      const row = await accountOf(platform, idOrHandle);
      return row ? toProviderProfile(row) : null;
    },

    async posts(platform, platformUserId, { limit = 12 } = {}) {
      const rows = await db
        .select({ post: socialPosts })
        .from(socialPosts)
        .innerJoin(socialAccounts, eq(socialAccounts.id, socialPosts.accountId))
        .where(
          and(
            eq(socialAccounts.platform, platform),
            eq(socialAccounts.platformUserId, platformUserId),
          ),
        )
        .orderBy(desc(socialPosts.publishedAt))
        .limit(limit);
      return rows.map(({ post }) => toProviderPost(post));
    },

    async stories() {
      return [];
    },

    /** A post of the bank by its platform id; its account gives the platform and author. */
    async post(platform, platformPostId) {
      const [row] = await db
        .select({ post: socialPosts, platformUserId: socialAccounts.platformUserId })
        .from(socialPosts)
        .innerJoin(socialAccounts, eq(socialAccounts.id, socialPosts.accountId))
        .where(
          and(
            eq(socialAccounts.platform, platform),
            eq(socialPosts.platformPostId, platformPostId),
          ),
        )
        .orderBy(desc(socialPosts.publishedAt))
        .limit(1);
      if (!row) return null;
      return { ...toProviderPost(row.post), platform, platformUserId: row.platformUserId };
    },

    async contacts(platform, platformUserId) {
      const rows = await db
        .select({ kind: socialAccountContacts.kind, value: socialAccountContacts.value })
        .from(socialAccountContacts)
        .innerJoin(socialAccounts, eq(socialAccounts.id, socialAccountContacts.accountId))
        .where(
          and(
            eq(socialAccounts.platform, platform),
            eq(socialAccounts.platformUserId, platformUserId),
          ),
        )
        .orderBy(socialAccountContacts.kind, socialAccountContacts.value);
      return rows;
    },
  };
}

function toProviderPost(post: typeof socialPosts.$inferSelect): ProviderPost {
  return {
    platformPostId: post.platformPostId,
    type: post.type,
    caption: post.caption,
    hashtags: post.hashtags,
    mentions: post.mentions,
    likes: post.likes,
    comments: post.comments,
    views: post.views,
    publishedAt: post.publishedAt,
  };
}

function toProviderProfile(row: Omit<SocialAccountRow, 'searchDocument'>): ProviderProfile {
  return {
    platform: row.platform,
    platformUserId: row.platformUserId,
    username: row.username,
    fullName: row.fullName,
    bio: row.bio,
    avatarUrl: row.avatarUrl,
    followers: row.followers,
    following: row.following,
    postsCount: row.postsCount,
    country: row.country,
    city: row.city,
    language: row.language,
    categories: row.categories,
    verified: row.isVerified,
  };
}
