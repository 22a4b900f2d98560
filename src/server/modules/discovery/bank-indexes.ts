import type { Logger } from 'pino';
import type { DatabaseHandle } from '../../db/client';
import { createSystemRepository, type SystemRepository } from '../system';
import type { Platform } from './discovery.tables';

/** Where the definitions of the indexes a bulk load dropped wait until they are built again. */
const DEFERRED_STATE_KEY = 'discovery.deferredBankIndexes';
/** Held by a bulk load from the drop to the rebuild; any fixed number (migrate.ts has 727_001). */
const BULK_LOAD_LOCK = 727_002;

type DeferredIndexes = { definitions: string[] };

/**
 * The least load of new profiles that goes without the search indexes. Building them again reads
 * the whole bank, so it pays when the load is large and the bank small beside it.
 */
export const BULK_LOAD_MIN_ROWS = 50_000;

/**
 * Whether a load of `rows` profiles into a bank of `bankProfiles` goes without the search
 * indexes: at least BULK_LOAD_MIN_ROWS, and at least twice the bank (a first load, not the same
 * file or seed again).
 */
export function loadsWithoutSearchIndexes(rows: number, bankProfiles: number): boolean {
  return rows >= BULK_LOAD_MIN_ROWS && rows >= 2 * bankProfiles;
}

/**
 * The search indexes a load of these platforms' profiles writes to: every index of
 * social_accounts except the unique ones (the primary key and (platform, platform_user_id), which
 * a load matches rows by) and those of other platforms (`WHERE (platform = 'tiktok'::text)`),
 * which its rows never enter. GIN first: they take longest to build (the ranked words' a quarter
 * of the whole).
 */
const SEARCH_INDEXES_SQL = `select indexname as name, indexdef as definition from pg_indexes
  where schemaname = current_schema() and tablename = 'social_accounts'
    and indexdef not like 'CREATE UNIQUE %'
    and (indexdef not like '% WHERE (platform = ''%'
      or exists (select from unnest($1::text[]) as loaded(platform)
        where indexdef like '% WHERE (platform = ''' || loaded.platform || '''::text)'))
  order by indexdef like '% USING gin %' desc, indexname`;

/**
 * A bulk load into a small bank without the search indexes its rows enter (15 for one platform),
 * built again after it: one sort per index over the loaded rows instead of a random insert per
 * row into each, which made a first import of 200,000 rows 1.2-1.6 x faster on PostgreSQL and
 * 1.4 x on PGlite (docs/import.md). Searches meanwhile read the table without them, and writes to
 * it wait while an index builds. The definitions are kept in system_state from before the first
 * drop until every index is built again, so a load cut short (a crash, a kill) leaves them to the
 * next start (restoreLeftovers), which builds them unless a load still holds the lock.
 */
export function createBankIndexes(deps: {
  database: Pick<
    DatabaseHandle,
    'kind' | 'executeSql' | 'withAdvisoryLock' | 'withAdvisoryLockIfFree'
  >;
  system: Pick<SystemRepository, 'getState' | 'setState'>;
  logger: Logger;
}) {
  const { database, system, logger } = deps;

  const deferredDefinitions = async () =>
    (await system.getState<DeferredIndexes>(DEFERRED_STATE_KEY))?.definitions ?? [];

  /** Builds them (an index already there is left as it is), then forgets them. */
  async function build(definitions: string[]): Promise<void> {
    if (definitions.length === 0) return;
    const started = performance.now();
    const queue = definitions.map((definition) =>
      definition.replace(/^CREATE INDEX /, 'CREATE INDEX IF NOT EXISTS '),
    );
    const builder = async () => {
      for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
        // A build's sort in memory; `set local` ends with the statement's implicit transaction.
        await database.executeSql(`set local maintenance_work_mem = '256MB'; ${next}`);
      }
    };
    // PostgreSQL builds two at once (a GIN build uses one core); PGlite has one thread.
    await Promise.all(database.kind === 'postgres' ? [builder(), builder()] : [builder()]);
    await system.setState(DEFERRED_STATE_KEY, { definitions: [] });
    logger.info(
      { indexes: definitions.length, ms: Math.round(performance.now() - started) },
      'built the bank search indexes',
    );
  }

  return {
    /**
     * Runs `load` (profiles of `platforms`) with the search indexes it writes to dropped, and
     * builds them again after it, whether it succeeded or failed. One bulk load at a time: a
     * second waits for the first to finish.
     */
    withoutSearchIndexes<T>(platforms: readonly Platform[], load: () => Promise<T>): Promise<T> {
      return database.withAdvisoryLock(BULK_LOAD_LOCK, async () => {
        const { rows } = await database.executeSql(SEARCH_INDEXES_SQL, [platforms]);
        const present = rows as { name: string; definition: string }[];
        const leftovers = await deferredDefinitions();
        const definitions = [
          ...leftovers,
          ...present.map((index) => index.definition).filter((d) => !leftovers.includes(d)),
        ];
        // Written before the first drop: whatever stops this process, the next start finds them.
        await system.setState(DEFERRED_STATE_KEY, { definitions });
        for (const { name } of present) await database.executeSql(`drop index if exists ${name}`);
        try {
          return await load();
        } finally {
          await build(definitions);
        }
      });
    },

    /**
     * At start, before migrations: builds the indexes a bulk load dropped and could not build
     * again (its process was killed), unless a load is still running in another process.
     * Returns how many.
     */
    restoreLeftovers: async (): Promise<number> => {
      const restored = await database.withAdvisoryLockIfFree(BULK_LOAD_LOCK, async () => {
        // Before the first migration there is nothing to restore, nor a table to read it from.
        const { rows } = await database.executeSql(
          "select to_regclass('system_state') is not null as ready",
          [],
        );
        if (!rows[0]?.ready) return 0;
        const definitions = await deferredDefinitions();
        if (definitions.length > 0) {
          logger.warn(
            { indexes: definitions.length },
            'an interrupted bulk load left bank search indexes unbuilt: building them',
          );
        }
        await build(definitions);
        return definitions.length;
      });
      return restored ?? 0;
    },
  };
}

export type BankIndexes = ReturnType<typeof createBankIndexes>;

/** The bank's indexes of a database, also before the services exist (at start, to migrate). */
export function bankIndexesOf(
  database: Parameters<typeof createBankIndexes>[0]['database'] & Pick<DatabaseHandle, 'db'>,
  logger: Logger,
): BankIndexes {
  return createBankIndexes({ database, system: createSystemRepository(database.db), logger });
}
