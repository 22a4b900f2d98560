import { readFileSync, unlinkSync } from 'node:fs';
import { mkdir, open, readFile, unlink } from 'node:fs/promises';
import path from 'node:path';

/**
 * One opener per data dir. Two PGlite processes on one directory each keep their own copy of
 * the database in memory and overwrite each other's writes on disk, so every opener takes this
 * lock first: a file created atomically (O_EXCL) holding the owner's PID and start time.
 */

export const LOCK_FILE = 'reachbase.lock';

export type LockHolder = {
  pid: number;
  /** ISO time the holder took the lock. */
  since: string;
  /** What the holder runs, e.g. `start` or `seed --profiles 1000`, for the refusal message. */
  command: string;
};

export type DataDirLock = {
  dataDir: string;
  holder: LockHolder;
  release(): Promise<void>;
};

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder,
  ) {
    super(
      `The data dir ${dataDir} is in use by PID ${holder.pid} (reachbase ${holder.command}, since ${holder.since}). ` +
        'Only one process may open the embedded database: stop that process first, or use ' +
        '`reachbase set-plan`, `block`, `unblock` or `migrate`, which go through a running server.',
    );
    this.name = 'DataDirLockedError';
  }
}

export function lockPath(dataDir: string): string {
  return path.join(dataDir, LOCK_FILE);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Lock files this process holds: its own PID in a lock it does not hold is a stale lock. */
const heldHere = new Set<string>();

/** When a process started (ms since the epoch), from /proc on Linux; null elsewhere. */
function processStartedAt(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces); starttime is field 22, in ticks
    // after boot (USER_HZ, 100 on Linux).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[19]);
    const bootTime = /^btime (\d+)$/m.exec(readFileSync('/proc/stat', 'utf8'))?.[1];
    if (!Number.isFinite(ticks) || !bootTime) return null;
    return Number(bootTime) * 1000 + ticks * 10;
  } catch {
    return null;
  }
}

/**
 * Whether the lock's holder still runs. A PID is reused after a restart (in a container the
 * server often gets the same small PID every time), so a live PID only counts when that process
 * started before it took the lock, and this process's own PID only when it holds the lock.
 */
function isHolding(file: string, holder: LockHolder): boolean {
  if (holder.pid === process.pid) return heldHere.has(file);
  if (!isAlive(holder.pid)) return false;
  const startedAt = processStartedAt(holder.pid);
  // Two seconds of slack: boot time is given in whole seconds.
  return startedAt === null || startedAt <= Date.parse(holder.since) + 2_000;
}

async function readHolder(file: string): Promise<LockHolder | null> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  try {
    const holder = JSON.parse(text) as LockHolder;
    return Number.isInteger(holder.pid) && holder.pid > 0 ? holder : null;
  } catch {
    // Empty or torn: the holder died between creating the file and writing it.
    return null;
  }
}

/** The live process holding the data dir, or null when it is free (or the lock is stale). */
export async function liveLockHolder(dataDir: string): Promise<LockHolder | null> {
  const file = lockPath(dataDir);
  const holder = await readHolder(file);
  return holder && isHolding(file, holder) ? holder : null;
}

/**
 * Takes the data dir's lock or throws DataDirLockedError naming the live holder. A lock left by
 * a process that is gone (killed, crashed, power cut) is removed and taken over.
 */
export async function acquireDataDirLock(
  dataDir: string,
  command = process.argv.slice(2).join(' ') || 'node',
): Promise<DataDirLock> {
  await mkdir(dataDir, { recursive: true });
  const file = lockPath(dataDir);
  const holder: LockHolder = { pid: process.pid, since: new Date().toISOString(), command };
  for (let attempt = 0; ; attempt++) {
    try {
      const handle = await open(file, 'wx', 0o600);
      try {
        await handle.writeFile(`${JSON.stringify(holder)}\n`);
      } finally {
        await handle.close();
      }
      heldHere.add(file);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const current = await readHolder(file);
      if (current && isHolding(file, current)) throw new DataDirLockedError(dataDir, current);
      // Stale (or torn) lock: remove it and try again; O_EXCL decides between two processes
      // recovering the same stale lock at once.
      if (attempt >= 2)
        throw new Error(`Could not take the lock ${file}; remove it if no Reachbase process runs.`);
      await unlink(file).catch(() => undefined);
    }
  }

  let released = false;
  // A process that exits without closing (an uncaught error) still frees the dir; one killed
  // with SIGKILL leaves the file, which the next opener finds stale.
  const releaseOnExit = () => releaseSync();
  process.once('exit', releaseOnExit);
  function releaseSync() {
    if (released) return;
    released = true;
    heldHere.delete(file);
    try {
      unlinkSync(file);
    } catch {
      // Already gone.
    }
  }
  return {
    dataDir,
    holder,
    async release() {
      process.removeListener('exit', releaseOnExit);
      if (released) return;
      // Only remove the file while it is still ours.
      const current = await readHolder(file);
      if (current?.pid === holder.pid && current.since === holder.since) releaseSync();
      released = true;
      heldHere.delete(file);
    },
  };
}
