import { count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type NewSocialAccount, socialAccounts } from './discovery.tables';

export function createDiscoveryRepository(db: Database) {
  return {
    /** Upsert by platform and user id; returns how many rows were new. */
    async insertProfiles(rows: NewSocialAccount[]): Promise<number> {
      if (rows.length === 0) return 0;
      const inserted = await db
        .insert(socialAccounts)
        .values(rows)
        .onConflictDoNothing({ target: [socialAccounts.platform, socialAccounts.platformUserId] })
        .returning({ id: socialAccounts.id });
      return inserted.length;
    },

    async countByPlatform(): Promise<{ platform: string; profiles: number; demo: number }[]> {
      const rows = await db
        .select({
          platform: socialAccounts.platform,
          profiles: count(),
          demo: sql<number>`count(*) filter (where ${socialAccounts.isDemo})`.mapWith(Number),
        })
        .from(socialAccounts)
        .groupBy(socialAccounts.platform);
      return rows;
    },

    async countDemo(): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(socialAccounts)
        .where(eq(socialAccounts.isDemo, true));
      return row?.n ?? 0;
    },
  };
}

export type DiscoveryRepository = ReturnType<typeof createDiscoveryRepository>;
