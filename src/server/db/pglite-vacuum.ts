import type { JobDefinition } from '../jobs/queue';
import type { DatabaseHandle } from './client';

export const PGLITE_VACUUM_JOB = 'db.pglite-vacuum';
/** Nightly, at an hour of little use in most of the world's working days (UTC). */
const PGLITE_VACUUM_CRON = '17 3 * * *';
/** A table is analyzed again once its size has moved by more than this share since. */
const ANALYZE_AFTER_GROWTH = 0.1;

/** A table the job vacuumed, whether it analyzed it too, and how long the two took. */
export type VacuumedTable = { table: string; analyzed: boolean; ms: number };

/**
 * The tables of the app and of pg-boss, each with whether the planner's view of it is stale:
 * never analyzed, or its size in pages moved by more than a tenth since vacuum or analyze last
 * recorded it. (PGlite's statistics views are no guide: it flushes their counters only now and
 * then, and a restart may lose them.)
 */
const TABLES_SQL = `
  select format('%I.%I', n.nspname, c.relname) as name,
    c.reltuples < 0
      or abs(pg_relation_size(c.oid) / current_setting('block_size')::int - c.relpages)
         > ${ANALYZE_AFTER_GROWTH} * greatest(c.relpages, 1) as stale
  from pg_class c
  join pg_namespace n on n.oid = c.relnamespace
  where c.relkind = 'r'
    and n.nspname not in ('pg_catalog', 'information_schema')
    and n.nspname not like 'pg\\_%'
  order by pg_relation_size(c.oid)`;

/**
 * PGlite runs PostgreSQL without autovacuum. Without it, the room that updates and deletes leave
 * is never reused, so tables that churn (the job queue, sessions, rate-limit windows, usage) grow
 * without end, and a table that grew is planned from its old statistics. This does autovacuum's
 * work once a night: every table vacuumed, and analyzed too when its size moved (TABLES_SQL).
 * Smallest first, one statement at a time (vacuumTable): PGlite runs one statement at a time on
 * the app's only thread, so a request waits for one of them at most, never for the whole database.
 */
export async function vacuumPglite(
  database: Pick<DatabaseHandle, 'executeSql'>,
): Promise<VacuumedTable[]> {
  const { rows } = await database.executeSql(TABLES_SQL);
  const done: VacuumedTable[] = [];
  for (const { name, stale } of rows as { name: string; stale: boolean }[]) {
    const started = performance.now();
    await vacuumTable(database, name, { analyze: stale });
    done.push({ table: name, analyzed: stale, ms: Math.round(performance.now() - started) });
  }
  return done;
}

/**
 * A pause between two long statements: a request whose query waited for the first runs its next
 * queries before the second is queued ahead of them (a request runs several, one after another).
 */
const letWaitingRequestsRun = () => new Promise((resolve) => setTimeout(resolve, 20));

/**
 * Vacuums a table, then analyzes it when asked: two statements rather than `vacuum (analyze)`,
 * so that on PGlite a request waits for half of it at most. For the demo bank's 10,000 profiles
 * each half took 0.7-0.9 s of PGlite's thread, the analyze most of it in the statistics of the
 * search indexes' expressions (docs/performance.md).
 */
export async function vacuumTable(
  database: Pick<DatabaseHandle, 'executeSql'>,
  table: string,
  { analyze }: { analyze: boolean },
): Promise<void> {
  await database.executeSql(`vacuum ${table}`);
  if (!analyze) return;
  await letWaitingRequestsRun();
  await database.executeSql(`analyze ${table}`);
}

/** The nightly job on PGlite; PostgreSQL's own autovacuum needs none. */
export function pgliteVacuumJob(database: Pick<DatabaseHandle, 'executeSql'>): JobDefinition {
  return {
    name: PGLITE_VACUUM_JOB,
    schedule: { cron: PGLITE_VACUUM_CRON },
    queue: { retryLimit: 1, expireInSeconds: 60 * 60 },
    handle: async (_data, context) => {
      const started = performance.now();
      const tables = await vacuumPglite(database);
      const ms = Math.round(performance.now() - started);
      const analyzed = tables.filter((table) => table.analyzed).length;
      const longest = tables.reduce<VacuumedTable | null>(
        (most, table) => (most && most.ms >= table.ms ? most : table),
        null,
      );
      const summary = { tables: tables.length, analyzed, ms, longest };
      context.logger.info(summary, 'pglite vacuumed');
      return summary;
    },
  };
}
