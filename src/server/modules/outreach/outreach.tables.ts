import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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

export type SequenceStep = { subject: string; body: string; delayDays: number };

/**
 * A sequence (SPEC "template configuration"): steps of subject and body with merge fields, each
 * follow-up sent `delayDays` after the step before it, from one mailbox.
 */
export const outreachSequences = pgTable(
  'outreach_sequences',
  {
    id: primaryId(),
    orgId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    /** Null once its mailbox was disconnected: the sequence waits for another. */
    mailboxId: uuid().references(() => outreachMailboxes.id, { onDelete: 'set null' }),
    steps: jsonb().$type<SequenceStep[]>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('outreach_sequences_org_idx').on(t.orgId, t.createdAt)],
);

export type SequenceRow = typeof outreachSequences.$inferSelect;
