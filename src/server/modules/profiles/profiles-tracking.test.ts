import { beforeAll, describe, expect, it } from 'vitest';
import type { SignedIn } from '../../testing/factories';
import { type Json, profilesKitForFile } from '../../testing/profile-calls';
import { socialPosts } from '../discovery/discovery.tables';

// Tracking bank profiles (one, or search results at once) and the profiles table.

const { kit, owner, other, call, bank, track, usageOf } = profilesKitForFile();

describe('adding profiles from the bank', () => {
  it('tracks a bank profile once, spends one allowance and copies its posts', async () => {
    const { ids } = await bank(1);
    await kit.database.db.insert(socialPosts).values({
      accountId: ids[0],
      platformPostId: 'p1',
      type: 'photo',
      likes: 10,
      comments: 1,
      publishedAt: new Date('2026-10-01T10:00:00Z'),
    });
    const before = await usageOf(owner, 'profiles');
    const first = await call('POST', '/customer/socialProfile/profile-bank', owner, {
      profileBankId: ids[0],
    });
    expect(first.statusCode).toBe(201);
    const profile = first.json();
    expect(profile).toMatchObject({
      profileBankId: ids[0],
      favourite: false,
      listStatuses: [],
      contacts: [],
      disableShare: true,
      publicUrl: null,
    });
    expect(profile.activities[0]).toMatchObject({ kind: 'added' });
    const again = await call('POST', '/customer/socialProfile/profile-bank', owner, {
      profileBankId: ids[0],
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().profileId).toBe(profile.profileId);
    expect(await usageOf(owner, 'profiles')).toBe(before + 1);
    const contents = await call(
      'GET',
      `/customer/contents?profileId=${profile.profileId}&platform=instagram`,
    );
    expect(contents.json().items.map((c: Json) => c.caption ?? c.likes)).toEqual([10]);
  });

  it('adds several search results at once and marks them tracked in search', async () => {
    const { scope, ids } = await bank(3);
    const response = await call('POST', '/customer/socialProfile/profile-search', owner, {
      profileBankIds: [ids[0], ids[1]],
    });
    expect(response.json()).toMatchObject({ added: 2, alreadyTracked: 0 });
    const again = await call('POST', '/customer/socialProfile/profile-search', owner, {
      profileBankIds: [ids[1], ids[2]],
    });
    expect(again.json()).toMatchObject({ added: 1, alreadyTracked: 1 });
    const search = await call('POST', '/customer/discoverProfiles', owner, {
      categories: [scope],
      sort: 'followers',
    });
    const flags = search.json().items.map((i: Json) => i.tracked);
    expect(flags).toEqual([true, true, true]);
    const elsewhere = await call('POST', '/customer/discoverProfiles', other, {
      categories: [scope],
    });
    expect(elsewhere.json().items.every((i: Json) => i.tracked === false)).toBe(true);
  });

  it('puts search results into a list by name, creating it', async () => {
    const { ids } = await bank(2);
    const response = await call('POST', '/customer/socialProfile/profile-search', owner, {
      profileBankIds: ids,
      listName: 'Summer launch',
    });
    expect(response.statusCode).toBe(200);
    const profileId = response.json().profiles[0].profileId;
    const detail = await call('GET', `/customer/socialProfile/${profileId}`);
    expect(detail.json().listStatuses).toEqual([
      expect.objectContaining({ listName: 'Summer launch' }),
    ]);
  });

  it('refuses to pass the plan allowance and adds nothing (423 profiles)', async () => {
    const org = await kit.signUp({ plan: 'free' });
    await kit.services.usage.consume(org.org.id, 'profiles', 49);
    const { ids } = await bank(2);
    const response = await call('POST', '/customer/socialProfile/profile-search', org, {
      profileBankIds: ids,
    });
    expect(response.statusCode).toBe(423);
    expect(response.json()).toMatchObject({ name: 'LimitExceeded', field: 'profiles' });
    const page = await call('GET', '/customer/socialProfiles', org);
    expect(page.json().total).toBe(0);
  });

  it('answers 404 for an unknown bank profile and 400 for a malformed id', async () => {
    const missing = await call('POST', '/customer/socialProfile/profile-bank', owner, {
      profileBankId: '0190b3a4-0000-7000-8000-000000000000',
    });
    expect(missing.statusCode).toBe(404);
    const malformed = await call('POST', '/customer/socialProfile/profile-bank', owner, {
      profileBankId: 'nope',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().field).toBe('profileBankId');
  });
});

describe('the profiles table', () => {
  let org: SignedIn;
  let byName: Record<string, string>;
  beforeAll(async () => {
    org = await kit.signUp({ plan: 'pro' });
    const { ids } = await bank(4, [
      { fullName: 'Anna Gruber', engagementRate: 1 },
      { fullName: 'Ben Ortiz', engagementRate: 5 },
      { fullName: 'Cleo Park', engagementRate: 9, platform: 'tiktok' },
      { fullName: 'Dan Weiss', engagementRate: 3 },
    ]);
    byName = {};
    for (const [i, id] of ids.entries()) {
      const profile = await track(id, org);
      byName[['anna', 'ben', 'cleo', 'dan'][i]] = profile.profileId;
    }
  });

  async function names(filters: Json, extra = '') {
    const response = await call(
      'GET',
      `/customer/socialProfiles?filters=${encodeURIComponent(JSON.stringify(filters))}${extra}`,
      org,
    );
    expect(response.statusCode).toBe(200);
    return response.json().items.map((p: Json) => p.fullName);
  }

  it('filters by platform, text, followers, engagement and favourite', async () => {
    expect(await names({ platform: 'tiktok' })).toEqual(['Cleo Park']);
    expect(await names({ text: 'ortiz' })).toEqual(['Ben Ortiz']);
    expect(await names({ followers: { min: 30_000 }, sort: 'followers' })).toEqual([
      'Dan Weiss',
      'Cleo Park',
    ]);
    expect(await names({ engagementRate: { min: 2, max: 6 }, sort: 'engagement' })).toEqual([
      'Ben Ortiz',
      'Dan Weiss',
    ]);
    await call('PUT', `/customer/socialProfile/${byName.dan}`, org, {
      action: 'updateFavourite',
      favourite: true,
    });
    expect(await names({ favourite: true })).toEqual(['Dan Weiss']);
  });

  it('pages without overlap and says when there is more', async () => {
    const first = await call('GET', '/customer/socialProfiles?limit=3&page=1', org);
    const second = await call('GET', '/customer/socialProfiles?limit=3&page=2', org);
    expect(first.json()).toMatchObject({ total: 4, hasMore: true, page: 1 });
    expect(second.json()).toMatchObject({ hasMore: false, page: 2 });
    const ids = [...first.json().items, ...second.json().items].map((p: Json) => p.profileId);
    expect(new Set(ids).size).toBe(4);
  });

  it('filters by list and list status', async () => {
    await call('POST', '/customer/list/addListItem', org, { name: 'Q1' });
    await call('PUT', `/customer/socialProfile/${byName.anna}`, org, {
      action: 'updateListStatus',
      listName: 'Q1',
      status: 'Contacted',
    });
    await call('PUT', '/customer/socialProfile/addToList', org, {
      profileIds: [byName.ben],
      listName: 'Q1',
    });
    expect((await names({ listStatus: 'contacted' })).sort()).toEqual(['Anna Gruber']);
    const lists = await call('GET', '/customer/list/listwithCount', org);
    const q1 = lists.json().items.find((l: Json) => l.name === 'Q1');
    expect((await names({ listId: q1._id })).sort()).toEqual(['Anna Gruber', 'Ben Ortiz']);
  });

  it('refuses filters that are not JSON or carry unknown names', async () => {
    const broken = await call('GET', '/customer/socialProfiles?filters=%7Bnope', org);
    expect(broken.statusCode).toBe(400);
    const unknown = await call(
      'GET',
      `/customer/socialProfiles?filters=${encodeURIComponent('{"colour":"red"}')}`,
      org,
    );
    expect(unknown.statusCode).toBe(400);
  });

  it('lists every profile in short for pickers', async () => {
    const all = await call('GET', '/customer/socialProfile/all', org);
    expect(all.json().items).toHaveLength(4);
    expect(all.json().items[0]).toHaveProperty('platform_username');
  });
});
