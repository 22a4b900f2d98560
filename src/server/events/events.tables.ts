import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { EventType } from './event-types';

/**
 * A PostgreSQL transaction id (64 bits, never wraps), as a decimal string. Compared in SQL only.
 */
export const xid8 = customType<{ data: string; driverData: string }>({
  dataType: () => 'xid8',
});

/**
 * The outbox of domain events: a service writes one in the same transaction as the change it
 * describes, so an event exists exactly when its change does. Ids are taken in one order and
 * committed in another, so readers that resume from a position read in (xid, id) order below the
 * oldest running transaction (event-positions.ts), never `id > cursor`.
 */
export const domainEvents = pgTable(
  'domain_events',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    /** No foreign key: the outbox sits below the modules. Organizations are never deleted today. */
    orgId: uuid().notNull(),
    type: text().$type<EventType>().notNull(),
    /** The payload's version: a consumer reads the shape it knows (docs/events.md). */
    version: integer().notNull().default(1),
    payload: jsonb().$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The writing transaction: every event below the horizon has committed or never will. */
    xid: xid8().notNull().default(sql`pg_current_xact_id()`),
  },
  (t) => [
    index('domain_events_org_id_idx').on(t.orgId, t.id),
    index('domain_events_position_idx').on(t.xid, t.id),
    index('domain_events_org_position_idx').on(t.orgId, t.xid, t.id),
  ],
);

export type DomainEventRow = typeof domainEvents.$inferSelect;

/** How far each consumer of the outbox (webhooks, notification mails) has read: a position. */
export const eventDispatchCursors = pgTable('event_dispatch_cursors', {
  consumer: text().primaryKey(),
  lastXid: xid8().notNull().default(sql`'0'`),
  lastEventId: bigint({ mode: 'number' }).notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
