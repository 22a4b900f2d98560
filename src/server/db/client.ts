import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { Logger } from 'pino';
import { acquireDataDirLock, type DataDirLock } from './data-dir-lock';
import type { Database, SqlResult } from './database';
import { clientClassKeepingErrors, lostConnectionLog } from './guarded-client';
import {
  createPostgresListener,
  listeningClientClass,
  type NotificationHandlers,
  type NotifyChannel,
} from './notifications';
import { nameDrizzleStatements, namedStatements } from './pglite-statements';
import { createReadRouting, DEFAULT_MAX_LAG_MS, type ReplicaStatus } from './read-replicas';
import {
  beginRequestTransaction,
  joiningDatabase,
  joiningSql,
  joinPreparedStatements,
  type RawSql,
  type RequestTransaction,
} from './request-transaction';

export type { Database, SqlResult } from './database';

/**
 * The database handle every module receives: Drizzle for queries, plus raw SQL for pg-boss. Inside
 * a request transaction's scope (`beginRequestTransaction`), `db` and `executeSql` run there.
 */
export type DatabaseHandle = {
  kind: 'pglite' | 'postgres';
  db: Database;
  /**
   * Raw SQL; with no values several statements may be sent at once (pg-boss needs that). A
   * `name` makes it a prepared statement on PostgreSQL (parsed once per connection), for the
   * few statements every request runs; the same name must always carry the same text.
   */
  executeSql(text: string, values?: unknown[], options?: { name?: string }): Promise<SqlResult>;
  ping(): Promise<number>;
  /** Runs fn while holding a PostgreSQL advisory lock (one connection holds it throughout). */
  withAdvisoryLock<T>(key: number, fn: () => Promise<T>): Promise<T>;
  /** As withAdvisoryLock, but when another session holds the lock: null at once, fn not run. */
  withAdvisoryLockIfFree<T>(key: number, fn: () => Promise<T>): Promise<T | null>;
  /**
   * A transaction that `db` and `executeSql` join inside its `enter` (the services' own
   * transactions become savepoints of it), held until commit or rollback: keyed POSTs
   * (http/idempotency.ts). On PGlite every other statement waits for it meanwhile.
   */
  beginRequestTransaction(): Promise<RequestTransaction>;
  /**
   * Read replicas (DATABASE_READ_URL), null without: bank searches, bank counts and report reads
   * that may be a little behind the primary (db/read-replicas.ts).
   */
  replica: Replica | null;
  /** Subscribes to NOTIFY on one of the app's channels, until close. */
  listen(channel: NotifyChannel, handlers: NotificationHandlers): void;
  close(): Promise<void>;
  /** Set for PGlite so test kits can clone a migrated template. */
  pglite?: PGlite;
  /** Set for a file-backed PGlite: this process is the data dir's only opener until close. */
  dataDirLock?: DataDirLock;
};

export type Replica = {
  /** Runs each statement on a replica within the lag bound, else on the primary. */
  db: Database;
  status(): ReplicaStatus[];
};

export type DatabaseOptions =
  | { kind: 'pglite'; dir?: string; loadDataDir?: Blob }
  | {
      kind: 'postgres';
      url: string;
      poolMax?: number;
      listenUrl?: string;
      /** Streaming replicas for `replica`, and how far behind (ms) one may be and still be read. */
      readUrls?: string[];
      readMaxLagMs?: number;
    };

export async function openDatabase(
  options: DatabaseOptions,
  logger: Logger,
): Promise<DatabaseHandle> {
  return options.kind === 'pglite' ? openPglite(options, logger) : openPostgres(options, logger);
}

async function openPglite(
  options: { dir?: string; loadDataDir?: Blob },
  logger: Logger,
): Promise<DatabaseHandle> {
  // The lock lives in DATA_DIR, beside the database directory (DATA_DIR/pglite).
  const dataDirLock = options.dir ? await acquireDataDirLock(path.dirname(options.dir)) : undefined;
  try {
    if (options.dir) await mkdir(options.dir, { recursive: true });
    return await openPgliteClient(options, logger, dataDirLock);
  } catch (error) {
    await dataDirLock?.release();
    throw error;
  }
}

async function openPgliteClient(
  options: { dir?: string; loadDataDir?: Blob },
  logger: Logger,
  dataDirLock: DataDirLock | undefined,
): Promise<DatabaseHandle> {
  const client = await PGlite.create({
    dataDir: options.dir,
    loadDataDir: options.loadDataDir,
    extensions: { btree_gin, pg_trgm },
    // PGlite writes its WAL with a system call per flush of the WAL buffers (4 MB by default);
    // 64 MB made a 200,000-row import 9 to 12 % faster (docs/import.md) for ~50 MB of memory.
    startParams: [...PGlite.defaultStartParams, '-c', 'wal_buffers=64MB'],
    // Durability is kept: PGlite is the laptop default and must not lose data on a crash.
  });
  logger.debug({ dir: options.dir ?? 'memory' }, 'opened PGlite');
  const statements = namedStatements(client);
  const db = drizzlePglite({ client, casing: 'snake_case' }) as unknown as Database;
  nameDrizzleStatements(db._.session, statements);
  joinPreparedStatements(db._.session);
  return {
    kind: 'pglite',
    db: joiningDatabase(db),
    pglite: client,
    dataDirLock,
    replica: null,
    executeSql: joiningSql(async (text, values, options?: { name?: string }) => {
      if (values && values.length > 0) {
        if (options?.name) statements.name(text, options.name);
        const result = await statements.query<Record<string, unknown>>(text, values);
        return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
      }
      const results = await client.exec(text);
      const last = results.at(-1);
      return {
        rows: (last?.rows ?? []) as Record<string, unknown>[],
        rowCount: last?.affectedRows ?? 0,
      };
    }),
    beginRequestTransaction: () => beginRequestTransaction(db, pgliteSqlOn),
    async ping() {
      const started = performance.now();
      await client.query('select 1');
      return performance.now() - started;
    },
    // One connection: statements never interleave with another process's, so no lock is needed.
    withAdvisoryLock: (_key, fn) => fn(),
    withAdvisoryLockIfFree: (_key, fn) => fn(),
    listen(channel, handlers) {
      // One process has the database, so its own NOTIFYs are all there are to hear.
      void client.listen(channel, handlers.onNotify).then(handlers.onReady, handlers.onLost);
    },
    async close() {
      if (!client.closed) await client.close();
      await dataDirLock?.release();
    },
  };
}

function openPool(url: string, max: number, logger: Logger, Client?: typeof pg.Client) {
  const pool = new pg.Pool({
    Client: clientClassKeepingErrors(Client ?? pg.Client, logger),
    connectionString: url,
    max,
    // Pool exhaustion or an unreachable server must fail fast (answered 503), never hang a request.
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    // The app's statements take milliseconds; JIT compiling one whose plan looks costly (a search
    // on a misestimated audience filter) added 50 to 80 ms to it at 1M profiles.
    options: '-c jit=off',
  });
  // An idle client losing its server (a restart, a failover) emits here; without a listener the
  // process would crash. The pool drops the client and opens a fresh one on the next query.
  pool.on('error', (error) =>
    logger.warn(lostConnectionLog(error), 'idle database connection lost'),
  );
  return pool;
}

/**
 * Runs fn holding a session-level advisory lock on one connection of the pool, released after it:
 * waiting for the lock, or (`ifFree`) answering null at once when another session holds it.
 */
function holdingAdvisoryLock<T>(
  pool: pg.Pool,
  key: number,
  mode: 'wait',
  fn: () => Promise<T>,
): Promise<T>;
function holdingAdvisoryLock<T>(
  pool: pg.Pool,
  key: number,
  mode: 'ifFree',
  fn: () => Promise<T>,
): Promise<T | null>;
async function holdingAdvisoryLock<T>(
  pool: pg.Pool,
  key: number,
  mode: 'wait' | 'ifFree',
  fn: () => Promise<T>,
): Promise<T | null> {
  const session = await pool.connect();
  try {
    const { rows } = await session.query<{ locked: boolean }>(
      mode === 'wait'
        ? 'select pg_advisory_lock($1), true as locked'
        : 'select pg_try_advisory_lock($1) as locked',
      [key],
    );
    if (!rows[0]?.locked) return null;
    try {
      return await fn();
    } finally {
      await session.query('select pg_advisory_unlock($1)', [key]).catch(() => undefined);
    }
  } finally {
    session.release();
  }
}

async function openPostgres(
  options: Extract<DatabaseOptions, { kind: 'postgres' }>,
  logger: Logger,
): Promise<DatabaseHandle> {
  const listener = createPostgresListener(options.listenUrl ?? options.url, logger);
  const poolMax = options.poolMax ?? 10;
  const pool = openPool(options.url, poolMax, logger, listeningClientClass(listener.dispatch));
  const drizzleOver = (client: pg.Pool) =>
    drizzleNodePg({ client, casing: 'snake_case' }) as unknown as Database;
  const db = drizzleOver(pool);
  joinPreparedStatements(db._.session);
  await pool.query('select 1');
  const routing = createReadRouting({
    primary: pool,
    replicas: (options.readUrls ?? []).map((url) => ({
      url,
      pool: openPool(url, poolMax, logger),
    })),
    maxLagMs: options.readMaxLagMs ?? DEFAULT_MAX_LAG_MS,
    logger,
  });
  let closed = false;
  return {
    kind: 'postgres',
    db: joiningDatabase(db),
    replica:
      routing.replicas().length > 0
        ? // Drizzle runs a statement through its client's `query`, which picks a replica each time.
          { db: drizzleOver(routing.client as pg.Pool), status: routing.replicas }
        : null,
    executeSql: joiningSql(async (text, values, options?: { name?: string }) => {
      const result = options?.name
        ? await pool.query({ name: options.name, text, values })
        : await pool.query(text, values && values.length > 0 ? values : undefined);
      const last = Array.isArray(result) ? result.at(-1) : result;
      return { rows: last?.rows ?? [], rowCount: last?.rowCount ?? 0 };
    }),
    beginRequestTransaction: () => beginRequestTransaction(db, postgresSqlOn),
    async ping() {
      const started = performance.now();
      await pool.query('select 1');
      return performance.now() - started;
    },
    withAdvisoryLock: (key, fn) => holdingAdvisoryLock(pool, key, 'wait', fn),
    withAdvisoryLockIfFree: (key, fn) => holdingAdvisoryLock(pool, key, 'ifFree', fn),
    listen: listener.listen,
    async close() {
      if (closed) return;
      closed = true;
      await listener.close();
      await routing.close();
      await pool.end();
    },
  };
}

/** Raw SQL on the PGlite transaction Drizzle's `tx` runs on (its session's client). */
function pgliteSqlOn(tx: Database): RawSql {
  const client = (tx._.session as unknown as { client: Transaction }).client;
  return async (text, values) => {
    if (values && values.length > 0) {
      const result = await client.query<Record<string, unknown>>(text, values);
      return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
    }
    const last = (await client.exec(text)).at(-1);
    return {
      rows: (last?.rows ?? []) as Record<string, unknown>[],
      rowCount: last?.affectedRows ?? 0,
    };
  };
}

/** Raw SQL on the pooled connection Drizzle's `tx` holds (its session's client). */
function postgresSqlOn(tx: Database): RawSql {
  const client = (tx._.session as unknown as { client: pg.PoolClient }).client;
  return async (text, values) => {
    const result: pg.QueryResult | pg.QueryResult[] = await client.query(
      text,
      values && values.length > 0 ? values : undefined,
    );
    const last = Array.isArray(result) ? result.at(-1) : result;
    return { rows: last?.rows ?? [], rowCount: last?.rowCount ?? 0 };
  };
}
