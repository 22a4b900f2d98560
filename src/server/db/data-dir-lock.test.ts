import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logger';
import type { ContenderOutcome } from '../testing/data-dir-lock-contender';
import { openDatabase } from './client';
import { acquireDataDirLock, DataDirLockedError, liveLockHolder, lockPath } from './data-dir-lock';

const logger = createLogger('silent');
const tempDirs: string[] = [];
const children: ChildProcessWithoutNullStreams[] = [];
afterAll(async () => {
  await Promise.all(children.map(kill));
  await Promise.all(tempDirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

async function tempDir(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'reachbase-lock-'));
  tempDirs.push(dir);
  return dir;
}

// The contender script, bundled once so that each process starts in plain Node (tens of
// milliseconds, against half a second through tsx); fs-ext loads from node_modules.
let contenderScript = '';
beforeAll(async () => {
  contenderScript = path.join(await tempDir(), 'contender.mjs');
  const fsExtPath = createRequire(import.meta.url).resolve('fs-ext');
  await build({
    entryPoints: [path.resolve('src/server/testing/data-dir-lock-contender.ts')],
    outfile: contenderScript,
    bundle: true,
    platform: 'node',
    format: 'esm',
    logLevel: 'warning',
    plugins: [
      {
        name: 'fs-ext-from-node-modules',
        setup(esbuild) {
          esbuild.onResolve({ filter: /^fs-ext$/ }, () => ({ path: fsExtPath, external: true }));
        },
      },
    ],
  });
});

/** A separate process that takes the data dir's lock (once loaded) when `go` is called. */
function startContender(dataDir: string, command: string) {
  const child = spawn(process.execPath, [contenderScript, dataDir, command]);
  children.push(child);
  child.stderr.pipe(process.stderr);
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  const readLine = async () => {
    const { value, done } = await lines.next();
    if (done) throw new Error(`contender ${child.pid} exited without answering`);
    return value as string;
  };
  const ready = readLine();
  return {
    child,
    ready,
    async go(): Promise<ContenderOutcome> {
      child.stdin.write('go\n');
      return JSON.parse(await readLine());
    },
  };
}

async function kill(child: ChildProcessWithoutNullStreams): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGKILL');
  await exited;
}

/** The PID of a process that has exited (what a killed server leaves in its lock). */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await once(child, 'exit');
  return child.pid!;
}

describe('data dir lock', () => {
  it('lets one opener in and names it to the next, until it releases', async () => {
    const dir = await tempDir();
    const lock = await acquireDataDirLock(dir, 'start');
    const onDisk = JSON.parse(await readFile(lockPath(dir), 'utf8'));
    expect(onDisk).toMatchObject({ pid: process.pid, command: 'start' });
    expect(Date.parse(onDisk.since)).not.toBeNaN();
    expect((await stat(lockPath(dir))).mode & 0o777).toBe(0o600);

    const refused = await acquireDataDirLock(dir, 'seed').catch((error: Error) => error);
    expect(refused).toBeInstanceOf(DataDirLockedError);
    expect((refused as Error).message).toContain(`PID ${process.pid}`);
    expect((refused as Error).message).toContain('reachbase start');
    expect(await liveLockHolder(dir)).toMatchObject({ pid: process.pid });

    await lock.release();
    await expect(stat(lockPath(dir))).rejects.toThrow(/ENOENT/);
    expect(await liveLockHolder(dir)).toBeNull();
    await (await acquireDataDirLock(dir)).release();
  });

  it('takes over a lock left by a process that is gone', async () => {
    const dir = await tempDir();
    const pid = await deadPid();
    await writeFile(
      lockPath(dir),
      JSON.stringify({ pid, since: new Date().toISOString(), command: 'start' }),
    );
    expect(await liveLockHolder(dir)).toBeNull();
    const lock = await acquireDataDirLock(dir, 'start');
    expect(JSON.parse(await readFile(lockPath(dir), 'utf8')).pid).toBe(process.pid);
    await lock.release();
  });

  it('takes over a lock naming its own PID that it does not hold (a restarted container)', async () => {
    const dir = await tempDir();
    const since = new Date(Date.now() - 60_000).toISOString();
    await writeFile(lockPath(dir), JSON.stringify({ pid: process.pid, since, command: 'start' }));
    const lock = await acquireDataDirLock(dir, 'start');
    expect(lock.holder.since).not.toBe(since);
    await lock.release();
  });

  it('does not trust a lock file naming a live process that does not hold the lock', async () => {
    const dir = await tempDir();
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)']);
    try {
      await once(other, 'spawn');
      const since = new Date(Date.now() + 5_000).toISOString();
      await writeFile(lockPath(dir), JSON.stringify({ pid: other.pid, since, command: 'start' }));
      expect(await liveLockHolder(dir)).toBeNull();
      const lock = await acquireDataDirLock(dir, 'start');
      expect(JSON.parse(await readFile(lockPath(dir), 'utf8')).pid).toBe(process.pid);
      await lock.release();
    } finally {
      other.kill('SIGKILL');
    }
  });

  it.each([
    ['empty', ''],
    ['garbage', 'garbage{'],
    ['a torn write', '{"pid":12'],
    ['a PID that is not one', '{"pid":"1","since":"","command":"start"}'],
  ])('takes over a lock file left %s, without trusting it', async (_what, content) => {
    const dir = await tempDir();
    await writeFile(lockPath(dir), content);
    expect(await liveLockHolder(dir)).toBeNull();
    const lock = await acquireDataDirLock(dir, 'start');
    expect(lock.holder.pid).toBe(process.pid);
    expect(JSON.parse(await readFile(lockPath(dir), 'utf8'))).toMatchObject({
      pid: process.pid,
      command: 'start',
    });
    await lock.release();
  });

  it('refuses an opener while the lock is held even when its file names nobody', async () => {
    const dir = await tempDir();
    const lock = await acquireDataDirLock(dir, 'start');
    await writeFile(lockPath(dir), '');
    await expect(acquireDataDirLock(dir, 'seed')).rejects.toThrow(
      `The data dir ${dir} is in use by another process.`,
    );
    expect(await liveLockHolder(dir)).toMatchObject({ pid: 0 });
    await lock.release();
    expect(await liveLockHolder(dir)).toBeNull();
  });

  it('lets exactly one of two processes starting at once take the lock, 50 times over', async () => {
    const dir = await tempDir();
    for (let round = 0; round < 50; round++) {
      const pair = [startContender(dir, `start ${round}a`), startContender(dir, `start ${round}b`)];
      await Promise.all(pair.map((contender) => contender.ready));
      const outcomes = await Promise.all(pair.map((contender) => contender.go()));
      const winners = outcomes.filter((outcome) => outcome.taken);
      expect(winners, `winners in round ${round}`).toHaveLength(1);
      const [winner] = winners;
      const loser = outcomes.find((outcome) => !outcome.taken);
      expect(loser, `loser in round ${round}`).toMatchObject({
        error: 'DataDirLockedError',
        holderPid: winner.pid,
      });
      expect(loser && !loser.taken && loser.message).toContain(
        `in use by PID ${winner.pid} (reachbase start ${round}`,
      );
      // The holder dies without releasing; the next round starts on the lock file it left, or
      // on one emptied or garbled.
      await Promise.all(pair.map((contender) => kill(contender.child)));
      if (round % 3 === 1) await writeFile(lockPath(dir), '');
      if (round % 3 === 2) await writeFile(lockPath(dir), 'garbage{');
    }
    // 100 process starts: generous for a loaded 2-core machine.
  }, 300_000);

  it('frees the data dir the moment its holder is killed', async () => {
    const dir = await tempDir();
    const holder = startContender(dir, 'start');
    await holder.ready;
    expect(await holder.go()).toEqual({ taken: true, pid: holder.child.pid });
    expect(await liveLockHolder(dir)).toMatchObject({ pid: holder.child.pid, command: 'start' });
    const refused = await acquireDataDirLock(dir, 'seed').catch((error: Error) => error);
    expect(refused).toBeInstanceOf(DataDirLockedError);
    expect((refused as Error).message).toContain(`PID ${holder.child.pid} (reachbase start, since`);

    await kill(holder.child);
    // The file it left still names it, and nothing trusts that: one attempt takes the lock.
    expect(JSON.parse(await readFile(lockPath(dir), 'utf8')).pid).toBe(holder.child.pid);
    expect(await liveLockHolder(dir)).toBeNull();
    const next = startContender(dir, 'start');
    await next.ready;
    expect(await next.go()).toEqual({ taken: true, pid: next.child.pid });
    expect(await liveLockHolder(dir)).toMatchObject({ pid: next.child.pid });
    await kill(next.child);
  });

  it('keeps a second PGlite off an open data dir, and lets it in after close', async () => {
    const dir = await tempDir();
    const options = { kind: 'pglite' as const, dir: path.join(dir, 'pglite') };
    const first = await openDatabase(options, logger);
    await first.executeSql('create table kept (n int)');
    await expect(openDatabase(options, logger)).rejects.toThrow(`PID ${process.pid}`);
    // The refused opener changed nothing: the first one still works on its data.
    await first.executeSql('insert into kept values (1)');
    await first.close();
    const second = await openDatabase(options, logger);
    try {
      expect((await second.executeSql('select count(*)::int as n from kept')).rows[0].n).toBe(1);
    } finally {
      await second.close();
    }
  }, 90_000); // Three PGlite starts: slow on a loaded 2-core machine, not a timing of the lock.
});
