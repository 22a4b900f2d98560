// `npm run bench:discovery -- --db postgres|pglite --profiles N --samples N`: the discovery search
// benchmark of issue 4. See bench/README.md for the mix, the targets and how to read the output.
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Command, InvalidArgumentError, Option } from 'commander';
import { loadConfig } from '../../src/server/config';
import { createLogger } from '../../src/server/logger';
import { signUpSearcher, startApp } from './app';
import { type BenchDatabase, benchEnv, openBenchBank } from './bank';
import { createRng } from './random';
import { judge, percentile, type ShapeResult, type Targets, table } from './report';
import { timeBareSql, timeEndpoint, timeFloor } from './runner';
import { SHAPES } from './shapes';

const count = (value: string) => {
  const n = Number(value.replace(/_/g, ''));
  if (!Number.isInteger(n) || n < 1) throw new InvalidArgumentError('expected a whole number >= 1');
  return n;
};

const options = new Command()
  .name('bench:discovery')
  .addOption(
    new Option('--db <kind>', 'database').choices(['pglite', 'postgres']).default('postgres'),
  )
  .option('--profiles <n>', 'demo profiles in the bench bank', count, 1_000_000)
  .option('--samples <n>', 'measured samples per shape', count, 200)
  .option('--warmup <n>', 'unmeasured samples per shape first', count, 10)
  .option('--seed <n>', 'PRNG seed of the parameters', count, 20_260_401)
  .option('--shapes <names>', 'comma-separated shape names (default: all)')
  .option('--out <file>', 'also write the results as JSON')
  .parse()
  .opts<{
    db: BenchDatabase;
    profiles: number;
    samples: number;
    warmup: number;
    seed: number;
    shapes?: string;
    out?: string;
  }>();

const say = (line: string) => process.stdout.write(`${line}\n`);

/** Issue 4: p95 at most 25 ms on PostgreSQL (50 ms at 10M), 100 ms on PGlite; endpoint within 1.5x. */
function targetsFor(db: BenchDatabase, profiles: number): Targets {
  if (db === 'pglite') return { p95Ms: 100, maxRatio: 1.5 };
  return { p95Ms: profiles >= 10_000_000 ? 50 : 25, maxRatio: 1.5 };
}

async function main() {
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DEMO_PROFILES: '0',
    // Thousands of searches from one token in a few minutes: the per-minute limit must not stop them.
    RATE_LIMIT_PER_MINUTE: '100000000',
    WEB_DIST_DIR: path.join(os.tmpdir(), 'reachbase-bench-no-web'),
    ...benchEnv(options.db, options.profiles),
  });
  const logger = createLogger('silent');
  const database = await openBenchBank({
    kind: options.db,
    profiles: options.profiles,
    config,
    logger,
    say,
  });
  const { runtime, baseUrl } = await startApp(config, database);
  const { token, orgId } = await signUpSearcher(runtime, baseUrl);
  const shapes = options.shapes
    ? SHAPES.filter((shape) => options.shapes?.split(',').includes(shape.name))
    : SHAPES;
  const targets = targetsFor(options.db, options.profiles);
  const bank = { profiles: options.profiles, asOf: new Date() };
  const loadBefore = os.loadavg();
  say(
    `${options.db}, ${options.profiles.toLocaleString('en')} profiles, ${shapes.length} shapes x ` +
      `${options.samples} samples (+${options.warmup} warm-up), seed ${options.seed}, ` +
      `${os.cpus().length} cores, load ${loadBefore.map((l) => l.toFixed(2)).join(' ')}`,
  );
  const floorMs: number[] = [];
  for (let i = 0; i < options.warmup + options.samples; i++) {
    const ms = await timeFloor(baseUrl, token);
    if (i >= options.warmup) floorMs.push(ms);
  }
  const floor = { p50: percentile(floorMs, 50), p95: percentile(floorMs, 95) };
  say(
    `Floor (an authenticated call that does next to nothing, GET verify-status): ` +
      `p50 ${floor.p50.toFixed(1)} p95 ${floor.p95.toFixed(1)} ms`,
  );
  const results: ShapeResult[] = [];
  for (const [index, shape] of SHAPES.entries()) {
    if (!shapes.includes(shape)) continue;
    // One stream per shape: a shape's parameters do not depend on which others ran.
    const rng = createRng(options.seed + index);
    const endpointMs: number[] = [];
    const sqlMs: number[] = [];
    const totals: { total: number; isEstimate: boolean }[] = [];
    for (let i = 0; i < options.warmup + options.samples; i++) {
      const body = shape.request(rng, bank);
      // Alternate which runs first, so neither always finds the other's pages in cache.
      let endpoint: Awaited<ReturnType<typeof timeEndpoint>>;
      let sql: number;
      if (i % 2 === 0) {
        endpoint = await timeEndpoint(baseUrl, token, body);
        sql = await timeBareSql(database, body, orgId);
      } else {
        sql = await timeBareSql(database, body, orgId);
        endpoint = await timeEndpoint(baseUrl, token, body);
      }
      if (i < options.warmup) continue;
      endpointMs.push(endpoint.ms);
      sqlMs.push(sql);
      totals.push(endpoint);
    }
    const result = judge(shape.name, endpointMs, sqlMs, totals, targets);
    results.push(result);
    say(
      `${shape.name.padEnd(28)} endpoint p50 ${result.endpoint.p50.toFixed(1).padStart(6)} p95 ${result.endpoint.p95.toFixed(1).padStart(6)} | SQL p50 ${result.sql.p50.toFixed(1).padStart(6)} p95 ${result.sql.p95.toFixed(1).padStart(6)} | x${result.ratio.toFixed(2)} ${result.pass ? 'PASS' : `MISS (${result.misses.join(', ')})`}`,
    );
  }
  const loadAfter = os.loadavg();
  say('');
  say(table(results));
  say('');
  say(
    `Targets: p95 <= ${targets.p95Ms} ms and endpoint p95 <= ${targets.maxRatio}x SQL p95. ` +
      `${results.filter((r) => r.pass).length}/${results.length} shapes pass. ` +
      `Floor p50 ${floor.p50.toFixed(1)} p95 ${floor.p95.toFixed(1)} ms (an endpoint takes ` +
      'about this beyond its SQL at the least). ' +
      `Load average after: ${loadAfter.map((l) => l.toFixed(2)).join(' ')}.`,
  );
  if (options.out) {
    await writeFile(
      options.out,
      JSON.stringify(
        {
          options,
          targets,
          floor,
          loadBefore,
          loadAfter,
          at: new Date().toISOString(),
          results,
        },
        null,
        2,
      ),
    );
  }
  await runtime.close();
}

main().catch((error: Error) => {
  process.stderr.write(`${error.stack ?? error.message}\n`);
  process.exit(1);
});
