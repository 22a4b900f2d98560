import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, primaryId } from '../../db/columns';

/**
 * Every message the product sends, kept so an operator without SMTP can still read the links
 * (verification, invitations) and so delivery failures are visible.
 */
export const mailOutbox = pgTable('mail_outbox', {
  id: primaryId(),
  to: text().notNull(),
  from: text().notNull(),
  subject: text().notNull(),
  text: text().notNull(),
  html: text(),
  /** 'stored' when no SMTP is configured, 'sent' or 'failed' otherwise. */
  status: text().$type<'stored' | 'sent' | 'failed'>().notNull(),
  error: text(),
  meta: jsonb().$type<Record<string, unknown>>(),
  createdAt: createdAt(),
  sentAt: timestamp({ withTimezone: true }),
});
