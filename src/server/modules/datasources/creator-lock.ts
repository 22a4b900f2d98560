import { sql } from 'drizzle-orm';
import { PgliteDatabase } from 'drizzle-orm/pglite';
import type { Database } from '../../db/client';

/** Runs `fn` while no other lookup of the same creator on the same source runs. */
export type CreatorLock = <T>(key: string, fn: (on: Database) => Promise<T>) => Promise<T>;

/**
 * One lookup of a creator on a source at a time, across every process, so two members opening
 * the same creator together cause one call to the source: the second finds the first's copy.
 *
 * In this process lookups of one creator queue in memory. On PostgreSQL the lookup then holds a
 * transaction-scoped advisory lock of the key's hash over check, call and write; `fn` reads and
 * writes only through `on`, the locked connection, so a holder never waits for a second
 * connection of the pool. PGlite has one opener and one connection: the in-memory queue is the
 * whole lock there, and `on` is the database itself, since a transaction held over the source's
 * call would stop every other query of the process (as billing's org lock does).
 */
export function createCreatorLock(db: Database): CreatorLock {
  const embedded = (db as unknown) instanceof PgliteDatabase;
  const queues = new Map<string, Promise<unknown>>();

  function inProcess<T>(key: string, fn: () => Promise<T>): Promise<T> {
    const before = queues.get(key) ?? Promise.resolve();
    const mine = before.then(fn, fn);
    const settled = mine.catch(() => undefined);
    queues.set(key, settled);
    void settled.then(() => {
      if (queues.get(key) === settled) queues.delete(key);
    });
    return mine;
  }

  return (key, fn) =>
    inProcess(key, () =>
      embedded
        ? fn(db)
        : db.transaction(async (tx) => {
            // Two 32-bit keys: a key space apart from billing's and the single-key locks.
            await tx.execute(
              sql`select pg_advisory_xact_lock(hashtext('reachbase.datasource'), hashtext(${key}))`,
            );
            return fn(tx as unknown as Database);
          }),
    );
}
