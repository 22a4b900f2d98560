import { eq, type SQLWrapper, sql } from 'drizzle-orm';
import { PROFILE_BANK_MIN_FOLLOWERS } from '../../../common/constants';
import type { Database } from '../../db/client';
import { bankCounts, type Platform } from './discovery.tables';

export { PROFILE_BANK_MIN_FOLLOWERS };

export type PlatformCounts = {
  platform: Platform;
  /** Every bank profile of the platform: what an unfiltered search finds. */
  profiles: number;
  /** Those the profile bank lists: at least PROFILE_BANK_MIN_FOLLOWERS followers. */
  browsable: number;
  demo: number;
};

/**
 * The one place the bank's per-platform sizes are read, exactly. The dashboard, an unfiltered
 * search and the profile bank answer the same question from here, so they show the same number.
 * The triggers of migration 0048 keep the counts as rows are written, so this reads at most 16
 * rows a platform instead of counting the bank.
 */
export async function countBank(db: Database, platform?: Platform): Promise<PlatformCounts[]> {
  return bankCountsQuery(db, platform);
}

/** Profiles in the bank, every platform (what decides whether a load is a bulk one). */
export async function bankProfiles(db: Database): Promise<number> {
  return (await countBank(db)).reduce((sum, platform) => sum + platform.profiles, 0);
}

/** countBank's statement, for `searchStatements` (the benchmark times the SQL the app runs). */
export function bankCountsQuery(db: Database, platform?: Platform) {
  const c = bankCounts;
  const total = (column: SQLWrapper) => sql<number>`sum(${column})`.mapWith(Number);
  return (
    db
      .select({
        platform: c.platform,
        profiles: total(c.profiles),
        browsable: total(c.browsable),
        demo: total(c.demo),
      })
      .from(c)
      .where(platform ? eq(c.platform, platform) : undefined)
      .groupBy(c.platform)
      // A platform whose last profile was deleted keeps its rows, at zero: it has no size.
      .having(sql`sum(${c.profiles}) > 0`)
  );
}
