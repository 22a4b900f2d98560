import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const root = path.resolve(import.meta.dirname, '../..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export type AppProcess = { baseUrl: string; dataDir: string; stop(): Promise<void> };

/**
 * Runs `reachbase start` exactly as a user would, on loopback with its own data directory and
 * PGlite, and waits until it answers its health check. `env` adds to or overrides the defaults.
 */
export async function startAppProcess(options: {
  port?: number;
  demoProfiles: number;
  env?: Record<string, string>;
}): Promise<AppProcess> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'reachbase-e2e-'));
  const port = options.port ?? (await freePort());
  const baseUrl = `http://127.0.0.1:${port}`;
  const server: ChildProcess = spawn(
    process.execPath,
    [path.join(root, 'bin/reachbase.js'), 'start'],
    {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dataDir,
        DEMO_PROFILES: String(options.demoProfiles),
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
        PUBLIC_URL: baseUrl,
        ...options.env,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`reachbase start exited with ${server.exitCode}`);
    const healthy = await fetch(`${baseUrl}/api/v1/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (healthy) break;
    if (Date.now() > deadline) throw new Error('reachbase start did not become healthy in 120 s');
    await sleep(250);
  }
  return {
    baseUrl,
    dataDir,
    async stop() {
      server.kill('SIGTERM');
      if (server.exitCode === null) await new Promise((resolve) => server.once('exit', resolve));
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
