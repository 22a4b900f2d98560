import { beforeAll, describe, expect, it } from 'vitest';
import { insertProfiles, newScope } from '../../testing/bank-fixtures';
import type { SignedIn } from '../../testing/factories';
import { type Json, profileCalls } from '../../testing/profile-calls';
import { signUpBeforeAll, testKitForFile } from '../../testing/test-file-kit';

// The actions of PUT socialProfile/{id}, the display name and category, and slugs.

const kit = testKitForFile();
const owner = signUpBeforeAll(kit, { plan: 'pro' });

const { call, bank, track } = profileCalls(() => ({ kit, owner }));

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
    const german = { ...owner, headers: { ...owner.headers, cookie: 'NEXT_LOCALE=de' } };
    expect((await act({ action: 'addCoupon', code: 'anna10' }, german)).json().message).toBe(
      'Der Gutschein anna10 ist bereits bei diesem Profil',
    );
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
