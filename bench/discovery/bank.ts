import path from 'node:path';
import pg from 'pg';
import type { Logger } from 'pino';
import { VERSION } from '../../src/server/app';
import type { loadConfig } from '../../src/server/config';
import { type DatabaseHandle, openDatabase } from '../../src/server/db/client';
import { migrateDatabase } from '../../src/server/db/migrate';
import { createServices } from '../../src/server/services';

export type BenchDatabase = 'pglite' | 'postgres';

const SERVER_URL = 'postgres://postgres@127.0.0.1:5432';
const BENCH_DB = 'reachbase_bench';

/** Where the bench keeps its bank: its own PostgreSQL database, or a PGlite data dir per size. */
export function benchEnv(kind: BenchDatabase, profiles: number): Record<string, string> {
  return kind === 'postgres'
    ? { DATABASE_URL: `${process.env.BENCH_SERVER_URL ?? SERVER_URL}/${BENCH_DB}` }
    : { DATA_DIR: path.join('/tmp/reachbase-bench', `pglite-${profiles}`) };
}

async function serverQuery(text: string): Promise<pg.QueryResult> {
  const client = new pg.Client({
    connectionString: `${process.env.BENCH_SERVER_URL ?? SERVER_URL}/postgres`,
  });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
}

/** The bench database on a server that has never run the bench. */
async function createBenchDatabaseIfMissing(): Promise<void> {
  const found = await serverQuery(`select 1 from pg_database where datname = '${BENCH_DB}'`);
  if (found.rowCount === 0) await serverQuery(`create database ${BENCH_DB}`);
}

type Config = ReturnType<typeof loadConfig>;

async function seededProfiles(database: DatabaseHandle, config: Config, logger: Logger) {
  const services = createServices({ config, database, logger, version: VERSION, jobs: () => null });
  const progress = await services.discovery.seedProgress();
  await services.close();
  if (progress.state !== 'done') return -1;
  const counted = await database.executeSql('select count(*)::int as n from social_accounts', []);
  return Number((counted.rows[0] as { n: number }).n);
}

/** The bank's big tables, whose search indexes a seed into an empty bank builds afterwards. */
const BANK_TABLES = ['social_accounts', 'social_account_audience'];

/**
 * Drops what a seed into an empty bank does not need while it loads, and returns the statements
 * that build it all again: the bank tables' indexes that no constraint or conflict target needs,
 * and the audience table's key and foreign key. Building an index once over loaded rows is one
 * sort; keeping ~30 of them during the load is a random insert per row into each, slower as they
 * outgrow memory, and the foreign key is a lookup per audience row (16 a profile). Measured at
 * 100,000 profiles: 20.6 s with everything in place, 16.1 s without the indexes, 9.0 s without
 * the audience's key and foreign key as well.
 */
async function deferBankIndexes(database: DatabaseHandle): Promise<string[]> {
  const indexes = await database.executeSql(
    `select i.indexname as name, i.indexdef as definition from pg_indexes i
     where i.schemaname = 'public' and i.tablename = any($1::text[])
       and i.indexdef not like 'CREATE UNIQUE %'
       and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
    [BANK_TABLES],
  );
  const constraints = await database.executeSql(
    `select conname as name, pg_get_constraintdef(oid) as definition from pg_constraint
     where conrelid = 'social_account_audience'::regclass and contype in ('p', 'f')
     order by contype desc`,
    [],
  );
  const rebuild: string[] = [];
  for (const { name, definition } of constraints.rows as Definition[]) {
    await database.executeSql(`alter table social_account_audience drop constraint ${name}`);
    rebuild.push(`alter table social_account_audience add constraint ${name} ${definition}`);
  }
  for (const { name, definition } of indexes.rows as Definition[]) {
    await database.executeSql(`drop index ${name}`);
    rebuild.push(definition);
  }
  return rebuild;
}

type Definition = { name: string; definition: string };

/**
 * Builds what deferBankIndexes dropped, two at a time: a GIN build uses one core, and the seed has
 * left both to it. A big maintenance_work_mem keeps each build's sort in memory.
 */
async function rebuildBankIndexes(database: DatabaseHandle, statements: string[]): Promise<void> {
  const queue = [...statements];
  const builder = async () => {
    for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
      await database.executeSql(`set maintenance_work_mem = '1GB'; ${next}`);
    }
  };
  await Promise.all([builder(), builder()]);
}

/**
 * Opens the bench bank with exactly `profiles` demo profiles: reused when a finished seed of that
 * size is there (seeding 1M takes minutes), else created from scratch. Vacuumed and analyzed
 * either way, as a production bank is: by autovacuum on PostgreSQL, and on PGlite (which has none)
 * by the seed or import that filled it (bank-statistics.ts), here after the deferred indexes.
 */
export async function openBenchBank(options: {
  kind: BenchDatabase;
  profiles: number;
  config: Config;
  logger: Logger;
  say: (line: string) => void;
}): Promise<DatabaseHandle> {
  const { kind, profiles, config, logger, say } = options;
  if (kind === 'postgres') await createBenchDatabaseIfMissing();
  let database = await openDatabase(config.database, logger);
  await migrateDatabase(database);
  const present = await seededProfiles(database, config, logger);
  if (present === profiles) {
    say(`Reusing the ${kind} bench bank with ${profiles.toLocaleString('en')} profiles.`);
  } else {
    say(
      `Seeding ${profiles.toLocaleString('en')} profiles into the ${kind} bench bank ` +
        `(found ${present < 0 ? 'no finished seed' : present.toLocaleString('en')}); ` +
        'this takes minutes at 1M and about half an hour at 10M.',
    );
    await database.close();
    if (kind === 'postgres') {
      await serverQuery(`drop database if exists ${BENCH_DB} with (force)`);
      await serverQuery(`create database ${BENCH_DB}`);
    } else {
      const { rm } = await import('node:fs/promises');
      await rm(config.dataDir, { recursive: true, force: true });
    }
    database = await openDatabase(config.database, logger);
    await migrateDatabase(database);
    const services = createServices({
      config,
      database,
      logger,
      version: VERSION,
      jobs: () => null,
    });
    const started = performance.now();
    let lastSaid = 0;
    const deferred = await deferBankIndexes(database);
    await services.discovery.seedDemoBank({
      profiles,
      postsPerProfile: 0,
      snapshotWeeks: 0,
      onProgress: (done) => {
        if (performance.now() - lastSaid > 15_000) {
          lastSaid = performance.now();
          say(`  seeded ${done.toLocaleString('en')}`);
        }
      },
    });
    const loaded = performance.now();
    say(
      `  rows loaded in ${((loaded - started) / 1000).toFixed(1)} s; building ${deferred.length} indexes and keys`,
    );
    await rebuildBankIndexes(database, deferred);
    say(`  built in ${((performance.now() - loaded) / 1000).toFixed(1)} s`);
    await services.discovery.markDemoSeedDone(profiles);
    await services.close();
    const seconds = (performance.now() - started) / 1000;
    say(`Seeded in ${seconds.toFixed(1)} s (${Math.round(profiles / seconds)} profiles/s).`);
  }
  const started = performance.now();
  await database.executeSql('vacuum (analyze) social_accounts');
  await database.executeSql('vacuum (analyze) social_account_audience');
  say(`vacuum (analyze): ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return database;
}
