import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../config';
import { type DatabaseHandle, openDatabase } from '../db/client';
import { lockPath } from '../db/data-dir-lock';
import { createLogger } from '../logger';
import { createRuntime } from '../runtime';
import { adminQuery, databaseUrlFor } from '../testing/databases';
import { type SignedIn, signUp } from '../testing/factories';
import { socketPath } from './protocol';

// Real processes, as an operator runs them: `reachbase start` on a data dir, and the CLI as a
// second process on the same DATA_DIR. On PostgreSQL (TEST_DATABASE_URL) both talk to the server
// directly and there is no lock: only the first test runs, without the socket.

const serverUrl = process.env.TEST_DATABASE_URL;
const onPostgres = Boolean(serverUrl);
let databaseUrl = '';

const CLI = path.resolve('bin/reachbase.js');
const run = promisify(execFile);
let dataDir: string;
let owner: SignedIn;
const servers: ChildProcess[] = [];

function envFor(dir: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    DATA_DIR: dir,
    DATABASE_URL: databaseUrl,
    HOST: '127.0.0.1',
    DEMO_PROFILES: '0',
    LOG_LEVEL: 'info',
    WEB_DIST_DIR: path.join(dir, 'no-web-build'),
  };
}

type Server = { pid: number; url: string; stop(): Promise<void> };

/** `reachbase start` on a free port; resolves once it logs that it is ready. */
async function startServer(dir: string): Promise<Server> {
  const child = spawn(process.execPath, [CLI, 'start', '--port', '0'], {
    env: envFor(dir),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  servers.push(child);
  let stderr = '';
  child.stderr!.on('data', (chunk) => {
    stderr += chunk;
  });
  const url = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`start exited with ${code}: ${stderr}`)));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const entry = JSON.parse(line) as { msg?: string; address?: string };
      if (entry.msg?.startsWith('Reachbase is ready') && entry.address) resolve(entry.address);
    });
  });
  return {
    pid: child.pid!,
    url,
    async stop() {
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    },
  };
}

async function cli(...args: string[]) {
  try {
    const { stdout, stderr } = await run(process.execPath, [CLI, ...args], {
      env: envFor(dataDir),
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

async function planOf(server: Server): Promise<string> {
  const response = await fetch(`${server.url}/api/v1/customer/account/me`, {
    headers: owner.headers,
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { profile: { orgInfo: { package: string } } }).profile.orgInfo
    .package;
}

beforeAll(async () => {
  // A migrated database (from the test template) with one free organization in it.
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'reachbase-cli-'));
  const logger = createLogger('silent');
  let database: DatabaseHandle;
  if (serverUrl) {
    const name = `reachbase_test_${randomBytes(6).toString('hex')}`;
    await adminQuery(serverUrl, `create database ${name} template ${inject('postgresTemplate')}`);
    databaseUrl = databaseUrlFor(serverUrl, name);
    database = await openDatabase({ kind: 'postgres', url: databaseUrl }, logger);
  } else {
    database = await openDatabase(
      {
        kind: 'pglite',
        dir: path.join(dataDir, 'pglite'),
        loadDataDir: new Blob([await readFile(inject('pgliteTemplate'))]),
      },
      logger,
    );
  }
  const runtime = await createRuntime({ config: loadConfig(envFor(dataDir)), logger, database });
  owner = await signUp(runtime, { plan: 'free' });
  await runtime.close();
});

afterAll(async () => {
  for (const child of servers) if (child.exitCode === null) child.kill('SIGKILL');
  await rm(dataDir, { recursive: true, force: true });
  if (serverUrl && databaseUrl) {
    await adminQuery(
      serverUrl,
      `drop database if exists ${new URL(databaseUrl).pathname.slice(1)} with (force)`,
    );
  }
});

describe('CLI while a server runs', () => {
  it('set-plan is seen by the running server at once and kept after a restart', async () => {
    const server = await startServer(dataDir);
    try {
      expect(await planOf(server)).toBe('free');
      const setPlan = await cli('set-plan', owner.email, 'pro');
      expect(setPlan.code).toBe(0);
      expect(setPlan.stdout).toContain('is now on pro');
      // Embedded: through the server holding the data dir; PostgreSQL: directly.
      expect(setPlan.stdout.includes(`through the running server, PID ${server.pid}`)).toBe(
        !onPostgres,
      );
      expect(await planOf(server)).toBe('pro');

      // Errors come back from the server as the CLI's own failure.
      const unknown = await cli('set-plan', owner.email, 'platinum');
      expect(unknown.code).toBe(1);
      expect(unknown.stderr).toContain('Unknown plan platinum');

      const block = await cli('block', owner.email);
      expect(block.code).toBe(0);
      const blocked = await fetch(`${server.url}/api/v1/customer/account/me`, {
        headers: owner.headers,
      });
      expect(((await blocked.json()) as { name: string }).name).toBe('AccessBlocked');
      expect((await cli('unblock', owner.email)).code).toBe(0);
    } finally {
      await server.stop();
    }
    // A clean stop frees the data dir.
    await expect(stat(lockPath(dataDir))).rejects.toThrow(/ENOENT/);
    await expect(stat(socketPath(dataDir))).rejects.toThrow(/ENOENT/);

    const restarted = await startServer(dataDir);
    try {
      expect(await planOf(restarted)).toBe('pro');
    } finally {
      await restarted.stop();
    }
  }, 120_000);
});

describe.skipIf(onPostgres)("the embedded database's data dir, held by a server", () => {
  it('refuses a second start and a seed, naming the PID that holds the data dir', async () => {
    const server = await startServer(dataDir);
    try {
      const second = await cli('start', '--port', '0');
      expect(second.code).toBe(1);
      expect(second.stderr).toContain(`in use by PID ${server.pid}`);
      const seed = await cli('seed', '--profiles', '10');
      expect(seed.code).toBe(1);
      expect(seed.stderr).toContain(`in use by PID ${server.pid}`);
      // The server did not notice: it still answers with its data.
      expect(await planOf(server)).toBe('pro');
    } finally {
      await server.stop();
    }
  }, 120_000);

  it('starts over a lock left by a killed server', async () => {
    const server = await startServer(dataDir);
    const killed = servers.at(-1)!;
    const exited = once(killed, 'exit');
    killed.kill('SIGKILL');
    await exited;
    // SIGKILL runs no exit handler: the lock and socket of the dead PID stay behind.
    expect(JSON.parse(await readFile(lockPath(dataDir), 'utf8')).pid).toBe(server.pid);
    const next = await startServer(dataDir);
    try {
      expect(JSON.parse(await readFile(lockPath(dataDir), 'utf8')).pid).toBe(next.pid);
      expect(await planOf(next)).toBe('pro');
      expect((await cli('set-plan', owner.email, 'agency')).code).toBe(0);
      expect(await planOf(next)).toBe('agency');
    } finally {
      await next.stop();
    }
  }, 120_000);

  it('runs set-plan on its own when no server holds the data dir', async () => {
    await writeFile(lockPath(dataDir), ''); // torn lock of a dead process: stale
    const setPlan = await cli('set-plan', owner.email, 'starter');
    expect(setPlan.code).toBe(0);
    expect(setPlan.stdout).toContain('is now on starter');
    expect(setPlan.stdout).not.toContain('through the running server');
    await expect(stat(lockPath(dataDir))).rejects.toThrow(/ENOENT/);
  }, 60_000);

  it('reports referrals, and refuses a --since that is not a day', async () => {
    const report = await cli('referrals', '--since', '2026-01-01');
    expect(report.code).toBe(0);
    expect(report.stdout).toContain('No referrals since 2026-01-01.');
    const bad = await cli('referrals', '--since', 'last week');
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('--since expects a day as YYYY-MM-DD');
  }, 60_000);
});
