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
    /**
     * An installation-wide secret: the first process to ask stores its candidate, every process
     * afterwards reads that one, so what it signs holds across restarts and processes.
     */
    async loadOrCreateSecret(key: string, candidate: string): Promise<string> {
      await db
        .insert(systemState)
        .values({ key, value: { secret: candidate } })
        .onConflictDoNothing();
      const [row] = await db.select().from(systemState).where(eq(systemState.key, key));
      const secret = row?.value.secret;
      if (typeof secret !== 'string') throw new Error(`system_state ${key} has no secret`);
      return secret;
    },
  };
}

export type SystemRepository = ReturnType<typeof createSystemRepository>;
