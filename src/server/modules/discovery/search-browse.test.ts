import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProfiles } from '../../testing/bank-fixtures';
import type { SignedIn } from '../../testing/factories';
import { createTestKit, type TestKit } from '../../testing/kit';

// Locations and niche counts are cached bank-wide aggregates: this file inserts its whole bank
// before the first call, so every assertion sees exact counts.
let kit: TestKit;
let owner: SignedIn;
let guest: SignedIn;
beforeAll(async () => {
  kit = await createTestKit();
  owner = await kit.signUp({ plan: 'free' });
  guest = await kit.addMember(owner.org, 'guest');
  const db = kit.database.db;
  await insertProfiles(db, 'fitness', [
    { username: 'fit_top', engagementRate: 9, followers: 20_000, country: 'AT', city: 'Vienna' },
    { username: 'fit_mid', engagementRate: 5, followers: 50_000, country: 'AT', city: 'Vienna' },
    { username: 'fit_low', engagementRate: 1, followers: 900_000, country: 'AT', city: 'Graz' },
    // Tiny accounts have the highest engagement; curated browsing leaves them out.
    { username: 'fit_tiny', engagementRate: 30, followers: 800, country: 'AU', city: 'Sydney' },
    {
      username: 'fit_tiktok',
      platform: 'tiktok',
      followers: 20_000,
      country: 'DE',
      city: 'Berlin',
    },
  ]);
  await insertProfiles(db, 'food', [
    { username: 'food_one', followers: 30_000, country: 'US', city: 'Austin' },
    { username: 'food_two', followers: 40_000, country: 'BR', city: 'São Paulo' },
  ]);
});
afterAll(() => kit.close());

function get(url: string, headers = owner.headers) {
  return kit.app.inject({ method: 'GET', url: `/api/v1/customer${url}`, headers });
}

describe('misc/locations', () => {
  it('completes country names from ISO codes, most profiles first', async () => {
    const response = await get('/misc/locations?type=country&text=au');
    expect(response.statusCode).toBe(200);
    expect(response.json().items).toEqual([
      { type: 'country', value: 'AT', label: 'Austria', country: 'AT', count: 3 },
      { type: 'country', value: 'AU', label: 'Australia', country: 'AU', count: 1 },
    ]);
  });

  it('completes cities by any word, accents ignored, with their country', async () => {
    const paulo = await get('/misc/locations?type=city&text=sao');
    expect(paulo.json().items).toEqual([
      { type: 'city', value: 'São Paulo', label: 'São Paulo, Brazil', country: 'BR', count: 1 },
    ]);
    expect((await get('/misc/locations?type=city&text=paulo')).json().items).toHaveLength(1);
  });

  it('ranks prefix matches of both kinds by count, at most 10, guests included', async () => {
    const response = await get('/misc/locations?text=', guest.headers);
    expect(response.statusCode).toBe(200);
    const items = response.json().items;
    expect(items.length).toBeLessThanOrEqual(10);
    expect(items[0]).toMatchObject({ value: 'AT', count: 3 });
    const austin = (await get('/misc/locations?text=aus')).json().items;
    expect(austin.map((i: { value: string }) => i.value)).toEqual(['AT', 'Austin', 'AU']);
  });

  it('refuses an unknown type', async () => {
    const response = await get('/misc/locations?type=planet');
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe('type');
  });
});

describe('profileBank', () => {
  it("lists a niche's top profiles by engagement, leaving out tiny accounts, for free", async () => {
    const response = await get('/profileBank?niche=fitness', guest.headers);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.items.map((i: { platform_username: string }) => i.platform_username)).toEqual([
      'fit_top',
      'fit_mid',
      'fit_low',
    ]);
    expect(body).toMatchObject({ total: 3, page: 1, limit: 20, hasMore: false });
    const usage = await kit.services.usage.report(owner.org.id, ['searchCount']);
    expect(usage.searchCount.used).toBe(0);
  });

  it('pages with the default page size of 20 and filters by platform', async () => {
    const page = (await get('/profileBank?niche=fitness&limit=2&page=2')).json();
    expect(page).toMatchObject({ page: 2, limit: 2, total: 3, hasMore: false });
    expect(page.items).toHaveLength(1);
    const tiktok = (await get('/profileBank?platform=tiktok')).json();
    expect(tiktok.items.map((i: { platform_username: string }) => i.platform_username)).toEqual([
      'fit_tiktok',
    ]);
  });

  it('answers the niches with counts, the platforms and the landing tab', async () => {
    const response = await get('/profileBank/meta', guest.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      niches: [
        { key: 'fitness', label: 'Fitness', count: 3 },
        { key: 'food', label: 'Food', count: 2 },
      ],
      platforms: [
        { key: 'instagram', label: 'Instagram', count: 5 },
        { key: 'tiktok', label: 'TikTok', count: 1 },
        { key: 'youtube', label: 'YouTube', count: 0 },
      ],
      landingTab: 'niche',
    });
  });
});
