import { type SQLWrapper, sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { BankSource } from '../../../common/api/data-sources';
import { PLATFORMS } from '../../../common/constants';
import { createdAt, primaryId, updatedAt } from '../../db/columns';
import { organizations, users } from '../account/account.tables';

export type Platform = 'instagram' | 'tiktok' | 'youtube';
export type Gender = 'female' | 'male' | 'other';
export type AgeGroup = '13-17' | '18-24' | '25-34' | '35-44' | '45-54' | '55+';
export type AccountType = 'personal' | 'creator' | 'business';
/** 'interest' rows come only from data sources that report interests (Modash); no filter reads them. */
export type AudienceDimension = 'country' | 'city' | 'gender' | 'age' | 'language' | 'interest';
export type PostType = 'photo' | 'video' | 'carousel' | 'reel' | 'short' | 'story';
export type ContactKind = 'email' | 'phone';

/**
 * The text keywords search in, kept as the stored generated column `search_document`: matching
 * uses its GIN index and ranking reads the stored value instead of rebuilding the vector per row
 * (measured in bench/discovery). Usernames are split on dots and underscores so "anna.gruber" is
 * found by "gruber"; 'simple' (no stemming): names and handles are not prose. Each part carries
 * its weight (username A, name B, bio D), which ranks a handle hit above a name hit above a bio
 * hit (search/ranked-keywords.ts); ranking by trigram similarity of every match cost ~45 ms per
 * 20,000 matches.
 */
export const SEARCH_DOCUMENT = sql`setweight(to_tsvector('simple'::regconfig, translate(username, '._', '  ')), 'A') || setweight(to_tsvector('simple'::regconfig, coalesce(full_name, '')), 'B') || to_tsvector('simple'::regconfig, coalesce(bio, ''))`;

/**
 * The search document's words by tier and follower band, for ranking keywords by relevance
 * without reading every match (search/ranked-keywords.ts): each word becomes tier letter (a
 * username, b full name, d bio: the document's weights) + two-digit follower band + word, e.g.
 * 'a06maria' for a handle with "maria" and 31,623 to 99,999 followers. GIN then answers "handle
 * hits of maria among the largest accounts" from its postings alone. `ranked_search_words` is a
 * PL/pgSQL function of migration 0019: about 3 µs a row, where the same expressions as an SQL
 * function, which PostgreSQL does not inline into an index, took 30. The bands are half decades
 * from 10 to 1,000,000,000 followers, numbered 0 to 17.
 */
export const rankedSearchWords = (document: SQLWrapper, followers: SQLWrapper) =>
  sql`ranked_search_words(${document}, ${followers})`;

/** Follower bands of ranked_search_words: 0 (below 10 followers) to 17 (a billion or more). */
export const RANKED_FOLLOWER_BANDS = 18;

/** The follower bands as their two digits, largest first ('17' to '00'). */
export const FOLLOWER_BANDS_DOWN = Array.from({ length: RANKED_FOLLOWER_BANDS }, (_, i) =>
  String(RANKED_FOLLOWER_BANDS - 1 - i).padStart(2, '0'),
);

/** The least followers of bands 1 to 17, as `width_bucket` reads them in migrations 0019 and 0050. */
const FOLLOWER_BAND_FLOORS = [
  10, 32, 100, 316, 1_000, 3_162, 10_000, 31_623, 100_000, 316_228, 1_000_000, 3_162_278,
  10_000_000, 31_622_777, 100_000_000, 316_227_766, 1_000_000_000,
];

/** The follower bands that hold `min` to `max` followers, as their two digits, largest first. */
export function followerBandsBetween(min: number, max: number): string[] {
  const bandOf = (followers: number) =>
    FOLLOWER_BAND_FLOORS.filter((floor) => followers >= floor).length;
  const [lowest, highest] = [bandOf(min), bandOf(max)];
  return FOLLOWER_BANDS_DOWN.filter((band) => Number(band) >= lowest && Number(band) <= highest);
}

/**
 * A profile's hashtags and mentions as follower band + '#' or '@' + tag, e.g. '06#stocks' for a
 * creator with 31,623 to 99,999 followers who used #stocks (the bands of ranked_search_words).
 * GIN answers a tag within one band from that band's postings alone, so a search counts its
 * first matches band by band from the largest creators (search/post-tags.ts): an index of the
 * plain arrays answers only with a bitmap of every posting, 270,000 for "stocks" at 10M
 * profiles, 48 of the 60 ms its count took. `banded_post_tags` is a PL/pgSQL function of
 * migration 0049.
 */
export const bandedPostTags = (hashtags: SQLWrapper, mentions: SQLWrapper, followers: SQLWrapper) =>
  sql`banded_post_tags(${hashtags}, ${mentions}, ${followers})`;

/**
 * A profile's audience tags (audience-tags.ts) each prefixed with its follower band, e.g.
 * '06country:DE:3': as bandedPostTags, so a search with audience rules counts its first matches
 * band by band (search/audience-bands.ts) where the tags' index merged the postings of every tag
 * of a rule first (a pair of rules at 10M profiles: 242,000 profiles, 77 of its 93 ms).
 * `banded_tags` is a PL/pgSQL function of migration 0050.
 */
export const bandedTags = (tags: SQLWrapper, followers: SQLWrapper) =>
  sql`banded_tags(${tags}, ${followers})`;

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

type IndexColumn = Parameters<ReturnType<typeof index>['using']>[1];

/**
 * The global profile bank, shared by every organization (not org-owned). Typed columns carry
 * every discovery filter so searches use indexes, never JSON scans.
 */
/**
 * The bank's size per platform, kept by statement triggers on social_accounts (migration 0048),
 * because counting a platform's rows took 200 ms at 1M profiles, on every unfiltered search and
 * dashboard. Each writing statement adds its delta to one of 16 rows of the platform, picked by
 * its transaction id, so concurrent imports do not queue on one row; a read sums the 16.
 * `browsable` counts PROFILE_BANK_MIN_FOLLOWERS (10,000) and up: the trigger has the number too.
 */
export const bankCounts = pgTable(
  'bank_counts',
  {
    platform: text().$type<Platform>().notNull(),
    slot: smallint().notNull(),
    profiles: bigint({ mode: 'number' }).notNull().default(0),
    browsable: bigint({ mode: 'number' }).notNull().default(0),
    demo: bigint({ mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.platform, t.slot] })],
);

export const socialAccounts = pgTable(
  'social_accounts',
  {
    id: primaryId(),
    platform: text().$type<Platform>().notNull(),
    platformUserId: text().notNull(),
    username: text().notNull(),
    fullName: text(),
    bio: text(),
    avatarUrl: text(),
    followers: bigint({ mode: 'number' }).notNull().default(0),
    following: bigint({ mode: 'number' }).notNull().default(0),
    postsCount: integer().notNull().default(0),
    engagementRate: real().notNull().default(0),
    avgLikes: integer().notNull().default(0),
    avgComments: integer().notNull().default(0),
    avgViews: integer().notNull().default(0),
    country: text(),
    city: text(),
    language: text(),
    gender: text().$type<Gender>(),
    ageGroup: text().$type<AgeGroup>(),
    accountType: text().$type<AccountType>(),
    /** Niches, e.g. ['fitness', 'food']. */
    categories: text().array().notNull().default(sql`'{}'::text[]`),
    /** Hashtags and @mentions the creator used in recent posts (lower case, without # or @). */
    hashtags: text().array().notNull().default(sql`'{}'::text[]`),
    mentions: text().array().notNull().default(sql`'{}'::text[]`),
    /** Follower change over the last 30 days, in percent (e.g. 4.5 = +4.5 %). */
    followerGrowth30d: real().notNull().default(0),
    /** Share of the audience judged to be real people, 0 to 1. */
    audienceCredibility: real(),
    lastPostedAt: timestamp({ withTimezone: true }),
    isVerified: boolean().notNull().default(false),
    hasEmail: boolean().notNull().default(false),
    hasPhone: boolean().notNull().default(false),
    /** Generated by `reachbase seed`; the UI labels these as demo data. */
    isDemo: boolean().notNull().default(false),
    /** Where the figures came from (common/api/data-sources.ts BANK_SOURCES): shown beside them. */
    source: text().$type<BankSource>().notNull().default('import'),
    /** When the source was last asked; null for demo data and imported files (their own date). */
    sourceFetchedAt: timestamp({ withTimezone: true }),
    /** The audience in brief for audience filters (audience-tags.ts); written with the audience. */
    audienceTags: text().array().notNull().default(sql`'{}'::text[]`),
    /** Derived from username, name and bio by the database; never written by the app. */
    searchDocument: tsvector().generatedAlwaysAs(SEARCH_DOCUMENT),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => {
    const walkFilters = [
      t.followers,
      t.engagementRate,
      t.avgViews,
      t.followerGrowth30d,
      t.audienceCredibility,
      t.accountType,
      t.categories,
      t.country,
      t.city,
      t.language,
      t.gender,
      t.ageGroup,
      t.hasEmail,
      t.lastPostedAt,
    ];
    // `columns` is called once per index: an operator class (`.op()`) is used up by one index.
    const perPlatformGin = (name: string, columns: () => [IndexColumn, ...IndexColumn[]]) =>
      PLATFORMS.map((platform) =>
        index(`${name}_${platform}`)
          .using('gin', ...columns())
          .where(sql`${t.platform} = ${sql.raw(`'${platform}'`)}`),
      );
    const sortIndex = (
      name: string,
      keys: (typeof walkFilters)[number][],
      ...more: (typeof t.audienceTags)[]
    ) =>
      index(name).on(
        t.platform,
        ...keys,
        t.id,
        ...walkFilters.filter((column) => !keys.includes(column)),
        ...more,
      );
    return [
      uniqueIndex('social_accounts_platform_user_uq').on(t.platform, t.platformUserId),
      // Search sorts end in `id` as a unique tie-breaker, so each sort key carries it: the index
      // then yields rows in the exact page order and a LIMIT stops after one page. The columns
      // after `id` never change that order; they let the walk check the range filters, the niches,
      // the account type, the creator's place, language, gender and age, the email flag and the
      // last post in the index itself (an index-only scan) instead of reading every passed row
      // from the table: "20k-60k followers by engagement" walks past ~15,000 small, highly
      // engaged creators first (730 ms cold -> 2 ms at 1M profiles); "Mumbai, India" by followers
      // read 412 rows from the table for a page (59 ms cold).
      // The default sort and the lookalike's size band also check the audience in the index.
      sortIndex('social_accounts_platform_followers_idx', [t.followers], t.audienceTags),
      sortIndex('social_accounts_platform_engagement_idx', [t.engagementRate]),
      sortIndex('social_accounts_platform_avg_views_idx', [t.avgViews]),
      sortIndex('social_accounts_platform_growth_idx', [t.followerGrowth30d]),
      // Verified creators are rare (about 2 %): their own index serves the count and a page by
      // followers without scanning the platform (440 ms -> 10 ms at 1M profiles).
      index('social_accounts_verified_followers_idx')
        .on(t.platform, t.followers, t.id)
        .where(sql`${t.isVerified}`),
      // The creator's country leads a walk of its creators by followers, checking the other
      // filters in the index as the sort indexes do: "Korea, travel, 7,000+ followers, 2 %
      // engagement, an email, posted this month, half the audience female" read its 4,368 niche
      // and country candidates from the table (190 ms cold at 10M profiles); the country's
      // 7,541 entries above the follower minimum take 2 ms.
      sortIndex('social_accounts_platform_country_idx', [t.country, t.followers], t.audienceTags),
      index('social_accounts_platform_city_idx').on(t.platform, t.city),
      index('social_accounts_platform_language_idx').on(t.platform, t.language),
      // Lookalike reference and the username dedupe of search results.
      index('social_accounts_platform_username_idx').on(t.platform, t.username),
      // GIN indexes, one per platform: every search names its platform, and a GIN index cannot
      // carry it, so one index over the whole bank was ANDed with a bitmap of the platform's
      // 300,000 to 500,000 profiles (25 to 35 ms) or read the other platforms' postings. The
      // app's statements are planned with their values, so `platform = $1` picks the platform's
      // index (one word by relevance 114 -> 41 ms, lookalike worst case 70 -> 34 ms at 1M).
      // Niches, audience tags and the creator's country (through btree_gin) share one index: a
      // search naming two of them intersects them inside it, skipping through the long posting
      // lists, where separate indexes gave a bitmap of every profile of a niche to AND (89,530
      // entries at 1M profiles): a lookalike's niche and audience country 44 -> 2 ms,
      // "Philippines, pets, ..." 28 -> 4 ms. A search naming one of them reads that column's
      // keys alone, as from its own index. (Audience tags beside a country: search.query.ts.)
      ...perPlatformGin('social_accounts_niches_audience_country_gin', () => [
        t.categories,
        t.audienceTags,
        t.country,
      ]),
      // The audience tags by follower band (bandedTags), for counting audience rules ...
      ...perPlatformGin('social_accounts_audience_bands_gin', () => [
        bandedTags(t.audienceTags, t.followers),
      ]),
      // ... and hashtags and mentions by follower band (bandedPostTags).
      ...perPlatformGin('social_accounts_post_tags_gin', () => [
        bandedPostTags(t.hashtags, t.mentions, t.followers),
      ]),
      // Keywords: full text over username, name and bio ...
      ...perPlatformGin('social_accounts_search_document_gin', () => [t.searchDocument]),
      // ... and its words by tier and follower band, for keywords by relevance ...
      ...perPlatformGin('social_accounts_ranked_words_gin', () => [
        rankedSearchWords(t.searchDocument, t.followers),
      ]),
      // ... plus trigrams on the username for near-misses ("anna_gruber" for "annagruber").
      ...perPlatformGin('social_accounts_username_trgm', () => [t.username.op('gin_trgm_ops')]),
    ];
  },
);

export type SocialAccountRow = typeof socialAccounts.$inferSelect;
export type NewSocialAccount = typeof socialAccounts.$inferInsert;

/**
 * The audience of a profile as typed rows, one per (dimension, value): "audience in the US with
 * at least 30 %" is an index range scan on (dimension, value, share), not a JSON scan.
 */
export const socialAccountAudience = pgTable(
  'social_account_audience',
  {
    accountId: uuid()
      .notNull()
      .references(() => socialAccounts.id, { onDelete: 'cascade' }),
    dimension: text().$type<AudienceDimension>().notNull(),
    value: text().notNull(),
    /** Share of the audience, 0 to 1. */
    share: real().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.dimension, t.value] }),
    index('social_account_audience_lookup_idx').on(t.dimension, t.value, t.share),
  ],
);

/** Recent posts of a bank profile, for reports and hashtag/mention statistics. */
export const socialPosts = pgTable(
  'social_posts',
  {
    id: primaryId(),
    accountId: uuid()
      .notNull()
      .references(() => socialAccounts.id, { onDelete: 'cascade' }),
    platformPostId: text().notNull(),
    type: text().$type<PostType>().notNull(),
    caption: text(),
    hashtags: text().array().notNull().default(sql`'{}'::text[]`),
    mentions: text().array().notNull().default(sql`'{}'::text[]`),
    likes: integer().notNull().default(0),
    comments: integer().notNull().default(0),
    views: integer(),
    /** Paid partnership flag or an ad hashtag. */
    isSponsored: boolean().notNull().default(false),
    publishedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('social_posts_platform_post_uq').on(t.accountId, t.platformPostId),
    index('social_posts_account_published_idx').on(t.accountId, t.publishedAt),
  ],
);

/** Dated follower counts: growth charts and 30/90-day growth (a year for demo profiles). */
export const socialAccountSnapshots = pgTable(
  'social_account_snapshots',
  {
    accountId: uuid()
      .notNull()
      .references(() => socialAccounts.id, { onDelete: 'cascade' }),
    takenOn: date({ mode: 'string' }).notNull(),
    followers: bigint({ mode: 'number' }).notNull(),
    following: bigint({ mode: 'number' }).notNull(),
    postsCount: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.takenOn] })],
);

/** Emails and phones of a bank profile; shown to an organization only once it unlocks them. */
export const socialAccountContacts = pgTable(
  'social_account_contacts',
  {
    id: primaryId(),
    accountId: uuid()
      .notNull()
      .references(() => socialAccounts.id, { onDelete: 'cascade' }),
    kind: text().$type<ContactKind>().notNull(),
    value: text().notNull(),
  },
  (t) => [uniqueIndex('social_account_contacts_uq').on(t.accountId, t.kind, t.value)],
);

export type SocialPostRow = typeof socialPosts.$inferSelect;
export type NewSocialPost = typeof socialPosts.$inferInsert;
export type NewAudienceRow = typeof socialAccountAudience.$inferInsert;
export type NewSnapshotRow = typeof socialAccountSnapshots.$inferInsert;
export type NewContactRow = typeof socialAccountContacts.$inferInsert;

/**
 * Which organization revealed which bank profile's contacts: the first unlock spends a
 * `contactUnlocks` allowance, every later one by the same organization is free.
 */
export const contactUnlocks = pgTable(
  'contact_unlocks',
  {
    orgId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    accountId: uuid()
      .notNull()
      .references(() => socialAccounts.id, { onDelete: 'cascade' }),
    unlockedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.accountId] })],
);

/**
 * Searches an organization ran recently, by a hash of their filters: page 1 spends a
 * `searchCount`, later pages of a search recorded here are free, and later pages of a search
 * never started on page 1 are charged like a new one (no free searches by asking for page 2).
 */
export const discoverySearches = pgTable(
  'discovery_searches',
  {
    orgId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    filterHash: text().notNull(),
    lastRunAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.filterHash] }),
    // Each search deletes its organization's expired ones (recordSearch): this reads only those,
    // not every search the organization ran that day.
    index('discovery_searches_org_last_run_idx').on(t.orgId, t.lastRunAt),
  ],
);

/** Every request is recorded open; nothing handles requests yet (issue 4 asks only that the owner sees them). */
export type SearchCreditRequestStatus = 'open';

/** A member's request for more searches, recorded for the organization's owner to see. */
export const searchCreditRequests = pgTable(
  'search_credit_requests',
  {
    id: primaryId(),
    orgId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    reason: text().notNull(),
    searchCredit: integer().notNull(),
    status: text().$type<SearchCreditRequestStatus>().notNull().default('open'),
    createdAt: createdAt(),
  },
  (t) => [index('search_credit_requests_org_idx').on(t.orgId, t.createdAt)],
);

export type SearchCreditRequestRow = typeof searchCreditRequests.$inferSelect;
