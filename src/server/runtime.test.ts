import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { createLogger } from './logger';
import { seedBatchSize } from './modules/discovery';
import { createRuntime } from './runtime';
import { createServices } from './services';
import { createTestKit } from './testing/kit';

const logger = createLogger('silent');
const tempDirs: string[] = [];
afterAll(async () => {
  await Promise.all(tempDirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

async function waitFor<T>(
  probe: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 20_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (done(value) || Date.now() > deadline) return value;
    await sleep(50);
  }
}

describe('demo bank seed job', () => {
  it('seeds the bank in the background and reports progress until done', async () => {
    const kit = await createTestKit();
    try {
      await kit.jobs.work();
      // Without post and snapshot history: this is about the job, demo-bank.test.ts the data.
      const noHistory = { postsPerProfile: 0, snapshotWeeks: 0 };
      expect(await kit.services.discovery.scheduleDemoSeed(kit.jobs, 2_500, noHistory)).toBe(true);
      const summary = await waitFor(
        () => kit.services.discovery.bankSummary(),
        (s) => s.seeding.state === 'done',
      );
      expect(summary.seeding).toEqual({ state: 'done', done: 2_500, total: 2_500 });
      expect(summary.profiles).toBe(2_500);
      expect(summary.demo).toBe(true);
      const posts = await kit.database.executeSql('select count(*)::int as n from social_posts');
      expect(posts.rows[0].n).toBe(0);
      expect(
        summary.byPlatform.instagram + summary.byPlatform.tiktok + summary.byPlatform.youtube,
      ).toBe(2_500);
      // A later start with the same size has nothing to do.
      expect(await kit.services.discovery.scheduleDemoSeed(kit.jobs, 2_500)).toBe(false);
    } finally {
      await kit.close();
    }
  });

  it('writes the bank in small commits that other queries interleave with', async () => {
    const kit = await createTestKit();
    try {
      await kit.jobs.work();
      const profiles = 500;
      const seen = new Set<number>();
      expect(await kit.services.discovery.scheduleDemoSeed(kit.jobs, profiles)).toBe(true);
      // A reader on the same database while the job runs (with post and snapshot history, as
      // on a first start): it gets its turn between the seed's statements, each a few profiles.
      for (;;) {
        const { rows } = await kit.database.executeSql(
          'select count(*)::int as n from social_accounts',
        );
        seen.add(rows[0].n as number);
        const { state } = await kit.services.discovery.seedProgress();
        if (state === 'done' || state === 'failed') break;
        // PGlite answers without a trip through the event loop: leave the job queue its timers.
        await sleep(5);
      }
      const during = [...seen].filter((n) => n > 0 && n < profiles);
      expect(during.length).toBeGreaterThanOrEqual(2);
      const batch = seedBatchSize({ postsPerProfile: 12, snapshotWeeks: 52 }, 'gentle');
      expect(batch).toBeLessThanOrEqual(250);
      for (const n of during) expect(n % batch).toBe(0);
    } finally {
      await kit.close();
    }
  }, 60_000);

  it('generates the same profiles on every run', async () => {
    const kit = await createTestKit();
    try {
      await kit.services.discovery.seedDemoBank({ profiles: 50 });
      const again = await kit.services.discovery.seedDemoBank({ profiles: 60 });
      expect(again.inserted).toBe(10);
    } finally {
      await kit.close();
    }
  });
});

describe('graceful shutdown', () => {
  it('finishes a running job before closing the database, and keeps its data on disk', async () => {
    // File-backed PGlite, as `npm start` uses, so the result can be read after the stop.
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'reachbase-stop-'));
    tempDirs.push(dataDir);
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      DEMO_PROFILES: '0',
    });
    const runtime = await createRuntime({ config, logger });
    await runtime.jobs.work();
    await runtime.services.discovery.scheduleDemoSeed(runtime.jobs, 3_000);
    await waitFor(
      () => runtime.services.discovery.seedProgress(),
      (p) => p.state === 'running' && p.done > 0,
    );
    await runtime.close();

    const reopened = await openDatabase(config.database, logger);
    try {
      const services = createServices({
        config,
        database: reopened,
        logger,
        version: 'test',
        jobs: () => null,
      });
      const summary = await services.discovery.bankSummary();
      expect(summary.seeding.state).toBe('done');
      expect(summary.profiles).toBe(3_000);
    } finally {
      await reopened.close();
    }
    // A limit, not a timing: 3,000 profiles with history seed within the queue's 30 s stop grace
    // even on a busy 2-core machine.
  }, 120_000);

  it('lets an in-flight request finish while closing', async () => {
    const kit = await createTestKit({
      extraRoutes: async (app) => {
        app.get('/probe/slow', { config: { access: { kind: 'public' } } }, async () => {
          await sleep(300);
          return { finished: true };
        });
      },
    });
    const address = await kit.app.listen({ host: '127.0.0.1', port: 0 });
    const inFlight = fetch(`${address}/api/v1/probe/slow`);
    await sleep(50);
    const closing = kit.close();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ finished: true });
    await closing;
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('PostgreSQL resilience', () => {
  it('survives the server dropping every connection and recovers on the next request', async () => {
    const kit = await createTestKit();
    try {
      expect((await kit.app.inject({ method: 'GET', url: '/api/v1/health' })).statusCode).toBe(200);
      const { rows } = await kit.database.executeSql('select current_database() as name');
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [rows[0].name],
      );
      await admin.end();
      const recovered = await waitFor(
        () => kit.app.inject({ method: 'GET', url: '/api/v1/health' }),
        (response) => response.statusCode === 200,
        5_000,
      );
      expect(recovered.statusCode).toBe(200);
    } finally {
      await kit.close();
    }
  });

  it('answers ServiceUnavailable while the pool is exhausted, without waiting for a connection', async () => {
    const kit = await createTestKit();
    const url = new URL(process.env.TEST_DATABASE_URL!);
    const { rows } = await kit.database.executeSql('select current_database() as name');
    url.pathname = `/${rows[0].name}`;
    const tiny = await openDatabase({ kind: 'postgres', url: url.toString(), poolMax: 2 }, logger);
    try {
      // Hold both connections until the third query has answered, so a pool that waited for a
      // free connection instead of giving up would never answer (the test would time out).
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      const holders = [tiny.withAdvisoryLock(1, () => held), tiny.withAdvisoryLock(2, () => held)];
      await sleep(100);
      const error = await tiny.executeSql('select 1').catch((e: Error) => e);
      release();
      const { toErrorBody } = await import('./http/error-handler');
      expect(toErrorBody(error)).toMatchObject({ statusCode: 503, name: 'ServiceUnavailable' });
      await Promise.all(holders);
    } finally {
      await tiny.close();
      await kit.close();
    }
  }, 20_000);
});
