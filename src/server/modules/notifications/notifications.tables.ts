import { bigint, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { users } from '../account/account.tables';

/** Everything up to this event id counts as read for the user ("Mark all read"). */
export const notificationCursors = pgTable('notification_cursors', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  readThrough: bigint({ mode: 'number' }).notNull().default(0),
});

/** Single notifications read after the cursor. */
export const notificationReads = pgTable(
  'notification_reads',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    eventId: bigint({ mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.eventId] })],
);
