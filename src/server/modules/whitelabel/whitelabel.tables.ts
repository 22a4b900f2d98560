import { boolean, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { DomainCheckReason, DomainStatus } from '../../../common/api/whitelabel';
import { createdAt, updatedAt } from '../../db/columns';
import { organizations } from '../account/account.tables';

/** SPEC 3's UI colours; each one the agency leaves unset falls back to the default palette. */
export type WhitelabelColors = Partial<
  Record<
    | 'primary'
    | 'primaryLight'
    | 'secondary'
    | 'secondaryLight'
    | 'textLight'
    | 'textDark'
    | 'appBackground'
    | 'navbarBackground',
    string
  >
>;

/** One agency's branding (SPEC 3 "Whitelabel config"); at most one row per organization. */
export const whitelabels = pgTable(
  'whitelabels',
  {
    orgId: uuid()
      .primaryKey()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    agencyName: text(),
    /** Storage file names (public files); URLs add `?t=<logoChangedAt>` (SPEC 2). */
    logo: text(),
    favicon: text(),
    logoChangedAt: timestamp({ withTimezone: true }),
    colors: jsonb().$type<WhitelabelColors>(),
    /** Lower-case hostname; unique, so one domain never brands two agencies. */
    domain: text(),
    /** pending: records not seen yet; verified: DNS points at us; failed: checked and wrong. */
    domainStatus: text().$type<DomainStatus>(),
    domainFailureReason: text().$type<DomainCheckReason>(),
    /** What the last check found instead: a CNAME target, a TXT value or a DNS error code. */
    domainCheckFound: text(),
    /** When the current domain was set: it may stay pending for a grace period after. */
    domainSetAt: timestamp({ withTimezone: true }),
    domainCheckedAt: timestamp({ withTimezone: true }),
    /** The value of the `_reachbase-verify.<domain>` TXT record that proves ownership. */
    domainVerifyToken: text(),
    senderEmail: text(),
    /** An SMTP URL or a provider key, sealed by the secret box; never returned by any call. */
    senderSecretSealed: text(),
    showBanner: boolean().notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('whitelabels_domain_key').on(table.domain)],
);

export type WhitelabelRow = typeof whitelabels.$inferSelect;
