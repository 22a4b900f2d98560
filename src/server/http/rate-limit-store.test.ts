import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestKit, type TestKit } from '../testing/kit';
import { batchedDatabaseStore } from './rate-limit-store';

// The global limit's store counts busy keys in memory and flushes them (rate-limit-store.ts).
// Whatever the interleaving of flushes, single hits and their answers, each hit of one process
// must get its own place in the window: never one twice (that lets a request through beyond the
// limit), never one skipped (that refuses one too early).

let kit: TestKit;
beforeAll(async () => {
  kit = await createTestKit();
});
afterAll(() => kit?.close());

type Hit = { current: number; ttl: number };

describe('the batched rate-limit store', () => {
  it('gives every hit its own place, with flushes and single hits racing', async () => {
    // A 1 ms flush against hits arriving all the time: flushes, single hits (when no answer came
    // within the flush interval) and local counts all overlap.
    const Store = batchedDatabaseStore(kit.database, 1);
    const store = new Store();
    const key = `race:${randomUUID()}`;
    const incr = () =>
      new Promise<Hit>((resolve, reject) =>
        store.incr(key, (error, hit) => (error || !hit ? reject(error) : resolve(hit)), 60_000),
      );
    // 300 hits spread over 60 ms, a few each millisecond, none waiting for another's answer.
    const hits = await Promise.all(
      Array.from({ length: 300 }, (_, i) => sleep((i * 7) % 60).then(incr)),
    );
    const places = hits.map((hit) => hit.current);
    await Store.close();
    places.sort((a, b) => a - b);
    expect(places).toEqual(Array.from({ length: places.length }, (_, i) => i + 1));
    const [row] = (
      await kit.database.executeSql('select hits from rate_limit_windows where key = $1', [key])
    ).rows;
    expect(Number(row?.hits)).toBe(places.length);
  });

  it('shares one window between two stores, as between two processes', async () => {
    const First = batchedDatabaseStore(kit.database, 100);
    const Second = batchedDatabaseStore(kit.database, 100);
    const [first, second] = [new First(), new Second()];
    const key = `shared:${randomUUID()}`;
    const incr = (store: typeof first) =>
      new Promise<Hit>((resolve, reject) =>
        store.incr(key, (error, hit) => (error || !hit ? reject(error) : resolve(hit)), 60_000),
      );
    for (let i = 0; i < 30; i++) await incr(first);
    await sleep(250);
    // The second store has never seen the key: its first hit asks PostgreSQL.
    expect((await incr(second)).current).toBe(31);
    expect((await incr(second)).current).toBe(32);
    await First.close();
    await Second.close();
  });
});
