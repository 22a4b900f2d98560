// What the load runs against: a bare Fastify app (the reference) and the real app on a throwaway
// database with a small demo bank and signed-up users who have something in their CRM.
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { request } from 'undici';
import { loadConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/client';
import { createLogger } from '../../src/server/logger';
import type { Runtime } from '../../src/server/runtime';
import { signUpSearcher, startApp } from '../discovery/app';
import { scratchDatabase } from '../scratch-database';

export type BenchDatabase = 'pglite' | 'postgres';

/** A signed-in user of the real app and the tracked profile its profile page reads. */
export type BenchUser = { token: string; profileId: string };

export type RealApp = {
  runtime: Runtime;
  baseUrl: string;
  /** The app's settings (database, data dir, limits), for more processes of it. */
  env: Record<string, string>;
  users: BenchUser[];
  close(): Promise<void>;
};

/** Enough for searches to find pages of results; seeds in seconds, not minutes. */
export const BANK_PROFILES = 3_000;
/** Sign-up allows 20 a hour from one address; more users than this share connections. */
export const MAX_USERS = 16;
const SERVER_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
const TRACKED_PER_USER = 5;

/** The scratch database's URL on another server (its streaming replica). */
function sameDatabaseOn(serverUrl: string, env: Record<string, string>): string {
  const url = new URL(serverUrl);
  url.pathname = new URL(env.DATABASE_URL!).pathname;
  return url.toString();
}

/** Waits until the replica has replayed the seed, so the measured searches read it. */
async function replicaReady(runtime: Runtime, say: (line: string) => void) {
  const started = performance.now();
  while (runtime.database.replica?.status()[0]?.state !== 'ready') {
    if (performance.now() - started > 60_000) throw new Error('setup: the replica is not ready');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  say('The read replica has the bank; searches read it.');
}

/** The reference: the least a Fastify app on loopback can do, on the app's Fastify version. */
export async function startBareApp() {
  const app = Fastify();
  app.get('/hello', async () => ({ hello: 'world' }));
  const baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
  return { baseUrl, fastifyVersion: app.version, close: () => app.close() };
}

/** A user's call during setup; anything but 2xx stops the bench. */
async function call(
  baseUrl: string,
  token: string,
  method: 'GET' | 'POST',
  url: string,
  body?: unknown,
) {
  const response = await request(`${baseUrl}/api/v1${url}`, {
    method,
    headers: { 'content-type': 'application/json', 'x-access-token': token },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.body.text();
  if (response.statusCode < 200 || response.statusCode > 299) {
    throw new Error(`setup ${method} ${url}: ${response.statusCode} ${text}`);
  }
  return JSON.parse(text) as unknown;
}

/**
 * A user as the journeys leave one: a few creators tracked from a search into a shortlist, and
 * a campaign, so the lists, profiles, dashboard and campaign reads are not reads of nothing.
 */
async function furnishUser(baseUrl: string, token: string, index: number): Promise<BenchUser> {
  const found = (await call(baseUrl, token, 'POST', '/customer/discoverProfiles', {
    platform: 'instagram',
    sort: 'followers',
    page: index + 1,
    limit: TRACKED_PER_USER,
  })) as { items: { profileId: string }[] };
  const tracked = (await call(baseUrl, token, 'POST', '/customer/socialProfile/profile-search', {
    profileBankIds: found.items.map((item) => item.profileId),
    listName: 'Shortlist',
  })) as { profiles: { profileId: string }[] };
  await call(baseUrl, token, 'POST', '/customer/campaign', { name: 'Spring launch' });
  const profileId = tracked.profiles[0]?.profileId;
  if (!profileId) throw new Error('setup: no profile was tracked');
  return { token, profileId };
}

/**
 * The real app (`createRuntime`, silent logger, local MX lookup) on a fresh database: PGlite in a
 * temporary data dir, or a database of its own on the PostgreSQL server, dropped on close.
 */
export async function startRealApp(options: {
  db: BenchDatabase;
  users: number;
  /** A streaming replica of the server: the scratch database there is DATABASE_READ_URL. */
  readServerUrl?: string;
  say: (line: string) => void;
}): Promise<RealApp> {
  const serverUrl =
    options.db === 'postgres' ? (process.env.BENCH_SERVER_URL ?? SERVER_URL) : undefined;
  const scratch = await scratchDatabase('load', serverUrl);
  const readUrl = options.readServerUrl && sameDatabaseOn(options.readServerUrl, scratch.env);
  let runtime: Runtime | undefined;
  try {
    const env = {
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      DEMO_PROFILES: '0',
      // A user here sends thousands of requests a minute: the per-minute limit must not answer.
      RATE_LIMIT_PER_MINUTE: '1000000000',
      WEB_DIST_DIR: path.join(os.tmpdir(), 'reachbase-bench-no-web'),
      ...scratch.env,
      ...(readUrl ? { DATABASE_READ_URL: readUrl } : {}),
    };
    const config = loadConfig(env);
    const database = await openDatabase(config.database, createLogger('silent'));
    const started = await startApp(config, database);
    runtime = started.runtime;
    const { baseUrl } = started;
    const seeding = performance.now();
    await runtime.services.discovery.seedDemoBank({ profiles: BANK_PROFILES });
    await runtime.services.discovery.markDemoSeedDone(BANK_PROFILES);
    options.say(
      `Seeded ${BANK_PROFILES.toLocaleString('en')} demo profiles in ` +
        `${((performance.now() - seeding) / 1000).toFixed(1)} s.`,
    );
    const users: BenchUser[] = [];
    // One after another: each finds its own verification mail among the latest few.
    for (let index = 0; index < options.users; index++) {
      const { token } = await signUpSearcher(runtime, baseUrl);
      users.push(await furnishUser(baseUrl, token, index));
    }
    // PGlite has no autovacuum, and PostgreSQL's may not have come by yet: plans on fresh stats.
    await runtime.database.executeSql('analyze');
    if (readUrl) await replicaReady(runtime, options.say);
    const running = runtime;
    return {
      runtime: running,
      baseUrl,
      env,
      users,
      async close() {
        await running.close();
        await scratch.drop();
      },
    };
  } catch (error) {
    await runtime?.close();
    await scratch.drop();
    throw error;
  }
}
