// `npm run bench:discovery -- --db postgres|pglite --profiles N --samples N`: the discovery search
// benchmark of issue 4. See bench/README.md for the mix, the targets and how to read the output.
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Command, Option } from 'commander';
import { loadConfig } from '../../src/server/config';
import type { DatabaseHandle } from '../../src/server/db/client';
import { createLogger } from '../../src/server/logger';
import { count, say } from '../cli';
import { signUpSearcher, startApp } from './app';
import { type BenchDatabase, benchEnv, openBenchBank } from './bank';
import { createRng } from './random';
import { prepareReference, referenceScan, timeReference } from './reference';
import {
  describeTargets,
  judge,
  type Percentiles,
  passCounts,
  percentiles,
  type ShapeResult,
  shapeLine,
  type Targets,
  table,
} from './report';
import { timeBareSql, timeEndpoint, timeFloor } from './runner';
import { type BankInfo, SHAPES, type Shape } from './shapes';

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

/**
 * Issue 4: p95 at most 25 ms on PostgreSQL (50 ms at 10M), 100 ms on PGlite. Issue 25: the
 * endpoint adds at most 1 ms to its SQL's p95 (replacing "at most 1.5x its SQL's p95"). Within
 * 10x of the reference: set for 1M profiles, so like the 25 ms and 100 ms targets it is judged
 * below 10M, and not at 10M, where no multiple is set.
 */
function targetsFor(db: BenchDatabase, profiles: number): Targets {
  const tenMillion = profiles >= 10_000_000;
  const maxMultiple = tenMillion ? null : 10;
  if (db === 'pglite') return { p95Ms: 100, maxOverSqlMs: 1, maxMultiple };
  return { p95Ms: tenMillion ? 50 : 25, maxOverSqlMs: 1, maxMultiple };
}

/** p50 and p95 of `--samples` runs of `run`, after `--warmup` unmeasured ones. */
async function measure(run: () => Promise<number>): Promise<Percentiles> {
  const measured: number[] = [];
  for (let i = 0; i < options.warmup + options.samples; i++) {
    const ms = await run();
    if (i >= options.warmup) measured.push(ms);
  }
  return percentiles(measured);
}

/**
 * The reference (reference.ts), first on its own (its scan checked and printed) and then one
 * sample beside every shape sample, so each shape is divided by the reference measured under the
 * same conditions: measured once before the shapes, its p95 moved 0.99 to 3.19 ms between two
 * runs back to back, more than any shape's. Its own PRNG stream, seed - 1, apart from the shapes'
 * seed + index, so neither changes when the other draws more or fewer numbers.
 */
async function prepareTimedReference(database: DatabaseHandle, orgId: string) {
  const reference = await prepareReference(database, orgId, options.seed, options.profiles);
  const { scan, primaryKey } = await referenceScan(database, reference);
  const rng = createRng(options.seed - 1);
  const time = () => timeReference(database, reference, rng);
  const figures = await measure(time);
  say(
    `Reference (bare SQL of a 20-row page of the bank by primary key, ${scan}), before the ` +
      `shapes: p50 ${figures.p50.toFixed(2)} p95 ${figures.p95.toFixed(2)} ms; each shape is ` +
      'divided by its own reference samples, taken beside its samples.',
  );
  if (!primaryKey) say('WARNING: the reference is not a primary-key range scan here.');
  return { time, before: { ...figures, scan, boundaries: reference.boundaries.length } };
}

/** One shape's samples, each through the endpoint and as bare SQL. */
async function runShape(
  shape: Shape,
  index: number,
  run: {
    baseUrl: string;
    token: string;
    orgId: string;
    database: DatabaseHandle;
    reference: () => Promise<number>;
  },
  bank: BankInfo,
) {
  // One stream per shape: a shape's parameters do not depend on which others ran.
  const rng = createRng(options.seed + index);
  const endpointMs: number[] = [];
  const sqlMs: number[] = [];
  const referenceMs: number[] = [];
  const totals: { total: number; isEstimate: boolean }[] = [];
  for (let i = 0; i < options.warmup + options.samples; i++) {
    const body = shape.request(rng, bank);
    const endpoint = () => timeEndpoint(run.baseUrl, run.token, body);
    const sql = () => timeBareSql(run.database, body, run.orgId);
    // Alternate which runs first, so neither always finds the other's pages in cache.
    let endpointResult: Awaited<ReturnType<typeof timeEndpoint>>;
    let sqlResult: number;
    if (i % 2 === 0) {
      endpointResult = await endpoint();
      sqlResult = await sql();
    } else {
      sqlResult = await sql();
      endpointResult = await endpoint();
    }
    const referenceResult = await run.reference();
    if (i < options.warmup) continue;
    endpointMs.push(endpointResult.ms);
    sqlMs.push(sqlResult);
    referenceMs.push(referenceResult);
    totals.push(endpointResult);
  }
  return { endpointMs, sqlMs, referenceMs, totals };
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
  say(`Targets: ${describeTargets(targets)}`);
  const floor = await measure(() => timeFloor(baseUrl, token));
  say(
    `Floor (an authenticated call that does next to nothing, GET verify-status): ` +
      `p50 ${floor.p50.toFixed(1)} p95 ${floor.p95.toFixed(1)} ms`,
  );
  const reference = await prepareTimedReference(database, orgId);
  say(
    'Per shape: p50/p95 in ms, endpoint p95 - SQL p95 in ms (and their ratio), ' +
      'each sample minus its own SQL (paired p50/p95), the p95s as multiples of the reference p95.',
  );
  const results: ShapeResult[] = [];
  const run = { baseUrl, token, orgId, database, reference: reference.time };
  const allReferenceMs: number[] = [];
  for (const [index, shape] of SHAPES.entries()) {
    if (!shapes.includes(shape)) continue;
    const { endpointMs, sqlMs, referenceMs, totals } = await runShape(shape, index, run, bank);
    allReferenceMs.push(...referenceMs);
    const result = judge(shape.name, { endpointMs, sqlMs, referenceMs }, totals, targets);
    results.push(result);
    say(shapeLine(result));
  }
  const referenceBeside = percentiles(allReferenceMs);
  const loadAfter = os.loadavg();
  say('');
  say(table(results, targets));
  say('');
  say(
    `Targets: ${describeTargets(targets)} ${passCounts(results, targets)} ` +
      `Reference beside the shapes p50 ${referenceBeside.p50.toFixed(2)} p95 ` +
      `${referenceBeside.p95.toFixed(2)} ms (before them p50 ${reference.before.p50.toFixed(2)} ` +
      `p95 ${reference.before.p95.toFixed(2)}). ` +
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
          reference: { before: reference.before, beside: referenceBeside },
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
