import { createReadStream } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from 'pino';
import { VERSION } from '../app';
import type { Config } from '../config';
import { type DatabaseHandle, openDatabase } from '../db/client';
import { acquireDataDirLock } from '../db/data-dir-lock';
import { createStorage, type Storage } from '../integrations/storage';
import { prepareDatabase } from '../prepare-database';
import { extractArchive, storedFilesIn } from './archive';
import {
  type BackupManifest,
  backupManifest,
  FILES_DIR,
  knownMigrations,
  MANIFEST_FILE,
  migrationLevelOf,
  PGLITE_DUMP,
  POSTGRES_DUMP,
} from './manifest';
import { pgRestore } from './pg-tools';

export type RestoreOptions = {
  config: Config;
  archive: string;
  /** Replace a database and files already there instead of refusing. */
  force: boolean;
  logger: Logger;
};

export type RestoreResult = {
  archive: string;
  manifest: BackupManifest;
  /** The migration level after the restore (the archive's, or this version's when newer). */
  migrationLevel: string | null;
  restoredFiles: number;
  /** What --force replaced. */
  replaced: string[];
};

type Unpacked = { dir: string; manifest: BackupManifest };

/**
 * Restores an archive of `reachbase backup` into this install's database and storage, which
 * must be empty unless forced, then migrates it: an archive of an older version comes up at
 * this version's schema. Nothing is changed before the archive has been read and checked.
 */
export async function restoreBackup(options: RestoreOptions): Promise<RestoreResult> {
  const { config } = options;
  const archive = path.resolve(options.archive);
  if (!(await stat(archive).catch(() => null))?.isFile())
    throw new Error(`${archive}: no such file.`);
  await mkdir(config.dataDir, { recursive: true });
  // Beside the data it becomes, so the restore never fills a smaller temporary file system.
  const workDir = await mkdtemp(path.join(config.dataDir, '.restore-'));
  const storage = createStorage(config.storage);
  const unpack = async (): Promise<Unpacked> => {
    await extractArchive(archive, workDir);
    const manifest = await restorableManifest(workDir, archive, config);
    return { dir: workDir, manifest };
  };
  try {
    const restored =
      config.database.kind === 'pglite'
        ? await restoreIntoPglite({ ...options, dir: config.database.dir, storage, unpack })
        : await restoreIntoPostgres({ ...options, url: config.database.url, storage, unpack });
    return { archive, ...restored };
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

type TargetOptions = RestoreOptions & { storage: Storage; unpack: () => Promise<Unpacked> };
type Restored = Omit<RestoreResult, 'archive'>;

async function restoreIntoPglite(options: TargetOptions & { dir: string }): Promise<Restored> {
  const { config, dir, storage, force, logger } = options;
  // Held while the target is looked at and cleared, so no server opens it meanwhile.
  const lock = await acquireDataDirLock(config.dataDir);
  let unpacked: Unpacked;
  let replaced: string[];
  try {
    const database = (await stat(path.join(dir, 'PG_VERSION')).catch(() => null))
      ? [`a database in ${dir}`]
      : [];
    replaced = [...database, ...(await storedObjectsIn(storage, config))];
    refuseUnlessForced(replaced, force);
    unpacked = await options.unpack();
    if (force) {
      await rm(dir, { recursive: true, force: true });
      await clearDiskStorage(config);
    }
  } finally {
    await lock.release();
  }
  // Opening takes the lock again, for as long as the restore writes.
  const bytes = await readFile(path.join(unpacked.dir, PGLITE_DUMP));
  const database = await openDatabase(
    { kind: 'pglite', dir, loadDataDir: new Blob([bytes]) },
    logger,
  );
  return finishRestore(database, unpacked, storage, logger, replaced);
}

async function restoreIntoPostgres(options: TargetOptions & { url: string }): Promise<Restored> {
  const { config, url, storage, force, logger } = options;
  const target = await openDatabase({ kind: 'postgres', url, poolMax: 1 }, logger);
  let unpacked: Unpacked;
  let replaced: string[];
  try {
    replaced = [...(await tablesIn(target)), ...(await storedObjectsIn(storage, config))];
    refuseUnlessForced(replaced, force);
    unpacked = await options.unpack();
    if (force) {
      await emptyDatabase(target);
      await clearDiskStorage(config);
    }
  } finally {
    await target.close();
  }
  await pgRestore(url, path.join(unpacked.dir, POSTGRES_DUMP));
  const database = await openDatabase({ kind: 'postgres', url }, logger);
  return finishRestore(database, unpacked, storage, logger, replaced);
}

/** Migrates the restored database, then puts the archive's files into storage. */
async function finishRestore(
  database: DatabaseHandle,
  unpacked: Unpacked,
  storage: Storage,
  logger: Logger,
  replaced: string[],
): Promise<Restored> {
  try {
    await prepareDatabase(database, logger);
    const migrationLevel = await migrationLevelOf(database);
    const restoredFiles = await restoreFiles(path.join(unpacked.dir, FILES_DIR), storage);
    return { manifest: unpacked.manifest, migrationLevel, restoredFiles, replaced };
  } finally {
    await database.close();
  }
}

async function restorableManifest(
  dir: string,
  archive: string,
  config: Config,
): Promise<BackupManifest> {
  const text = await readFile(path.join(dir, MANIFEST_FILE), 'utf8').catch(() => null);
  if (text === null) {
    throw new Error(`${archive} is not a Reachbase backup: it has no ${MANIFEST_FILE}.`);
  }
  const parsed = backupManifest.safeParse(JSON.parse(text));
  if (!parsed.success) {
    throw new Error(`${archive} has a ${MANIFEST_FILE} this version cannot read.`);
  }
  const manifest = parsed.data;
  if (manifest.databaseKind !== config.database.kind) {
    const kinds = { pglite: 'embedded PGlite', postgres: 'PostgreSQL' };
    throw new Error(
      `${archive} holds a ${kinds[manifest.databaseKind]} database; this install uses ${kinds[config.database.kind]}. Restore it into an install with the same kind of database (DATABASE_URL set for PostgreSQL, unset for PGlite).`,
    );
  }
  const known = (await knownMigrations()).map((entry) => entry.tag);
  if (manifest.migrationLevel !== null && !known.includes(manifest.migrationLevel)) {
    throw new Error(
      `${archive} was made by Reachbase ${manifest.appVersion} at migration ${manifest.migrationLevel}, which this version (${VERSION}) does not know. Restore it with Reachbase ${manifest.appVersion} or newer.`,
    );
  }
  const dump = manifest.databaseKind === 'pglite' ? PGLITE_DUMP : POSTGRES_DUMP;
  if (!(await stat(path.join(dir, dump)).catch(() => null))?.isFile()) {
    throw new Error(`${archive} is incomplete: it has no ${dump}.`);
  }
  return manifest;
}

function refuseUnlessForced(found: string[], force: boolean): void {
  if (found.length === 0 || force) return;
  throw new Error(
    `The target is not empty: it holds ${found.join(' and ')}. Restore into an empty data dir or database, or give --force to replace what is there.`,
  );
}

/** The user tables a database already has, said in a few words; none in an empty one. */
async function tablesIn(database: DatabaseHandle): Promise<string[]> {
  const { rows } = await database.executeSql(
    `select n.nspname || '.' || c.relname as name
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p')
        and n.nspname not in ('pg_catalog', 'information_schema')
        and n.nspname not like 'pg\\_toast%'
      order by 1`,
  );
  if (rows.length === 0) return [];
  const names = rows.slice(0, 3).map((row) => String(row.name));
  return [`${rows.length} tables (${names.join(', ')}${rows.length > 3 ? ', ...' : ''})`];
}

/** Drops every schema of the database (the app's, pg-boss's, drizzle's) and its extensions. */
async function emptyDatabase(database: DatabaseHandle): Promise<void> {
  const { rows } = await database.executeSql(
    `select nspname from pg_namespace
      where nspname not in ('information_schema') and nspname not like 'pg\\_%'`,
  );
  for (const row of rows) {
    await database.executeSql(`drop schema "${String(row.nspname).replace(/"/g, '""')}" cascade`);
  }
  await database.executeSql('create schema if not exists public');
}

async function storedObjectsIn(storage: Storage, config: Config): Promise<string[]> {
  let count = 0;
  for await (const _object of storage.list('')) count++;
  if (count === 0) return [];
  const where = config.storage.kind === 'disk' ? config.storage.dir : 'the S3 bucket';
  return [`${count} stored files in ${where}`];
}

/** On disk, --force replaces the files too; objects in a bucket are only overwritten by key. */
async function clearDiskStorage(config: Config): Promise<void> {
  if (config.storage.kind === 'disk')
    await rm(config.storage.dir, { recursive: true, force: true });
}

/**
 * Stores each file of the archive under its key through the configured storage (a disk dir or
 * a bucket), with the content type its sidecar kept.
 */
async function restoreFiles(dir: string, storage: Storage): Promise<number> {
  const { paths } = await storedFilesIn(dir);
  let restored = 0;
  for (const relative of paths) {
    const segments = relative.split(path.sep);
    if (segments.some((segment) => segment.startsWith('.'))) continue;
    const file = path.join(dir, relative);
    const sidecar = path.join(path.dirname(file), `.${path.basename(file)}.meta.json`);
    const meta = await readFile(sidecar, 'utf8').then(
      (text) => JSON.parse(text) as { contentType?: string },
      () => ({ contentType: undefined }),
    );
    await storage.put(segments.join('/'), createReadStream(file), {
      contentType: meta.contentType ?? 'application/octet-stream',
    });
    restored++;
  }
  return restored;
}

export function describeRestore(result: RestoreResult): string {
  const { manifest } = result;
  const lines = [
    `Restored ${result.archive} (Reachbase ${manifest.appVersion}, taken ${manifest.createdAt}).`,
    `Database (${manifest.databaseKind}): at migration ${result.migrationLevel ?? 'none'}${result.migrationLevel === manifest.migrationLevel ? '' : ` (migrated from ${manifest.migrationLevel ?? 'none'})`}.`,
    manifest.storage === 's3'
      ? 'Stored files: not in the archive; they stay in the S3 bucket the backup was taken from.'
      : `Stored files: ${result.restoredFiles} restored.`,
  ];
  if (result.replaced.length > 0) lines.push(`Replaced (--force): ${result.replaced.join(', ')}.`);
  return lines.join('\n');
}
