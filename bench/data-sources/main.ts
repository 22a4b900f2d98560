// `npm run bench:data-sources -- [--samples N] [--delay MS]`: what the app adds to a data source's
// own latency (issue 59: a Modash search of 15 results at most 50 ms over the source at p95), a
// creator looked up again within the refresh period (no call to the source, at bank speed), and
// duplicate bank rows after the same search on the bank and the source twice (0). PGlite always;
// PostgreSQL too when DATABASE_URL is set. See bench/README.md.
import os from 'node:os';
import path from 'node:path';
import { Command } from 'commander';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../../src/server/config';
import { startModashTestServer } from '../../src/server/integrations/social-data/modash-test-server';
import { createLogger } from '../../src/server/logger';
import { createRuntime, type Runtime } from '../../src/server/runtime';
import { standInCreators } from '../../src/server/testing/data-sources/catalogue';
import { type SignedIn, signUp } from '../../src/server/testing/factories';
import { count, say } from '../cli';
import { percentile } from '../discovery/report';
import { scratchDatabase } from '../scratch-database';

const options = new Command()
  .name('bench:data-sources')
  .option('--samples <n>', 'measured calls of each kind', count, 200)
  .option('--delay <ms>', "the stand-in's own delay per answer", count, 20)
  .parse()
  .opts<{ samples: number; delay: number }>();

const TOKEN = 'bench-modash-token';
const TARGET_ADDED_P95_MS = 50;
const WARMUP = 10;
const ms = (n: number) => `${n.toFixed(1)} ms`;
const p = (values: number[]) =>
  `p50 ${ms(percentile(values, 50))}, p95 ${ms(percentile(values, 95))}`;

async function call(runtime: Runtime, owner: SignedIn, url: string, payload?: object) {
  const started = performance.now();
  const response = await runtime.app.inject({
    method: payload ? 'POST' : 'GET',
    url: `/api/v1${url}`,
    headers: owner.headers,
    payload,
  });
  const took = performance.now() - started;
  if (response.statusCode !== 200)
    throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  return { took, body: response.json() };
}

async function benchOn(kind: 'pglite' | 'postgres', serverUrl?: string) {
  const modash = await startModashTestServer({
    apiToken: TOKEN,
    credits: 1_000_000,
    delayMs: options.delay,
    rateLimit: { requests: 1_000_000, perSeconds: 1 },
  });
  const scratch = await scratchDatabase('data_sources', serverUrl);
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DEMO_PROFILES: '0',
    WEB_DIST_DIR: path.join(scratch.dataDir, 'no-web'),
    OUTBOUND_ALLOW_CIDRS: '127.0.0.1/32',
    MODASH_API_BASE_URL: modash.baseUrl,
    // The app's own per-caller limit would stop one caller's hundreds of calls a minute.
    RATE_LIMIT_PER_MINUTE: '1000000000',
    ...scratch.env,
  });
  const runtime = await createRuntime({ config, logger: createLogger('silent') });
  try {
    const owner = await signUp(runtime, { plan: 'agency' });
    const connected = await runtime.app.inject({
      method: 'PUT',
      url: '/api/v1/customer/data-sources/modash',
      headers: owner.headers,
      payload: { key: TOKEN },
    });
    if (connected.statusCode !== 200) throw new Error(`connect: ${connected.body}`);

    // A search of 15 results: the app's time minus the stand-in's own time for the calls it made.
    const added: number[] = [];
    const own: number[] = [];
    for (let i = 0; i < WARMUP + options.samples; i++) {
      const before = modash.requests.length;
      const search = { platform: 'instagram', followers: { min: 1_000 + i }, limit: 15 };
      const { took, body } = await call(
        runtime,
        owner,
        '/customer/data-sources/modash/search',
        search,
      );
      if (body.items.length === 0) throw new Error('the source search found nobody');
      const sourceMs = modash.requests.slice(before).reduce((sum, r) => sum + r.ms, 0);
      if (i < WARMUP) continue;
      added.push(took - sourceMs);
      own.push(sourceMs);
    }
    const addedP95 = percentile(added, 95);
    say(`${kind}: the stand-in's own time per search ${p(own)} (delay ${options.delay} ms)`);
    say(
      `${kind}: added by the app to a Modash search of 15 results ${p(added)} -> ` +
        `${addedP95 <= TARGET_ADDED_P95_MS ? 'PASS' : 'MISS'} (target p95 <= ${TARGET_ADDED_P95_MS} ms)`,
    );

    // A creator looked up once, then again within the refresh period: answered by the bank.
    const creator = standInCreators().find((c) => c.platform === 'instagram')!;
    const lookup = { platform: 'instagram', handle: creator.username };
    const first = await call(runtime, owner, '/customer/data-sources/lookup', lookup);
    const callsBefore = modash.requests.length;
    const cached: number[] = [];
    const bank: number[] = [];
    for (let i = 0; i < WARMUP + options.samples; i++) {
      const again = await call(runtime, owner, '/customer/data-sources/lookup', lookup);
      if (!again.body.fromBank) throw new Error('a lookup within the refresh period called Modash');
      const browse = await call(runtime, owner, '/customer/discoverProfiles', {
        platform: 'instagram',
        keywords: creator.username,
      });
      if (i < WARMUP) continue;
      cached.push(again.took);
      bank.push(browse.took);
    }
    say(
      `${kind}: a cached creator looked up again ${p(cached)}, ` +
        `${modash.requests.length - callsBefore} calls to Modash; ` +
        `the bank's search for the same handle ${p(bank)} (first lookup, with the call: ${ms(first.took)})`,
    );

    // The same filters on the bank and on the source, twice each: every creator is one row.
    const filters = { platform: 'instagram', followers: { min: 5_000 } };
    for (let i = 0; i < 2; i++) {
      await call(runtime, owner, '/customer/discoverProfiles', filters);
      await call(runtime, owner, '/customer/data-sources/modash/search', filters);
    }
    const duplicates = await runtime.database.db.execute(sql`
      select count(*)::int as n from (
        select 1 from social_accounts group by platform, platform_user_id having count(*) > 1
      ) d`);
    // Both drivers answer `{ rows }`.
    const { rows } = duplicates as unknown as { rows: { n: number }[] };
    say(`${kind}: duplicate bank rows after both searches twice: ${rows[0]?.n}`);
  } finally {
    await runtime.close();
    await scratch.drop();
    await modash.close();
  }
}

async function main() {
  say(
    `bench:data-sources on ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? 'unknown'}), ` +
      `load ${os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}, ${options.samples} samples`,
  );
  await benchOn('pglite');
  if (process.env.DATABASE_URL) await benchOn('postgres', process.env.DATABASE_URL);
}

main().catch((error) => {
  process.stderr.write(`${(error as Error).stack ?? error}\n`);
  process.exit(1);
});
