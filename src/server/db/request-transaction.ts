import { AsyncLocalStorage } from 'node:async_hooks';
import type { PgSession } from 'drizzle-orm/pg-core';
import type { Database, SqlResult } from './database';

// A keyed POST (http/idempotency.ts) runs its whole handler in one transaction that also records
// its answer, so a process that dies after the commit leaves the answer for the retry and one
// that dies before it leaves no work behind. Services receive `db` once, at construction: the
// handle's `db` and `executeSql` look up the transaction of the request they run for here.

export type RawSql = (text: string, values?: unknown[]) => Promise<SqlResult>;

type Open = { tx: Database; executeSql: RawSql };
/** Mutable: statements of the request stop joining once the transaction ends. */
type Scope = { open: Open | null };

const scopes = new AsyncLocalStorage<Scope>();

export type RequestTransaction = {
  /** Runs fn, and everything it starts, with the handle's `db` and `executeSql` in this transaction. */
  enter(fn: () => void): void;
  /** Runs `last` in the transaction, then commits; rejects when either fails, keeping nothing. */
  commit(last: (tx: Database) => Promise<void>): Promise<void>;
  rollback(): Promise<void>;
};

/** The request's open transaction, if the caller runs inside one. */
function current(): Open | null {
  return scopes.getStore()?.open ?? null;
}

/**
 * `db` as services see it: in a request transaction's scope every query builder, `execute` and
 * `transaction` (then a savepoint) belongs to that transaction; elsewhere it is `db` itself.
 */
export function joiningDatabase(db: Database): Database {
  return new Proxy(db, {
    get(target, property) {
      const tx = current()?.tx;
      if (!tx) return Reflect.get(target, property);
      const value = Reflect.get(tx, property);
      return typeof value === 'function' && property !== 'constructor' ? value.bind(tx) : value;
    },
  });
}

/**
 * Statements prepared on `db` before any request (`.prepare(name)` at construction, a builder kept
 * for reuse) run on the request's transaction too: each execution in its scope is prepared again
 * on the transaction's session, with the same text and name.
 */
export function joinPreparedStatements(session: Pick<PgSession, 'prepareQuery'>): void {
  const prepareQuery = session.prepareQuery.bind(session) as (
    ...args: Parameters<PgSession['prepareQuery']>
  ) => ReturnType<PgSession['prepareQuery']>;
  session.prepareQuery = ((...args: Parameters<PgSession['prepareQuery']>) => {
    const prepared = prepareQuery(...args);
    const execute = prepared.execute.bind(prepared);
    prepared.execute = (placeholders) => {
      const tx = current()?.tx;
      return tx ? tx._.session.prepareQuery(...args).execute(placeholders) : execute(placeholders);
    };
    return prepared;
  }) as PgSession['prepareQuery'];
}

/** `executeSql` as services and pg-boss see it: in a request transaction's scope, on that transaction. */
export function joiningSql<O>(
  executeSql: (text: string, values?: unknown[], options?: O) => Promise<SqlResult>,
): (text: string, values?: unknown[], options?: O) => Promise<SqlResult> {
  return (text, values, options) => {
    const open = current();
    return open ? open.executeSql(text, values) : executeSql(text, values, options);
  };
}

const ROLLBACK = Symbol('rollback');

/**
 * Opens a transaction on `db` (the handle's own, not the joining one) held until commit or
 * rollback. On PGlite it holds the only connection meanwhile: callers keep outside calls out of it.
 */
export async function beginRequestTransaction(
  db: Database,
  sqlOn: (tx: Database) => RawSql,
): Promise<RequestTransaction> {
  let settle: (last: ((tx: Database) => Promise<void>) | null) => void = () => {};
  const settled = new Promise<((tx: Database) => Promise<void>) | null>((resolve) => {
    settle = resolve;
  });
  let opened: (tx: Database) => void = () => {};
  const ready = new Promise<Database>((resolve) => {
    opened = resolve;
  });
  const finished = db.transaction(async (tx) => {
    opened(tx);
    const last = await settled;
    if (!last) throw ROLLBACK;
    await last(tx);
  });
  // Awaited by commit or rollback; this only keeps an early failure from counting as unhandled.
  finished.catch(() => undefined);
  const tx = await Promise.race([ready, finished.then(() => Promise.reject(new Error('ended')))]);
  const scope: Scope = { open: { tx, executeSql: sqlOn(tx) } };
  let ended = false;
  const end = (last: ((tx: Database) => Promise<void>) | null) => {
    if (ended) throw new Error('the request transaction has already ended');
    ended = true;
    // Statements the request still sends from here on (work it left running) run on their own.
    scope.open = null;
    settle(last);
    return finished;
  };
  return {
    enter: (fn) => scopes.run(scope, fn),
    commit: async (last) => {
      await end(last);
    },
    rollback: async () => {
      await end(null).catch((error: unknown) => {
        if (error !== ROLLBACK) throw error;
      });
    },
  };
}
