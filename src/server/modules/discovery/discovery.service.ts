import type { Logger } from 'pino';
import type { JobDefinition, JobQueue } from '../../jobs/queue';
import type { SystemRepository } from '../system';
import { demoProfile } from './demo-bank';
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
const SEED_BATCH = 1_000;

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
   * Inserts demo profiles 0..profiles-1 in batches. Resumable: profiles already present are
   * skipped by their unique key, so a restart mid-seed simply continues.
   */
  async function seedDemoBank(options: {
    profiles: number;
    onProgress?: (done: number, total: number) => void | Promise<void>;
  }): Promise<{ inserted: number }> {
    const total = options.profiles;
    let inserted = 0;
    for (let start = 0; start < total; start += SEED_BATCH) {
      const end = Math.min(total, start + SEED_BATCH);
      const rows = Array.from({ length: end - start }, (_, i) => demoProfile(start + i));
      inserted += await repository.insertProfiles(rows);
      await options.onProgress?.(end, total);
    }
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
    async scheduleDemoSeed(jobs: JobQueue, profiles: number): Promise<boolean> {
      if (profiles <= 0) return false;
      const progress = await seedProgress();
      if (progress.state === 'done' && progress.total >= profiles) return false;
      await system.setState(SEED_STATE_KEY, {
        state: 'running',
        done: progress.done,
        total: profiles,
      });
      await jobs.send(DEMO_SEED_JOB, { profiles }, { singletonKey: SEED_STATE_KEY });
      return true;
    },

    demoSeedJob(): JobDefinition<{ profiles: number }> {
      return {
        name: DEMO_SEED_JOB,
        queue: { retryLimit: 3, retryDelay: 5, expireInSeconds: 3_600 },
        handle: async ({ profiles }, context) => {
          let lastLoggedTenth = -1;
          try {
            const result = await seedDemoBank({
              profiles,
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
