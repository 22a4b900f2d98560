import { and, asc, desc, eq, inArray, isNotNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type DomainEventRow, domainEvents, takeSettledEvents } from '../../events';
import { users } from '../account/account.tables';
import {
  type DeliveryAttempt,
  type WebhookDeliveryRow,
  type WebhookEndpointRow,
  webhookDeliveries,
  webhookEndpoints,
} from './webhooks.tables';

const CONSUMER = 'webhooks';

export type NewEndpoint = Pick<
  WebhookEndpointRow,
  'orgId' | 'url' | 'description' | 'eventTypes' | 'secret'
>;
export type EndpointChanges = Partial<
  Pick<
    WebhookEndpointRow,
    | 'url'
    | 'description'
    | 'eventTypes'
    | 'enabled'
    | 'disabledReason'
    | 'failingSince'
    | 'secret'
    | 'previousSecret'
    | 'previousSecretExpiresAt'
  >
>;
export type NewDelivery = Pick<
  WebhookDeliveryRow,
  'orgId' | 'endpointId' | 'eventId' | 'eventType' | 'body'
>;

export function createWebhooksRepository(db: Database) {
  return {
    listEndpoints(orgId: string): Promise<WebhookEndpointRow[]> {
      return db
        .select()
        .from(webhookEndpoints)
        .where(eq(webhookEndpoints.orgId, orgId))
        .orderBy(asc(webhookEndpoints.createdAt));
    },

    async findEndpoint(orgId: string, id: string): Promise<WebhookEndpointRow | null> {
      const [row] = await db
        .select()
        .from(webhookEndpoints)
        .where(and(eq(webhookEndpoints.orgId, orgId), eq(webhookEndpoints.id, id)));
      return row ?? null;
    },

    async endpointById(id: string): Promise<WebhookEndpointRow | null> {
      const [row] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
      return row ?? null;
    },

    async insertEndpoint(values: NewEndpoint): Promise<WebhookEndpointRow> {
      const [row] = await db.insert(webhookEndpoints).values(values).returning();
      return row;
    },

    async updateEndpoint(
      orgId: string,
      id: string,
      changes: EndpointChanges,
    ): Promise<WebhookEndpointRow | null> {
      const [row] = await db
        .update(webhookEndpoints)
        .set({ ...changes, updatedAt: new Date() })
        .where(and(eq(webhookEndpoints.orgId, orgId), eq(webhookEndpoints.id, id)))
        .returning();
      return row ?? null;
    },

    async deleteEndpoint(orgId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(webhookEndpoints)
        .where(and(eq(webhookEndpoints.orgId, orgId), eq(webhookEndpoints.id, id)))
        .returning({ id: webhookEndpoints.id });
      return rows.length > 0;
    },

    async insertDelivery(values: NewDelivery): Promise<WebhookDeliveryRow> {
      const [row] = await db
        .insert(webhookDeliveries)
        .values({ ...values, status: 'pending' })
        .returning();
      return row;
    },

    listDeliveries(orgId: string, endpointId: string, limit: number) {
      return db
        .select()
        .from(webhookDeliveries)
        .where(
          and(eq(webhookDeliveries.orgId, orgId), eq(webhookDeliveries.endpointId, endpointId)),
        )
        .orderBy(desc(webhookDeliveries.createdAt))
        .limit(limit);
    },

    async findDelivery(orgId: string, id: string): Promise<WebhookDeliveryRow | null> {
      const [row] = await db
        .select()
        .from(webhookDeliveries)
        .where(and(eq(webhookDeliveries.orgId, orgId), eq(webhookDeliveries.id, id)));
      return row ?? null;
    },

    /** Sends a delivery again now, whatever became of it (a redelivery keeps its event id). */
    async requeue(orgId: string, id: string): Promise<WebhookDeliveryRow | null> {
      const [row] = await db
        .update(webhookDeliveries)
        .set({ status: 'pending', nextAttemptAt: new Date(), lockedUntil: null })
        .where(and(eq(webhookDeliveries.orgId, orgId), eq(webhookDeliveries.id, id)))
        .returning();
      return row ?? null;
    },

    /**
     * Turns the next settled events into deliveries for the endpoints that want them, and moves
     * the cursor, in one transaction: an event is fanned out exactly once, even with several
     * dispatchers or one killed halfway, and one committed late is still fanned out (the outbox's
     * positions). Endpoints get events from their creation on.
     */
    async fanOut(batch: number, bodyOf: (event: DomainEventRow) => string): Promise<number> {
      return db.transaction(async (tx) => {
        // The first read starts at the first endpoint's creation: no earlier event had anywhere
        // to go (endpoints get events from their creation on).
        const events = await takeSettledEvents(
          tx,
          CONSUMER,
          batch,
          sql`${domainEvents.createdAt} < coalesce((select min(${webhookEndpoints.createdAt}) from ${webhookEndpoints}), now())`,
        );
        if (events.length === 0) return 0;
        const orgIds = [...new Set(events.map((event) => event.orgId))];
        const endpoints = await tx
          .select()
          .from(webhookEndpoints)
          .where(and(inArray(webhookEndpoints.orgId, orgIds), eq(webhookEndpoints.enabled, true)));
        const deliveries: NewDelivery[] = [];
        for (const event of events) {
          for (const endpoint of endpoints) {
            if (
              endpoint.orgId === event.orgId &&
              endpoint.eventTypes.includes(event.type) &&
              endpoint.createdAt <= event.createdAt
            ) {
              deliveries.push({
                orgId: event.orgId,
                endpointId: endpoint.id,
                eventId: event.id,
                eventType: event.type,
                body: bodyOf(event),
              });
            }
          }
        }
        if (deliveries.length > 0) {
          await tx
            .insert(webhookDeliveries)
            .values(deliveries.map((delivery) => ({ ...delivery, status: 'pending' as const })));
        }
        return events.length;
      });
    },

    /**
     * Claims up to `limit` due deliveries for `lockMs`: pending ones whose time has come, and
     * claimed ones whose sender stopped before recording an answer. SKIP LOCKED lets several
     * dispatchers claim side by side without taking the same row.
     */
    async claimDue(limit: number, lockMs: number): Promise<WebhookDeliveryRow[]> {
      const now = new Date();
      const due = db
        .select({ id: webhookDeliveries.id })
        .from(webhookDeliveries)
        .where(
          or(
            and(eq(webhookDeliveries.status, 'pending'), lte(webhookDeliveries.nextAttemptAt, now)),
            and(
              eq(webhookDeliveries.status, 'sending'),
              isNotNull(webhookDeliveries.lockedUntil),
              lt(webhookDeliveries.lockedUntil, now),
            ),
          ),
        )
        .orderBy(asc(webhookDeliveries.nextAttemptAt))
        .limit(limit)
        .for('update', { skipLocked: true });
      return db
        .update(webhookDeliveries)
        .set({ status: 'sending', lockedUntil: new Date(now.getTime() + lockMs) })
        .where(inArray(webhookDeliveries.id, due))
        .returning();
    },

    /** Claims one delivery that is waiting, for a send on request; null if a sender has it. */
    async claimOne(orgId: string, id: string, lockMs: number): Promise<WebhookDeliveryRow | null> {
      const [row] = await db
        .update(webhookDeliveries)
        .set({ status: 'sending', lockedUntil: new Date(Date.now() + lockMs) })
        .where(
          and(
            eq(webhookDeliveries.orgId, orgId),
            eq(webhookDeliveries.id, id),
            eq(webhookDeliveries.status, 'pending'),
          ),
        )
        .returning();
      return row ?? null;
    },

    async recordAttempt(
      id: string,
      attempt: DeliveryAttempt,
      outcome:
        | { status: 'delivered' }
        | { status: 'pending'; nextAttemptAt: Date }
        | { status: 'failed' },
    ): Promise<void> {
      await db
        .update(webhookDeliveries)
        .set({
          status: outcome.status,
          attempts: sql`${webhookDeliveries.attempts} || ${JSON.stringify([attempt])}::jsonb`,
          lockedUntil: null,
          ...(outcome.status === 'pending' ? { nextAttemptAt: outcome.nextAttemptAt } : {}),
          ...(outcome.status === 'delivered' ? { deliveredAt: new Date(attempt.at) } : {}),
        })
        .where(eq(webhookDeliveries.id, id));
    },

    /** An endpoint that answered: no longer failing. */
    async markAnswering(endpointId: string): Promise<void> {
      await db
        .update(webhookEndpoints)
        .set({ failingSince: null })
        .where(and(eq(webhookEndpoints.id, endpointId), isNotNull(webhookEndpoints.failingSince)));
    },

    /** The start of the endpoint's current run of failures (set by its first failure). */
    async markFailing(endpointId: string, at: Date): Promise<Date | null> {
      const [row] = await db
        .update(webhookEndpoints)
        .set({ failingSince: sql`coalesce(${webhookEndpoints.failingSince}, ${at})` })
        .where(eq(webhookEndpoints.id, endpointId))
        .returning({ failingSince: webhookEndpoints.failingSince });
      return row?.failingSince ?? null;
    },

    async ownerEmail(orgId: string): Promise<string | null> {
      const [row] = await db
        .select({ email: users.email })
        .from(users)
        .where(and(eq(users.orgId, orgId), eq(users.role, 'owner')))
        .limit(1);
      return row?.email ?? null;
    },

    /** Switches a failing endpoint off and gives up its waiting deliveries; true if it was on. */
    async disableFailing(endpointId: string, reason: string): Promise<WebhookEndpointRow | null> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(webhookEndpoints)
          .set({ enabled: false, disabledReason: reason, updatedAt: new Date() })
          .where(and(eq(webhookEndpoints.id, endpointId), eq(webhookEndpoints.enabled, true)))
          .returning();
        if (!row) return null;
        await tx
          .update(webhookDeliveries)
          .set({ status: 'failed', lockedUntil: null })
          .where(
            and(
              eq(webhookDeliveries.endpointId, endpointId),
              eq(webhookDeliveries.status, 'pending'),
            ),
          );
        return row;
      });
    },
  };
}

export type WebhooksRepository = ReturnType<typeof createWebhooksRepository>;
