import type { Logger } from 'pino';
import type { JobDefinition, JobQueue } from '../../jobs/queue';
import type { SystemRepository } from '../system';
import { demoBatch } from './demo-bank';
import type { DiscoveryRepository } from './discovery.repository';
import type { Platform } from './discovery.tables';

export type SeedProgress = {
  state: 'idle' | 'running' | 'done' | 'failed';
  done: number;
  total: number;
  error?: string;
};

export type BankSummary = {
  profiles: number;
  demo: boolean;
  byPlatform: Record<Platform, number>;
  seeding: SeedProgress;
};

const SEED_STATE_KEY = 'demo-seed';
export const DEMO_SEED_JOB = 'bank.seed-demo';
/**
 * Rows (profiles plus children) per insert statement: large enough that round trips vanish,
 * small enough to keep a batch's parameters a few MB. Without history that is 5,000 profiles.
 */
const SEED_ROWS_PER_BATCH = 80_000;
/** Audience rows and contacts per profile, roughly. */
const CHILD_ROWS_PER_PROFILE = 16;
/**
 * Batches written at once. PostgreSQL is the bottleneck of a seed and runs each statement on one
 * core, so two connections writing while this process generates the next batch use a second core
 * (PGlite runs them one after the other on its single connection, which costs nothing).
 */
const WRITES_IN_FLIGHT = 2;

function seedBatchSize(history: { postsPerProfile: number; snapshotWeeks: number }): number {
  const rowsPerProfile = CHILD_ROWS_PER_PROFILE + history.postsPerProfile + history.snapshotWeeks;
  return Math.max(100, Math.floor(SEED_ROWS_PER_BATCH / rowsPerProfile));
}

export type SeedOptions = {
  profiles: number;
  /** Recent posts per profile for audit reports (default 12; 0 for big benchmark seeds). */
  postsPerProfile?: number;
  /** Weekly follower snapshots per profile (default 52, a year; 0 for benchmark seeds). */
  snapshotWeeks?: number;
  /** The day demo dates count back from (default today). */
  asOf?: Date;
  onProgress?: (done: number, total: number) => void | Promise<void>;
};

export type SeedJobData = Pick<SeedOptions, 'profiles' | 'postsPerProfile' | 'snapshotWeeks'>;

export function createDiscoveryService(deps: {
  repository: DiscoveryRepository;
  system: SystemRepository;
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
   * retry after a failed batch) simply fills in what is missing.
   */
  async function seedDemoBank(options: SeedOptions): Promise<{ inserted: number }> {
    const history = {
      postsPerProfile: options.postsPerProfile ?? 12,
      snapshotWeeks: options.snapshotWeeks ?? 52,
      asOf: options.asOf ?? new Date(),
    };
    const batchSize = seedBatchSize(history);
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
      if (writing.length >= WRITES_IN_FLIGHT) await finishOldestWrite();
      const insert = repository.insertBankBatch(batch);
      // Awaited in finishOldestWrite; this only keeps an early failure from counting as unhandled.
      insert.catch(() => undefined);
      writing.push({ end, insert });
      // Let the driver send the statement before generating the next batch blocks this thread.
      await new Promise((resolve) => setImmediate(resolve));
    }
    while (writing.length > 0) await finishOldestWrite();
    return { inserted };
  }

  return {
    seedDemoBank,
    seedProgress,

    async bankSummary(): Promise<BankSummary> {
      const [counts, seeding] = await Promise.all([repository.countByPlatform(), seedProgress()]);
      const byPlatform: Record<Platform, number> = { instagram: 0, tiktok: 0, youtube: 0 };
      let profiles = 0;
      let demoProfiles = 0;
      for (const row of counts) {
        byPlatform[row.platform as Platform] = row.profiles;
        profiles += row.profiles;
        demoProfiles += row.demo;
      }
      return { profiles, demo: demoProfiles > 0, byPlatform, seeding };
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
