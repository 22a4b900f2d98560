import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logger';
import { openDatabase } from './client';
import { acquireDataDirLock, DataDirLockedError, liveLockHolder, lockPath } from './data-dir-lock';

const logger = createLogger('silent');
const tempDirs: string[] = [];
afterAll(async () => {
  await Promise.all(tempDirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

async function tempDir(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'reachbase-lock-'));
  tempDirs.push(dir);
  return dir;
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

  it.runIf(process.platform === 'linux')(
    'tells a live holder from a live process that reuses a dead holder PID',
    async () => {
      const dir = await tempDir();
      const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)']);
      try {
        await once(other, 'spawn');
        const lockOf = (since: Date) =>
          writeFile(
            lockPath(dir),
            JSON.stringify({ pid: other.pid, since: since.toISOString(), command: 'start' }),
          );
        // Taken an hour before that process started: its PID was reused, the lock is stale.
        await lockOf(new Date(Date.now() - 3_600_000));
        expect(await liveLockHolder(dir)).toBeNull();
        // Taken after it started: it holds the data dir.
        await lockOf(new Date(Date.now() + 5_000));
        await expect(acquireDataDirLock(dir)).rejects.toThrow(`PID ${other.pid}`);
      } finally {
        other.kill('SIGKILL');
      }
    },
  );

  it('takes over an empty lock file (its holder died before writing it)', async () => {
    const dir = await tempDir();
    await writeFile(lockPath(dir), '');
    const lock = await acquireDataDirLock(dir);
    expect(lock.holder.pid).toBe(process.pid);
    await lock.release();
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
  });
});
