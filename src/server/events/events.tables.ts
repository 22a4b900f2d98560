import {
  bigint,
  bigserial,
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
 * The outbox of domain events: a service writes one in the same transaction as the change it
 * describes, so an event exists exactly when its change does. Consumers read it in id order:
 * notifications at read time, API clients through `GET /customer/events?after=`.
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
  },
  (t) => [index('domain_events_org_id_idx').on(t.orgId, t.id)],
);

export type DomainEventRow = typeof domainEvents.$inferSelect;

/** How far each consumer of the outbox (webhooks, notification mails) has read. */
export const eventDispatchCursors = pgTable('event_dispatch_cursors', {
  consumer: text().primaryKey(),
  lastEventId: bigint({ mode: 'number' }).notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
