import { count, eq, sql } from 'drizzle-orm';
import { PROFILE_BANK_MIN_FOLLOWERS } from '../../../common/constants';
import type { Database } from '../../db/client';
import { type Platform, socialAccounts } from './discovery.tables';

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
 * The one place the bank's per-platform sizes are counted, exactly. The dashboard, an unfiltered
 * search and the profile bank answer the same question from here, so they show the same number.
 */
export async function countBank(db: Database, platform?: Platform): Promise<PlatformCounts[]> {
  return bankCountsQuery(db, platform);
}

/** countBank's statement, for `searchStatements` (the benchmark times the SQL the app runs). */
export function bankCountsQuery(db: Database, platform?: Platform) {
  const s = socialAccounts;
  return db
    .select({
      platform: s.platform,
      profiles: count(),
      browsable:
        sql<number>`count(*) filter (where ${s.followers} >= ${PROFILE_BANK_MIN_FOLLOWERS})`.mapWith(
          Number,
        ),
      demo: sql<number>`count(*) filter (where ${s.isDemo})`.mapWith(Number),
    })
    .from(s)
    .where(platform ? eq(s.platform, platform) : undefined)
    .groupBy(s.platform);
}
