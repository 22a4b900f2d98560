import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProfiles } from '../../testing/bank-fixtures';
import type { SignedIn } from '../../testing/factories';
import { createTestKit, type TestKit } from '../../testing/kit';
import { createDiscoveryRepository } from './discovery.repository';
import type { NewSocialAccount } from './discovery.tables';
import { EXACT_TOTAL_CAP } from './search/search.schema';

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
});
