import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { type DomainEventRow, domainEvents, eventDispatchCursors } from './events.tables';

// Ids come from a sequence when a transaction inserts, but transactions commit in another order:
// a reader that resumed after id 42 would never see an id 41 committed a moment later. So every
// reader that resumes from a position reads in (xid, id) order, and only events below the
// horizon: the oldest transaction of this database still running. Below it every transaction has
// committed or never will, and any event committed later has a larger xid, so it sorts after every
// position already read. The price: a transaction left open holds delivery back.

/**
 * The horizon, in the statement's own snapshot: the oldest xid it sees running, leaving out the
 * transactions pg_stat_activity places in other databases (they never write our events; a test
 * run or a shared server creating databases would otherwise hold every reader back), else the
 * snapshot's xmax. A transaction not positively placed elsewhere counts, so it can only wait.
 */
const horizon = sql`coalesce(
  (select min(running) from pg_snapshot_xip(pg_current_snapshot()) as running
    where xid(running) not in (select backend_xid from pg_stat_activity
      where backend_xid is not null and datname is distinct from current_database())),
  pg_snapshot_xmax(pg_current_snapshot()))`;

/** Where a reader of the outbox stands: the last event it has read. */
export type EventPosition = { xid: string; id: number };

export const START_POSITION: EventPosition = { xid: '0', id: 0 };

export const positionOf = (event: Pick<DomainEventRow, 'xid' | 'id'>): EventPosition => ({
  xid: event.xid,
  id: event.id,
});

/** Events whose transaction, and every older one here, has ended (in one statement's snapshot). */
export const settled = sql`${domainEvents.xid} < ${horizon}`;

export const afterPosition = (position: EventPosition) =>
  sql`(${domainEvents.xid}, ${domainEvents.id}) > (${position.xid}::xid8, ${position.id}::bigint)`;

export const atOrBeforePosition = (xid: SQL | string, id: SQL | number) =>
  sql`(${domainEvents.xid}, ${domainEvents.id}) <= (${xid}::xid8, ${id}::bigint)`;

/** The settled events after a position, in position order; `where` narrows them (one org). */
export function settledEventsAfter(
  db: Database,
  position: EventPosition,
  limit: number,
  where?: SQL,
): Promise<DomainEventRow[]> {
  return db
    .select()
    .from(domainEvents)
    .where(and(settled, afterPosition(position), where))
    .orderBy(asc(domainEvents.xid), asc(domainEvents.id))
    .limit(limit);
}

/** The position of the last settled event matching `where` (START_POSITION when none). */
export async function lastSettledPosition(db: Database, where?: SQL): Promise<EventPosition> {
  const [row] = await db
    .select({ xid: domainEvents.xid, id: domainEvents.id })
    .from(domainEvents)
    .where(and(settled, where))
    .orderBy(desc(domainEvents.xid), desc(domainEvents.id))
    .limit(1);
  return row ?? START_POSITION;
}

/**
 * For one consumer of the outbox, inside the caller's transaction: locks its cursor (created on
 * first use after the last settled event matching `startAfter`, or at the start), takes the next
 * settled events and moves the cursor past them. Whatever the caller writes about those events in
 * the same transaction commits with the cursor's move, so each event is taken exactly once, by
 * one process, however many run.
 */
export async function takeSettledEvents(
  tx: Database,
  consumer: string,
  batch: number,
  startAfter?: SQL,
): Promise<DomainEventRow[]> {
  const [existing] = await lockCursor(tx, consumer);
  let position: EventPosition;
  if (existing) {
    position = { xid: existing.lastXid, id: existing.lastEventId };
  } else {
    position = startAfter ? await lastSettledPosition(tx, startAfter) : START_POSITION;
    await tx
      .insert(eventDispatchCursors)
      .values({ consumer, lastXid: position.xid, lastEventId: position.id })
      .onConflictDoNothing();
    // Another process created it meanwhile: take its position, under the lock.
    const [created] = await lockCursor(tx, consumer);
    position = { xid: created.lastXid, id: created.lastEventId };
  }
  const events = await settledEventsAfter(tx, position, batch);
  const last = events.at(-1);
  if (last) {
    await tx
      .update(eventDispatchCursors)
      .set({ lastXid: last.xid, lastEventId: last.id, updatedAt: new Date() })
      .where(eq(eventDispatchCursors.consumer, consumer));
  }
  return events;
}

function lockCursor(tx: Database, consumer: string) {
  return tx
    .select({
      lastXid: eventDispatchCursors.lastXid,
      lastEventId: eventDispatchCursors.lastEventId,
    })
    .from(eventDispatchCursors)
    .where(eq(eventDispatchCursors.consumer, consumer))
    .for('update');
}
