import type { Database } from '../db/client';
import { EVENT_VERSION, type EventPayloads, type EventType } from './event-types';
import { domainEvents } from './events.tables';

/**
 * Records an event. Pass the transaction that makes the change, so both commit or neither does:
 * `db.transaction(async (tx) => { await repo(tx).update(...); await recordEvent(tx, ...) })`.
 */
export async function recordEvent<T extends EventType>(
  db: Database,
  orgId: string,
  type: T,
  payload: EventPayloads[T],
): Promise<void> {
  await db.insert(domainEvents).values({ orgId, type, version: EVENT_VERSION, payload });
}

/** Several events of one type in one statement (a bulk change: 50 creators tracked at once). */
export async function recordEvents<T extends EventType>(
  db: Database,
  orgId: string,
  type: T,
  payloads: EventPayloads[T][],
): Promise<void> {
  if (payloads.length === 0) return;
  await db
    .insert(domainEvents)
    .values(payloads.map((payload) => ({ orgId, type, version: EVENT_VERSION, payload })));
}
