import { bigint, boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, primaryId, updatedAt } from '../../db/columns';
import type { EventType } from '../../events/event-types';
import type { StoredText } from '../../http/i18n/text';
import { organizations } from '../account/account.tables';

/** Where an organization wants its events POSTed (Settings → Webhooks, owner only). */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: primaryId(),
    orgId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    url: text().notNull(),
    description: text().notNull().default(''),
    eventTypes: jsonb().$type<EventType[]>().notNull(),
    /** The signing secret, sealed (secret box "webhook-signing"); shown once, never again. */
    secret: text().notNull(),
    /** After a rotation the old secret keeps signing too until this moment (the overlap). */
    previousSecret: text(),
    previousSecretExpiresAt: timestamp({ withTimezone: true }),
    enabled: boolean().notNull().default(true),
    /**
     * Why it was switched off: by its owner, or after failing for WEBHOOK_DISABLE_AFTER. The
     * English of one of WEBHOOK_TEXT's reasons, said in the reader's language when read.
     */
    disabledReason: text(),
    /** The first failure since the last success; null while it answers. */
    failingSince: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('webhook_endpoints_org_idx').on(t.orgId)],
);

export type DeliveryAttempt = {
  at: string;
  statusCode: number | null;
  responseMs: number;
  /** Why it failed, said when read; attempts made before texts had keys hold English. */
  error: StoredText | string | null;
};

/** One event for one endpoint: sent until it is answered 2xx or its 24 hours are over. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: primaryId(),
    orgId: uuid()
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    endpointId: uuid()
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    /** The outbox event (domain_events.id); null for a test event. */
    eventId: bigint({ mode: 'number' }),
    eventType: text().notNull(),
    /** The exact JSON sent, so a redelivery sends the same bytes and the same event id. */
    body: text().notNull(),
    status: text().$type<'pending' | 'sending' | 'delivered' | 'failed'>().notNull(),
    attempts: jsonb().$type<DeliveryAttempt[]>().notNull().default([]),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** A claimed delivery whose sender died is taken again after this. */
    lockedUntil: timestamp({ withTimezone: true }),
    deliveredAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('webhook_deliveries_due_idx').on(t.status, t.nextAttemptAt),
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.createdAt),
  ],
);

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;
