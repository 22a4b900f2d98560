// The load generators: closed loop (each worker sends its next request when the last one is
// answered), open loop (requests leave on a clock, whether or not the server keeps up) and
// sequential (one at a time, for the latency of a single request with nothing else going on).
import { setTimeout as sleep } from 'node:timers/promises';
import type { Dispatcher } from 'undici';

export type Call = {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
};

/**
 * The next request: of worker `index` in a closed loop (a worker stands for one user), of the
 * `index`-th request in an open loop.
 */
export type NextCall = (index: number) => Call;

export type RunResult = { seconds: number; errors: number; latenciesMs: number[] };

/** One request with its whole answer read, as a browser waits for it; false unless 2xx. */
export async function send(pool: Dispatcher, call: Call): Promise<boolean> {
  try {
    const response = await pool.request(call);
    await response.body.arrayBuffer();
    return response.statusCode >= 200 && response.statusCode < 300;
  } catch {
    // A socket error is an error of the run, not of the bench.
    return false;
  }
}

/** `workers` loops, each with one request in flight, for `seconds`. */
export async function closedLoop(
  pool: Dispatcher,
  workers: number,
  seconds: number,
  next: NextCall,
): Promise<RunResult> {
  const latenciesMs: number[] = [];
  let errors = 0;
  const started = performance.now();
  const until = started + seconds * 1000;
  const worker = async (index: number) => {
    while (performance.now() < until) {
      const sent = performance.now();
      const ok = await send(pool, next(index));
      latenciesMs.push(performance.now() - sent);
      if (!ok) errors++;
    }
  };
  await Promise.all(Array.from({ length: workers }, (_, index) => worker(index)));
  return { seconds: (performance.now() - started) / 1000, errors, latenciesMs };
}

/**
 * `rate` requests a second for `seconds`, each due at a fixed time. Latency counts from when a
 * request was due, not when it left, so time spent queued (in the pool or behind a late timer)
 * shows instead of hiding as a lower send rate.
 */
export async function openLoop(
  pool: Dispatcher,
  rate: number,
  seconds: number,
  next: NextCall,
): Promise<RunResult> {
  const latenciesMs: number[] = [];
  let errors = 0;
  const total = Math.max(1, Math.round(rate * seconds));
  const inFlight: Promise<void>[] = [];
  const started = performance.now();
  for (let i = 0; i < total; i++) {
    const due = started + (i * 1000) / rate;
    const wait = due - performance.now();
    // Timers are no finer than a millisecond: what is due sooner leaves now.
    if (wait >= 1) await sleep(wait);
    inFlight.push(
      send(pool, next(i)).then((ok) => {
        latenciesMs.push(performance.now() - due);
        if (!ok) errors++;
      }),
    );
  }
  await Promise.all(inFlight);
  return { seconds: (performance.now() - started) / 1000, errors, latenciesMs };
}

/** `count` requests one after another on one connection, after `warmup` unmeasured ones. */
export async function sequential(
  pool: Dispatcher,
  call: Call,
  warmup: number,
  count: number,
): Promise<RunResult> {
  for (let i = 0; i < warmup; i++) await send(pool, call);
  const latenciesMs: number[] = [];
  let errors = 0;
  const started = performance.now();
  for (let i = 0; i < count; i++) {
    const sent = performance.now();
    const ok = await send(pool, call);
    latenciesMs.push(performance.now() - sent);
    if (!ok) errors++;
  }
  return { seconds: (performance.now() - started) / 1000, errors, latenciesMs };
}
