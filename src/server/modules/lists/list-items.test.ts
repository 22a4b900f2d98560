import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/errors';
import type { SignedIn } from '../../testing/factories';
import { testKitForFile } from '../../testing/test-file-kit';
import { callerOf, itemRow, itemRows, listClient, listRow, trackProfiles } from './lists.fixtures';

const kit = testKitForFile();
const api = listClient(kit);

const LIST = '/customer/list';
type Item = { profileId: string; status: string | null; position: number };

const removeFromList = (who: SignedIn, body: object) =>
  api.call('PUT', '/customer/socialProfile/removeFromList', who, body);

async function listNames(who: SignedIn): Promise<string[]> {
  const response = await api.call('GET', `${LIST}/listwithCount?hideEmptyList=false`, who);
  return response.json().items.map((l: { name: string }) => l.name);
}

/** Runs a service call and answers the AppError it throws (or null). */
async function refusal(promise: Promise<unknown>): Promise<AppError | null> {
  try {
    await promise;
    return null;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
}

describe('PUT socialProfile/addToList', () => {
  it('adds profiles as Shortlisted at the end of the column and counts repeats', async () => {
    const owner = await kit.signUp({ plan: 'pro' });
    const [p1, p2, p3] = await trackProfiles(kit, owner.org, 3);
    const list = await api.createList(owner, 'Picks');

    const first = await api.addToList(owner, { profileIds: [p1, p2, p1], listId: list._id });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ listId: list._id, added: 2, alreadyInList: 0 });
    const second = await api.addToList(owner, { profileIds: [p2, p3], listId: list._id });
    expect(second.json()).toEqual({ listId: list._id, added: 1, alreadyInList: 1 });

    const { items } = (await api.items(owner, list._id)).json();
    expect(items.map((i: Item) => [i.profileId, i.status, i.position])).toEqual([
      [p1, 'Shortlisted', 0],
      [p2, 'Shortlisted', 1],
      [p3, 'Shortlisted', 2],
    ]);
  });

  it('finds a list by name in any case, and creates a missing one (spending lists)', async () => {
    const owner = await kit.signUp({ plan: 'pro' });
    const [p1, p2] = await trackProfiles(kit, owner.org, 2);
    const existing = await api.createList(owner, 'Existing');

    const byName = await api.addToList(owner, { profileIds: [p1], listName: 'EXISTING' });
    expect(byName.json()).toMatchObject({ listId: existing._id, added: 1 });

    const created = await api.addToList(owner, { profileIds: [p2], listName: ' Brand new ' });
    expect(created.statusCode).toBe(200);
    const { listId } = created.json();
    expect((await listRow(kit, listId))?.name).toBe('Brand new');
    const { list, items } = (await api.items(owner, listId)).json();
    expect(list.statuses.map((s: { name: string }) => s.name)).toEqual([
      'Shortlisted',
      'Contacted',
      'Confirmed',
    ]);
    expect(items).toEqual([expect.objectContaining({ profileId: p2, status: 'Shortlisted' })]);
    expect((await kit.services.usage.report(owner.org.id, ['lists'])).lists.used).toBe(2);
  });

  it('refuses a new listName past the plan limit with 423 and adds nothing', async () => {
    const owner = await kit.signUp({ plan: 'free' });
    const [profileId] = await trackProfiles(kit, owner.org, 1);
    for (const name of ['A', 'B', 'C']) await api.createList(owner, name);
    const response = await api.addToList(owner, { profileIds: [profileId], listName: 'D' });
    expect(response.statusCode).toBe(423);
    expect(response.json()).toMatchObject({ name: 'LimitExceeded', field: 'lists' });
    expect(await listNames(owner)).toEqual(['A', 'B', 'C']);
  });

  it('answers 404 for a profile the organization does not track, adding nothing', async () => {
    const [a, b] = [await kit.signUp({ plan: 'pro' }), await kit.signUp({ plan: 'pro' })];
    const [mine] = await trackProfiles(kit, b.org, 1);
    const [theirs] = await trackProfiles(kit, a.org, 1);
    const list = await api.createList(b, 'Mine');

    for (const profileIds of [
      [mine, theirs],
      [mine, '0190d3c2-0000-7000-8000-000000000000'],
      [mine, 'not-a-uuid'],
    ]) {
      const response = await api.addToList(b, { profileIds, listId: list._id });
      expect(response.statusCode).toBe(404);
      expect(response.json().name).toBe('NotFound');
    }
    const byNewName = await api.addToList(b, { profileIds: [theirs], listName: 'Fresh' });
    expect(byNewName.statusCode).toBe(404);
    expect(await itemRows(kit, list._id)).toEqual([]);
    expect(await listNames(b)).toEqual(['Mine']);
  });

  it("answers 404 for another organization's list, adding nothing", async () => {
    const [a, b] = [await kit.signUp({ plan: 'pro' }), await kit.signUp({ plan: 'pro' })];
    const [profileId] = await trackProfiles(kit, b.org, 1);
    const theirs = await api.createList(a, 'Theirs');
    const response = await api.addToList(b, { profileIds: [profileId], listId: theirs._id });
    expect(response.statusCode).toBe(404);
    expect(await itemRows(kit, theirs._id)).toEqual([]);
  });

  it.each([
    ['no list', { profileIds: ['x'] }, 'listId'],
    ['both listId and listName', { profileIds: ['x'], listId: 'a', listName: 'b' }, 'listId'],
    ['no profiles', { profileIds: [], listName: 'b' }, 'profileIds'],
    [
      '501 profiles',
      { profileIds: Array.from({ length: 501 }, (_, i) => `id${i}`), listName: 'b' },
      'profileIds',
    ],
    ['profileIds not a list', { profileIds: 'x', listName: 'b' }, 'profileIds'],
    ['an unknown field', { profileIds: ['x'], listName: 'b', status: 'Paid' }, 'body'],
  ])('refuses a body with %s (400 on %s)', async (_, body, field) => {
    const owner = await kit.signUp({ plan: 'pro' });
    const response = await api.addToList(owner, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ name: 'ValidationError', field });
  });
});

describe('PUT socialProfile/removeFromList', () => {
  it('removes profiles from a list by id or name; they stay tracked and in other lists', async () => {
    const owner = await kit.signUp({ plan: 'pro' });
    const [p1, p2, p3] = await trackProfiles(kit, owner.org, 3);
    const list = await api.createList(owner, 'Trim');
    const other = await api.createList(owner, 'Other');
    await api.addToList(owner, { profileIds: [p1, p2, p3], listId: list._id });
    await api.addToList(owner, { profileIds: [p1], listId: other._id });

    const byId = await removeFromList(owner, { profileIds: [p1], listId: list._id });
    expect(byId.statusCode).toBe(200);
    expect(byId.json()).toEqual({ removed: 1 });
    const byName = await removeFromList(owner, { profileIds: [p1, p2], listName: 'trim' });
    expect(byName.json()).toEqual({ removed: 1 });

    const items = (await api.items(owner, list._id)).json().items;
    expect(items.map((i: Item) => i.profileId)).toEqual([p3]);
    expect(await itemRow(kit, other._id, p1)).not.toBeNull();
    const lists = (await api.call('GET', `${LIST}/profile-lists?profileId=${p1}`, owner)).json();
    expect(
      lists.items.map((l: { name: string; hasProfile: boolean }) => [l.name, l.hasProfile]),
    ).toEqual([
      ['Other', true],
      ['Trim', false],
    ]);
  });

  it("answers 404 for another organization's list or profile, removing nothing", async () => {
    const [a, b] = [await kit.signUp({ plan: 'pro' }), await kit.signUp({ plan: 'pro' })];
    const [theirProfile] = await trackProfiles(kit, a.org, 1);
    const [myProfile] = await trackProfiles(kit, b.org, 1);
    const theirs = await api.createList(a, 'Theirs');
    const mine = await api.createList(b, 'Mine');
    await api.addToList(a, { profileIds: [theirProfile], listId: theirs._id });
    await api.addToList(b, { profileIds: [myProfile], listId: mine._id });

    expect(
      (await removeFromList(b, { profileIds: [theirProfile], listId: theirs._id })).statusCode,
    ).toBe(404);
    expect(
      (await removeFromList(b, { profileIds: [theirProfile], listName: 'theirs' })).statusCode,
    ).toBe(404);
    expect(
      (await removeFromList(b, { profileIds: [myProfile, theirProfile], listId: mine._id }))
        .statusCode,
    ).toBe(404);
    expect(await itemRows(kit, theirs._id)).toHaveLength(1);
    expect(await itemRows(kit, mine._id)).toHaveLength(1);
  });
});

describe('GET list/items', () => {
  it('answers the list and its items with the creator fields, in kanban order', async () => {
    const owner = await kit.signUp({ plan: 'pro' });
    const [p1, p2, p3] = await trackProfiles(kit, owner.org, 3);
    const list = await api.createList(owner, 'Board');
    await api.addToList(owner, { profileIds: [p1, p2, p3], listId: list._id });
    const caller = callerOf(owner);
    await kit.services.lists.updateListStatus(caller, p1, {
      listId: list._id,
      status: 'Confirmed',
    });
    await kit.services.lists.updateListStatus(caller, p3, {
      listId: list._id,
      status: 'contacted',
    });
    await kit.services.lists.clearListStatus(caller, p2, { listId: list._id });

    const response = await api.items(owner, list._id);
    expect(response.statusCode).toBe(200);
    const { list: dto, items } = response.json();
    expect(dto).toMatchObject({ _id: list._id, name: 'Board', count: 3 });
    expect(items.map((i: Item) => [i.profileId, i.status])).toEqual([
      [p3, 'Contacted'],
      [p1, 'Confirmed'],
      [p2, null],
    ]);
    expect(items[1]).toEqual({
      profileId: p1,
      status: 'Confirmed',
      statusKey: 'confirmed',
      statusId: list.statuses[2]._id,
      position: 0,
      addedAt: expect.any(String),
      username: expect.stringMatching(/_user/),
      fullName: 'Creator 1',
      avatarUrl: null,
      platform: 'instagram',
      followers: 10_000,
      engagementRate: 2,
      isDemo: false,
    });
    // Contacts and custom fields of the tracked profile stay out of the list page.
    expect(response.body).not.toContain('@mail.test');
    expect(response.body).not.toContain('internal note');
  });

  it("answers 404 for another organization's list and for an unknown one", async () => {
    const [a, b] = [await kit.signUp({ plan: 'pro' }), await kit.signUp({ plan: 'pro' })];
    const list = await api.createList(a, 'Hidden');
    expect((await api.items(b, list._id)).statusCode).toBe(404);
    expect((await api.items(a, '0190d3c2-0000-7000-8000-000000000000')).statusCode).toBe(404);
    expect((await api.items(a, 'nope')).statusCode).toBe(404);
    const missing = await api.call('GET', `${LIST}/items`, a);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().field).toBe('listId');
  });
});

describe('GET list/profile-lists', () => {
  it("answers every list of the organization with the profile's membership and status", async () => {
    const owner = await kit.signUp({ plan: 'pro' });
    const [profileId] = await trackProfiles(kit, owner.org, 1);
    const b = await api.createList(owner, 'B list');
    const a = await api.createList(owner, 'a list');
    const c = await api.createList(owner, 'C list');
    await api.addToList(owner, { profileIds: [profileId], listId: b._id });
    await api.addToList(owner, { profileIds: [profileId], listId: c._id });
    await kit.services.lists.updateListStatus(callerOf(owner), profileId, {
      listName: 'c LIST',
      status: 'CONTACTED',
    });

    const response = await api.call('GET', `${LIST}/profile-lists?profileId=${profileId}`, owner);
    expect(response.statusCode).toBe(200);
    expect(response.json().items).toEqual([
      { _id: a._id, name: 'a list', hasProfile: false, status: null },
      { _id: b._id, name: 'B list', hasProfile: true, status: 'Shortlisted' },
      { _id: c._id, name: 'C list', hasProfile: true, status: 'Contacted' },
    ]);
  });

  it("answers 404 for another organization's profile", async () => {
    const [a, b] = [await kit.signUp({ plan: 'pro' }), await kit.signUp({ plan: 'pro' })];
    const [profileId] = await trackProfiles(kit, a.org, 1);
    await api.createList(b, 'Mine');
    const response = await api.call('GET', `${LIST}/profile-lists?profileId=${profileId}`, b);
    expect(response.statusCode).toBe(404);
    expect((await api.call('GET', `${LIST}/profile-lists?profileId=garbage`, b)).statusCode).toBe(
      404,
    );
  });
});

describe('service functions for the profiles module', () => {
  it('updateListStatus adds a profile to the list and places its card', async () => {
    const owner = await kit.signUp({ plan: 'pro' });
    const [p1, p2, p3] = await trackProfiles(kit, owner.org, 3);
    const list = await api.createList(owner, 'Kanban');
    const caller = callerOf(owner);
    await api.addToList(owner, { profileIds: [p1, p2], listId: list._id });

    // p3 is not in the list yet: it joins as Shortlisted at position 0, before p1 and p2.
    await kit.services.lists.updateListStatus(caller, p3, {
      listId: list._id,
      status: 'shortlisted',
      position: 0,
    });
    let items: Item[] = (await api.items(owner, list._id)).json().items;
    expect(items.map((i) => [i.profileId, i.position])).toEqual([
      [p3, 0],
      [p1, 1],
      [p2, 2],
    ]);

    // Moving p2 to Contacted without a position puts it last there; its old column keeps order.
    await kit.services.lists.updateListStatus(caller, p2, {
      listId: list._id,
      status: 'Contacted',
    });
    items = (await api.items(owner, list._id)).json().items;
    expect(items.map((i) => [i.profileId, i.status])).toEqual([
      [p3, 'Shortlisted'],
      [p1, 'Shortlisted'],
      [p2, 'Contacted'],
    ]);
  });

  it('updateListStatus refuses an unknown status (400 on status), profile or list (404)', async () => {
    const [a, b] = [await kit.signUp({ plan: 'pro' }), await kit.signUp({ plan: 'pro' })];
    const [profileId] = await trackProfiles(kit, b.org, 1);
    const [theirProfile] = await trackProfiles(kit, a.org, 1);
    const mine = await api.createList(b, 'Mine');
    const theirs = await api.createList(a, 'Theirs');
    const caller = callerOf(b);

    const unknownStatus = await refusal(
      kit.services.lists.updateListStatus(caller, profileId, { listId: mine._id, status: 'Paid' }),
    );
    expect(unknownStatus).toMatchObject({ statusCode: 400, field: 'status' });
    const otherProfile = await refusal(
      kit.services.lists.updateListStatus(caller, theirProfile, {
        listId: mine._id,
        status: 'Contacted',
      }),
    );
    expect(otherProfile?.statusCode).toBe(404);
    const otherList = await refusal(
      kit.services.lists.updateListStatus(caller, profileId, {
        listId: theirs._id,
        status: 'Contacted',
      }),
    );
    expect(otherList?.statusCode).toBe(404);
    const noList = await refusal(
      kit.services.lists.updateListStatus(caller, profileId, { status: 'Contacted' }),
    );
    expect(noList).toMatchObject({ statusCode: 400, field: 'listId' });
    const badPosition = await refusal(
      kit.services.lists.updateListStatus(caller, profileId, {
        listId: mine._id,
        status: 'Contacted',
        position: -1,
      }),
    );
    expect(badPosition).toMatchObject({ statusCode: 400, field: 'position' });
    expect(await itemRows(kit, mine._id)).toEqual([]);
    expect(await itemRows(kit, theirs._id)).toEqual([]);
  });

  it('clearListStatus keeps the profile in the list with no status', async () => {
    const owner = await kit.signUp({ plan: 'pro' });
    const [p1, p2] = await trackProfiles(kit, owner.org, 2);
    const list = await api.createList(owner, 'Clear');
    await api.addToList(owner, { profileIds: [p1], listId: list._id });
    await kit.services.lists.clearListStatus(callerOf(owner), p1, { listName: 'clear' });
    expect(await itemRow(kit, list._id, p1)).toMatchObject({ statusId: null });
    // A profile not in the list stays out of it.
    await kit.services.lists.clearListStatus(callerOf(owner), p2, { listId: list._id });
    expect(await itemRow(kit, list._id, p2)).toBeNull();
  });

  it("listStatusesOf answers each profile's lists and statuses, only of the organization", async () => {
    const [a, b] = [await kit.signUp({ plan: 'pro' }), await kit.signUp({ plan: 'pro' })];
    const [p1, p2] = await trackProfiles(kit, a.org, 2);
    const x = await api.createList(a, 'X');
    const y = await api.createList(a, 'Y');
    await api.addToList(a, { profileIds: [p1], listId: x._id });
    await api.addToList(a, { profileIds: [p1], listId: y._id });
    await kit.services.lists.updateListStatus(callerOf(a), p1, {
      listId: y._id,
      status: 'Confirmed',
    });

    const statuses = await kit.services.lists.listStatusesOf(a.org.id, [p1, p2]);
    expect(statuses.get(p1)).toEqual([
      { listId: x._id, listName: 'X', status: 'Shortlisted', statusKey: 'shortlisted' },
      { listId: y._id, listName: 'Y', status: 'Confirmed', statusKey: 'confirmed' },
    ]);
    expect(statuses.get(p2)).toEqual([]);
    expect((await kit.services.lists.listStatusesOf(b.org.id, [p1])).get(p1)).toEqual([]);
  });

  it('countLists counts the lists of one organization', async () => {
    const [a, b] = [await kit.signUp({ plan: 'pro' }), await kit.signUp({ plan: 'pro' })];
    await api.createList(a, 'One');
    await api.createList(a, 'Two');
    expect(await kit.services.lists.countLists(a.org.id)).toBe(2);
    expect(await kit.services.lists.countLists(b.org.id)).toBe(0);
  });

  it('addProfilesToList works for callers other than the routes', async () => {
    const owner = await kit.signUp({ plan: 'pro' });
    const [profileId] = await trackProfiles(kit, owner.org, 1);
    const result = await kit.services.lists.addProfilesToList(callerOf(owner), {
      profileIds: [profileId],
      listName: 'From profiles',
    });
    expect(result).toMatchObject({ added: 1, alreadyInList: 0 });
    expect((await listRow(kit, result.listId))?.name).toBe('From profiles');
  });
});
