import { index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, primaryId, updatedAt } from '../../db/columns';
import type { MailSecurity } from '../../integrations/mailbox';
import { organizations } from '../account/account.tables';

/**
 * A mailbox an organization sends outreach from (Settings → Mailboxes): SMTP to send, IMAP to
 * read replies and bounces. Both passwords are sealed (secret box "outreach-mailbox") and never
 * leave the server.
 */
export const outreachMailboxes = pgTable(
  'outreach_mailboxes',
  {
    id: primaryId(),
    orgId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    fromName: text().notNull(),
    fromEmail: text().notNull(),
    smtpHost: text().notNull(),
    smtpPort: integer().notNull(),
    smtpSecurity: text().$type<MailSecurity>().notNull(),
    smtpUser: text().notNull(),
    smtpPasswordSealed: text().notNull(),
    imapHost: text().notNull(),
    imapPort: integer().notNull(),
    imapSecurity: text().$type<MailSecurity>().notNull(),
    imapUser: text().notNull(),
    imapPasswordSealed: text().notNull(),
    /** Messages this mailbox may send per day (in its time zone). */
    dailyCap: integer().notNull(),
    /** The sending window, minutes after midnight in `timeZone`: [start, end). */
    windowStartMinute: integer().notNull(),
    windowEndMinute: integer().notNull(),
    timeZone: text().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('outreach_mailboxes_org_idx').on(t.orgId),
    uniqueIndex('outreach_mailboxes_org_from_idx').on(t.orgId, t.fromEmail),
  ],
);

export type MailboxRow = typeof outreachMailboxes.$inferSelect;
