import type { Logger } from 'pino';
import type { BankSummaryDto } from '../../../common/api/discovery';
import { PLATFORMS } from '../../../common/constants';
import type { JobDefinition, JobQueue } from '../../jobs/queue';
import type { SystemRepository } from '../system';
import { PROFILE_BANK_MIN_FOLLOWERS } from './bank-counts';
import { type BankIndexes, loadsWithoutSearchIndexes } from './bank-indexes';
import type { BankTable, RefreshBankStatistics } from './bank-statistics';
import { type DemoHistoryOptions, demoBatch } from './demo-bank';
import type { DiscoveryRepository } from './discovery.repository';
import type { Platform } from './discovery.tables';

/** The progress of the demo seed, as the bank summary answers it. */
export type SeedProgress = BankSummaryDto['seeding'];
export type BankSummary = BankSummaryDto;

const SEED_STATE_KEY = 'demo-seed';
export const DEMO_SEED_JOB = 'bank.seed-demo';
/**
 * How a seed writes. `bulk` (the `reachbase seed` command, benchmarks: nobody waits for the
 * database) sends large statements, 80,000 rows (profiles plus children) each, so round trips
 * vanish, and keeps two in flight: PostgreSQL runs each statement on one core, so two connections
 * writing while this process generates the next batch use a second core.
 * `gentle` (the first start's background seed, while users are served) sends small statements
 * one at a time and yields between them: embedded PGlite runs one statement at a time on the
 * process's only thread, so a request's query waits for the statement ahead of it. At 8,000 rows
 * (100 profiles with their history) a statement takes tens of milliseconds, not seconds.
 */
export type SeedPace = 'bulk' | 'gentle';
const PACES: Record<SeedPace, { rowsPerBatch: number; writesInFlight: number }> = {
  bulk: { rowsPerBatch: 80_000, writesInFlight: 2 },
  gentle: { rowsPerBatch: 8_000, writesInFlight: 1 },
};
/** Audience rows and contacts per profile, roughly. */
const CHILD_ROWS_PER_PROFILE = 16;

/** Profiles per statement: `rowsPerBatch` rows with their children, at least 50. */
export function seedBatchSize(
  history: { postsPerProfile: number; snapshotWeeks: number },
  pace: SeedPace,
): number {
  const rowsPerProfile = CHILD_ROWS_PER_PROFILE + history.postsPerProfile + history.snapshotWeeks;
  return Math.max(50, Math.floor(PACES[pace].rowsPerBatch / rowsPerProfile));
}

/**
 * The tables a seed brings up to date: the profiles and their audience always. A bulk seed
 * (`reachbase seed`, nobody waits on its data dir) also does the posts and snapshots it wrote,
 * which PGlite's first nightly vacuum would otherwise read whole, holding PGlite for 2.4-2.7 s
 * each at 100,000 profiles; a gentle seed leaves them to that job.
 */
function seededTables(
  history: { postsPerProfile: number; snapshotWeeks: number },
  pace: SeedPace,
): BankTable[] {
  const tables: BankTable[] = ['social_accounts', 'social_account_audience'];
  if (pace !== 'bulk') return tables;
  if (history.postsPerProfile > 0) tables.push('social_posts');
  if (history.snapshotWeeks > 0) tables.push('social_account_snapshots');
  return tables;
}

const yieldToEventLoop = () => new Promise((resolve) => setImmediate(resolve));

export type SeedOptions = {
  profiles: number;
  /** Recent posts per profile for audit reports (default 12; 0 for big benchmark seeds). */
  postsPerProfile?: number;
  /** Weekly follower snapshots per profile (default 52, a year; 0 for benchmark seeds). */
  snapshotWeeks?: number;
  /** The day demo dates count back from (default today). */
  asOf?: Date;
  /** Default `bulk`; the background seed of a serving process is `gentle` (see SeedPace). */
  pace?: SeedPace;
  /**
   * Load without the bank's search indexes and build them after (bank-indexes.ts). Default: for a
   * bulk seed of at least BULK_LOAD_MIN_ROWS profiles into a bank at most half that size; a gentle
   * seed keeps them, as users search meanwhile.
   */
  withoutSearchIndexes?: boolean;
  onProgress?: (done: number, total: number) => void | Promise<void>;
};

export type SeedJobData = Pick<SeedOptions, 'profiles' | 'postsPerProfile' | 'snapshotWeeks'>;

export function createDiscoveryService(deps: {
  repository: DiscoveryRepository;
  system: SystemRepository;
  refreshStatistics: RefreshBankStatistics;
  bankIndexes: Pick<BankIndexes, 'withoutSearchIndexes'>;
  logger: Logger;
}) {
  const { repository, system, logger } = deps;

  async function seedProgress(): Promise<SeedProgress> {
    return (
      (await system.getState<SeedProgress>(SEED_STATE_KEY)) ?? { state: 'idle', done: 0, total: 0 }
    );
  }

  /**
   * Inserts demo profiles 0..profiles-1 with their children, one atomic statement per batch.
   * Resumable: profiles already present are skipped with their children, so a restart (or a
   * retry after a failed batch) simply fills in what is missing. A large bulk seed into a smaller
   * bank loads without the search indexes, as a large import does (SeedOptions).
   */
  async function seedDemoBank(options: SeedOptions): Promise<{ inserted: number }> {
    const history = {
      postsPerProfile: options.postsPerProfile ?? 12,
      snapshotWeeks: options.snapshotWeeks ?? 52,
      asOf: options.asOf ?? new Date(),
    };
    const pace = options.pace ?? 'bulk';
    const withoutIndexes =
      options.withoutSearchIndexes ??
      (pace === 'bulk' &&
        loadsWithoutSearchIndexes(options.profiles, await repository.bankProfiles()));
    const inserted = withoutIndexes
      ? await deps.bankIndexes.withoutSearchIndexes(PLATFORMS, () =>
          insertDemoBatches(options, history, pace),
        )
      : await insertDemoBatches(options, history, pace);
    if (inserted > 0) await deps.refreshStatistics(seededTables(history, pace));
    return { inserted };
  }

  /** Profiles 0..profiles-1 in batches, `writesInFlight` statements at a time; returns inserted. */
  async function insertDemoBatches(
    options: SeedOptions,
    history: DemoHistoryOptions,
    pace: SeedPace,
  ): Promise<number> {
    const batchSize = seedBatchSize(history, pace);
    const { writesInFlight } = PACES[pace];
    const total = options.profiles;
    let inserted = 0;
    const writing: { end: number; insert: Promise<number> }[] = [];
    const finishOldestWrite = async () => {
      const oldest = writing.shift();
      if (!oldest) return;
      inserted += await oldest.insert;
      await options.onProgress?.(oldest.end, total);
    };
    for (let start = 0; start < total; start += batchSize) {
      const end = Math.min(total, start + batchSize);
      const batch = demoBatch(start, end, history);
      if (writing.length >= writesInFlight) {
        await finishOldestWrite();
        // Requests that arrived during that statement queue their queries before the next one.
        await yieldToEventLoop();
      }
      const insert = repository.insertBankBatch(batch);
      // Awaited in finishOldestWrite; this only keeps an early failure from counting as unhandled.
      insert.catch(() => undefined);
      writing.push({ end, insert });
      // Let the driver send the statement before generating the next batch blocks this thread.
      await yieldToEventLoop();
    }
    while (writing.length > 0) await finishOldestWrite();
    return inserted;
  }

  return {
    seedDemoBank,
    seedProgress,

    async bankSummary(): Promise<BankSummary> {
      const [counts, seeding] = await Promise.all([repository.countByPlatform(), seedProgress()]);
      const byPlatform: Record<Platform, number> = { instagram: 0, tiktok: 0, youtube: 0 };
      const browsable: Record<Platform, number> = { instagram: 0, tiktok: 0, youtube: 0 };
      let profiles = 0;
      let demoProfiles = 0;
      for (const row of counts) {
        byPlatform[row.platform] = row.profiles;
        browsable[row.platform] = row.browsable;
        profiles += row.profiles;
        demoProfiles += row.demo;
      }
      return {
        profiles,
        demo: demoProfiles > 0,
        byPlatform,
        profileBank: { minFollowers: PROFILE_BANK_MIN_FOLLOWERS, byPlatform: browsable },
        seeding,
      };
    },

    async markDemoSeedDone(profiles: number): Promise<void> {
      await system.setState(SEED_STATE_KEY, { state: 'done', done: profiles, total: profiles });
    },

    /** First start: queue the demo seed once, so the first page never waits for it. */
    async scheduleDemoSeed(
      jobs: JobQueue,
      profiles: number,
      history: Omit<SeedJobData, 'profiles'> = {},
    ): Promise<boolean> {
      if (profiles <= 0) return false;
      const progress = await seedProgress();
      if (progress.state === 'done' && progress.total >= profiles) return false;
      await system.setState(SEED_STATE_KEY, {
        state: 'running',
        done: progress.done,
        total: profiles,
      });
      await jobs.send(DEMO_SEED_JOB, { profiles, ...history }, { singletonKey: SEED_STATE_KEY });
      return true;
    },

    demoSeedJob(): JobDefinition<SeedJobData> {
      return {
        name: DEMO_SEED_JOB,
        queue: { retryLimit: 3, retryDelay: 5, expireInSeconds: 3_600 },
        handle: async ({ profiles, postsPerProfile, snapshotWeeks }, context) => {
          let lastLoggedTenth = -1;
          try {
            const result = await seedDemoBank({
              profiles,
              postsPerProfile,
              snapshotWeeks,
              // This runs beside the API in `reachbase start`: small statements, yielding.
              pace: 'gentle',
              onProgress: async (done, total) => {
                await system.setState(SEED_STATE_KEY, { state: 'running', done, total });
                const tenth = Math.floor((done / total) * 10);
                if (tenth !== lastLoggedTenth) {
                  lastLoggedTenth = tenth;
                  context.logger.info(
                    { done, total },
                    `demo bank seeding ${Math.round((done / total) * 100)}%`,
                  );
                }
              },
            });
            await system.setState(SEED_STATE_KEY, {
              state: 'done',
              done: profiles,
              total: profiles,
            });
            context.logger.info({ inserted: result.inserted }, 'demo bank seeded');
            return result;
          } catch (error) {
            logger.error({ err: error }, 'demo bank seeding failed');
            await system.setState(SEED_STATE_KEY, {
              state: 'failed',
              done: (await seedProgress()).done,
              total: profiles,
              error: (error as Error).message,
            });
            throw error;
          }
        },
      };
    },
  };
}

export type DiscoveryService = ReturnType<typeof createDiscoveryService>;
