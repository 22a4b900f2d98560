import type { Database } from '../../../db/client';
import { bankProfiles } from '../bank-counts';
import { type BankUpsert, upsertBankSql } from '../discovery.bulk-insert';

export type UpsertCounts = { inserted: number; updated: number };

export function createImportRepository(db: Database) {
  return {
    /** Profiles in the bank, every platform. */
    bankProfiles: () => bankProfiles(db),

    /** One statement for the whole batch (see upsertBankSql); the rest of it was unchanged. */
    async upsertBank(batch: BankUpsert): Promise<UpsertCounts> {
      if (batch.accounts.length === 0) return { inserted: 0, updated: 0 };
      const result = await db.execute(upsertBankSql(batch));
      const [row] = (result as unknown as { rows: UpsertCounts[] }).rows;
      return { inserted: Number(row?.inserted ?? 0), updated: Number(row?.updated ?? 0) };
    },
  };
}

export type ImportRepository = ReturnType<typeof createImportRepository>;
