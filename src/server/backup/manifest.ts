import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import type { DatabaseHandle } from '../db/client';
import { MIGRATIONS_DIR } from '../db/migrate';

/** What `manifest.json` at the top of a backup archive says about it. */
export const backupManifest = z.object({
  format: z.literal(1),
  appVersion: z.string(),
  /** Tag of the last migration applied to the database (e.g. `0058_data_source_keys`). */
  migrationLevel: z.string().nullable(),
  databaseKind: z.enum(['pglite', 'postgres']),
  createdAt: z.iso.datetime(),
  /** `s3`: the stored files stay in the bucket and are not in the archive. */
  storage: z.enum(['disk', 's3']),
  fileCount: z.number().int().min(0),
});

export type BackupManifest = z.infer<typeof backupManifest>;

export const MANIFEST_FILE = 'manifest.json';
/** Inside the archive: the database (one of the two), then the disk storage's files. */
export const PGLITE_DUMP = 'database/pglite.tar';
export const POSTGRES_DUMP = 'database/postgres.dump';
export const FILES_DIR = 'files';

type JournalEntry = { idx: number; when: number; tag: string };

/** The migrations this version of the app ships, oldest first (drizzle-kit's journal). */
export async function knownMigrations(): Promise<JournalEntry[]> {
  const journal = JSON.parse(
    await readFile(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: JournalEntry[] };
  return journal.entries;
}

/**
 * The tag of the last migration applied, from drizzle's own bookkeeping (it records each
 * migration's journal time, not its tag); null for a database never migrated.
 */
export async function migrationLevelOf(database: DatabaseHandle): Promise<string | null> {
  const table = await database.executeSql(
    "select to_regclass('drizzle.__drizzle_migrations') is not null as migrated",
  );
  if (!table.rows[0]?.migrated) return null;
  const { rows } = await database.executeSql(
    'select max(created_at) as created_at from drizzle.__drizzle_migrations',
  );
  const createdAt = rows[0]?.created_at;
  if (createdAt === undefined || createdAt === null) return null;
  const entry = (await knownMigrations()).find((known) => known.when === Number(createdAt));
  // Applied by a newer version than this one: name it by its time, which the journal cannot.
  return entry?.tag ?? `unknown-${createdAt}`;
}
