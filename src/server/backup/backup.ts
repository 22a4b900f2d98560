import { randomBytes } from 'node:crypto';
import { link, mkdir, mkdtemp, rm, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { VERSION } from '../app';
import type { DatabaseHandle } from '../db/client';
import { storedFilesIn, writeArchive } from './archive';
import {
  type BackupManifest,
  MANIFEST_FILE,
  migrationLevelOf,
  PGLITE_DUMP,
  POSTGRES_DUMP,
} from './manifest';
import { assertPgDumpCanDump, pgDump } from './pg-tools';

export type BackupOptions = {
  database: DatabaseHandle;
  /** Directory the archive is written to (created when missing). */
  to: string;
  /** The disk storage's directory; null with STORAGE=s3, whose files stay in the bucket. */
  filesDir: string | null;
  /** PostgreSQL's URL for pg_dump; unused on PGlite. */
  databaseUrl?: string;
};

export type BackupResult = {
  file: string;
  bytes: number;
  manifest: BackupManifest;
  /** Stored files deleted between listing and reading them. */
  vanished: string[];
};

/** `reachbase-20261129T163000Z.tar.gz`: sorts by time, names the UTC moment it was taken. */
function archiveName(at: Date): string {
  return `reachbase-${at.toISOString().replace(/[-:]/g, '').replace(/\.\d+/, '')}.tar.gz`;
}

/**
 * One archive of the database and the stored files, while the app keeps running. The database
 * is dumped first, the files read after it: a file is stored before the row that names it
 * commits, so every file the dump names is already there (files stored later come along too).
 */
export async function createBackup(options: BackupOptions): Promise<BackupResult> {
  const { database, filesDir } = options;
  const createdAt = new Date();
  const dir = path.resolve(options.to);
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, archiveName(createdAt));
  if (await stat(file).catch(() => null)) throw new Error(`${file} already exists.`);
  if (database.kind === 'postgres') {
    if (!options.databaseUrl) throw new Error('A PostgreSQL backup needs the database URL.');
    await assertPgDumpCanDump(database);
  }
  const stagingDir = await mkdtemp(path.join(dir, '.reachbase-backup-'));
  const partial = `${file}.${randomBytes(4).toString('hex')}.partial`;
  try {
    const migrationLevel = await migrationLevelOf(database);
    await mkdir(path.join(stagingDir, 'database'));
    const dumpEntry = await dumpDatabase(database, options.databaseUrl, stagingDir);
    const stored = filesDir ? await storedFilesIn(filesDir) : { paths: [], objectCount: 0 };
    const manifest: BackupManifest = {
      format: 1,
      appVersion: VERSION,
      migrationLevel,
      databaseKind: database.kind,
      createdAt: createdAt.toISOString(),
      storage: filesDir ? 'disk' : 's3',
      fileCount: stored.objectCount,
    };
    await writeFile(path.join(stagingDir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    const vanished = await writeArchive({
      file: partial,
      stagingDir,
      staged: [MANIFEST_FILE, dumpEntry],
      filesDir,
      storedFiles: stored.paths,
    });
    // Only a whole archive gets the final name; link() also never replaces one already there.
    await link(partial, file);
    return { file, bytes: (await stat(file)).size, manifest, vanished };
  } finally {
    await unlink(partial).catch(() => undefined);
    await rm(stagingDir, { recursive: true, force: true });
  }
}

/** Writes the database's dump into the staging dir; answers its path inside the archive. */
async function dumpDatabase(
  database: DatabaseHandle,
  databaseUrl: string | undefined,
  stagingDir: string,
): Promise<string> {
  if (database.kind === 'postgres') {
    await pgDump(databaseUrl!, path.join(stagingDir, POSTGRES_DUMP));
    return POSTGRES_DUMP;
  }
  if (!database.pglite) throw new Error('No PGlite client to back up.');
  // Copied between two statements, as a crash would leave the files: restoring replays the log,
  // so it holds every transaction committed before the copy and none still open then.
  // Uncompressed here: the archive gzips it once.
  const dump = await database.pglite.dumpDataDir('none');
  await writeFile(path.join(stagingDir, PGLITE_DUMP), Buffer.from(await dump.arrayBuffer()));
  return PGLITE_DUMP;
}

export function describeBackup(result: BackupResult): string {
  const { manifest } = result;
  const megabytes = (result.bytes / 1024 / 1024).toFixed(1);
  const lines = [
    `Backup written to ${result.file} (${megabytes} MB): ${manifest.databaseKind} database at migration ${manifest.migrationLevel ?? 'none'}, ${manifest.fileCount} stored files.`,
  ];
  if (manifest.storage === 's3') {
    lines.push(
      'Stored files stay in the S3 bucket and are not in the archive: back the bucket up on its own.',
    );
  }
  if (result.vanished.length > 0) {
    lines.push(
      `${result.vanished.length} stored files were deleted while the backup read them and are not in it.`,
    );
  }
  return lines.join('\n');
}
