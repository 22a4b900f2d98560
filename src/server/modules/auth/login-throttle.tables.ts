import { integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organizations, users } from '../account/account.tables';

/**
 * Failed password sign-ins counted per key (this account from this address, this account from
 * addresses it never signed in from, this address for any account), and how long the key must
 * wait before the next try (login-throttle.ts).
 */
export const loginFailures = pgTable('login_failures', {
  key: text().primaryKey(),
  failures: integer().notNull(),
  lastFailedAt: timestamp({ withTimezone: true }).notNull(),
  lockedUntil: timestamp({ withTimezone: true }).notNull(),
});

/**
 * Addresses a user has signed in from (hashed with the user id): failures of strangers on the
 * account never slow down sign-ins from these.
 */
export const loginAddresses = pgTable(
  'login_addresses',
  {
    orgId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addressHash: text().notNull(),
    lastSignedInAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.userId, t.addressHash] })],
);
