import type { Logger } from 'pino';
import type { DatabaseHandle } from './db/client';
import { migrateDatabase } from './db/migrate';
import { bankIndexesOf } from './modules/discovery';

/**
 * Brings an open database to the app's schema, as every start and `reachbase migrate` does:
 * first builds the bank indexes a killed bulk import left dropped (so a migration finds the
 * schema its predecessors left), then applies the migrations.
 */
export function prepareDatabase(database: DatabaseHandle, logger: Logger): Promise<void> {
  return migrateDatabase(database, {
    beforeMigrations: bankIndexesOf(database, logger).restoreLeftovers,
  });
}
