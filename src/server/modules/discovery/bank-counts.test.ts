import { eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXACT_TOTAL_CAP } from '../../../common/api/discovery';
import { insertProfiles } from '../../testing/bank-fixtures';
import type { SignedIn } from '../../testing/factories';
import { createTestKit, type TestKit } from '../../testing/kit';
import { countBank } from './bank-counts';
import { createDiscoveryRepository } from './discovery.repository';
import { type NewSocialAccount, socialAccounts } from './discovery.tables';

// Issue 19 item 5: the dashboard, an unfiltered search and the profile bank showed three
// different sizes of one bank (4.9 K, "About 1.0 K", 827). This file owns its whole bank, so
// every number is known: 1,200 small Instagram profiles (more than a search counts exactly),
// 5 Instagram and 1 TikTok profiles the profile bank lists (10 K+ followers), 1 small TikTok one.
const SMALL_INSTAGRAM = 1_200;
let kit: TestKit;
let owner: SignedIn;
beforeAll(async () => {
  kit = await createTestKit();
  owner = await kit.signUp({ plan: 'agency' });
  const db = kit.database.db;
  const small: NewSocialAccount[] = Array.from({ length: SMALL_INSTAGRAM }, (_, i) => ({
    platform: 'instagram',
    platformUserId: `counts-small-${i}`,
    username: `counts_small_${i}`,
    followers: 500 + i,
    categories: ['crowd'],
  }));
  await createDiscoveryRepository(db).insertProfiles(small);
  await insertProfiles(db, 'counts', [
    { followers: 10_000 },
    { followers: 25_000 },
    { followers: 80_000 },
    { followers: 400_000 },
    { followers: 2_000_000 },
    { platform: 'tiktok', followers: 50_000 },
    { platform: 'tiktok', followers: 9_999 },
  ]);
});
afterAll(() => kit.close());

async function dashboard() {
  const response = await kit.app.inject({ method: 'GET', url: '/api/v1/public/bank-summary' });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function search(body: Record<string, unknown>) {
  const response = await kit.app.inject({
    method: 'POST',
    url: '/api/v1/customer/discoverProfiles',
    headers: owner.headers,
    payload: body,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function profileBank(query: string) {
  const response = await kit.app.inject({
    method: 'GET',
    url: `/api/v1/customer/profileBank?${query}`,
    headers: owner.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

function handles(page: { items: { platform_username: string }[] }): string[] {
  return page.items.map((item) => item.platform_username);
}

describe('bank counts', () => {
  it('gives the dashboard, an unfiltered search and the profile bank the same numbers', async () => {
    const summary = await dashboard();
    expect(summary).toMatchObject({
      profiles: SMALL_INSTAGRAM + 7,
      byPlatform: { instagram: SMALL_INSTAGRAM + 5, tiktok: 2, youtube: 0 },
      profileBank: { minFollowers: 10_000, byPlatform: { instagram: 5, tiktok: 1, youtube: 0 } },
    });

    // All profiles of a platform: exact, even above the cap a filtered search counts to.
    for (const platform of ['instagram', 'tiktok'] as const) {
      const found = await search({ platform });
      expect(found).toMatchObject({
        total: summary.byPlatform[platform],
        totalIsEstimate: false,
      });
      const listed = await profileBank(`platform=${platform}`);
      expect(listed).toMatchObject({
        total: summary.profileBank.byPlatform[platform],
        totalIsEstimate: false,
      });
      expect(listed.items).toHaveLength(summary.profileBank.byPlatform[platform]);
    }
  });

  it('lists on the profile bank exactly the profiles it counts, none below the minimum', async () => {
    const listed = await profileBank('platform=instagram');
    const followers = listed.items.map((item: { followers: number }) => item.followers);
    expect(followers.sort((a: number, b: number) => a - b)).toEqual([
      10_000, 25_000, 80_000, 400_000, 2_000_000,
    ]);
  });

  it('says "more than" the cap, never a guess, when a filtered search matches more', async () => {
    const crowd = await search({ platform: 'instagram', categories: ['crowd'] });
    expect(crowd).toMatchObject({ total: EXACT_TOTAL_CAP, totalIsEstimate: true, hasMore: true });
    // Below the cap a filtered search counts exactly.
    const few = await search({ platform: 'instagram', followers: { min: 50_000 } });
    expect(few).toMatchObject({ total: 3, totalIsEstimate: false, hasMore: false });
  });

  it('counts a search ranked by several keywords exactly, up to the cap, as it ranks them', async () => {
    // Every small profile's handle holds both words: more than the cap, the largest ranked first.
    const crowd = await search({ platform: 'instagram', keywords: 'counts small' });
    expect(crowd).toMatchObject({ total: EXACT_TOTAL_CAP, totalIsEstimate: true, hasMore: true });
    expect(handles(crowd).slice(0, 3)).toEqual([
      'counts_small_1199',
      'counts_small_1198',
      'counts_small_1197',
    ]);
    // Below the cap: exact, and the last page ends the list.
    const some = { platform: 'instagram', keywords: 'counts small', followers: { min: 1_600 } };
    const first = await search({ ...some, limit: 50 });
    expect(first).toMatchObject({ total: 100, totalIsEstimate: false, hasMore: true });
    expect(handles(first)[0]).toBe('counts_small_1199');
    const last = await search({ ...some, page: 2, limit: 50 });
    expect(last).toMatchObject({ total: 100, totalIsEstimate: false, hasMore: false });
    expect(handles(last).at(-1)).toBe('counts_small_1100');
  });

  // The counts are kept by triggers (migration 0048); here each kind of write is checked against
  // a count of the rows themselves, on a bank of its own platform (YouTube is empty above).
  it('stays exact through inserts, re-imports, follower changes across the line and deletes', async () => {
    const db = kit.database.db;
    const s = socialAccounts;
    const counted = async () => {
      const [row] = await db
        .select({
          profiles: sql<number>`count(*)`.mapWith(Number),
          browsable: sql<number>`count(*) filter (where ${s.followers} >= 10000)`.mapWith(Number),
          demo: sql<number>`count(*) filter (where ${s.isDemo})`.mapWith(Number),
        })
        .from(s)
        .where(eq(s.platform, 'youtube'));
      const [kept] = await countBank(db, 'youtube');
      return { kept: kept ?? { profiles: 0, browsable: 0, demo: 0 }, counted: row };
    };
    const expectExact = async (profiles: number) => {
      const { kept, counted: rows } = await counted();
      expect(rows.profiles).toBe(profiles);
      expect(kept).toMatchObject(rows);
    };
    const youtube = (i: number, followers: number): NewSocialAccount => ({
      platform: 'youtube',
      platformUserId: `kept-${i}`,
      username: `kept_${i}`,
      followers,
      isDemo: i % 3 === 0,
    });
    const repository = createDiscoveryRepository(db);
    await repository.insertProfiles(Array.from({ length: 40 }, (_, i) => youtube(i, 9_990 + i)));
    await expectExact(40);
    // The same rows again (an import's upsert), now half of them across the line.
    await db
      .insert(s)
      .values(Array.from({ length: 20 }, (_, i) => youtube(i, i % 2 ? 50_000 : 100)))
      .onConflictDoUpdate({
        target: [s.platform, s.platformUserId],
        set: { followers: sql`excluded.followers` },
      });
    await expectExact(40);
    await db.update(s).set({ isDemo: false }).where(like(s.username, 'kept_1%'));
    await db.update(s).set({ followers: 12_000 }).where(like(s.username, 'kept_2%'));
    await expectExact(40);
    await db.delete(s).where(like(s.username, 'kept_3%'));
    await expectExact(29);
    await db.delete(s).where(eq(s.platform, 'youtube'));
    expect(await countBank(db, 'youtube')).toEqual([]);
  });
});
