import { fileURLToPath } from 'node:url';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { DatabaseHandle } from './client';

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

// Any fixed number: it serializes concurrent starts of several processes on one server.
const MIGRATION_LOCK = 727_001;

/**
 * Applies the committed drizzle-kit migrations; safe to call on every start. `beforeMigrations`
 * runs first, under the same lock: it puts back what a killed process left half done (indexes a
 * bulk load dropped), so a migration finds the schema its predecessors left.
 */
export async function migrateDatabase(
  database: DatabaseHandle,
  options: { beforeMigrations?: () => Promise<unknown> } = {},
): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_DIR };
  if (database.kind === 'pglite') {
    await options.beforeMigrations?.();
    await migratePglite(database.db as unknown as PgliteDatabase, config);
    return;
  }
  await database.withAdvisoryLock(MIGRATION_LOCK, async () => {
    await options.beforeMigrations?.();
    await migrateNodePg(database.db as unknown as NodePgDatabase, config);
  });
}
