// `npm run bench:first-start -- [--profiles N]`: issue 18 finding 9. How long does a user wait
// while the first start seeds the demo bank? `reachbase start` runs as its own process on a fresh
// data dir (PGlite), and one signed-in client calls GET /api/v1/customer/account/me back to back
// (20 ms apart) until the seed is done; the latencies measured during the seed are summarised.
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import { Command } from 'commander';
import { loadConfig } from '../../src/server/config';
import { createLogger } from '../../src/server/logger';
import { createRuntime } from '../../src/server/runtime';
import { signUp } from '../../src/server/testing/factories';
import { count, say } from '../cli';
import { percentile } from '../discovery/report';

const options = new Command()
  .name('bench:first-start')
  .option('--profiles <n>', 'demo profiles the first start seeds (DEMO_PROFILES)', count, 10_000)
  .parse()
  .opts<{ profiles: number }>();

const CLI = path.resolve('bin/reachbase.js');

async function startServer(env: NodeJS.ProcessEnv): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, [CLI, 'start', '--port', '0'], {
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`reachbase start exited with ${code}`)));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const entry = JSON.parse(line) as { msg?: string; address?: string };
      if (entry.msg?.startsWith('Reachbase is ready') && entry.address) resolve(entry.address);
    });
  });
  return { child, url };
}

async function main() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'reachbase-first-start-'));
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
    DEMO_PROFILES: String(options.profiles),
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
  };
  try {
    // The user exists before the start (as after a sign-up); this migrates the data dir, so the
    // start measured below differs from a truly first one only by not running the migrations.
    const logger = createLogger('silent');
    const setup = await createRuntime({
      config: loadConfig({ ...env, DEMO_PROFILES: '0' }),
      logger,
    });
    const { headers } = await signUp(setup, { plan: 'free' });
    await setup.close();

    const { child, url } = await startServer(env);
    const started = performance.now();
    // Each call's time and when it began, in seconds after the start, to tell what held it.
    const calls: { at: number; ms: number }[] = [];
    let seeding = true;
    const watchSeed = (async () => {
      while (seeding) {
        const summary = (await (await fetch(`${url}/api/v1/public/bank-summary`)).json()) as {
          seeding: { state: string };
        };
        if (summary.seeding.state === 'done' || summary.seeding.state === 'failed') {
          seeding = false;
          if (summary.seeding.state === 'failed') throw new Error('the demo seed failed');
        }
        await sleep(250);
      }
    })();
    while (seeding) {
      const before = performance.now();
      const response = await fetch(`${url}/api/v1/customer/account/me`, { headers });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`GET /me answered ${response.status}`);
      if (seeding) calls.push({ at: (before - started) / 1000, ms: performance.now() - before });
      await sleep(20);
    }
    await watchSeed;
    const seedSeconds = (performance.now() - started) / 1000;
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    await exited;

    const latencies = calls.map((call) => call.ms).sort((a, b) => a - b);
    const ms = (n: number) => `${n.toFixed(0)} ms`;
    say(`demo seed of ${options.profiles} profiles after start: ${seedSeconds.toFixed(1)} s`);
    say(
      `GET /customer/account/me during the seed: ${latencies.length} calls, ` +
        `p50 ${ms(percentile(latencies, 50))}, p95 ${ms(percentile(latencies, 95))}, ` +
        `max ${ms(latencies.at(-1) ?? 0)}`,
    );
    const slowest = [...calls].sort((a, b) => b.ms - a.ms).slice(0, 3);
    say(`slowest calls: ${slowest.map((c) => `${ms(c.ms)} at ${c.at.toFixed(1)} s`).join(', ')}`);
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
