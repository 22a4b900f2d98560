import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { systemState } from './system.tables';

export function createSystemRepository(db: Database) {
  return {
    async getState<T extends Record<string, unknown>>(key: string): Promise<T | null> {
      const [row] = await db.select().from(systemState).where(eq(systemState.key, key));
      return (row?.value as T | undefined) ?? null;
    },
    async setState(key: string, value: Record<string, unknown>): Promise<void> {
      await db
        .insert(systemState)
        .values({ key, value })
        .onConflictDoUpdate({ target: systemState.key, set: { value, updatedAt: sql`now()` } });
    },
  };
}

export type SystemRepository = ReturnType<typeof createSystemRepository>;
