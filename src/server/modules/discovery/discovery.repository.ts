import { count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bankProfiles, countBank, type PlatformCounts } from './bank-counts';
import { type BankBatch, insertBankBatchSql } from './discovery.bulk-insert';
import { type NewSocialAccount, socialAccounts } from './discovery.tables';

export type { BankBatch } from './discovery.bulk-insert';

/** `counts` is where bank counts are read: a read replica when configured (db/client.ts `reads`). */
export function createDiscoveryRepository(db: Database, counts: Database = db) {
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

    /**
     * Inserts profiles with their audience, contacts, posts and snapshots in one statement; a
     * profile already in the bank (same platform and user id) is skipped with all its children,
     * so a batch can be retried or a seed resumed without duplicates. Returns the new profiles.
     */
    async insertBankBatch(batch: BankBatch): Promise<number> {
      if (batch.accounts.length === 0) return 0;
      const result = await db.execute(insertBankBatchSql(batch));
      return Number(rowsOf<{ inserted: number }>(result)[0]?.inserted ?? 0);
    },

    /** Per platform: all profiles, those the profile bank lists, and demo ones (countBank). */
    async countByPlatform(): Promise<PlatformCounts[]> {
      return countBank(counts);
    },

    /** Profiles in the bank, read on the primary: a load decides from it how to write. */
    bankProfiles: () => bankProfiles(db),

    async countDemo(): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(socialAccounts)
        .where(eq(socialAccounts.isDemo, true));
      return row?.n ?? 0;
    },
  };
}

/** node-postgres and PGlite both answer raw statements with `{ rows }`. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

export type DiscoveryRepository = ReturnType<typeof createDiscoveryRepository>;
