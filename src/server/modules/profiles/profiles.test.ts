import { describe, expect, it } from 'vitest';
import { insertProfiles, newScope } from '../../testing/bank-fixtures';
import { type Json, profilesKitForFile } from '../../testing/profile-calls';

// Contacts, enrichment, lookalikes and removal of tracked profiles; isolation and roles.

const { kit, owner, other, call, bank, track, usageOf } = profilesKitForFile();

describe('contacts, enrichment, related profiles and removal', () => {
  it('collects contacts once, spending one unlock', async () => {
    const { ids } = await bank(1);
    const { profileId } = await track(ids[0]);
    const before = await usageOf(owner, 'contactUnlocks');
    const first = await call('PUT', `/customer/socialProfile/${profileId}/collect-contacts`);
    expect(first.statusCode).toBe(200);
    expect(first.json().contacts).toEqual([
      expect.objectContaining({ kind: 'email', source: 'bank' }),
    ]);
    const second = await call('PUT', `/customer/socialProfile/${profileId}/collect-contacts`);
    expect(second.json().contacts).toHaveLength(1);
    expect(await usageOf(owner, 'contactUnlocks')).toBe(before + 1);
  });

  it('shows a contact unlocked in Discover on the tracked profile at once, and logs it', async () => {
    const { ids, scope } = await bank(1);
    const { profileId } = await track(ids[0]);
    const before = await usageOf(owner, 'contactUnlocks');
    const unlock = await call('POST', '/customer/discover/unlockContacts', owner, {
      profileId: ids[0],
    });
    expect(unlock.statusCode).toBe(200);
    const profile = (await call('GET', `/customer/socialProfile/${profileId}`)).json();
    expect(profile.contacts).toEqual([
      { kind: 'email', value: `${scope}0@mail.test`, source: 'bank' },
    ]);
    expect(profile.activities[0]).toMatchObject({ kind: 'contacts' });
    // Collecting afterwards is free and adds nothing twice.
    const collected = await call('PUT', `/customer/socialProfile/${profileId}/collect-contacts`);
    expect(collected.json().contacts).toHaveLength(1);
    expect(await usageOf(owner, 'contactUnlocks')).toBe(before + 1);
  });

  it('brings contacts unlocked before tracking onto the new profile, without a charge', async () => {
    const { ids, scope } = await bank(1);
    await call('POST', '/customer/discover/unlockContacts', owner, { profileId: ids[0] });
    const before = await usageOf(owner, 'contactUnlocks');
    const { profileId } = await track(ids[0]);
    const profile = (await call('GET', `/customer/socialProfile/${profileId}`)).json();
    expect(profile.contacts).toEqual([
      { kind: 'email', value: `${scope}0@mail.test`, source: 'bank' },
    ]);
    expect(await usageOf(owner, 'contactUnlocks')).toBe(before);
  });

  it("does not put one organization's unlock on another's profile", async () => {
    const { ids } = await bank(1);
    const { profileId } = await track(ids[0], other);
    await call('POST', '/customer/discover/unlockContacts', owner, { profileId: ids[0] });
    const profile = (await call('GET', `/customer/socialProfile/${profileId}`, other)).json();
    expect(profile.contacts).toEqual([]);
  });

  it('queues enrichment and the job refreshes the profile', async () => {
    const { ids } = await bank(1);
    const { profileId } = await track(ids[0]);
    const queued = await call('PUT', `/customer/socialProfile/${profileId}/enrich`);
    expect(queued.statusCode).toBe(202);
    await kit.services.profiles
      .enrichJob()
      .handle({ orgId: owner.org.id, profileId }, { logger: kit.app.log as never, jobId: 'test' });
    const after = await call('GET', `/customer/socialProfile/${profileId}`);
    expect(after.json().enrichedAt).not.toBeNull();
    expect(after.json().activities[0].kind).toBe('enriched');
  });

  it('lists lookalikes from the bank without charging a search', async () => {
    const scope = newScope();
    const rows = await insertProfiles(kit.database.db, scope, [
      { username: `${scope}ref`, followers: 50_000, categories: [scope, 'fitness'] },
      { username: `${scope}alike`, followers: 55_000, categories: [scope, 'fitness'] },
      { username: `${scope}far`, followers: 5_000_000, categories: [scope] },
    ]);
    const { profileId } = await track(rows[`${scope}ref`].id);
    const before = await usageOf(owner, 'searchCount');
    const related = await call(
      'GET',
      `/customer/socialProfile/related-profiles?profileId=${profileId}`,
    );
    expect(related.statusCode).toBe(200);
    const names = related.json().items.map((i: Json) => i.platform_username);
    expect(names[0]).toBe(`${scope}alike`);
    expect(names).not.toContain(`${scope}ref`);
    // The niche at another size comes after the close match, never before it.
    expect(names.indexOf(`${scope}far`)).toBeGreaterThan(0);
    expect(await usageOf(owner, 'searchCount')).toBe(before);
  });

  it('finds similar creators where none shares niche, audience and size band, best first', async () => {
    // Today's strict rule (niche and audience country and ±50 % followers) finds none of these.
    const scope = newScope();
    const rows = await insertProfiles(kit.database.db, scope, [
      {
        username: `${scope}ref`,
        followers: 50_000,
        categories: [scope],
        country: 'IS',
        audience: { country: { IS: 0.8 } },
      },
      { username: `${scope}niche`, followers: 900_000, categories: [scope], country: 'IS' },
      { username: `${scope}size`, followers: 52_000, categories: [newScope()], country: 'PT' },
    ]);
    const { profileId } = await track(rows[`${scope}ref`].id);
    const related = await call(
      'GET',
      `/customer/socialProfile/related-profiles?profileId=${profileId}&limit=5`,
    );
    const names = related.json().items.map((i: Json) => i.platform_username);
    expect(names).toHaveLength(5);
    // Widened step by step: the same niche at any size first, then the same size in any niche
    // (other tests' creators of that size among them), then the platform, nearest in size.
    expect(names[0]).toBe(`${scope}niche`);
    expect(names.indexOf(`${scope}size`)).toBeGreaterThan(0);
    expect(names).not.toContain(`${scope}ref`);
  });

  it('deletes a profile, gives the allowance back and drops its list items', async () => {
    const { ids } = await bank(1);
    const { profileId } = await track(ids[0]);
    await call('PUT', '/customer/socialProfile/addToList', owner, {
      profileIds: [profileId],
      listName: 'Doomed',
    });
    const before = await usageOf(owner, 'profiles');
    const removed = await call('DELETE', `/customer/socialProfile?profileId=${profileId}`);
    expect(removed.statusCode).toBe(204);
    expect(await usageOf(owner, 'profiles')).toBe(before - 1);
    expect((await call('GET', `/customer/socialProfile/${profileId}`)).statusCode).toBe(404);
    const lists = await call('GET', '/customer/list/listwithCount?hideEmptyList=false');
    expect(lists.json().items.find((l: Json) => l.name === 'Doomed').count).toBe(0);
  });
});

describe('organization isolation and roles', () => {
  it("answers 404 on every route for another organization's profile and changes nothing", async () => {
    const { ids } = await bank(1);
    const { profileId } = await track(ids[0]);
    const before = (await call('GET', `/customer/socialProfile/${profileId}`)).json();
    const attempts = [
      call('GET', `/customer/socialProfile/${profileId}`, other),
      call('PUT', `/customer/socialProfile/${profileId}`, other, {
        action: 'updateFavourite',
        favourite: true,
      }),
      call('PUT', `/customer/socialProfile/${profileId}`, other, {
        action: 'addLink',
        url: 'https://x.test',
      }),
      call('PUT', `/customer/socialProfile/${profileId}/info`, other, { fullName: 'Hacked' }),
      call('PUT', `/customer/socialProfile/${profileId}/slug`, other, { slug: 'hacked' }),
      call('PUT', `/customer/socialProfile/${profileId}/enrich`, other),
      call('PUT', `/customer/socialProfile/${profileId}/collect-contacts`, other),
      call('GET', `/customer/socialProfile/related-profiles?profileId=${profileId}`, other),
      call('DELETE', `/customer/socialProfile?profileId=${profileId}`, other),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode).toBe(404);
    }
    const after = (await call('GET', `/customer/socialProfile/${profileId}`)).json();
    expect(after).toEqual(before);
    const page = await call('GET', '/customer/socialProfiles', other);
    expect(page.json().items.some((p: Json) => p.profileId === profileId)).toBe(false);
  });

  it('lets a guest read but not change profiles', async () => {
    const guest = await kit.addMember(owner.org, 'guest');
    const { ids } = await bank(1);
    const { profileId } = await track(ids[0]);
    expect((await call('GET', `/customer/socialProfile/${profileId}`, guest)).statusCode).toBe(200);
    const change = await call('PUT', `/customer/socialProfile/${profileId}`, guest, {
      action: 'updateFavourite',
      favourite: true,
    });
    expect(change.statusCode).toBe(403);
  });

  it('counts profiles, content and lists on the dashboard', async () => {
    const org = await kit.signUp({ plan: 'pro' });
    const { ids } = await bank(2);
    await track(ids[0], org);
    await call('POST', '/customer/socialProfile/profile-search', org, {
      profileBankIds: [ids[1]],
      listName: 'Home',
    });
    const dashboard = await call('GET', '/customer/dashboard', org);
    expect(dashboard.json()).toMatchObject({ profileCount: 2, listCount: 1 });
    expect(dashboard.json().recentActivity).toHaveLength(2);
  });
});
