import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Platform } from '../../../common/constants';
import { createdAt, primaryId, updatedAt } from '../../db/columns';
import { organizations, users } from '../account/account.tables';
import { lists } from '../lists/lists.tables';
import { trackedProfiles } from '../profiles/profiles.tables';

export type ContentType = 'photo' | 'video' | 'carousel' | 'reel' | 'short' | 'story';
/**
 * How a content row arrived: copied from the bank's posts, fetched by story tracking, uploaded,
 * or read with the creator's own connected account (private insights included).
 */
export type ContentSource = 'bank' | 'tracking' | 'upload' | 'connected';

/**
 * Posts and stories of the organization's tracked creators (SPEC 3 "Content": `_id`, platform
 * default instagram, type). Story files live in storage; the row holds their keys.
 */
export const contents = pgTable(
  'contents',
  {
    id: primaryId(),
    orgId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    profileId: uuid()
      .notNull()
      .references(() => trackedProfiles.id, { onDelete: 'cascade' }),
    platform: text().$type<Platform>().notNull(),
    type: text().$type<ContentType>().notNull(),
    source: text().$type<ContentSource>().notNull(),
    /** The platform's id of the post, when known: re-tracking the same post updates it. */
    platformPostId: text(),
    url: text(),
    caption: text(),
    hashtags: text().array().notNull().default(sql`'{}'::text[]`),
    likes: integer(),
    comments: integer(),
    views: integer(),
    shares: integer(),
    /** Private insights, only from a connected account: accounts reached, replies, taps. */
    reach: integer(),
    replies: integer(),
    taps: integer(),
    /** Minutes watched over the video's life (YouTube Analytics), from a connected channel. */
    watchMinutes: integer(),
    mediaKey: text(),
    mediaContentType: text(),
    mediaSizeBytes: bigint({ mode: 'number' }),
    thumbnailKey: text(),
    /**
     * Campaign the content belongs to: one of the organization's, checked by the service (campaigns
     * sit above content, so no foreign key).
     */
    campaignId: uuid(),
    publishedAt: timestamp({ withTimezone: true }).notNull(),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('contents_org_platform_published_idx').on(t.orgId, t.platform, t.publishedAt, t.id),
    index('contents_org_profile_idx').on(t.orgId, t.profileId, t.publishedAt),
    uniqueIndex('contents_profile_post_uq').on(t.profileId, t.platformPostId),
  ],
);

export type ContentRow = typeof contents.$inferSelect;

/** Content saved to one of the organization's lists (SPEC 7 `PUT content/addToList`). */
export const contentListItems = pgTable(
  'content_list_items',
  {
    orgId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    listId: uuid()
      .notNull()
      .references(() => lists.id, { onDelete: 'cascade' }),
    contentId: uuid()
      .notNull()
      .references(() => contents.id, { onDelete: 'cascade' }),
    addedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.listId, t.contentId] }),
    index('content_list_items_org_content_idx').on(t.orgId, t.contentId),
  ],
);

export type ScheduledContentStatus = 'planned' | 'submitted' | 'approved' | 'published';

/** The content calendar: planned posts per creator and campaign. */
export const scheduledContents = pgTable(
  'scheduled_contents',
  {
    id: primaryId(),
    orgId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    profileId: uuid().references(() => trackedProfiles.id, { onDelete: 'cascade' }),
    campaignId: uuid(),
    title: text().notNull(),
    platform: text().$type<Platform>().notNull(),
    type: text().$type<ContentType>().notNull(),
    scheduledAt: timestamp({ withTimezone: true }).notNull(),
    brief: text(),
    status: text().$type<ScheduledContentStatus>().notNull().default('planned'),
    /** The published post's link, once there is one. */
    link: text(),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('scheduled_contents_org_when_idx').on(t.orgId, t.scheduledAt)],
);

export type ScheduledContentRow = typeof scheduledContents.$inferSelect;
