import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, primaryId } from '../../db/columns';
import { organizations, users } from '../account/account.tables';

/** A message sent with the contact form (SPEC create-ticket): kept for the operator. */
export const supportTickets = pgTable(
  'support_tickets',
  {
    id: primaryId(),
    orgId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** Null once the sender's account is deleted; the ticket and its reply address stay. */
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** Where answers go: the sender's address when they wrote. */
    email: text().notNull(),
    subject: text().notNull(),
    message: text().notNull(),
    /** The app page the form was sent from, e.g. `/campaigns/…`. */
    page: text(),
    /** Storage key of the optional attachment, under the organization's area. */
    attachmentKey: text(),
    attachmentName: text(),
    attachmentType: text(),
    attachmentBytes: integer(),
    createdAt: createdAt(),
  },
  (t) => [index('support_tickets_created_idx').on(t.createdAt)],
);

export type SupportTicketRow = typeof supportTickets.$inferSelect;
