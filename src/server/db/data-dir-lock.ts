import {
  closeSync,
  constants,
  fstatSync,
  ftruncateSync,
  openSync,
  readFileSync,
  statSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import fsExt from 'fs-ext';

/**
 * One opener per data dir. Two PGlite processes on one directory each keep their own copy of
 * the database in memory and overwrite each other's writes on disk, so every opener first takes
 * an exclusive flock(2) on DATA_DIR/reachbase.lock and keeps that file open until it closes the
 * database. The kernel drops the lock when the process dies, however it dies, so there is no
 * stale lock to judge, and nothing ever removes a lock file to break a lock. The holder's PID,
 * command and start time, written into the file once it holds the lock, only name the holder
 * in the refusal message.
 */

export const LOCK_FILE = 'reachbase.lock';

/**
 * Held for a moment around each take, refusal, look and release of the lock: a refused opener
 * then reads the holder's details whole (never half-written, nor a dead holder's that the new
 * holder is about to replace), and a release that removes the lock file never races an opener.
 */
const GATE_FILE = 'reachbase.lock.gate';
/** The gate is held for a few file operations; this long means its holder is stopped or hung. */
const GATE_WAIT_MS = 10_000;

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

/** A lock held by a process that left no readable details (not written by Reachbase). */
const UNKNOWN_HOLDER: LockHolder = { pid: 0, since: 'unknown', command: 'unknown' };

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder,
  ) {
    const who =
      holder.pid > 0
        ? `PID ${holder.pid} (reachbase ${holder.command}, since ${holder.since})`
        : 'another process';
    super(
      `The data dir ${dataDir} is in use by ${who}. ` +
        'Only one process may open the embedded database: stop that process first, or use ' +
        '`reachbase set-plan`, `block`, `unblock` or `migrate`, which go through a running server.',
    );
    this.name = 'DataDirLockedError';
  }
}

export function lockPath(dataDir: string): string {
  return path.join(dataDir, LOCK_FILE);
}

/** What flock(2) answers on a filesystem that cannot lock (some network filesystems). */
const LOCKING_UNSUPPORTED = new Set(['ENOLCK', 'EOPNOTSUPP', 'ENOTSUP', 'ENOSYS', 'EINVAL']);

/** Takes an exclusive flock on fd without waiting: false when another open file holds it. */
function tryLock(fd: number, dataDir: string): boolean {
  try {
    fsExt.flockSync(fd, 'exnb');
    return true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? '';
    if (code === 'EAGAIN' || code === 'EWOULDBLOCK') return false;
    if (!LOCKING_UNSUPPORTED.has(code)) throw error;
    // Without a lock nothing keeps a second process off the data dir: refuse to open it.
    throw new Error(
      `The filesystem of the data dir ${dataDir} does not support file locks (${code}), so ` +
        'Reachbase cannot make sure that only one process opens the embedded database. ' +
        'Put DATA_DIR on a local disk, or use PostgreSQL (DATABASE_URL).',
      { cause: error },
    );
  }
}

function openForLocking(file: string, create: boolean): number {
  // Read-write: NFS emulates flock with POSIX locks, whose exclusive lock needs a writable file.
  return openSync(file, constants.O_RDWR | (create ? constants.O_CREAT : 0), 0o600);
}

/** Runs fn (synchronous, so the gate is held only for its few file operations) under the gate. */
async function withGate<T>(dataDir: string, fn: () => T): Promise<T> {
  const gate = path.join(dataDir, GATE_FILE);
  const fd = openForLocking(gate, true);
  try {
    const deadline = Date.now() + GATE_WAIT_MS;
    while (!tryLock(fd, dataDir)) {
      if (Date.now() > deadline)
        throw new Error(
          `Could not take ${gate} within ${GATE_WAIT_MS / 1000} s: the process holding it is stopped or its disk does not answer.`,
        );
      await sleep(5);
    }
    return fn();
  } finally {
    // Closing the only descriptor of the gate drops its lock.
    closeSync(fd);
  }
}

/** The holder's details, or null when the file is missing, empty or not what a holder writes. */
function readHolder(file: string): LockHolder | null {
  try {
    const holder = JSON.parse(readFileSync(file, 'utf8')) as LockHolder;
    return Number.isInteger(holder.pid) && holder.pid > 0 ? holder : null;
  } catch {
    return null;
  }
}

function isNotFound(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'ENOENT';
}

/** The process holding the data dir, or null when it is free. */
export async function liveLockHolder(dataDir: string): Promise<LockHolder | null> {
  const file = lockPath(dataDir);
  try {
    statSync(file);
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
  return withGate(dataDir, () => {
    let fd: number;
    try {
      fd = openForLocking(file, false);
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
    try {
      // Free when this look can take it (closing fd drops it again at once).
      return tryLock(fd, dataDir) ? null : (readHolder(file) ?? UNKNOWN_HOLDER);
    } finally {
      closeSync(fd);
    }
  });
}

/**
 * Takes the data dir's lock or throws DataDirLockedError naming the holder. Whatever a lock
 * file left by a dead process says, it is not trusted: the kernel lock alone decides.
 */
export async function acquireDataDirLock(
  dataDir: string,
  command = process.argv.slice(2).join(' ') || 'node',
): Promise<DataDirLock> {
  await mkdir(dataDir, { recursive: true });
  const file = lockPath(dataDir);
  const holder: LockHolder = { pid: process.pid, since: new Date().toISOString(), command };
  // A plain descriptor, not a FileHandle: garbage collection never closes it (and so unlocks).
  const fd = await withGate(dataDir, () => {
    const fd = openForLocking(file, true);
    try {
      if (!tryLock(fd, dataDir))
        throw new DataDirLockedError(dataDir, readHolder(file) ?? UNKNOWN_HOLDER);
      ftruncateSync(fd, 0);
      writeSync(fd, `${JSON.stringify(holder)}\n`, 0);
      return fd;
    } catch (error) {
      closeSync(fd);
      throw error;
    }
  });

  let released = false;
  /** Removes the lock file while still holding it, unless it is no longer this one. */
  function removeLockFile() {
    try {
      const held = fstatSync(fd);
      const current = statSync(file);
      if (current.ino === held.ino && current.dev === held.dev) unlinkSync(file);
    } catch (error) {
      if (!isNotFound(error)) throw error;
    }
  }
  return {
    dataDir,
    holder,
    async release() {
      if (released) return;
      released = true;
      try {
        // Under the gate, so that no opener has this file open when it goes: it would lock a
        // file that nobody else sees any more.
        await withGate(dataDir, removeLockFile);
      } catch {
        // The file stays; a lock file that nobody holds is free, whatever it says.
      } finally {
        // Closing the only descriptor of the lock file drops the lock.
        closeSync(fd);
      }
    },
  };
}
