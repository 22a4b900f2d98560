import pg from 'pg';
import type { Logger } from 'pino';

/**
 * Where reads that may be a little behind go (DATABASE_READ_URL, docs/scaling.md): bank searches,
 * bank counts and the bank reads of audit reports. Everything else, and every write, stays on
 * the primary.
 *
 * A replica is used only while it is known to be at most `maxLagMs` behind: every check reads
 * the primary's flushed WAL position, then asks each replica whether it has replayed that far;
 * one that has holds everything the primary had committed when the check began. A replica that
 * has not caught up for longer than the bound, or does not answer, is skipped until it does;
 * with none usable, reads go to the primary. Bank rows come from imports and jobs, so a read
 * that may miss the last `maxLagMs` of them is acceptable; an organization's own rows (which
 * results it already tracks) are read from the primary by the callers.
 */
export type ReadRouting = {
  /** Runs each statement on a usable replica, else on the primary. */
  client: QueryClient;
  /** Each replica's state, for status pages and tests. */
  replicas(): ReplicaStatus[];
  close(): Promise<void>;
};

export type ReplicaStatus = {
  /** host:port/database of the replica (never its credentials). */
  name: string;
  state: 'ready' | 'lagging' | 'down';
  /** How far behind it is known to be at most, in ms; null before its first answer. */
  lagMs: number | null;
};

/** What Drizzle's node-postgres session calls on its client for a statement. */
export type QueryClient = Pick<pg.Pool, 'query'>;

type Replica = {
  name: string;
  pool: pg.Pool;
  /** When the primary position it last reached was read; 0 before that. */
  caughtUpAt: number;
  down: boolean;
  warnedNotReplica: boolean;
};

export const DEFAULT_MAX_LAG_MS = 5_000;

/**
 * Whether a statement failed for the replica's sake, not its own: no answer from the server,
 * SQLSTATE classes 08 (connection), 53 (resources) and 57 (shutdown, cancelled by an operator),
 * or 40001, the hot standby cancelling a read that conflicts with the WAL it replays.
 */
function replicaFailure(error: unknown): boolean {
  if (!(error instanceof pg.DatabaseError)) return true;
  const code = error.code ?? '';
  return /^(08|53|57)/.test(code) || code === '40001';
}

/** Checks often enough that a healthy replica never looks lagging: 4 checks per bound, at most 1 s apart. */
function checkIntervalOf(maxLagMs: number): number {
  return Math.min(1_000, Math.max(25, Math.floor(maxLagMs / 4)));
}

function replicaName(url: string): string {
  const parsed = new URL(url);
  return `${parsed.host}${parsed.pathname}`;
}

export function createReadRouting(deps: {
  primary: pg.Pool;
  replicas: { url: string; pool: pg.Pool }[];
  maxLagMs: number;
  logger: Logger;
}): ReadRouting {
  const { primary, maxLagMs, logger } = deps;
  const replicas: Replica[] = deps.replicas.map(({ url, pool }) => ({
    name: replicaName(url),
    pool,
    caughtUpAt: 0,
    down: false,
    warnedNotReplica: false,
  }));
  let next = 0;
  let checking = false;
  let closed = false;

  const usable = (replica: Replica, now: number) =>
    !replica.down && replica.caughtUpAt > 0 && now - replica.caughtUpAt <= maxLagMs;

  /** A usable replica, in turn; none: the primary. */
  function pick(): Replica | null {
    const now = Date.now();
    for (let tried = 0; tried < replicas.length; tried++) {
      const replica = replicas[next++ % replicas.length]!;
      if (usable(replica, now)) return replica;
    }
    return null;
  }

  function markDown(replica: Replica, error: unknown) {
    if (!replica.down) logger.warn({ err: error, replica: replica.name }, 'read replica is down');
    replica.down = true;
  }

  // Drizzle calls `query(config, values)` and awaits it (never with a callback).
  const run = (pool: pg.Pool, args: unknown[]) =>
    (pool.query as (...a: unknown[]) => Promise<unknown>)(...args);
  const client = {
    async query(...args: unknown[]) {
      const replica = pick();
      if (!replica) return run(primary, args);
      try {
        return await run(replica.pool, args);
      } catch (error) {
        // A replica that went away since its last check (or cancelled the read to replay WAL)
        // must not fail the request: the primary answers it, and the replica waits for a check.
        if (!replicaFailure(error)) throw error;
        markDown(replica, error);
        return run(primary, args);
      }
    },
  } as unknown as QueryClient;

  async function checkReplica(replica: Replica, position: string, startedAt: number) {
    try {
      const { rows } = await replica.pool.query<{ replayed: boolean | null }>(
        'select pg_last_wal_replay_lsn() >= $1::pg_lsn as replayed',
        [position],
      );
      if (replica.down) logger.info({ replica: replica.name }, 'read replica answers again');
      replica.down = false;
      const replayed = rows[0]?.replayed;
      if (replayed) replica.caughtUpAt = Math.max(replica.caughtUpAt, startedAt);
      else if (replayed === null && !replica.warnedNotReplica) {
        // A promoted replica or a primary: it may not have the primary's writes, so it is skipped.
        replica.warnedNotReplica = true;
        logger.warn({ replica: replica.name }, 'DATABASE_READ_URL is not a replica; not read from');
      }
    } catch (error) {
      markDown(replica, error);
    }
  }

  async function check() {
    if (checking || closed) return;
    checking = true;
    try {
      const startedAt = Date.now();
      const { rows } = await primary.query<{ position: string }>(
        'select pg_current_wal_flush_lsn()::text as position',
      );
      const position = rows[0]!.position;
      await Promise.all(replicas.map((replica) => checkReplica(replica, position, startedAt)));
    } catch (error) {
      // The primary itself did not answer: replicas keep their last state and age past the bound.
      logger.debug({ err: error }, 'read replica check could not read the primary');
    } finally {
      checking = false;
    }
  }

  const timer = replicas.length > 0 ? setInterval(check, checkIntervalOf(maxLagMs)) : null;
  timer?.unref();
  if (timer) void check();

  return {
    client,
    replicas() {
      const now = Date.now();
      return replicas.map((replica) => ({
        name: replica.name,
        state: replica.down ? 'down' : usable(replica, now) ? 'ready' : 'lagging',
        lagMs: replica.caughtUpAt > 0 ? now - replica.caughtUpAt : null,
      }));
    },
    async close() {
      closed = true;
      if (timer) clearInterval(timer);
      await Promise.all(replicas.map((replica) => replica.pool.end()));
    },
  };
}
