import type { DatabaseHandle } from '../../db/client';
import type { Caller } from '../../http/access';

/** Notified (migration 0047) with an organization's id whenever one of its callers may change. */
export const CALLER_CHANGED = 'caller_changed';

// PostgreSQL stays the truth: an entry is dropped on its organization's notification, within
// milliseconds in every process. The age bound only caps a miss that no notification covers
// (none is known); it also lets lastUsedAt be touched when due.
const ENTRY_MS = 60_000;
const MAX_ENTRIES = 10_000;

type Entry = { caller: Caller; until: number };
export type Resolved = { caller: Caller; expiresAt: Date | null };

/**
 * Resolved callers kept in process by their credential's hash, so an authenticated request
 * needs no database round trip to know who calls. Only while the process listens: with the
 * notification connection down nothing is cached, every request looks its caller up.
 */
export function createCallerCache(database: Pick<DatabaseHandle, 'listen'>) {
  const entries = new Map<string, Entry>();
  let listening = false;
  // Bumped by every notification: a lookup that overlapped one may have read the old row.
  let generation = 0;

  database.listen(CALLER_CHANGED, {
    onNotify(orgId) {
      generation += 1;
      for (const [key, entry] of entries) {
        if (entry.caller.orgId === orgId) entries.delete(key);
      }
    },
    onReady() {
      generation += 1;
      listening = true;
    },
    onLost() {
      generation += 1;
      listening = false;
      entries.clear();
    },
  });

  function remember(key: string, resolved: Resolved) {
    const until = Math.min(Date.now() + ENTRY_MS, resolved.expiresAt?.getTime() ?? Infinity);
    if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
    entries.set(key, { caller: resolved.caller, until });
  }

  return {
    /** The cached caller of this credential hash, else lookup's answer (cached when found). */
    async resolve(key: string, lookup: () => Promise<Resolved | null>): Promise<Caller | null> {
      const entry = entries.get(key);
      if (entry && entry.until > Date.now()) return entry.caller;
      if (entry) entries.delete(key);
      const started = generation;
      const resolved = await lookup();
      if (!resolved) return null;
      if (listening && generation === started) remember(key, resolved);
      return resolved.caller;
    },
  };
}
