import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { type DatabaseHandle, openDatabase } from '../db/client';
import { createLogger } from '../logger';
import { createRuntime } from '../runtime';
import { type SignedIn, signUp } from '../testing/factories';
import { createTestKit, type TestKit } from '../testing/kit';
import { freePort, waitForPort } from '../testing/ports';

// A keyed POST whose server process dies after the work committed and before the answer left
// (FAULT_INJECT kills it right there): the retry with the same key, to the restarted server on
// the same data, gets the first answer and nothing is created twice. Real `reachbase start`
// processes, on PostgreSQL (TEST_DATABASE_URL) or on an embedded PGlite data dir.

const ROUTE = '/api/v1/customer/campaign';
const logger = createLogger('silent');

let dataDir: string;
/** PostgreSQL: the kit whose database the server processes share. PGlite: null. */
let kit: TestKit | null = null;
let owner: SignedIn;
let child: ChildProcess | null = null;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'reachbase-crash-'));
  if (process.env.TEST_DATABASE_URL) {
    kit = await createTestKit();
    owner = await kit.signUp({ plan: 'pro' });
    return;
  }
  // The embedded database has one opener: prepared here, then handed to the server process.
  const runtime = await createRuntime({ config: config(), logger });
  owner = await signUp(runtime, { plan: 'pro' });
  await runtime.close();
}, 120_000);

afterAll(async () => {
  await stopServer('SIGTERM');
  await kit?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

function config() {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DEMO_PROFILES: '0',
    LOG_LEVEL: 'silent',
    ...(kit?.databaseUrl ? { DATABASE_URL: kit.databaseUrl } : {}),
  });
}

/** The database while no server holds it (PGlite), or beside the servers (PostgreSQL). */
async function withDatabase<T>(fn: (database: DatabaseHandle) => Promise<T>): Promise<T> {
  if (kit) return fn(kit.database);
  const database = await openDatabase(config().database, logger);
  try {
    return await fn(database);
  } finally {
    await database.close();
  }
}

async function startServer(env: Record<string, string> = {}): Promise<string> {
  const port = await freePort();
  const { DATABASE_URL: _unused, ...inherited } = process.env;
  child = spawn(
    process.execPath,
    [path.resolve('bin/reachbase.js'), 'start', '--no-worker', '--port', String(port)],
    {
      env: {
        ...inherited,
        ...(kit?.databaseUrl ? { DATABASE_URL: kit.databaseUrl } : {}),
        DATA_DIR: dataDir,
        DEMO_PROFILES: '0',
        LOG_LEVEL: 'warn',
        WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
        ...env,
      },
      stdio: 'ignore',
    },
  );
  await waitForPort(port, 'the server', 90_000);
  return `http://127.0.0.1:${port}`;
}

async function stopServer(signal: NodeJS.Signals): Promise<void> {
  const running = child;
  child = null;
  if (!running || running.exitCode !== null || running.signalCode !== null) return;
  const exited = once(running, 'exit');
  running.kill(signal);
  await exited;
}

function createCampaign(base: string) {
  return fetch(`${base}${ROUTE}`, {
    method: 'POST',
    headers: {
      ...owner.headers,
      'content-type': 'application/json',
      'idempotency-key': 'crash-after-commit',
    },
    body: JSON.stringify({ name: 'Launch' }),
  });
}

function campaignsOfOwner(database: DatabaseHandle) {
  return database.executeSql('select id, name from campaigns where org_id = $1', [owner.org.id]);
}

describe('an Idempotency-Key retry after a crash', () => {
  it('gets the first answer from the restarted server, and the work is done once', async () => {
    const crashing = await startServer({ FAULT_INJECT: `after-commit:${ROUTE}` });
    const killed = child as ChildProcess;
    const exit = once(killed, 'exit');
    // The process dies before answering: the client sees the connection drop.
    await expect(createCampaign(crashing)).rejects.toThrow();
    const [, signal] = await exit;
    expect(signal).toBe('SIGKILL');
    child = null;

    const [first] = (await withDatabase(campaignsOfOwner)).rows as { id: string; name: string }[];
    expect(first?.name).toBe('Launch');
    // Long past the time a running request may take: the retry may not take the key as abandoned.
    await withDatabase((database) =>
      database.executeSql(
        `update idempotency_keys set created_at = created_at - interval '1 hour'
          where org_id = $1`,
        [owner.org.id],
      ),
    );

    const restarted = await startServer();
    const retried = await createCampaign(restarted);
    expect(retried.status).toBe(201);
    expect(retried.headers.get('idempotent-replayed')).toBe('true');
    expect(await retried.json()).toMatchObject({ _id: first.id, name: 'Launch' });
    await stopServer('SIGTERM');

    const { rows } = await withDatabase(campaignsOfOwner);
    expect(rows).toEqual([first]);
  }, 240_000);
});
