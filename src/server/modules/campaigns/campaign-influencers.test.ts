import { beforeAll, describe, expect, it } from 'vitest';
import type { SignedIn } from '../../testing/factories';
import { testKitForFile } from '../../testing/test-file-kit';
import { campaignActivityKinds, campaignClient } from './campaigns.fixtures';

const kit = testKitForFile();
const api = campaignClient(kit);

const activityKinds = (campaignId: string) => campaignActivityKinds(kit, campaignId);

describe('influencers', () => {
  let owner: SignedIn;
  beforeAll(async () => {
    owner = await kit.signUp({ plan: 'pro' });
  });

  it('adds a tracked profile with its card once (409 the second time) and removes it', async () => {
    const campaign = await api.create(owner);
    const { profileId, account } = await api.track(owner, { followers: 42_000 });
    const added = await api.act(owner, campaign._id, { action: 'addProfile', profileId });
    expect(added.statusCode).toBe(200);
    expect(added.json().influencers).toEqual([
      expect.objectContaining({
        profileId,
        platform: 'instagram',
        platform_username: account.username,
        followers: 42_000,
        status: 'invited',
      }),
    ]);
    const again = await api.act(owner, campaign._id, { action: 'addProfile', profileId });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ name: 'Conflict', field: 'profileId' });

    const removed = await api.act(owner, campaign._id, { action: 'removeProfile', profileId });
    expect(removed.json().influencers).toEqual([]);
    const missing = await api.act(owner, campaign._id, { action: 'removeProfile', profileId });
    expect(missing.statusCode).toBe(404);
    expect(await activityKinds(campaign._id)).toEqual(
      expect.arrayContaining(['created', 'addProfile', 'removeProfile']),
    );
  });

  it('refuses a profile the organization does not track (404)', async () => {
    const campaign = await api.create(owner);
    const unknown = await api.act(owner, campaign._id, {
      action: 'addProfile',
      profileId: '00000000-0000-7000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
    expect(
      (await api.act(owner, campaign._id, { action: 'addProfile', profileId: 'x' })).statusCode,
    ).toBe(404);
  });

  it('adds every profile of a list and counts those already in', async () => {
    const campaign = await api.create(owner);
    const a = await api.track(owner);
    const b = await api.track(owner);
    const c = await api.track(owner);
    const list = (
      await api.call('POST', '/customer/list/addListItem', owner, { name: 'Picks' })
    ).json();
    await api.call('PUT', '/customer/socialProfile/addToList', owner, {
      listId: list._id,
      profileIds: [a.profileId, b.profileId, c.profileId],
    });
    await api.act(owner, campaign._id, { action: 'addProfile', profileId: a.profileId });

    const response = await api.act(owner, campaign._id, { action: 'addList', listId: list._id });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ added: 2, alreadyInCampaign: 1 });
    expect(response.json().influencers).toHaveLength(3);
    const unknown = await api.act(owner, campaign._id, {
      action: 'addList',
      listId: '00000000-0000-7000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
  });

  it("changes an influencer's deal and status, and the campaign's status", async () => {
    const campaign = await api.create(owner);
    const { profileId } = await api.track(owner);
    await api.act(owner, campaign._id, { action: 'addProfile', profileId });

    const deal = await api.act(owner, campaign._id, {
      action: 'updateInfluencer',
      profileId,
      feeMinor: 150_000,
      currency: 'usd',
      deliverables: '2 reels, 3 stories',
      notes: 'Prefers email',
    });
    expect(deal.json().influencers[0]).toMatchObject({
      feeMinor: 150_000,
      currency: 'USD',
      deliverables: '2 reels, 3 stories',
      notes: 'Prefers email',
    });
    const status = await api.act(owner, campaign._id, {
      action: 'updateStatus',
      profileId,
      status: 'contentSubmitted',
    });
    expect(status.json().influencers[0].status).toBe('contentSubmitted');
    const active = await api.act(owner, campaign._id, { action: 'updateStatus', status: 'active' });
    expect(active.json().status).toBe('active');

    const wrongKind = await api.act(owner, campaign._id, {
      action: 'updateStatus',
      status: 'paid',
    });
    expect(wrongKind.json()).toMatchObject({ name: 'ValidationError', field: 'status' });
    const wrongForInfluencer = await api.act(owner, campaign._id, {
      action: 'updateStatus',
      profileId,
      status: 'archived',
    });
    expect(wrongForInfluencer.json()).toMatchObject({ field: 'status' });
    const notIn = await api.act(owner, campaign._id, {
      action: 'updateInfluencer',
      profileId: (await api.track(owner)).profileId,
      notes: 'x',
    });
    expect(notIn.statusCode).toBe(404);
    expect(await activityKinds(campaign._id)).toEqual(
      expect.arrayContaining(['updateInfluencer', 'updateStatus']),
    );
  });

  it('changes name, dates, budget and destination with update', async () => {
    const campaign = await api.create(owner, { name: 'Old', startsOn: '2026-05-01' });
    const updated = await api.act(owner, campaign._id, {
      action: 'update',
      name: 'New',
      endsOn: '2026-05-31',
      budgetMinor: 1_000,
      destinationUrl: 'https://example.com/landing',
    });
    expect(updated.json()).toMatchObject({
      name: 'New',
      startsOn: '2026-05-01',
      endsOn: '2026-05-31',
      budgetMinor: 1_000,
      destinationUrl: 'https://example.com/landing',
    });
    const backwards = await api.act(owner, campaign._id, {
      action: 'update',
      endsOn: '2026-04-01',
    });
    expect(backwards.json()).toMatchObject({ name: 'ValidationError', field: 'endsOn' });
    expect((await api.act(owner, campaign._id, { action: 'nope' })).statusCode).toBe(400);
  });
});
