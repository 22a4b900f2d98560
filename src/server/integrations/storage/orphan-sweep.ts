import { inArray } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Logger } from 'pino';
import type { Database } from '../../db/client';
import type { JobDefinition } from '../../jobs/queue';
import type { Storage } from './types';

/** Objects of an organization live under `orgs/{orgId}/{area}/...`. */
const ORG_PREFIX = 'orgs/';
/**
 * Far longer than any upload can take between storing its file and saving its row: the server
 * ends every request after 10 minutes (requestTimeout in app.ts), uploads included.
 */
export const ORPHAN_GRACE_MS = 60 * 60 * 1000;
export const ORPHAN_SWEEP_JOB = 'storage.sweep-orphans';
/** Hourly, off the hour when other jobs start. */
export const ORPHAN_SWEEP_CRON = '17 * * * *';
const BATCH = 500;

/**
 * Where the rows that keep an area's objects are: `orgs/{orgId}/{area}/...` is kept while one of
 * these text columns holds its key. An area nobody declares is never swept.
 */
export type StoredKeyOwners = Record<string, PgColumn[]>;

export type SweepResult = { checked: number; deleted: number };

/**
 * Removes stored objects no row refers to (issue #18 finding 6): what a crash between storing a
 * file and saving its row, or a failed delete, leaves behind. Only objects older than the grace
 * period are considered, so an upload in flight is never swept away under its request.
 */
export function createOrphanSweep(deps: {
  storage: Storage;
  db: Database;
  owners: StoredKeyOwners;
  logger: Logger;
  graceMs?: number;
}) {
  const graceMs = deps.graceMs ?? ORPHAN_GRACE_MS;

  function areaOf(key: string): string | null {
    const [root, orgId, area] = key.split('/');
    return `${root}/` === ORG_PREFIX && orgId && area ? area : null;
  }

  async function referenced(columns: PgColumn[], keys: string[]): Promise<Set<string>> {
    const found = new Set<string>();
    for (const column of columns) {
      const rows = await deps.db
        .select({ key: column })
        .from(column.table)
        .where(inArray(column, keys));
      for (const row of rows) if (typeof row.key === 'string') found.add(row.key);
    }
    return found;
  }

  async function sweepBatch(area: string, keys: string[]): Promise<number> {
    const kept = await referenced(deps.owners[area], keys);
    let deleted = 0;
    for (const key of keys) {
      if (kept.has(key)) continue;
      await deps.storage.delete(key);
      deleted++;
    }
    return deleted;
  }

  async function sweep(now = new Date()): Promise<SweepResult> {
    const olderThan = now.getTime() - graceMs;
    const pending = new Map<string, string[]>();
    let checked = 0;
    let deleted = 0;
    for await (const object of deps.storage.list(ORG_PREFIX)) {
      const area = areaOf(object.key);
      if (!area || !Object.hasOwn(deps.owners, area)) continue;
      if (object.lastModified.getTime() > olderThan) continue;
      checked++;
      const keys = pending.get(area) ?? [];
      keys.push(object.key);
      pending.set(area, keys);
      if (keys.length >= BATCH) {
        deleted += await sweepBatch(area, keys);
        pending.delete(area);
      }
    }
    for (const [area, keys] of pending) deleted += await sweepBatch(area, keys);
    return { checked, deleted };
  }

  return {
    sweep,

    job(): JobDefinition {
      return {
        name: ORPHAN_SWEEP_JOB,
        schedule: { cron: ORPHAN_SWEEP_CRON },
        queue: { retryLimit: 1, expireInSeconds: 30 * 60 },
        handle: async (_data, context) => {
          const result = await sweep();
          context.logger.info(result, 'orphaned stored objects swept');
          return result;
        },
      };
    },
  };
}

export type OrphanSweep = ReturnType<typeof createOrphanSweep>;
