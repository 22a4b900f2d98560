import { sql } from 'drizzle-orm';
import {
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
import type { EntryStatus, MessageStatus } from '../../../common/api/outreach';
import { createdAt, primaryId, updatedAt } from '../../db/columns';
import type { MailSecurity } from '../../integrations/mailbox';
import { organizations } from '../account/account.tables';
import { campaigns } from '../campaigns/campaigns.tables';
import { trackedProfiles } from '../profiles/profiles.tables';

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
    /** While a sender holds the mailbox (one batch at a time per mailbox); renewed per message. */
    sendingUntil: timestamp({ withTimezone: true }),
    /** Sending waits until then: outside the window, the day's cap reached, the server down. */
    holdUntil: timestamp({ withTimezone: true }),
    holdReason: text(),
    /** Consecutive failures to reach the SMTP server: the backoff before the next try. */
    smtpFailures: integer().notNull().default(0),
    /** The inbox read so far: IMAP UIDVALIDITY and the highest UID seen. */
    imapUidValidity: text(),
    imapLastUid: integer().notNull().default(0),
    imapCheckedAt: timestamp({ withTimezone: true }),
    /** Why the inbox could not be read last time, else null. */
    imapError: text(),
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

/**
 * One creator in one sequence (SPEC 3 outreach entry: `outreachId`, `email`). `nextStep` is the
 * index of the step to send next, at `nextSendAt`; null once nothing more is to be sent.
 */
export const outreachEntries = pgTable(
  'outreach_entries',
  {
    id: primaryId(),
    orgId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    sequenceId: uuid()
      .notNull()
      .references(() => outreachSequences.id, { onDelete: 'cascade' }),
    profileId: uuid().references(() => trackedProfiles.id, { onDelete: 'set null' }),
    campaignId: uuid().references(() => campaigns.id, { onDelete: 'set null' }),
    /** Lower case. */
    email: text().notNull(),
    status: text().$type<EntryStatus>().notNull().default('scheduled'),
    /** A stage the user moved the entry to (Interested, Declined); null: its status column. */
    stage: text(),
    nextStep: integer(),
    nextSendAt: timestamp({ withTimezone: true }),
    /** Why it stopped or waits (an SMTP reply, an exhausted allowance). */
    reason: text(),
    repliedAt: timestamp({ withTimezone: true }),
    /** Counts restarts (`reinitiate-outreach`): each round's messages get their own Message-IDs. */
    round: integer().notNull().default(0),
    /** SMTP refusals of the step due, for the backoff of temporary errors. */
    attempts: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('outreach_entries_org_sequence_email_uq').on(t.orgId, t.sequenceId, t.email),
    index('outreach_entries_org_status_idx').on(t.orgId, t.status, t.updatedAt),
    index('outreach_entries_due_idx').on(t.nextSendAt),
  ],
);

export type EntryRow = typeof outreachEntries.$inferSelect;

/** Addresses never to be mailed again by the organization: unsubscribed or bounced. */
export const outreachSuppressions = pgTable(
  'outreach_suppressions',
  {
    orgId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    email: text().notNull(),
    reason: text().$type<'unsubscribed' | 'bounced'>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.email] })],
);

/**
 * A message of an entry's thread. Outgoing steps (`direction: 'out'`) are written `queued` with
 * their Message-ID when rendered and charged, and become `sending` (with `attemptedAt`) in one
 * statement right before the SMTP conversation: a row still `sending` once its sender is gone
 * may have reached the server, so it is never sent again blindly. `sent` once the server
 * accepted it, `failed` with its reply when it refused it for good, `unconfirmed` when a crash
 * left it in doubt. Replies and bounce reports read from the inbox are `direction: 'in'`.
 */
export const outreachMessages = pgTable(
  'outreach_messages',
  {
    id: primaryId(),
    orgId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    entryId: uuid()
      .notNull()
      .references(() => outreachEntries.id, { onDelete: 'cascade' }),
    mailboxId: uuid().references(() => outreachMailboxes.id, { onDelete: 'set null' }),
    direction: text().$type<'out' | 'in'>().notNull(),
    /** Outgoing: the entry's round and the step's index. Incoming: null. */
    round: integer(),
    step: integer(),
    status: text().$type<MessageStatus>().notNull(),
    /** With angle brackets, as in the header. */
    messageId: text().notNull(),
    fromAddress: text().notNull(),
    subject: text().notNull(),
    body: text().notNull(),
    /** The SMTP server's reply when it refused the message; why an `unconfirmed` one is. */
    error: text(),
    /** When the SMTP conversation for it last began. */
    attemptedAt: timestamp({ withTimezone: true }),
    sentAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('outreach_messages_step_uq').on(t.entryId, t.round, t.step),
    uniqueIndex('outreach_messages_message_id_uq').on(t.orgId, t.messageId),
    index('outreach_messages_entry_idx').on(t.entryId, t.createdAt),
    index('outreach_messages_mailbox_sent_idx').on(t.mailboxId, t.sentAt),
    // Each batch first looks for its mailbox's interrupted sends: few rows among many.
    index('outreach_messages_mailbox_sending_idx')
      .on(t.mailboxId)
      .where(sql`${t.status} = 'sending'`),
  ],
);

export type MessageRow = typeof outreachMessages.$inferSelect;
