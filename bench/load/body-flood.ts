// `npx tsx bench/load/body-flood.ts [--db pglite|postgres] [--seconds N] [--senders N]
// [--bytes N] [--chunked]`: the latency of GET /api/v1/health on its own and while `senders`
// connections keep posting ~1 MB deeply nested JSON bodies. See bench/README.md.

import { spawn } from 'node:child_process';
import { once } from 'node:events';
import os from 'node:os';
import path from 'node:path';
import { Command, Option } from 'commander';
import { Pool } from 'undici';
import { loadConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/client';
import { createLogger } from '../../src/server/logger';
import { count, say } from '../cli';
import { signUpSearcher, startApp } from '../discovery/app';
import { scratchDatabase } from '../scratch-database';
import type { FloodOrder } from './flood-sender';
import { type Call, type RunResult, send } from './load';
import { summarize } from './report';

const options = new Command()
  .name('body-flood')
  .addOption(
    new Option('--db <kind>', 'database').choices(['pglite', 'postgres']).default('pglite'),
  )
  .option('--seconds <n>', 'seconds of each measurement', count, 5)
  .option('--senders <n>', 'connections posting large bodies at once', count, 20)
  .option('--bytes <n>', 'size of each flood body', count, 1_000_000)
  .option('--chunked', 'send the flood without Content-Length (the server must read to refuse)')
  .parse()
  .opts<{
    db: 'pglite' | 'postgres';
    seconds: number;
    senders: number;
    bytes: number;
    chunked?: boolean;
  }>();

const SENDER = new URL('./flood-sender.ts', import.meta.url).pathname;
/** The acceptance bound of the per-route body limits: /health's p95 under the flood. */
const TARGET_P95_MS = 50;

/** GET /health one at a time for `seconds`, while whatever else runs. */
async function timeHealth(pool: Pool, seconds: number): Promise<RunResult> {
  const call: Call = { method: 'GET', path: '/api/v1/health', headers: {} };
  for (let i = 0; i < 20; i++) await send(pool, call);
  const latenciesMs: number[] = [];
  let errors = 0;
  const started = performance.now();
  while (performance.now() - started < seconds * 1000) {
    const sent = performance.now();
    if (!(await send(pool, call))) errors++;
    latenciesMs.push(performance.now() - sent);
  }
  return { seconds: (performance.now() - started) / 1000, errors, latenciesMs };
}

type Flood = { label: string; path: string; headers: Record<string, string> };

/** The flood in its own process (flood-sender.ts); stop() answers its status counts. */
async function startFlood(baseUrl: string, flood: Flood) {
  const child = spawn(process.execPath, ['--import', 'tsx', SENDER], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const order: FloodOrder = {
    baseUrl,
    path: flood.path,
    headers: flood.headers,
    bytes: options.bytes,
    senders: options.senders,
    chunked: options.chunked === true,
  };
  child.send(order);
  await once(child, 'message');
  return {
    async stop() {
      child.send('stop');
      const [statuses] = (await once(child, 'message')) as [Record<string, number>];
      await once(child, 'exit');
      return Object.entries(statuses)
        .map(([status, n]) => `${n} x ${status}`)
        .join(', ');
    },
  };
}

const line = (label: string, run: RunResult) => {
  const s = summarize(run);
  return `${label.padEnd(44)} p50 ${s.p50.toFixed(1).padStart(7)} ms  p95 ${s.p95.toFixed(1).padStart(7)} ms  (${s.requests} requests, ${s.errors} errors)`;
};

async function main() {
  const serverUrl =
    options.db === 'postgres'
      ? (process.env.BENCH_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres')
      : undefined;
  const scratch = await scratchDatabase('flood', serverUrl);
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DEMO_PROFILES: '0',
    // The flood is many requests a minute from one address: the global limit must not answer.
    RATE_LIMIT_PER_MINUTE: '1000000000',
    WEB_DIST_DIR: path.join(os.tmpdir(), 'reachbase-bench-no-web'),
    ...scratch.env,
  });
  const database = await openDatabase(config.database, createLogger('silent'));
  const { runtime, baseUrl } = await startApp(config, database);
  try {
    const { token } = await signUpSearcher(runtime, baseUrl);
    say(
      `${options.db}, ${options.senders} senders of ${options.bytes.toLocaleString('en')}-byte nested JSON` +
        `${options.chunked ? ' (chunked)' : ''}, ${options.seconds} s each`,
    );
    const floods: Flood[] = [
      { label: 'public call (login)', path: '/api/v1/customer/auth/login', headers: {} },
      { label: 'unknown path', path: '/api/v1/no-such-route', headers: {} },
      {
        label: 'signed-in bulk call (add-configuration)',
        path: '/api/v1/customer/outreach/add-configuration',
        headers: { 'x-access-token': token },
      },
    ];
    const health = new Pool(baseUrl, { connections: 1, pipelining: 1 });
    say(line('/health, no flood', await timeHealth(health, options.seconds)));
    let worstP95 = 0;
    for (const flood of floods) {
      const running = await startFlood(baseUrl, flood);
      const run = await timeHealth(health, options.seconds);
      const answers = await running.stop();
      worstP95 = Math.max(worstP95, summarize(run).p95);
      say(line(`/health, flood to ${flood.label}`, run));
      say(`${''.padEnd(44)} flood answers: ${answers}`);
    }
    await health.close();
    say(
      `Target: /health p95 under ${TARGET_P95_MS} ms under each flood: ` +
        `${worstP95 < TARGET_P95_MS ? 'met' : 'missed'} (worst ${worstP95.toFixed(1)} ms).`,
    );
  } finally {
    await runtime.close();
    await scratch.drop();
  }
}

await main();
