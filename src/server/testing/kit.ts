import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import pg from 'pg';
import { inject } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../db/client';
import type { CallerResolver } from '../http/access';
import type { Dns } from '../integrations/dns';
import { createLogger } from '../logger';
import type { DataSourceFactories } from '../modules/datasources';
import { createRuntime, type Runtime } from '../runtime';
import { adminQuery, databaseUrlFor } from './databases';
import { addMember, type SignedIn, signUp } from './factories';
import { testConfig } from './test-config';

export type TestKit = Runtime & {
  dataDir: string;
  /** On PostgreSQL, the URL of this kit's database (for a second process on it); else null. */
  databaseUrl: string | null;
  /** A fresh organization with its owner signed in (see factories.ts). */
  signUp(options?: Parameters<typeof signUp>[1]): Promise<SignedIn>;
  /** Another signed-in user of an organization. */
  addMember(
    org: SignedIn['org'],
    role?: 'member' | 'guest',
    options?: { verified?: boolean },
  ): Promise<SignedIn>;
  /** Stops the runtime and removes its database and files. */
  close(): Promise<void>;
};

/**
 * A whole Reachbase runtime on a fresh database (a copy of the migrated template): PGlite by
 * default, PostgreSQL when TEST_DATABASE_URL is set. One per test file; no cleanup between tests.
 */
export async function createTestKit(
  options: {
    env?: Record<string, string>;
    resolveCaller?: CallerResolver;
    extraRoutes?: FastifyPluginAsyncZod;
    /** A fake DNS adapter, e.g. one that records MX lookups and answers them offline. */
    dns?: Dns;
    /** Data sources' adapters replaced (a source that records what it was asked). */
    dataSourceFactories?: Partial<DataSourceFactories>;
    /** Read replicas (PostgreSQL): the test database on these servers' streaming replicas. */
    readReplicas?: { serverUrls: string[]; maxLagMs: number };
  } = {},
): Promise<TestKit> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'reachbase-kit-'));
  const config = testConfig(dataDir, options.env);
  const logger = createLogger(process.env.TEST_LOG_LEVEL ?? 'silent');
  const { database, drop, url } = await freshDatabase(logger, options.readReplicas);
  const runtime = await createRuntime({
    config,
    logger,
    database,
    resolveCaller: options.resolveCaller,
    extraRoutes: options.extraRoutes,
    dns: options.dns,
    dataSourceFactories: options.dataSourceFactories,
  });
  await runtime.app.ready();
  return {
    ...runtime,
    dataDir,
    databaseUrl: url,
    signUp: (signUpOptions) => signUp(runtime, signUpOptions),
    addMember: (org, role, memberOptions) => addMember(runtime, org, role, memberOptions),
    async close() {
      await runtime.close();
      await drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The template's bytes (about 45 MB), read once per worker process (its files share it). */
let pgliteTemplate: Promise<Blob> | null = null;

async function freshDatabase(
  logger: ReturnType<typeof createLogger>,
  replicas?: { serverUrls: string[]; maxLagMs: number },
): Promise<{ database: DatabaseHandle; drop: () => Promise<void>; url: string | null }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `reachbase_test_${randomBytes(6).toString('hex')}`;
    await adminQuery(serverUrl, `create database ${name} template ${inject('postgresTemplate')}`);
    const url = databaseUrlFor(serverUrl, name);
    const readUrls = (replicas?.serverUrls ?? []).map((server) => databaseUrlFor(server, name));
    await Promise.all(readUrls.map(untilReachable));
    const database = await openDatabase(
      { kind: 'postgres', url, poolMax: 5, readUrls, readMaxLagMs: replicas?.maxLagMs },
      logger,
    );
    return {
      database,
      url,
      drop: () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`),
    };
  }
  pgliteTemplate ??= readFile(inject('pgliteTemplate')).then((bytes) => new Blob([bytes]));
  const database = await openDatabase(
    { kind: 'pglite', loadDataDir: await pgliteTemplate },
    logger,
  );
  return { database, drop: async () => undefined, url: null };
}

/**
 * A database created on the primary reaches its replicas a moment later. A replica that does not
 * answer at all is left to the app (it reports it down).
 */
async function untilReachable(url: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      return;
    } catch (error) {
      const missingDatabase = (error as { code?: string }).code === '3D000';
      if (!missingDatabase) return;
      if (attempt >= 100) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    } finally {
      await client.end().catch(() => undefined);
    }
  }
}
