import PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { DatabaseHandle } from '../db/client';

export type JobContext = { logger: Logger; jobId: string };

/** A background job: a queue name, its handler and pg-boss queue options (retries, expiry). */
export type JobDefinition<T extends object = object> = {
  name: string;
  handle: (data: T, context: JobContext) => Promise<unknown>;
  queue?: Omit<PgBoss.Queue, 'name'>;
  /** Sends the job on this cron (UTC); pg-boss makes sure one process sends each tick. */
  schedule?: { cron: string };
};

export type JobQueue = {
  send<T extends object>(
    name: string,
    data: T,
    options?: PgBoss.SendOptions,
  ): Promise<string | null>;
  /** Start taking jobs in this process (`start` and `worker` do; API-only processes need not). */
  work(): Promise<void>;
  ping(): Promise<{ ok: boolean; queued?: number; error?: string }>;
  stop(): Promise<void>;
};

/**
 * pg-boss on our own connection (PGlite or the pool), so jobs live in the same database as
 * everything else and need no extra server.
 */
export async function createJobQueue(options: {
  database: DatabaseHandle;
  logger: Logger;
  definitions: JobDefinition[];
}): Promise<JobQueue> {
  const { database, logger, definitions } = options;
  const boss = new PgBoss({
    db: { executeSql: (text, values) => database.executeSql(text, values) },
    // The cron clock runs only when a job asks for it: it polls the database in the background.
    schedule: definitions.some((definition) => definition.schedule),
  });
  boss.on('error', (error) => logger.error({ err: error }, 'job queue error'));
  await boss.start();
  for (const definition of definitions) {
    await boss.createQueue(definition.name, { name: definition.name, ...definition.queue });
    if (definition.schedule) await boss.schedule(definition.name, definition.schedule.cron);
  }
  let working = false;
  let stopped = false;

  return {
    send: (name, data, sendOptions) => boss.send(name, data, sendOptions ?? {}),
    async work() {
      if (working) return;
      working = true;
      for (const definition of definitions) {
        await boss.work<object>(definition.name, { pollingIntervalSeconds: 1 }, async (jobs) => {
          for (const job of jobs) {
            const jobLogger = logger.child({ job: definition.name, jobId: job.id });
            jobLogger.info('job started');
            await definition.handle(job.data, { logger: jobLogger, jobId: job.id });
            jobLogger.info('job finished');
          }
        });
      }
    },
    async ping() {
      try {
        const queued = await boss.getQueueSize(definitions[0]?.name ?? '__none__');
        return { ok: true, queued };
      } catch (error) {
        return { ok: false, error: (error as Error).message };
      }
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      // Graceful: running jobs finish (up to 30 s) before the database closes under them.
      await boss.stop({ graceful: true, wait: true, close: false, timeout: 30_000 });
    },
  };
}
