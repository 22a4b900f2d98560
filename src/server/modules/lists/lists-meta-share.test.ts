import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LIST_STATUSES } from '../../../common/product-labels';
import { testKitForFile } from '../../testing/test-file-kit';
import { createWhitelabelRepository } from '../whitelabel';
import { callerOf, itemRow, listClient, listRow, trackProfiles } from './lists.fixtures';
import { ENRICH_PROFILE_JOB } from './lists.service';
import { LIST_STATUS_TEXT } from './lists.text';

const kit = testKitForFile();
const api = listClient(kit);

const LIST = '/customer/list';
type Status = { _id: string; name: string; color: string | null; position: number };

function listMeta(who: Parameters<typeof api.call>[2], body: object) {
  return api.call('PUT', `${LIST}/list-meta`, who, body);
}

const names = (statuses: Status[]) => statuses.map((s) => s.name);

describe('default statuses', () => {
  it('are said in the sentences the server writes in the words the app shows them', () => {
    // Read, not imported: the server never imports the web app.
    const german = JSON.parse(
      readFileSync(new URL('../../../web/locales/de.json', import.meta.url), 'utf8'),
    );
    for (const { key } of DEFAULT_LIST_STATUSES) {
      expect(LIST_STATUS_TEXT[key].in('de')).toBe(german.lists.defaultStatus[key]);
    }
  });
});

describe('list-meta', () => {
  it('answers the statuses of a list in kanban order', async () => {
    const owner = await kit.signUp({ plan: 'pro' });
    const list = await api.createList(owner, 'Meta');
    const response = await api.call('GET', `${LIST}/list-meta?listId=${list._id}`, owner);
    expect(response.statusCode).toBe(200);
    // The product's own statuses carry their key: the app says them in the reader's language.
    const status = (name: string, labelKey: string, color: string, position: number) => ({
      _id: expect.any(String),
      name,
      labelKey,
      color,
      position,
    });
    expect(response.json().statuses).toEqual([
      status('Shortlisted', 'shortlisted', '#6366f1', 0),
      status('Contacted', 'contacted', '#f59e0b', 1),
      status('Confirmed', 'confirmed', '#10b981', 2),
    ]);
  });

  it('appends a status, and refuses a name the list has in any case with 409', async () => {
    const owner = await kit.signUp({ plan: 'pro' });
    const list = await api.createList(owner, 'Add');
    const added = await listMeta(owner, {
      action: 'addStatus',
      listId: list._id,
      name: 'Paid',
      color: '#AABBCC',
    });
    expect(added.statusCode).toBe(200);
    const statuses: Status[] = added.json().statuses;
    expect(names(statuses)).toEqual(['Shortlisted', 'Contacted', 'Confirmed', 'Paid']);
    expect(statuses[3]).toMatchObject({ color: '#aabbcc', position: 3 });

    const duplicate = await listMeta(owner, {
      action: 'addStatus',
      listId: list._id,
      name: 'paid',
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({ name: 'Conflict', field: 'name' });
  });

  it("shows each list's own statuses on the lists page, in kanban order", async () => {
    const owner = await kit.signUp({ plan: 'pro' });
    const first = await api.createList(owner, 'First');
    const second = await api.createList(owner, 'Second');
    await listMeta(owner, {
      action: 'addStatus',
      listId: first._id,
      name: 'Paid',
      color: '#AABBCC',
    });
    const [shortlisted, contacted, confirmed, paid] = (
      await api.call('GET', `${LIST}/list-meta?listId=${first._id}`, owner)
    ).json().statuses as Status[];
    await listMeta(owner, {
      action: 'reorderStatus',
      listId: first._id,
      statusIds: [paid._id, confirmed._id, shortlisted._id, contacted._id],
    });

    const page = await api.call('GET', `${LIST}/listwithCount?hideEmptyList=false`, owner);
    expect(page.statusCode).toBe(200);
    const [firstDto, secondDto] = page.json().items;
    expect(firstDto.statuses).toEqual([
      { _id: paid._id, name: 'Paid', labelKey: null, color: '#aabbcc', position: 0 },
      { ...confirmed, position: 1 },
      { ...shortlisted, position: 2 },
      { ...contacted, position: 3 },
    ]);
    expect(secondDto.statuses).toEqual(second.statuses);
  });

  it('renames a status: the profiles with it show the new name', async () => {
    const owner = await kit.signUp({ plan: 'pro' });
    const [profileId] = await trackProfiles(kit, owner.org, 1);
    const list = await api.createList(owner, 'Rename status');
    await api.addToList(owner, { profileIds: [profileId], listId: list._id });

    const response = await listMeta(owner, {
      action: 'updateStatus',
      listId: list._id,
      statusId: list.statuses[0]._id,
      name: 'Longlist',
      color: '#000000',
    });
    expect(response.statusCode).toBe(200);
    // Renamed, the status is the user's words: no longer the product's, shown as typed.
    expect(response.json().statuses[0]).toMatchObject({
      name: 'Longlist',
      labelKey: null,
      color: '#000000',
    });
    expect((await api.items(owner, list._id)).json().items[0]).toMatchObject({
      status: 'Longlist',
      statusKey: null,
    });
    // A new colour alone keeps a default status the product's.
    const recoloured = await listMeta(owner, {
      action: 'updateStatus',
      listId: list._id,
      statusId: list.statuses[1]._id,
      color: '#123456',
    });
    expect(recoloured.json().statuses[1]).toMatchObject({
      name: 'Contacted',
      labelKey: 'contacted',
    });
    const lists = (
      await api.call('GET', `${LIST}/profile-lists?profileId=${profileId}`, owner)
    ).json();
    expect(lists.items).toEqual([
      { _id: list._id, name: 'Rename status', hasProfile: true, status: 'Longlist' },
    ]);

    const clash = await listMeta(owner, {
      action: 'updateStatus',
      listId: list._id,
      statusId: list.statuses[0]._id,
      name: 'CONTACTED',
    });
    expect(clash.statusCode).toBe(409);
  });

  it('removes a status: its profiles stay in the list with no status', async () => {
    const owner = await kit.signUp({ plan: 'pro' });
    const [profileId] = await trackProfiles(kit, owner.org, 1);
    const list = await api.createList(owner, 'Remove status');
    await api.addToList(owner, { profileIds: [profileId], listId: list._id });

    const response = await listMeta(owner, {
      action: 'removeStatus',
      listId: list._id,
      statusId: list.statuses[0]._id,
    });
    expect(response.statusCode).toBe(200);
    const statuses: Status[] = response.json().statuses;
    expect(statuses.map((s) => [s.name, s.position])).toEqual([
      ['Contacted', 0],
      ['Confirmed', 1],
    ]);
    const items = (await api.items(owner, list._id)).json().items;
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ profileId, status: null, statusId: null });
    const again = await listMeta(owner, {
      action: 'removeStatus',
      listId: list._id,
      statusId: list.statuses[0]._id,
    });
    expect(again.statusCode).toBe(404);
  });

  it('reorders statuses, and the kanban follows the new order', async () => {
    const owner = await kit.signUp({ plan: 'pro' });
    const [p1, p2] = await trackProfiles(kit, owner.org, 2);
    const list = await api.createList(owner, 'Reorder');
    const [shortlisted, contacted, confirmed] = list.statuses.map((s) => s._id);
    await api.addToList(owner, { profileIds: [p1, p2], listId: list._id });
    await kit.services.lists.updateListStatus(callerOf(owner), p2, {
      listId: list._id,
      status: 'confirmed',
    });
    const before = (await api.items(owner, list._id)).json().items;
    expect(before.map((i: { profileId: string }) => i.profileId)).toEqual([p1, p2]);

    const response = await listMeta(owner, {
      action: 'reorderStatus',
      listId: list._id,
      statusIds: [confirmed, shortlisted, contacted],
    });
    expect(response.statusCode).toBe(200);
    expect(names(response.json().statuses)).toEqual(['Confirmed', 'Shortlisted', 'Contacted']);
    const after = (await api.items(owner, list._id)).json();
    expect(after.items.map((i: { profileId: string }) => i.profileId)).toEqual([p2, p1]);
    expect(names(after.list.statuses)).toEqual(['Confirmed', 'Shortlisted', 'Contacted']);
  });

  it.each([
    ['a missing status', (ids: string[]) => ids.slice(0, 2)],
    ['a repeated status', (ids: string[]) => [ids[0], ids[0], ids[1]]],
    [
      'an unknown status',
      (ids: string[]) => [ids[0], ids[1], '0190d3c2-0000-7000-8000-000000000000'],
    ],
  ])('refuses a reorder with %s (400 on statusIds)', async (_, pick) => {
    const owner = await kit.signUp({ plan: 'pro' });
    const list = await api.createList(owner, 'Bad order');
    const response = await listMeta(owner, {
      action: 'reorderStatus',
      listId: list._id,
      statusIds: pick(list.statuses.map((s) => s._id)),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ name: 'ValidationError', field: 'statusIds' });
    const statuses = (await api.call('GET', `${LIST}/list-meta?listId=${list._id}`, owner)).json()
      .statuses;
    expect(names(statuses)).toEqual(['Shortlisted', 'Contacted', 'Confirmed']);
  });

  it.each([
    [{ action: 'renameEverything', listId: 'x' }, 'action'],
    [{ action: 'addStatus', name: 'No list' }, 'listId'],
    [{ action: 'addStatus', listId: 'x', name: 'Red', color: 'red' }, 'color'],
    [{ action: 'addStatus', listId: 'x', name: 'y'.repeat(41) }, 'name'],
    [{ action: 'removeStatus', listId: 'x', statusId: 'y', extra: 1 }, 'body'],
    [{ action: 'updateStatus', listId: 'x', statusId: 'y' }, 'name'],
  ])('refuses the body %j with 400 on %s', async (body, field) => {
    const owner = await kit.signUp({ plan: 'pro' });
    const response = await listMeta(owner, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe(field);
  });

  it("answers 404 for another organization's list or status and changes nothing", async () => {
    const [a, b] = [await kit.signUp({ plan: 'pro' }), await kit.signUp({ plan: 'pro' })];
    const theirs = await api.createList(a, 'Theirs');
    const mine = await api.createList(b, 'Mine');
    const statusId = theirs.statuses[0]._id;
    expect((await api.call('GET', `${LIST}/list-meta?listId=${theirs._id}`, b)).statusCode).toBe(
      404,
    );
    for (const body of [
      { action: 'addStatus', listId: theirs._id, name: 'Injected' },
      { action: 'updateStatus', listId: theirs._id, statusId, name: 'Hacked' },
      { action: 'removeStatus', listId: theirs._id, statusId },
      { action: 'reorderStatus', listId: theirs._id, statusIds: theirs.statuses.map((s) => s._id) },
      // Their status through my list.
      { action: 'updateStatus', listId: mine._id, statusId, name: 'Hacked' },
      { action: 'removeStatus', listId: mine._id, statusId },
    ]) {
      const response = await listMeta(b, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(404);
    }
    const statuses = (await api.call('GET', `${LIST}/list-meta?listId=${theirs._id}`, a)).json()
      .statuses;
    expect(names(statuses)).toEqual(['Shortlisted', 'Contacted', 'Confirmed']);
  });
});

describe('sharing a list', () => {
  it('makes a public page with the creators and statuses, and nothing private', async () => {
    const owner = await kit.signUp({ plan: 'pro' });
    const [p1, p2] = await trackProfiles(kit, owner.org, 2);
    const list = await api.createList(owner, 'Campaign picks');
    await api.addToList(owner, { profileIds: [p1, p2], listId: list._id });

    const response = await api.call('POST', `${LIST}/share-profile-list`, owner, {
      listId: list._id,
    });
    expect(response.statusCode).toBe(200);
    const { shareUrl, token } = response.json();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(shareUrl).toBe(`${kit.config.publicUrl}/shared/list/${token}`);

    const again = (
      await api.call('POST', `${LIST}/share-profile-list`, owner, { listId: list._id })
    ).json();
    expect(again).toEqual({ shareUrl, token });
    const dto = (await api.call('GET', `${LIST}/listwithCount`, owner)).json().items[0];
    expect(dto).toMatchObject({ shared: true, shareUrl });

    const page = await api.call('GET', `/public/shared-lists/${token}`, undefined);
    expect(page.statusCode).toBe(200);
    const body = page.json();
    expect(body).toMatchObject({
      name: 'Campaign picks',
      branding: { agencyName: null, logo: null, colors: null },
    });
    expect(new Date(body.sharedAt).getTime()).not.toBeNaN();
    expect(body.profiles).toHaveLength(2);
    expect(body.profiles[0]).toEqual({
      username: expect.stringMatching(/_user/),
      fullName: 'Creator 1',
      avatarUrl: null,
      platform: 'instagram',
      followers: 10_000,
      engagementRate: 2,
      status: 'Shortlisted',
      statusKey: 'shortlisted',
      isDemo: false,
    });
    for (const secret of [p1, p2, owner.org.id, list._id, '@mail.test', 'internal note']) {
      expect(page.body).not.toContain(secret);
    }
  });

  it("points an agency's link at its verified domain and dresses the page in its brand", async () => {
    const agency = await kit.signUp({ plan: 'agency' });
    await createWhitelabelRepository(kit.database.db).upsert(agency.org.id, {
      agencyName: 'Northwind Talent',
      colors: { primary: '#0a7d4f' },
      domain: 'lists.northwind.test',
      domainStatus: 'verified',
    });
    const list = await api.createList(agency, 'For the client');
    const { shareUrl, token } = (
      await api.call('POST', `${LIST}/share-profile-list`, agency, { listId: list._id })
    ).json();
    expect(shareUrl).toBe(`https://lists.northwind.test/shared/list/${token}`);
    const overview = (await api.call('GET', `${LIST}/listwithCount?hideEmptyList=false`, agency))
      .json()
      .items.find((item: { _id: string }) => item._id === list._id);
    expect(overview.shareUrl).toBe(shareUrl);

    const page = (await api.call('GET', `/public/shared-lists/${token}`, undefined)).json();
    expect(page.branding).toMatchObject({
      agencyName: 'Northwind Talent',
      colors: { primary: '#0a7d4f' },
    });
  });

  it('answers 404 for an unknown token and for a revoked one', async () => {
    const owner = await kit.signUp({ plan: 'pro' });
    const list = await api.createList(owner, 'Revoke me');
    expect(
      (await api.call('GET', '/public/shared-lists/no-such-token', undefined)).statusCode,
    ).toBe(404);
    expect((await api.call('GET', '/public/shared-lists/', undefined)).statusCode).toBe(404);
    const { token } = (
      await api.call('POST', `${LIST}/share-profile-list`, owner, { listId: list._id })
    ).json();
    const revoked = await api.call(
      'DELETE',
      `${LIST}/share-profile-list?listId=${list._id}`,
      owner,
    );
    expect(revoked.statusCode).toBe(204);
    const page = await api.call('GET', `/public/shared-lists/${token}`, undefined);
    expect(page.statusCode).toBe(404);
    expect(page.json().name).toBe('NotFound');
    expect((await listRow(kit, list._id))?.shareToken).toBeNull();

    const reshared = (
      await api.call('POST', `${LIST}/share-profile-list`, owner, { listId: list._id })
    ).json();
    expect(reshared.token).not.toBe(token);
    expect(
      (await api.call('GET', `/public/shared-lists/${reshared.token}`, undefined)).statusCode,
    ).toBe(200);
  });

  it("answers 404 for another organization's list on share and revoke, changing nothing", async () => {
    const [a, b] = [await kit.signUp({ plan: 'pro' }), await kit.signUp({ plan: 'pro' })];
    const unshared = await api.createList(a, 'Unshared');
    const shared = await api.createList(a, 'Shared');
    const { token } = (
      await api.call('POST', `${LIST}/share-profile-list`, a, { listId: shared._id })
    ).json();

    expect(
      (await api.call('POST', `${LIST}/share-profile-list`, b, { listId: unshared._id }))
        .statusCode,
    ).toBe(404);
    expect(
      (await api.call('DELETE', `${LIST}/share-profile-list?listId=${shared._id}`, b)).statusCode,
    ).toBe(404);
    expect((await listRow(kit, unshared._id))?.shareToken).toBeNull();
    expect((await api.call('GET', `/public/shared-lists/${token}`, undefined)).statusCode).toBe(
      200,
    );
  });
});

describe('POST enrich-request', () => {
  it('queues one enrichment job per profile in the list and answers 202', async () => {
    const owner = await kit.signUp({ plan: 'pro' });
    const [p1, p2, other] = await trackProfiles(kit, owner.org, 3);
    const list = await api.createList(owner, 'Enrich');
    await api.addToList(owner, { profileIds: [p1, p2], listId: list._id });
    // The profiles module owns the queue; make sure it exists whichever module test runs first.
    await kit.database.executeSql(
      `select pgboss.create_queue($1, '{"policy":"standard"}'::json) where not exists (select 1 from pgboss.queue where name = $1)`,
      [ENRICH_PROFILE_JOB],
    );

    const response = await api.call('POST', `${LIST}/enrich-request`, owner, { listId: list._id });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ queued: 2 });
    const { rows } = await kit.database.executeSql('select data from pgboss.job where name = $1', [
      ENRICH_PROFILE_JOB,
    ]);
    const sent = rows.map((r) => r.data as { orgId: string; profileId: string });
    expect(
      sent
        .filter((d) => d.orgId === owner.org.id)
        .map((d) => d.profileId)
        .sort(),
    ).toEqual([p1, p2].sort());
    expect(sent.some((d) => d.profileId === other)).toBe(false);
  });

  it("answers 404 for another organization's list and queues nothing", async () => {
    const [a, b] = [await kit.signUp({ plan: 'pro' }), await kit.signUp({ plan: 'pro' })];
    const [profileId] = await trackProfiles(kit, a.org, 1);
    const list = await api.createList(a, 'Not yours');
    await api.addToList(a, { profileIds: [profileId], listId: list._id });
    const response = await api.call('POST', `${LIST}/enrich-request`, b, { listId: list._id });
    expect(response.statusCode).toBe(404);
    const { rows } = await kit.database.executeSql(
      "select 1 from pgboss.job where name = $1 and data->>'profileId' = $2",
      [ENRICH_PROFILE_JOB, profileId],
    );
    expect(rows).toHaveLength(0);
    expect(await itemRow(kit, list._id, profileId)).not.toBeNull();
  });
});
