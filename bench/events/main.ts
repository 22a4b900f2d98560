// `npm run bench:events -- [--rate N] [--seconds N]`: the time from an event's commit to its
// webhook's arrival at a receiver on loopback, while events are written at a steady rate (issue
// 23: p95 under 1 s at 50 events/s), and the bell's query under that load. PGlite always;
// PostgreSQL too when DATABASE_URL is set. See bench/README.md.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { Command } from 'commander';
import { loadConfig } from '../../src/server/config';
import { recordEvent } from '../../src/server/events';
import { createLogger } from '../../src/server/logger';
import { createRuntime } from '../../src/server/runtime';
import { signUp } from '../../src/server/testing/factories';
import { count, say } from '../cli';
import { percentile } from '../discovery/report';
import { scratchDatabase } from '../scratch-database';

const options = new Command()
  .name('bench:events')
  .option('--rate <n>', 'events written per second', count, 50)
  .option('--seconds <n>', 'how long events are written', count, 20)
  .parse()
  .opts<{ rate: number; seconds: number }>();

const TARGET_P95_MS = 1_000;
const ms = (n: number) => `${n.toFixed(0)} ms`;

/** A receiver that notes when each event (by its payload's sequence number) arrived. */
async function startReceiver() {
  const arrivals = new Map<number, number>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const at = performance.now();
      const event = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      const seq = Number(event.payload?.fullName?.split('#')[1]);
      if (Number.isInteger(seq) && !arrivals.has(seq)) arrivals.set(seq, at);
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    arrivals,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/events`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

async function benchOn(kind: 'pglite' | 'postgres', serverUrl?: string) {
  const scratch = await scratchDatabase('events', serverUrl);
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DEMO_PROFILES: '0',
    WEB_DIST_DIR: path.join(scratch.dataDir, 'no-web'),
    OUTBOUND_ALLOW_CIDRS: '127.0.0.1/32',
    ...scratch.env,
  });
  const runtime = await createRuntime({ config, logger: createLogger('silent') });
  const receiver = await startReceiver();
  try {
    const owner = await signUp(runtime, { plan: 'pro' });
    const added = await runtime.app.inject({
      method: 'POST',
      url: '/api/v1/customer/webhooks',
      headers: owner.headers,
      payload: { url: receiver.url, eventTypes: ['member.joined'] },
    });
    if (added.statusCode !== 201) throw new Error(`endpoint: ${added.statusCode} ${added.body}`);
    runtime.services.eventLoop.start();

    // Steady writes: event i is due at i / rate seconds; its commit time is when the insert returns.
    const total = options.rate * options.seconds;
    const committed = new Map<number, number>();
    const bellMs: number[] = [];
    const started = performance.now();
    const bell = (async () => {
      while (committed.size < total) {
        const t0 = performance.now();
        await runtime.app.inject({
          method: 'GET',
          url: '/api/v1/customer/notifications',
          headers: owner.headers,
        });
        bellMs.push(performance.now() - t0);
        await sleep(200);
      }
    })();
    for (let i = 0; i < total; i++) {
      const due = started + (i * 1000) / options.rate;
      const wait = due - performance.now();
      if (wait > 0) await sleep(wait);
      await recordEvent(runtime.database.db, owner.org.id, 'member.joined', {
        userId: owner.user.id,
        fullName: `Bench #${i}`,
        role: 'member',
      });
      committed.set(i, performance.now());
    }
    const writtenS = (performance.now() - started) / 1000;
    await bell;
    const deadline = performance.now() + 30_000;
    while (receiver.arrivals.size < total && performance.now() < deadline) await sleep(50);

    const latencies = [...committed].flatMap(([seq, at]) => {
      const arrived = receiver.arrivals.get(seq);
      return arrived === undefined ? [] : [arrived - at];
    });
    const p95 = percentile(latencies, 95);
    say(
      `${kind}: ${total} events in ${writtenS.toFixed(1)} s (${(total / writtenS).toFixed(1)}/s), ` +
        `${latencies.length} arrived, ${total - latencies.length} missing`,
    );
    say(
      `${kind}: commit -> webhook arrival p50 ${ms(percentile(latencies, 50))}, p95 ${ms(p95)}, ` +
        `max ${ms(Math.max(...latencies))} -> ${p95 <= TARGET_P95_MS ? 'PASS' : 'MISS'} ` +
        `(target p95 < ${TARGET_P95_MS} ms)`,
    );
    say(
      `${kind}: the bell's GET /customer/notifications under that load, ${bellMs.length} calls: ` +
        `p50 ${ms(percentile(bellMs, 50))}, p95 ${ms(percentile(bellMs, 95))} ` +
        '(a browser polls it every 15 s, so a notification shows 0-15 s after its commit plus this)',
    );
  } finally {
    await receiver.close();
    await runtime.close();
    await scratch.drop();
  }
}

async function main() {
  say(
    `bench:events on ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? 'unknown'}), ` +
      `load ${os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}, ${options.rate} events/s for ${options.seconds} s`,
  );
  await benchOn('pglite');
  if (process.env.DATABASE_URL) await benchOn('postgres', process.env.DATABASE_URL);
}

main().catch((error) => {
  process.stderr.write(`${(error as Error).stack ?? error}\n`);
  process.exit(1);
});
