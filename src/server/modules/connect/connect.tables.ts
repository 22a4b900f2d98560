import {
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, primaryId, updatedAt } from '../../db/columns';
import type { CreatorProvider } from '../../integrations/creator-oauth';
import { organizations, users } from '../account/account.tables';
import { trackedProfiles } from '../profiles/profiles.tables';

/**
 * A connect link a member made for one tracked creator (`/connect?token=`). Only the token's
 * SHA-256 is kept, so a leaked row or dump cannot be turned into a working link. One live link per
 * profile: a new one revokes the previous.
 */
export const connectLinks = pgTable(
  'connect_links',
  {
    id: primaryId(),
    orgId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    profileId: uuid()
      .notNull()
      .references(() => trackedProfiles.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('connect_links_token_uq').on(t.tokenHash),
    index('connect_links_org_profile_idx').on(t.orgId, t.profileId),
  ],
);

/**
 * One trip to a provider's consent screen: the OAuth `state` (its hash) and the PKCE verifier.
 * `usedAt` makes each state good for one callback, so a replayed code is refused.
 */
export const connectAttempts = pgTable(
  'connect_attempts',
  {
    id: primaryId(),
    linkId: uuid()
      .notNull()
      .references(() => connectLinks.id, { onDelete: 'cascade' }),
    provider: text().$type<CreatorProvider>().notNull(),
    stateHash: text().notNull(),
    /** Sealed: with the code it would buy the creator's tokens. */
    codeVerifier: text().notNull(),
    /** Sealed too: the link's token, so the creator lands back on their link's page. */
    linkToken: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('connect_attempts_state_uq').on(t.stateHash)],
);

export type ConnectionVia = 'oauth' | 'aggregator';

/**
 * A creator's account connected to a tracked profile, with its tokens sealed (secret box
 * `creator-oauth`). One per profile and provider.
 */
export const profileConnections = pgTable(
  'profile_connections',
  {
    id: primaryId(),
    orgId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    profileId: uuid()
      .notNull()
      .references(() => trackedProfiles.id, { onDelete: 'cascade' }),
    linkId: uuid().references(() => connectLinks.id, { onDelete: 'set null' }),
    provider: text().$type<CreatorProvider>().notNull(),
    /** `oauth`: the creator's own grant; `aggregator`: linked through the data aggregator. */
    via: text().$type<ConnectionVia>().notNull().default('oauth'),
    /**
     * The account's id at the provider (Instagram user id, YouTube channel id, TikTok open_id),
     * or at the aggregator.
     */
    accountId: text().notNull(),
    accountName: text().notNull(),
    scopes: text().array().notNull(),
    /** Null for an aggregator's account: the aggregator holds the platform's tokens. */
    accessToken: text(),
    refreshToken: text(),
    /** When the access token stops working; null when the provider does not say. */
    tokenExpiresAt: timestamp({ withTimezone: true }),
    /** When the connection itself lapses unless refreshed (a long-lived or refresh token's end). */
    lapsesAt: timestamp({ withTimezone: true }),
    lastSyncAt: timestamp({ withTimezone: true }),
    lastError: text(),
    syncFailures: integer().notNull().default(0),
    reconnectMailedAt: timestamp({ withTimezone: true }),
    connectedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('profile_connections_profile_provider_uq').on(t.profileId, t.provider),
    index('profile_connections_org_idx').on(t.orgId),
  ],
);

export type ProfileConnectionRow = typeof profileConnections.$inferSelect;

export type ConnectedAudienceDimension = 'country' | 'city' | 'gender' | 'age';

/**
 * A connected account's follower breakdown as the platform itself reports it (Instagram's
 * `follower_demographics`): shares 0 to 1 per value. Replaced whole on each sync; audit reports
 * of the profile use it instead of the bank's estimate.
 */
export const connectedAudiences = pgTable(
  'connected_audiences',
  {
    orgId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    connectionId: uuid()
      .notNull()
      .references(() => profileConnections.id, { onDelete: 'cascade' }),
    profileId: uuid()
      .notNull()
      .references(() => trackedProfiles.id, { onDelete: 'cascade' }),
    dimension: text().$type<ConnectedAudienceDimension>().notNull(),
    value: text().notNull(),
    share: real().notNull(),
    fetchedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.connectionId, t.dimension, t.value] }),
    index('connected_audiences_org_profile_idx').on(t.orgId, t.profileId),
  ],
);
