import { sql } from 'drizzle-orm';
import { PgliteDatabase } from 'drizzle-orm/pglite';
import type { Database } from '../../db/client';

/** Runs `fn` while no other purchase or subscription change of the organization runs. */
export type OrgLock = <T>(orgId: string, fn: (tx: Database) => Promise<T>) => Promise<T>;

/**
 * One purchase or subscription change of an organization at a time, across every process.
 *
 * In this process calls of one organization queue in memory, so each process holds at most one
 * database connection per organization. On PostgreSQL that call then holds a transaction-scoped
 * advisory lock keyed by the organization, over the Stripe calls too; `fn` reads the database
 * only through `tx`, the locked connection, so a lock holder never waits for a second connection
 * of the pool (which would run dry with many holders). PGlite has one opener and one connection:
 * the in-memory queue is the whole lock there, and `tx` is the database itself, since a
 * transaction held over a Stripe call would stop every other query of the process.
 */
export function createOrgLock(db: Database): OrgLock {
  const embedded = (db as unknown) instanceof PgliteDatabase;
  /** The last call queued per organization; a call starts when the one before it settles. */
  const queues = new Map<string, Promise<unknown>>();

  function inProcess<T>(orgId: string, fn: () => Promise<T>): Promise<T> {
    const before = queues.get(orgId) ?? Promise.resolve();
    const mine = before.then(fn, fn);
    const settled = mine.catch(() => undefined);
    queues.set(orgId, settled);
    void settled.then(() => {
      if (queues.get(orgId) === settled) queues.delete(orgId);
    });
    return mine;
  }

  return (orgId, fn) =>
    inProcess(orgId, () =>
      embedded
        ? fn(db)
        : db.transaction(async (tx) => {
            // Two 32-bit keys: a key space apart from the single-key locks (migrations, imports).
            await tx.execute(
              sql`select pg_advisory_xact_lock(hashtext('reachbase.billing'), hashtext(${orgId}))`,
            );
            return fn(tx as unknown as Database);
          }),
    );
}
