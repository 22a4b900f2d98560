import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Platform } from '../../../common/constants';
import { createdAt, primaryId, updatedAt } from '../../db/columns';
import type { StoredText } from '../../http/i18n/text';
import { organizations, users } from '../account/account.tables';
import { trackedProfiles } from '../profiles/profiles.tables';

export type CampaignStatus = 'draft' | 'active' | 'completed' | 'archived';
export type InfluencerStatus = 'invited' | 'confirmed' | 'contentSubmitted' | 'published' | 'paid';

/** A campaign (SPEC 3): influencers, posts, stories, links, payments, activities, UGC, a public page. */
export const campaigns = pgTable(
  'campaigns',
  {
    id: primaryId(),
    orgId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    description: text(),
    status: text().$type<CampaignStatus>().notNull().default('draft'),
    startsOn: date({ mode: 'string' }),
    endsOn: date({ mode: 'string' }),
    budgetMinor: bigint({ mode: 'number' }),
    currency: text().notNull().default('USD'),
    /** Where tracked links lead; each influencer's link adds UTM parameters to it. */
    destinationUrl: text(),
    /** The public report page /campaign/[publicSlug]; null until generatePublicUrl. */
    publicSlug: text(),
    /** Sharing switched off: the public page answers 404 at once, the slug is kept. */
    shareDisabledAt: timestamp({ withTimezone: true }),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('campaigns_org_created_idx').on(t.orgId, t.createdAt, t.id),
    uniqueIndex('campaigns_public_slug_uq').on(t.publicSlug),
  ],
);

export type CampaignRow = typeof campaigns.$inferSelect;

/** An influencer (tracked profile) in a campaign, with the deal and where it stands. */
export const campaignInfluencers = pgTable(
  'campaign_influencers',
  {
    orgId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    campaignId: uuid()
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    profileId: uuid()
      .notNull()
      .references(() => trackedProfiles.id, { onDelete: 'cascade' }),
    status: text().$type<InfluencerStatus>().notNull().default('invited'),
    feeMinor: bigint({ mode: 'number' }),
    currency: text(),
    deliverables: text(),
    /** Private: never on the public page. */
    notes: text(),
    addedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.campaignId, t.profileId] }),
    index('campaign_influencers_org_profile_idx').on(t.orgId, t.profileId),
  ],
);

export type CampaignPostKind = 'post' | 'story';
/** A post added by URL waits for its metrics (pending), has them (tracked) or could not be read (failed). */
export type CampaignPostState = 'pending' | 'tracked' | 'failed';

/** Posts and stories of a campaign with their metrics; manual edits are marked. */
export const campaignPosts = pgTable(
  'campaign_posts',
  {
    id: primaryId(),
    orgId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    campaignId: uuid()
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    profileId: uuid().references(() => trackedProfiles.id, { onDelete: 'set null' }),
    kind: text().$type<CampaignPostKind>().notNull(),
    platform: text().$type<Platform>(),
    url: text(),
    platformPostId: text(),
    state: text().$type<CampaignPostState>().notNull().default('tracked'),
    /** Why the figures could not be read, in English: for events and rows from before. */
    failureReason: text(),
    /** The reason as its key and parts, said in the reader's language; null on rows from before. */
    failureText: jsonb().$type<StoredText>(),
    caption: text(),
    views: integer(),
    likes: integer(),
    comments: integer(),
    shares: integer(),
    saves: integer(),
    reach: integer(),
    impressions: integer(),
    publishedAt: timestamp({ withTimezone: true }),
    /** Set when a user typed the metrics in (SPEC: manual edits allowed and marked as such). */
    editedManuallyAt: timestamp({ withTimezone: true }),
    metricsFetchedAt: timestamp({ withTimezone: true }),
    /**
     * Set when the figures last came from the creator's connected account: they replace the
     * provider's estimate, never a manual edit.
     */
    connectedAt: timestamp({ withTimezone: true }),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('campaign_posts_org_campaign_idx').on(t.orgId, t.campaignId, t.createdAt),
    uniqueIndex('campaign_posts_campaign_post_uq').on(t.campaignId, t.platform, t.platformPostId),
  ],
);

export type CampaignPostRow = typeof campaignPosts.$inferSelect;

/** A tracked short link (/l/{code}) of an influencer to the campaign's destination with UTM tags. */
export const campaignLinks = pgTable(
  'campaign_links',
  {
    id: primaryId(),
    orgId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    campaignId: uuid()
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    profileId: uuid().references(() => trackedProfiles.id, { onDelete: 'set null' }),
    code: text().notNull(),
    /** The full target, UTM parameters included. */
    targetUrl: text().notNull(),
    label: text(),
    /** Set when the optional Bitly adapter shortened it too. */
    bitlyUrl: text(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('campaign_links_code_uq').on(t.code),
    index('campaign_links_org_campaign_idx').on(t.orgId, t.campaignId),
  ],
);

/** Clicks per link and day: totals, bots apart. No raw IP address is ever stored. */
export const campaignLinkClicks = pgTable(
  'campaign_link_clicks',
  {
    linkId: uuid()
      .notNull()
      .references(() => campaignLinks.id, { onDelete: 'cascade' }),
    day: date({ mode: 'string' }).notNull(),
    total: integer().notNull().default(0),
    uniqueVisitors: integer().notNull().default(0),
    bots: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.linkId, t.day] })],
);

/**
 * Who clicked a link on a day, as a keyed hash of address and user agent that changes daily: it
 * counts unique visitors without keeping an address, and cannot be joined across days.
 */
export const campaignLinkVisitors = pgTable(
  'campaign_link_visitors',
  {
    linkId: uuid()
      .notNull()
      .references(() => campaignLinks.id, { onDelete: 'cascade' }),
    day: date({ mode: 'string' }).notNull(),
    visitorHash: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.linkId, t.day, t.visitorHash] })],
);

export type PaymentStatus = 'pending' | 'scheduled' | 'paid' | 'cancelled';

/** Payments to influencers: integer minor units with currency. */
export const campaignPayments = pgTable(
  'campaign_payments',
  {
    id: primaryId(),
    orgId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    campaignId: uuid()
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    profileId: uuid().references(() => trackedProfiles.id, { onDelete: 'set null' }),
    amountMinor: bigint({ mode: 'number' }).notNull(),
    currency: text().notNull(),
    status: text().$type<PaymentStatus>().notNull().default('pending'),
    method: text(),
    dueOn: date({ mode: 'string' }),
    paidOn: date({ mode: 'string' }),
    note: text(),
    /** Invoice file in storage. */
    invoiceKey: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('campaign_payments_org_campaign_idx').on(t.orgId, t.campaignId)],
);

/** Append-only timeline of a campaign: every action writes one entry. */
export const campaignActivities = pgTable(
  'campaign_activities',
  {
    id: primaryId(),
    orgId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    campaignId: uuid()
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    kind: text().notNull(),
    /** The line in English: for rows from before `text`, and for readers that take it as it is. */
    message: text().notNull(),
    /** The line as its key and parts, said in the reader's language; null on rows from before. */
    text: jsonb().$type<StoredText>(),
    createdAt: createdAt(),
  },
  (t) => [index('campaign_activities_org_campaign_idx').on(t.orgId, t.campaignId, t.createdAt)],
);

export type UsageRights = 'none' | 'requested' | 'granted' | 'expired';
export type CampaignFileKind = 'brief' | 'ugc' | 'file';

/** Files of a campaign (briefs, UGC, anything) uploaded to storage, or UGC linked by URL. */
export const campaignFiles = pgTable(
  'campaign_files',
  {
    id: primaryId(),
    orgId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    campaignId: uuid()
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    profileId: uuid().references(() => trackedProfiles.id, { onDelete: 'set null' }),
    kind: text().$type<CampaignFileKind>().notNull(),
    title: text(),
    storageKey: text(),
    url: text(),
    fileName: text(),
    contentType: text(),
    sizeBytes: bigint({ mode: 'number' }),
    usageRights: text().$type<UsageRights>().notNull().default('none'),
    uploadedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('campaign_files_org_campaign_idx').on(t.orgId, t.campaignId, t.createdAt),
    // A file is stored or linked, never neither.
    check(
      'campaign_files_stored_or_linked',
      sql`${t.storageKey} is not null or ${t.url} is not null`,
    ),
  ],
);
