import type { DatabaseHandle } from '../db/client';

type Hit = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Hit) => void;
type Counted = { key: string; hits: number; ttl: number };

/**
 * Adds hits to keys' fixed windows in PostgreSQL, atomically, so any number of API processes
 * share the same limits; answers each key's count and the window's time left. Keys in one
 * order for every process: two batches locking the same rows never wait on each other.
 */
async function countHits(
  database: DatabaseHandle,
  batch: [key: string, hits: number][],
  windowMs: number,
): Promise<Counted[]> {
  batch.sort(([a], [b]) => (a < b ? -1 : 1));
  const { rows } = await database.executeSql(
    `insert into rate_limit_windows as w (key, window_start, hits)
     select key, now(), hits from unnest($1::text[], $2::int[]) as t(key, hits)
     on conflict (key) do update set
       hits = case when w.window_start + $3 * interval '1 millisecond' <= now() then excluded.hits else w.hits + excluded.hits end,
       window_start = case when w.window_start + $3 * interval '1 millisecond' <= now() then now() else w.window_start end
     returning key, hits, greatest(0, extract(epoch from (window_start + $3 * interval '1 millisecond' - now())) * 1000)::int as ttl`,
    [batch.map(([key]) => key), batch.map(([, hits]) => hits), windowMs],
    // Runs for API requests all the time: parsed once per connection, not once per call.
    { name: 'rate_limit_count' },
  );
  return rows.map((row) => ({
    key: String(row.key),
    hits: Number(row.hits),
    ttl: Number(row.ttl),
  }));
}

async function countOne(database: DatabaseHandle, key: string, windowMs: number) {
  const [counted] = await countHits(database, [[key, 1]], windowMs);
  if (!counted) throw new Error('the rate-limit count returned no row');
  return counted;
}

/** A @fastify/rate-limit store that counts every hit in PostgreSQL before it answers. */
function exactDatabaseStore(database: DatabaseHandle) {
  return class ExactRateLimitStore {
    incr(key: string, callback: Callback, timeWindow: number) {
      countOne(database, key, timeWindow).then(
        (counted) => callback(null, { current: counted.hits, ttl: counted.ttl }),
        (error: Error) => callback(error),
      );
    }

    child() {
      return new ExactRateLimitStore();
    }
  };
}

// Two answers whose windows end this close together are about the same window.
const SAME_WINDOW_MS = 1_000;

type Counter = {
  /** The key's count over all processes, as PostgreSQL last answered it. */
  shared: number;
  /** Hits handed over in a flush that has not been answered yet. */
  inFlight: number;
  /** Hits counted here since, not yet handed over. */
  pending: number;
  /** Hits being counted in PostgreSQL one by one (their flushes wait: see incr). */
  asking: number;
  resetAt: number;
  heardAt: number;
};

/**
 * The global limit's store (every API request is counted). A process that heard a key's shared
 * count within the last flushMs counts its hit in memory and hands its hits to PostgreSQL every
 * flushMs, in one statement that answers the counts over all processes; otherwise the hit is
 * counted in PostgreSQL at once, as the exact store does. So a busy key costs one write per
 * flushMs instead of one per request, a quiet one is exact, and the processes together may let
 * through what the others took in the last flushMs beyond the limit. Routes' own limits (sign-up,
 * password guesses) are small and must hold exactly: they use child(), the exact store.
 *
 * Within the process nothing is let through twice: a hit counts what PostgreSQL answered plus
 * what is in flight plus what is pending, and a key's single hits and its flushes never overlap,
 * so no answer can include hits that are also still counted here.
 */
export function batchedDatabaseStore(database: DatabaseHandle, flushMs: number) {
  const counters = new Map<string, Counter>();
  let windowMs = 60_000;
  let flushing: Promise<void> | null = null;

  const current = (counter: Counter) => counter.shared + counter.inFlight + counter.pending;

  function heard(counter: Counter, counted: Counted, at: number) {
    const resetAt = at + counted.ttl;
    // Two single hits may be answered out of order. Within one window the count only grows, so
    // the earlier answer must not lower it.
    const sameWindow = Math.abs(resetAt - counter.resetAt) < SAME_WINDOW_MS;
    counter.shared = sameWindow ? Math.max(counter.shared, counted.hits) : counted.hits;
    counter.resetAt = resetAt;
    counter.heardAt = at;
  }

  async function flush() {
    const now = Date.now();
    const batch: [string, number][] = [];
    for (const [key, counter] of counters) {
      if (counter.pending > 0 && counter.asking === 0) batch.push([key, counter.pending]);
      else if (
        current(counter) === counter.shared &&
        counter.asking === 0 &&
        counter.resetAt <= now
      ) {
        counters.delete(key);
      }
    }
    if (batch.length === 0) return;
    for (const [key, hits] of batch) {
      const counter = counters.get(key) as Counter;
      counter.pending -= hits;
      counter.inFlight += hits;
    }
    let answered: Counted[] = [];
    try {
      answered = await countHits(database, batch, windowMs);
    } catch {
      // The database is away: keep the hits for the next flush; meanwhile this process limits alone.
      for (const [key, hits] of batch) {
        const counter = counters.get(key) as Counter;
        counter.inFlight -= hits;
        counter.pending += hits;
      }
      return;
    }
    const at = Date.now();
    const sent = new Map(batch);
    for (const counted of answered) {
      const counter = counters.get(counted.key) as Counter;
      counter.inFlight -= sent.get(counted.key) ?? 0;
      heard(counter, counted, at);
    }
  }

  function flushOnce(): Promise<void> {
    flushing ??= flush().finally(() => {
      flushing = null;
    });
    return flushing;
  }

  const timer = setInterval(() => void flushOnce(), flushMs);
  timer.unref();
  const ExactStore = exactDatabaseStore(database);

  function counterOf(key: string, now: number, timeWindow: number): Counter {
    let counter = counters.get(key);
    if (!counter) {
      counter = {
        shared: 0,
        inFlight: 0,
        pending: 0,
        asking: 0,
        resetAt: now + timeWindow,
        heardAt: 0,
      };
      counters.set(key, counter);
    } else if (counter.resetAt <= now) {
      // The window ended: the next hit asks PostgreSQL, which starts the shared one.
      counter.shared = 0;
      counter.heardAt = 0;
      counter.resetAt = now + timeWindow;
    }
    return counter;
  }

  /** Counts one hit in PostgreSQL at once, after any flush carrying this key's hits. */
  async function countNow(counter: Counter, key: string, timeWindow: number) {
    counter.asking += 1;
    try {
      while (counter.inFlight > 0 && flushing) await flushing;
      const counted = await countOne(database, key, timeWindow);
      heard(counter, counted, Date.now());
      // This hit's own place: its answer, plus the hits counted here and not yet handed over.
      return { current: counted.hits + counter.inFlight + counter.pending, ttl: counted.ttl };
    } finally {
      counter.asking -= 1;
    }
  }

  return class BatchedRateLimitStore {
    /** Stops the timer and hands over what is counted (the app is closing). */
    static async close() {
      clearInterval(timer);
      await flushing;
      await flush();
    }

    incr(key: string, callback: Callback, timeWindow: number) {
      windowMs = timeWindow;
      const now = Date.now();
      const counter = counterOf(key, now, timeWindow);
      if (now - counter.heardAt <= flushMs && counter.resetAt > now && counter.asking === 0) {
        counter.pending += 1;
        callback(null, { current: current(counter), ttl: counter.resetAt - now });
        return;
      }
      countNow(counter, key, timeWindow).then(
        (hit) => callback(null, hit),
        (error: Error) => callback(error),
      );
    }

    child() {
      return new ExactStore();
    }
  };
}
