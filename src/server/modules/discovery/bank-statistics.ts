import type { DatabaseHandle } from '../../db/client';
import { vacuumTable } from '../../db/pglite-vacuum';

/** The bank's tables a bulk write fills: the profiles and their audience steer search plans. */
export type BankTable =
  | 'social_accounts'
  | 'social_account_audience'
  | 'social_posts'
  | 'social_account_snapshots';

/** Brings the planner's view of the bank up to date after a bulk write (a seed, an import). */
export type RefreshBankStatistics = (tables: BankTable[]) => Promise<void>;

/**
 * PGlite has no autovacuum, so after a bulk write its bank is vacuumed and analyzed here (a
 * statement each, vacuumTable), not left to the nightly vacuum. Never vacuumed, a bank is planned
 * without statistics and its index-only scans read every row's page for visibility: at 100,000
 * profiles seeded by `reachbase seed`, one keyword took 145 ms at p50 (272 at p95) that way and
 * 8 ms after (docs/performance.md). PostgreSQL's autovacuum does the same within about a minute
 * of a large write, so there this leaves it to autovacuum.
 */
export function bankStatisticsRefresher(
  database: Pick<DatabaseHandle, 'kind' | 'executeSql'>,
): RefreshBankStatistics {
  return async (tables) => {
    if (database.kind !== 'pglite') return;
    for (const table of tables) await vacuumTable(database, table, { analyze: true });
  };
}
