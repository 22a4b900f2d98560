import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProfiles, newScope } from '../../testing/bank-fixtures';
import type { SignedIn } from '../../testing/factories';
import { createTestKit, type TestKit } from '../../testing/kit';
import { multipartForm } from '../../testing/multipart-form';
import { socialPosts } from '../discovery/discovery.tables';

let kit: TestKit;
let owner: SignedIn;
let other: SignedIn;
beforeAll(async () => {
  kit = await createTestKit();
  owner = await kit.signUp({ plan: 'pro' });
  other = await kit.signUp({ plan: 'pro' });
});
afterAll(() => kit.close());

type Json = Record<string, unknown>;

function call(method: string, url: string, who: SignedIn = owner, payload?: unknown) {
  return kit.app.inject({
    method: method as 'GET',
    url: `/api/v1${url}`,
    headers: who.headers,
    ...(payload === undefined ? {} : { payload: payload as Json }),
  });
}

/** Bank profiles in a fresh scope, by username. */
async function bank(count = 2, overrides: Json[] = []) {
  const scope = newScope();
  const rows = await insertProfiles(
    kit.database.db,
    scope,
    Array.from({ length: count }, (_, i) => ({
      username: `${scope}_creator${i}`,
      followers: 10_000 * (i + 1),
      contacts: { email: [`${scope}${i}@mail.test`] },
      hasEmail: true,
      ...(overrides[i] ?? {}),
    })),
  );
  return { scope, ids: Object.values(rows).map((r) => r.id), rows };
}

async function track(bankId: string, who: SignedIn = owner) {
  const response = await call('POST', '/customer/socialProfile/profile-bank', who, {
    profileBankId: bankId,
  });
  expect([200, 201]).toContain(response.statusCode);
  return response.json() as Json & { profileId: string; slug: string };
}

async function usageOf(who: SignedIn, metric: string) {
  const report = await kit.services.usage.report(who.org.id, [metric as 'profiles']);
  return report[metric as 'profiles'].used;
}

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

describe('actions on a profile', () => {
  let profileId: string;
  beforeAll(async () => {
    const { ids } = await bank(1);
    profileId = (await track(ids[0])).profileId;
  });

  const act = (body: Json, who: SignedIn = owner) =>
    call('PUT', `/customer/socialProfile/${profileId}`, who, body);

  it('adds and removes links and coupons, with activity', async () => {
    const linked = await act({ action: 'addLink', url: 'https://shop.test/a', label: 'Shop' });
    expect(linked.statusCode).toBe(200);
    const link = linked.json().links[0];
    expect(link).toMatchObject({ url: 'https://shop.test/a', label: 'Shop' });
    expect(linked.json().activities[0].message).toContain('Shop');
    const coupon = (await act({ action: 'addCoupon', code: 'ANNA10' })).json().coupons[0];
    const duplicate = await act({ action: 'addCoupon', code: 'anna10' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().field).toBe('code');
    const after = await act({ action: 'removeCoupon', couponId: coupon._id });
    expect(after.json().coupons).toEqual([]);
    const unlinked = await act({ action: 'removeLink', linkId: link._id });
    expect(unlinked.json().links).toEqual([]);
  });

  it('removes an activity entry', async () => {
    const detail = (await act({ action: 'contact', channel: 'email', note: 'Sent brief' })).json();
    const entry = detail.activities.find((a: Json) => a.kind === 'contacted');
    expect(entry.message).toBe('Contacted by email: Sent brief');
    expect(detail.lastContactedAt).not.toBeNull();
    const removed = await act({ action: 'removeActivity', activityId: entry._id });
    expect(removed.json().activities.some((a: Json) => a._id === entry._id)).toBe(false);
    const again = await act({ action: 'removeActivity', activityId: entry._id });
    expect(again.statusCode).toBe(404);
  });

  it('sets and clears a list status, reflected in listStatuses', async () => {
    await call('POST', '/customer/list/addListItem', owner, { name: 'Pipeline' });
    const set = await act({
      action: 'updateListStatus',
      listName: 'Pipeline',
      status: 'Confirmed',
    });
    expect(set.statusCode).toBe(200);
    expect(set.json().listStatuses).toEqual([
      expect.objectContaining({ listName: 'Pipeline', status: 'Confirmed' }),
    ]);
    const cleared = await act({ action: 'clearListStatus', listName: 'pipeline' });
    expect(cleared.json().listStatuses).toEqual([
      expect.objectContaining({ listName: 'Pipeline', status: null }),
    ]);
    const unknown = await act({ action: 'updateListStatus', listName: 'Pipeline', status: 'Nope' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().field).toBe('status');
  });

  it('updates system fields, keeps the others, and refuses a bad email', async () => {
    await act({ action: 'updateSystemFields', systemFields: { phone: '+43 1 234', notes: 'VIP' } });
    const updated = await act({
      action: 'updateSystemFields',
      systemFields: { priceMinor: 50_000, currency: 'EUR' },
      clear: ['notes'],
    });
    expect(updated.json().systemFields).toEqual({
      phone: '+43 1 234',
      priceMinor: 50_000,
      currency: 'EUR',
    });
    const bad = await act({ action: 'updateSystemFields', systemFields: { email: 'nope' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toContain('email');
  });

  it('checks custom field values against their type', async () => {
    const created = await call('POST', '/customer/custom-fields', owner, {
      name: 'Tier',
      type: 'select',
      options: ['Gold', 'Silver'],
    });
    expect(created.statusCode).toBe(201);
    const rate = (
      await call('POST', '/customer/custom-fields', owner, { name: 'Rate', type: 'number' })
    ).json();
    const tier = created.json();
    const ok = await act({
      action: 'updateSystemFields',
      customFields: { [tier._id]: 'gold', [rate._id]: '1200' },
    });
    expect(ok.json().customFields).toEqual({ [tier._id]: 'Gold', [rate._id]: 1200 });
    const wrong = await act({
      action: 'updateSystemFields',
      customFields: { [tier._id]: 'Bronze' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().field).toBe(`customFields.${tier._id}`);
    const filtered = await call(
      'GET',
      `/customer/socialProfiles?filters=${encodeURIComponent(JSON.stringify({ customFields: { [tier._id]: 'GOLD' } }))}`,
    );
    expect(filtered.json().items.map((p: Json) => p.profileId)).toEqual([profileId]);
    const dupe = await call('POST', '/customer/custom-fields', owner, {
      name: 'tier',
      type: 'text',
    });
    expect(dupe.statusCode).toBe(409);
    await call('DELETE', `/customer/custom-fields/${tier._id}`);
    const after = await call('GET', `/customer/socialProfile/${profileId}`);
    expect(after.json().customFields).toEqual({ [rate._id]: 1200 });
  });

  it('turns story tracking and sharing on and off', async () => {
    const tracking = await act({ action: 'enableStoryTracking' });
    expect(tracking.json().storyTracking).toBe(true);
    const off = await act({ action: 'enableStoryTracking', enabled: false });
    expect(off.json().storyTracking).toBe(false);
    const shown = await act({ action: 'disableShare', disabled: false });
    expect(shown.json()).toMatchObject({ disableShare: false });
    expect(shown.json().publicUrl).toContain('/profile/');
    const hidden = await act({ action: 'disableShare' });
    expect(hidden.json()).toMatchObject({ disableShare: true, publicUrl: null });
  });

  it('refuses an unknown action and fields of another action', async () => {
    expect((await act({ action: 'explode' })).statusCode).toBe(400);
    expect((await act({ action: 'updateFavourite', favourite: true, url: 'x' })).statusCode).toBe(
      400,
    );
  });

  it('sets the display name and category', async () => {
    const info = await call('PUT', `/customer/socialProfile/${profileId}/info`, owner, {
      fullName: 'Anna G.',
      category: 'Beauty',
    });
    expect(info.json()).toMatchObject({ fullName: 'Anna G.', category: 'Beauty' });
    const reset = await call('PUT', `/customer/socialProfile/${profileId}/info`, owner, {
      clear: ['fullName'],
    });
    expect(reset.json()).toMatchObject({ fullName: 'Fixture Creator', category: 'Beauty' });
  });
});

describe('slugs', () => {
  it('slugifies and refuses a slug another profile has', async () => {
    const { ids } = await bank(2);
    const a = await track(ids[0]);
    const b = await track(ids[1]);
    const renamed = await call('PUT', `/customer/socialProfile/${a.profileId}/slug`, owner, {
      slug: '  Anna Gruber!! Official ',
    });
    expect(renamed.json().slug).toBe('anna-gruber-official');
    const clash = await call('PUT', `/customer/socialProfile/${b.profileId}/slug`, owner, {
      slug: 'anna_gruber official',
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().field).toBe('slug');
    const empty = await call('PUT', `/customer/socialProfile/${b.profileId}/slug`, owner, {
      slug: '!!!',
    });
    expect(empty.statusCode).toBe(400);
  });

  it('gives a second creator with the same handle a numbered slug', async () => {
    const scope = newScope();
    const rows = await insertProfiles(kit.database.db, scope, [
      { username: `${scope}same`, platform: 'instagram' },
      { username: `${scope}same`, platform: 'tiktok' },
    ]);
    void rows;
    const search = await call('POST', '/customer/discoverProfiles', owner, {
      categories: [scope],
      platform: 'tiktok',
    });
    const tiktokId = search.json().items[0]._id;
    const insta = await call('POST', '/customer/discoverProfiles', owner, {
      categories: [scope],
    });
    const first = await track(insta.json().items[0]._id);
    const second = await track(tiktokId);
    expect(first.slug).toBe(`${scope}same`);
    expect(second.slug).toBe(`${scope}same-2`);
  });
});

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
    expect(names).toContain(`${scope}alike`);
    expect(names).not.toContain(`${scope}ref`);
    expect(names).not.toContain(`${scope}far`);
    expect(await usageOf(owner, 'searchCount')).toBe(before);
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

describe('attachments', () => {
  let profileId: string;
  beforeAll(async () => {
    const { ids } = await bank(1);
    profileId = (await track(ids[0])).profileId;
  });

  function upload(
    parts: { name: string; value: string | Buffer; fileName?: string }[],
    who: SignedIn = owner,
  ) {
    const { payload, headers } = multipartForm(parts);
    return kit.app.inject({
      method: 'POST',
      url: '/api/v1/customer/socialProfile/attachment',
      headers: { ...who.headers, ...headers },
      payload,
    });
  }

  const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

  it('stores a PDF, lists it on the profile and serves it back', async () => {
    const response = await upload([
      { name: 'profileId', value: profileId },
      { name: 'title', value: 'Contract' },
      { name: 'file', value: pdf, fileName: 'contract.pdf' },
    ]);
    expect(response.statusCode).toBe(201);
    const attachment = response.json();
    expect(attachment).toMatchObject({ title: 'Contract', contentType: 'application/pdf' });
    const detail = await call('GET', `/customer/socialProfile/${profileId}`);
    expect(detail.json().attachments.map((a: Json) => a._id)).toEqual([attachment._id]);
    const download = await call('GET', `/customer/socialProfile/attachment/${attachment._id}`);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(pdf)).toBe(true);
    expect(download.headers['content-disposition']).toContain('contract.pdf');
    const foreign = await call(
      'GET',
      `/customer/socialProfile/attachment/${attachment._id}`,
      other,
    );
    expect(foreign.statusCode).toBe(404);

    const renamed = await call('PUT', `/customer/socialProfile/${profileId}`, owner, {
      action: 'editAttachment',
      attachmentId: attachment._id,
      title: 'Signed contract',
    });
    expect(renamed.json().attachments[0].title).toBe('Signed contract');
    const removed = await call('PUT', `/customer/socialProfile/${profileId}`, owner, {
      action: 'removeAttachment',
      attachmentId: attachment._id,
    });
    expect(removed.json().attachments).toEqual([]);
    const gone = await call('GET', `/customer/socialProfile/attachment/${attachment._id}`);
    expect(gone.statusCode).toBe(404);
  });

  it('refuses a file whose bytes are not an allowed type, whatever its name', async () => {
    const response = await upload([
      { name: 'profileId', value: profileId },
      { name: 'file', value: Buffer.from('MZ\x90\x00binary'), fileName: 'cv.pdf' },
    ]);
    expect(response.statusCode).toBe(415);
    expect(response.json().name).toBe('UnsupportedMediaType');
  });

  it('refuses a file above the size limit', async () => {
    const big = Buffer.concat([pdf, Buffer.alloc(25 * 1024 * 1024 + 1, 0x20)]);
    const response = await upload([
      { name: 'profileId', value: profileId },
      { name: 'file', value: big, fileName: 'big.pdf' },
    ]);
    expect(response.statusCode).toBe(413);
    const detail = await call('GET', `/customer/socialProfile/${profileId}`);
    expect(detail.json().attachments).toEqual([]);
  });

  it('needs a file and a profile of the organization', async () => {
    const noFile = await upload([{ name: 'profileId', value: profileId }]);
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().field).toBe('file');
    const noProfile = await upload([{ name: 'file', value: pdf, fileName: 'a.pdf' }]);
    expect(noProfile.statusCode).toBe(400);
    expect(noProfile.json().field).toBe('profileId');
    const foreign = await upload(
      [
        { name: 'profileId', value: profileId },
        { name: 'file', value: pdf, fileName: 'a.pdf' },
      ],
      other,
    );
    expect(foreign.statusCode).toBe(404);
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
