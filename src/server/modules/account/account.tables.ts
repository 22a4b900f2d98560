import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
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
import type { EmailStatus, EmailSubStatus } from '../../../common/email-quality';
import { createdAt, primaryId, updatedAt } from '../../db/columns';

export type MemberRole = 'owner' | 'member' | 'guest';
/** Where a sign-up came from (SPEC 1): a deal-site deal, the partner referral, or the product. */
export type SignupSource = 'deal' | 'partner' | 'product';

export const organizations = pgTable('organizations', {
  id: primaryId(),
  name: text().notNull(),
  /** Plan key from the catalogue (plans.ts); limits come from there, never from the client. */
  plan: text().notNull().default('free'),
  /** Price of the current plan in minor units (billing fills it in later). */
  planPrice: bigint({ mode: 'number' }).notNull().default(0),
  planCurrency: text().notNull().default('USD'),
  orgType: text(),
  jobRole: text(),
  phone: text(),
  country: text(),
  ipCountry: text(),
  source: text().$type<SignupSource>().notNull().default('product'),
  referredBy: text(),
  /** Deal-site redemption details (code, tier, redeemed at), when the source is a deal. */
  appsumo: jsonb().$type<Record<string, unknown>>(),
  surveyStatus: boolean().notNull().default(false),
  surveyData: jsonb().$type<Record<string, unknown>>(),
  accountConfig: jsonb()
    .$type<{ userGuide: boolean } & Record<string, unknown>>()
    .notNull()
    .default(sql`'{"userGuide": true}'::jsonb`),
  statusFlags: jsonb().$type<Record<string, boolean>>().notNull().default(sql`'{}'::jsonb`),
  /** Set by an operator: every customer call then answers AccessBlocked. */
  accessBlockedAt: timestamp({ withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const users = pgTable(
  'users',
  {
    id: primaryId(),
    orgId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    email: text().notNull(),
    /** Null for Google-only accounts and for members who have not activated yet. */
    passwordHash: text(),
    fullName: text().notNull().default(''),
    role: text().$type<MemberRole>().notNull(),
    googleSub: text(),
    emailVerifiedAt: timestamp({ withTimezone: true }),
    emailValidationStatus: text().$type<EmailStatus>(),
    emailValidationSubStatus: text().$type<EmailSubStatus>(),
    newsletter: boolean().notNull().default(false),
    tableSettings: jsonb().$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    lastEvent: text(),
    /** IANA zone every time is shown in for this person; Europe/Vienna unless they choose (SPEC 2). */
    timeZone: text().notNull().default('Europe/Vienna'),
    /** Invited members exist before they activate; activation sets the password and this. */
    activatedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One account per email address across the installation (sign-in is by email).
    uniqueIndex('users_email_uq').on(sql`lower(${t.email})`),
    uniqueIndex('users_google_sub_uq').on(t.googleSub),
    index('users_org_idx').on(t.orgId),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: primaryId(),
    orgId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** sha256 of the token: a leaked table cannot be replayed. */
    tokenHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    lastUsedAt: timestamp({ withTimezone: true }),
    userAgent: text(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_uq').on(t.tokenHash),
    index('sessions_user_idx').on(t.userId),
  ],
);

export type OneTimeTokenPurpose = 'verify-email' | 'reset-password' | 'invitation';

/** Single-use tokens sent by email; only their hash is stored. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: primaryId(),
    orgId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text().$type<OneTimeTokenPurpose>().notNull(),
    tokenHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('one_time_tokens_hash_uq').on(t.tokenHash),
    index('one_time_tokens_user_idx').on(t.userId, t.purpose),
  ],
);

/** One API key per organization at a time (SPEC: POST/GET/DELETE api-key). */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: primaryId(),
    orgId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** The first characters, shown afterwards so the owner can tell keys apart. */
    prefix: text().notNull(),
    keyHash: text().notNull(),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    lastUsedAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('api_keys_hash_uq').on(t.keyHash), index('api_keys_org_idx').on(t.orgId)],
);

/**
 * Plan allowance counters. Monthly metrics have one row per calendar month (periodStart = first
 * day); standing totals such as tracked profiles use the fixed period 1970-01-01.
 */
export const usageCounters = pgTable(
  'usage_counters',
  {
    orgId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    metric: text().notNull(),
    periodStart: date({ mode: 'string' }).notNull(),
    used: integer().notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.metric, t.periodStart] })],
);

export type OrganizationRow = typeof organizations.$inferSelect;
export type UserRow = typeof users.$inferSelect;
