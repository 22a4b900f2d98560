import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { AuditReportState } from '../../../common/audit-report';
import type { Platform } from '../../../common/constants';
import { createdAt, primaryId } from '../../db/columns';
import { organizations, users } from '../account/account.tables';
import { socialAccounts } from '../discovery/discovery.tables';
import { trackedProfiles } from '../profiles/profiles.tables';
import type { StoredReportData } from './report-snapshot';

/**
 * An audit report of one profile, stored as a dated snapshot: `data` is computed once (by the
 * `reports.compute` job) and never changes, so an earlier report reopens exactly as it was.
 * The profile and bank account may go away; the report keeps its platform, username and data.
 */
export const auditReports = pgTable(
  'audit_reports',
  {
    id: primaryId(),
    orgId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    accountId: uuid().references(() => socialAccounts.id, { onDelete: 'set null' }),
    profileId: uuid().references(() => trackedProfiles.id, { onDelete: 'set null' }),
    platform: text().$type<Platform>().notNull(),
    username: text().notNull(),
    state: text().$type<AuditReportState>().notNull().default('pending'),
    failureReason: text(),
    data: jsonb().$type<StoredReportData>(),
    /** The public link /report/{publicToken}; null until shared. */
    publicToken: text(),
    /** Sharing switched off: the public link answers 404 at once, the token is kept. */
    shareDisabledAt: timestamp({ withTimezone: true }),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    completedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('audit_reports_org_account_created_idx').on(t.orgId, t.accountId, t.createdAt),
    index('audit_reports_org_profile_created_idx').on(t.orgId, t.profileId, t.createdAt),
    index('audit_reports_org_created_idx').on(t.orgId, t.createdAt, t.id),
    uniqueIndex('audit_reports_public_token_uq')
      .on(t.publicToken)
      .where(sql`${t.publicToken} is not null`),
  ],
);

export type AuditReportRow = typeof auditReports.$inferSelect;
