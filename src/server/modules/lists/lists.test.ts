import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testKitForFile } from '../../testing/test-file-kit';
import { trackedProfiles } from '../profiles/profiles.tables';
import { itemRows, listClient, listRow, trackProfiles } from './lists.fixtures';

const kit = testKitForFile();
const api = listClient(kit);

const LIST = '/customer/list';

async function usedLists(orgId: string) {
  return (await kit.services.usage.report(orgId, ['lists'])).lists.used;
}

describe('POST addListItem', () => {
  it('creates a list with the default statuses in order and spends one lists', async () => {
    const owner = await kit.signUp({ plan: 'pro' });
    const response = await api.call('POST', `${LIST}/addListItem`, owner, {
      name: '  Summer launch  ',
    });
    expect(response.statusCode).toBe(201);
    const list = response.json();
    expect(list).toMatchObject({
      name: 'Summer launch',
      count: 0,
      shared: false,
      shareUrl: null,
    });
    expect(typeof list._id).toBe('string');
    expect(new Date(list.createdAt).getTime()).not.toBeNaN();
    expect(list.statuses.map((s: { name: string }) => s.name)).toEqual([
      'Shortlisted',
      'Contacted',
      'Confirmed',
    ]);
    expect(list.statuses.map((s: { position: number }) => s.position)).toEqual([0, 1, 2]);
    expect(await usedLists(owner.org.id)).toBe(1);
  });

  it('refuses a name another list has in any case with 409 on name, spending nothing', async () => {
    const owner = await kit.signUp({ plan: 'pro' });
    await api.createList(owner, 'Beauty');
    const response = await api.call('POST', `${LIST}/addListItem`, owner, { name: 'BEAUTY ' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ name: 'Conflict', field: 'name' });
    expect(await usedLists(owner.org.id)).toBe(1);
  });

  it('lets two organizations use the same name', async () => {
    const [a, b] = [await kit.signUp({ plan: 'pro' }), await kit.signUp({ plan: 'pro' })];
    await api.createList(a, 'Shared name');
    expect(
      (await api.call('POST', `${LIST}/addListItem`, b, { name: 'shared name' })).statusCode,
    ).toBe(201);
  });

  it("stops at the free plan's 3 lists with 423 on lists, and a removal frees one", async () => {
    const owner = await kit.signUp({ plan: 'free' });
    for (const name of ['One', 'Two', 'Three']) await api.createList(owner, name);
    const refused = await api.call('POST', `${LIST}/addListItem`, owner, { name: 'Four' });
    expect(refused.statusCode).toBe(423);
    expect(refused.json()).toMatchObject({ name: 'LimitExceeded', field: 'lists' });
    expect(
      (await api.call('GET', `${LIST}/listwithCount?hideEmptyList=false`, owner)).json().items,
    ).toHaveLength(3);

    expect((await api.call('DELETE', `${LIST}/removeListItem?name=two`, owner)).statusCode).toBe(
      204,
    );
    expect(
      (await api.call('POST', `${LIST}/addListItem`, owner, { name: 'Four' })).statusCode,
    ).toBe(201);
  });

  it('asks for a verified email before spending lists', async () => {
    const owner = await kit.signUp({ plan: 'pro', verified: false });
    const response = await api.call('POST', `${LIST}/addListItem`, owner, { name: 'Later' });
    expect(response.statusCode).toBe(423);
    expect(response.json()).toMatchObject({ name: 'EmailNotVerified' });
  });

  it.each([
    [{ name: '   ' }, 'name'],
    [{ name: 'x'.repeat(81) }, 'name'],
    [{}, 'name'],
    [{ name: 'Fine', colour: 'red' }, 'body'],
  ])('refuses the body %j with 400 on %s', async (body, field) => {
    const owner = await kit.signUp({ plan: 'pro' });
    const response = await api.call('POST', `${LIST}/addListItem`, owner, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ name: 'ValidationError' });
    expect(response.json().field).toBe(field);
    expect(await usedLists(owner.org.id)).toBe(0);
  });

  it('accepts a name of exactly 80 characters', async () => {
    const owner = await kit.signUp({ plan: 'pro' });
    const response = await api.call('POST', `${LIST}/addListItem`, owner, { name: 'y'.repeat(80) });
    expect(response.statusCode).toBe(201);
  });
});

describe('GET listwithCount', () => {
  it('hides empty lists by default and orders by name with profile counts', async () => {
    const owner = await kit.signUp({ plan: 'pro' });
    const [p1, p2, p3] = await trackProfiles(kit, owner.org, 3);
    const zeta = await api.createList(owner, 'zeta');
    const alpha = await api.createList(owner, 'Alpha');
    await api.createList(owner, 'Empty');
    await api.addToList(owner, { profileIds: [p1, p2], listId: zeta._id });
    await api.addToList(owner, { profileIds: [p3], listId: alpha._id });

    const hidden = (await api.call('GET', `${LIST}/listwithCount`, owner)).json();
    expect(hidden.items.map((l: { name: string; count: number }) => [l.name, l.count])).toEqual([
      ['Alpha', 1],
      ['zeta', 2],
    ]);
    const all = (await api.call('GET', `${LIST}/listwithCount?hideEmptyList=false`, owner)).json();
    expect(all.items.map((l: { name: string }) => l.name)).toEqual(['Alpha', 'Empty', 'zeta']);
    expect(all.items[0].statuses).toHaveLength(3);
  });

  it('shows only the caller organization lists', async () => {
    const [a, b] = [await kit.signUp({ plan: 'pro' }), await kit.signUp({ plan: 'pro' })];
    await api.createList(a, 'Mine');
    const items = (await api.call('GET', `${LIST}/listwithCount?hideEmptyList=false`, b)).json()
      .items;
    expect(items).toEqual([]);
  });

  it('refuses a hideEmptyList that is not true or false with 400 on hideEmptyList', async () => {
    const owner = await kit.signUp();
    const response = await api.call('GET', `${LIST}/listwithCount?hideEmptyList=maybe`, owner);
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe('hideEmptyList');
  });
});

describe('DELETE removeListItem', () => {
  it('removes a list named in another case: its items go, its profiles stay tracked', async () => {
    const owner = await kit.signUp({ plan: 'pro' });
    const [profileId] = await trackProfiles(kit, owner.org, 1);
    const list = await api.createList(owner, 'Fashion Week');
    await api.addToList(owner, { profileIds: [profileId], listId: list._id });

    const response = await api.call('DELETE', `${LIST}/removeListItem?name=fASHION%20wEEK`, owner);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(await listRow(kit, list._id)).toBeNull();
    expect(await itemRows(kit, list._id)).toEqual([]);
    const tracked = await kit.database.db
      .select()
      .from(trackedProfiles)
      .where(eq(trackedProfiles.id, profileId));
    expect(tracked).toHaveLength(1);
    expect(await usedLists(owner.org.id)).toBe(0);
  });

  it('removes by listId and answers 404 when nothing matches', async () => {
    const owner = await kit.signUp({ plan: 'pro' });
    const list = await api.createList(owner, 'By id');
    expect(
      (await api.call('DELETE', `${LIST}/removeListItem?listId=${list._id}`, owner)).statusCode,
    ).toBe(204);
    const again = await api.call('DELETE', `${LIST}/removeListItem?listId=${list._id}`, owner);
    expect(again.statusCode).toBe(404);
    expect(again.json().name).toBe('NotFound');
    expect((await api.call('DELETE', `${LIST}/removeListItem?name=nope`, owner)).statusCode).toBe(
      404,
    );
    expect(
      (await api.call('DELETE', `${LIST}/removeListItem?listId=not-a-uuid`, owner)).statusCode,
    ).toBe(404);
  });

  it('needs exactly one of name and listId (400)', async () => {
    const owner = await kit.signUp({ plan: 'pro' });
    const list = await api.createList(owner, 'Both');
    const neither = await api.call('DELETE', `${LIST}/removeListItem`, owner);
    expect(neither.statusCode).toBe(400);
    expect(neither.json().field).toBe('name');
    const both = await api.call(
      'DELETE',
      `${LIST}/removeListItem?name=Both&listId=${list._id}`,
      owner,
    );
    expect(both.statusCode).toBe(400);
    expect(await listRow(kit, list._id)).not.toBeNull();
  });

  it("answers 404 for another organization's list, by id or name, and keeps it", async () => {
    const [a, b] = [await kit.signUp({ plan: 'pro' }), await kit.signUp({ plan: 'pro' })];
    const list = await api.createList(a, 'Private');
    expect(
      (await api.call('DELETE', `${LIST}/removeListItem?listId=${list._id}`, b)).statusCode,
    ).toBe(404);
    expect((await api.call('DELETE', `${LIST}/removeListItem?name=private`, b)).statusCode).toBe(
      404,
    );
    expect(await listRow(kit, list._id)).not.toBeNull();
    expect(await usedLists(a.org.id)).toBe(1);
  });
});

describe('PUT renameListItem', () => {
  it('renames a list, also to another case of its own name', async () => {
    const owner = await kit.signUp({ plan: 'pro' });
    const list = await api.createList(owner, 'Draft');
    const renamed = await api.call('PUT', `${LIST}/renameListItem`, owner, {
      listId: list._id,
      name: ' Final ',
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ _id: list._id, name: 'Final', count: 0 });
    const recased = await api.call('PUT', `${LIST}/renameListItem`, owner, {
      listId: list._id,
      name: 'FINAL',
    });
    expect(recased.json().name).toBe('FINAL');
  });

  it('refuses the name of another list with 409 on name', async () => {
    const owner = await kit.signUp({ plan: 'pro' });
    await api.createList(owner, 'Taken');
    const list = await api.createList(owner, 'Mine');
    const response = await api.call('PUT', `${LIST}/renameListItem`, owner, {
      listId: list._id,
      name: 'taken',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ name: 'Conflict', field: 'name' });
    expect((await listRow(kit, list._id))?.name).toBe('Mine');
  });

  it("answers 404 for another organization's list and leaves its name", async () => {
    const [a, b] = [await kit.signUp({ plan: 'pro' }), await kit.signUp({ plan: 'pro' })];
    const list = await api.createList(a, 'Theirs');
    const response = await api.call('PUT', `${LIST}/renameListItem`, b, {
      listId: list._id,
      name: 'Stolen',
    });
    expect(response.statusCode).toBe(404);
    expect((await listRow(kit, list._id))?.name).toBe('Theirs');
  });

  it('refuses a missing listId with 400 on listId', async () => {
    const owner = await kit.signUp({ plan: 'pro' });
    const response = await api.call('PUT', `${LIST}/renameListItem`, owner, { name: 'x' });
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe('listId');
  });
});

describe('guests', () => {
  it('read lists but cannot change them (403)', async () => {
    const owner = await kit.signUp({ plan: 'pro' });
    const guest = await kit.addMember(owner.org, 'guest');
    const [profileId] = await trackProfiles(kit, owner.org, 1);
    const list = await api.createList(owner, 'Read only');
    await api.addToList(owner, { profileIds: [profileId], listId: list._id });

    for (const path of [
      `${LIST}/listwithCount`,
      `${LIST}/items?listId=${list._id}`,
      `${LIST}/list-meta?listId=${list._id}`,
      `${LIST}/profile-lists?profileId=${profileId}`,
    ]) {
      expect((await api.call('GET', path, guest)).statusCode, path).toBe(200);
    }
    const writes: ['POST' | 'PUT' | 'DELETE', string, object?][] = [
      ['POST', `${LIST}/addListItem`, { name: 'Nope' }],
      ['PUT', `${LIST}/renameListItem`, { listId: list._id, name: 'Nope' }],
      ['DELETE', `${LIST}/removeListItem?listId=${list._id}`],
      ['POST', `${LIST}/share-profile-list`, { listId: list._id }],
      ['DELETE', `${LIST}/share-profile-list?listId=${list._id}`],
      ['PUT', `${LIST}/list-meta`, { action: 'addStatus', listId: list._id, name: 'Paid' }],
      ['POST', `${LIST}/enrich-request`, { listId: list._id }],
      ['PUT', '/customer/socialProfile/addToList', { profileIds: [profileId], listName: 'New' }],
      [
        'PUT',
        '/customer/socialProfile/removeFromList',
        { profileIds: [profileId], listId: list._id },
      ],
    ];
    for (const [method, path, body] of writes) {
      const response = await api.call(method, path, guest, body);
      expect(response.statusCode, `${method} ${path}`).toBe(403);
    }
    const row = await listRow(kit, list._id);
    expect(row).toMatchObject({ name: 'Read only', shareToken: null });
    expect(await itemRows(kit, list._id)).toHaveLength(1);
  });

  it('answers 401 without a token', async () => {
    expect((await api.call('GET', `${LIST}/listwithCount`, undefined)).statusCode).toBe(401);
  });
});

describe('OpenAPI document', () => {
  it('lists every list call, with each list-meta action and the first-status rule', async () => {
    const response = await kit.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const paths = response.json().paths as Record<string, Record<string, unknown>>;
    const expected: [string, string[]][] = [
      ['/customer/list/addListItem', ['post']],
      ['/customer/list/listwithCount', ['get']],
      ['/customer/list/removeListItem', ['delete']],
      ['/customer/list/renameListItem', ['put']],
      ['/customer/list/profile-lists', ['get']],
      ['/customer/list/share-profile-list', ['post', 'delete']],
      ['/customer/list/list-meta', ['get', 'put']],
      ['/customer/list/enrich-request', ['post']],
      ['/customer/list/items', ['get']],
      ['/customer/socialProfile/addToList', ['put']],
      ['/customer/socialProfile/removeFromList', ['put']],
      ['/public/shared-lists/{token}', ['get']],
    ];
    for (const [path, methods] of expected) {
      expect(Object.keys(paths[`/api/v1${path}`] ?? {}), path).toEqual(
        expect.arrayContaining(methods),
      );
    }
    const meta = JSON.stringify(paths['/api/v1/customer/list/list-meta'].put);
    for (const action of ['addStatus', 'updateStatus', 'removeStatus', 'reorderStatus']) {
      expect(meta).toContain(action);
    }
    expect(JSON.stringify(paths['/api/v1/customer/socialProfile/addToList'].put)).toContain(
      'Shortlisted',
    );
  });
});
