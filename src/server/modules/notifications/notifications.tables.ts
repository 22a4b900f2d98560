import { sql } from 'drizzle-orm';
import { bigint, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { xid8 } from '../../events/events.tables';
import { users } from '../account/account.tables';

/**
 * Every event up to this position ((xid, id), see events/event-positions.ts) counts as read for
 * the user ("Mark all read"); an event committed later sorts after it, so it stays unread.
 */
export const notificationCursors = pgTable('notification_cursors', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  readThroughXid: xid8().notNull().default(sql`'0'`),
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

/** Where a member wants to hear of each kind of notification. */
export type NotificationChannel = 'app' | 'email' | 'both' | 'off';

/** A member's choices, per event type; a type not named here is 'app'. */
export const notificationSettings = pgTable('notification_settings', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  channels: jsonb().$type<Partial<Record<string, NotificationChannel>>>().notNull().default({}),
  /** The language the member chose them in: their notification mails are written in it. */
  locale: text().notNull().default('en'),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
