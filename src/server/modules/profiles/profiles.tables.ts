import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Platform } from '../../../common/constants';
import { createdAt, primaryId, updatedAt } from '../../db/columns';
import type { StoredText } from '../../http/i18n/text';
import { organizations, users } from '../account/account.tables';
import { socialAccounts } from '../discovery/discovery.tables';

/** A contact the organization knows for a creator: unlocked from the bank, collected or typed in. */
export type ProfileContact = { kind: 'email' | 'phone'; value: string; source: ContactSource };
export type ContactSource = 'bank' | 'manual';

/** Editable built-in columns of the profiles table (SPEC 7 `updateSystemFields`). */
export type SystemFields = {
  email?: string | null;
  phone?: string | null;
  /** Agreed price per post in minor units of `currency`. */
  priceMinor?: number | null;
  currency?: string | null;
  notes?: string | null;
};

/** Values of the organization's custom fields, keyed by custom field id. */
export type CustomFieldValues = Record<string, string | number | null>;

/**
 * The organization's own record of a creator (SPEC 3 "Influencer profile"), linked to a bank
 * profile. `profileId` in the API is this row's id. Counts against the plan's `profiles` limit.
 */
export const trackedProfiles = pgTable(
  'tracked_profiles',
  {
    id: primaryId(),
    orgId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    accountId: uuid()
      .notNull()
      .references(() => socialAccounts.id, { onDelete: 'restrict' }),
    platform: text().$type<Platform>().notNull(),
    /** A readable handle, unique per organization (SPEC 5 slug rule); never a public address. */
    slug: text().notNull(),
    /** Display name the organization chose (`PUT /{id}/info`); the bank name when null. */
    displayName: text(),
    category: text(),
    favourite: boolean().notNull().default(false),
    contacts: jsonb().$type<ProfileContact[]>().notNull().default(sql`'[]'::jsonb`),
    systemFields: jsonb().$type<SystemFields>().notNull().default(sql`'{}'::jsonb`),
    customFields: jsonb().$type<CustomFieldValues>().notNull().default(sql`'{}'::jsonb`),
    storyTrackingAt: timestamp({ withTimezone: true }),
    /**
     * Unguessable token of the public page /profile/{token}; null while not shared (the default)
     * or after the link was revoked. Sharing again makes a new token, so a revoked link stays dead.
     */
    shareToken: text(),
    sharedAt: timestamp({ withTimezone: true }),
    lastContactedAt: timestamp({ withTimezone: true }),
    enrichedAt: timestamp({ withTimezone: true }),
    addedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('tracked_profiles_org_account_uq').on(t.orgId, t.accountId),
    uniqueIndex('tracked_profiles_org_slug_uq').on(t.orgId, t.slug),
    uniqueIndex('tracked_profiles_share_token_uq').on(t.shareToken),
    index('tracked_profiles_org_created_idx').on(t.orgId, t.createdAt, t.id),
    index('tracked_profiles_account_idx').on(t.accountId),
  ],
);

export type TrackedProfileRow = typeof trackedProfiles.$inferSelect;

/** What happened to a tracked profile, newest first on the detail page. */
export const profileActivities = pgTable(
  'profile_activities',
  {
    id: primaryId(),
    orgId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    profileId: uuid()
      .notNull()
      .references(() => trackedProfiles.id, { onDelete: 'cascade' }),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** e.g. added, listStatus, contacted, link, coupon, attachment, note. */
    kind: text().notNull(),
    /** The line in English: for rows from before `text`, and for readers that take it as it is. */
    message: text().notNull(),
    /** The line as its key and parts, said in the reader's language; null on rows from before. */
    text: jsonb().$type<StoredText>(),
    createdAt: createdAt(),
  },
  (t) => [index('profile_activities_org_profile_idx').on(t.orgId, t.profileId, t.createdAt)],
);

export const profileLinks = pgTable(
  'profile_links',
  {
    id: primaryId(),
    orgId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    profileId: uuid()
      .notNull()
      .references(() => trackedProfiles.id, { onDelete: 'cascade' }),
    url: text().notNull(),
    label: text(),
    createdAt: createdAt(),
  },
  (t) => [index('profile_links_org_profile_idx').on(t.orgId, t.profileId)],
);

export const profileCoupons = pgTable(
  'profile_coupons',
  {
    id: primaryId(),
    orgId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    profileId: uuid()
      .notNull()
      .references(() => trackedProfiles.id, { onDelete: 'cascade' }),
    code: text().notNull(),
    description: text(),
    createdAt: createdAt(),
  },
  (t) => [
    index('profile_coupons_org_profile_idx').on(t.orgId, t.profileId),
    uniqueIndex('profile_coupons_profile_code_uq').on(t.profileId, sql`lower(${t.code})`),
  ],
);

/** Files stored through the storage integration; the row holds the key, never the bytes. */
export const profileAttachments = pgTable(
  'profile_attachments',
  {
    id: primaryId(),
    orgId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    profileId: uuid()
      .notNull()
      .references(() => trackedProfiles.id, { onDelete: 'cascade' }),
    storageKey: text().notNull(),
    fileName: text().notNull(),
    title: text(),
    contentType: text().notNull(),
    sizeBytes: bigint({ mode: 'number' }).notNull(),
    uploadedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('profile_attachments_org_profile_idx').on(t.orgId, t.profileId)],
);

export type CustomFieldType = 'text' | 'number' | 'date' | 'select' | 'url';

/** Groups custom fields in the table settings and on the profile page. */
export const customFieldCategories = pgTable(
  'custom_field_categories',
  {
    id: primaryId(),
    orgId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    position: integer().notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('custom_field_categories_org_name_uq').on(t.orgId, sql`lower(${t.name})`)],
);

export const customFields = pgTable(
  'custom_fields',
  {
    id: primaryId(),
    orgId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    categoryId: uuid().references(() => customFieldCategories.id, { onDelete: 'set null' }),
    name: text().notNull(),
    type: text().$type<CustomFieldType>().notNull(),
    /** Choices of a `select` field; empty for the other types. */
    options: text().array().notNull().default(sql`'{}'::text[]`),
    position: integer().notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('custom_fields_org_name_uq').on(t.orgId, sql`lower(${t.name})`)],
);

export type CustomFieldRow = typeof customFields.$inferSelect;
