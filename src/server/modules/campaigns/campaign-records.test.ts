import { describe, expect, it } from 'vitest';
import { testKitForFile } from '../../testing/test-file-kit';
import { campaignActivityKinds, campaignClient } from './campaigns.fixtures';

// What a campaign records through PUT campaign/{id}: posts and stories typed in, payments and
// tracked links. Posts added by URL are in campaign-posts.test.ts, links' redirects and clicks
// in campaign-links.test.ts.

const kit = testKitForFile();
const api = campaignClient(kit);

const activityKinds = (campaignId: string) => campaignActivityKinds(kit, campaignId);

describe('posts and stories typed in', () => {
  it('adds, edits (marked manual) and removes posts and stories, with results', async () => {
    const owner = await kit.signUp({ plan: 'pro' });
    const campaign = await api.create(owner);
    const { profileId } = await api.track(owner);
    await api.act(owner, campaign._id, { action: 'addProfile', profileId });

    const withPost = await api.act(owner, campaign._id, {
      action: 'addPost',
      profileId,
      url: 'https://www.instagram.com/p/Cabc123/?igsh=xyz',
      views: 10_000,
      likes: 500,
      comments: 40,
      shares: 10,
      saves: 50,
      reach: 8_000,
      publishedAt: '2026-06-02T10:00:00Z',
    });
    expect(withPost.statusCode).toBe(200);
    const [post] = withPost.json().posts;
    expect(post).toMatchObject({
      kind: 'post',
      url: 'https://www.instagram.com/p/Cabc123/',
      platform: 'instagram',
      platformPostId: 'Cabc123',
      state: 'tracked',
      likes: 500,
    });
    expect(post.editedManuallyAt).not.toBeNull();
    const duplicate = await api.act(owner, campaign._id, {
      action: 'addPost',
      url: 'https://instagram.com/p/Cabc123',
    });
    expect(duplicate.statusCode).toBe(409);

    const withStory = await api.act(owner, campaign._id, {
      action: 'addStory',
      profileId,
      views: 1_000,
    });
    const [story] = withStory.json().stories;
    expect(story).toMatchObject({ kind: 'story', views: 1_000, platform: 'instagram' });
    expect(withStory.json().results).toMatchObject({
      posts: 1,
      stories: 1,
      views: 11_000,
      engagements: 600,
      reach: 8_000,
      // 600 engagements of the post over the creator's 10,000 followers (the story has none).
      engagementRate: 6,
    });
    expect(withStory.json().influencers[0].results).toMatchObject({ engagements: 600 });

    const edited = await api.act(owner, campaign._id, {
      action: 'editPost',
      postId: post._id,
      likes: 700,
    });
    expect(edited.json().posts[0]).toMatchObject({ likes: 700, comments: 40 });
    // editPost edits posts only; a story is edited with editStory.
    const wrongKind = await api.act(owner, campaign._id, {
      action: 'editPost',
      postId: story._id,
      likes: 1,
    });
    expect(wrongKind.statusCode).toBe(404);
    const storyEdited = await api.act(owner, campaign._id, {
      action: 'editStory',
      postId: story._id,
      views: 1_200,
    });
    expect(storyEdited.json().stories[0].views).toBe(1_200);

    await api.act(owner, campaign._id, { action: 'removeStory', postId: story._id });
    const removed = await api.act(owner, campaign._id, { action: 'removePost', postId: post._id });
    expect(removed.json()).toMatchObject({ posts: [], stories: [] });
    const again = await api.act(owner, campaign._id, { action: 'removePost', postId: post._id });
    expect(again.statusCode).toBe(404);
    expect(await activityKinds(campaign._id)).toEqual(
      expect.arrayContaining([
        'addPost',
        'addStory',
        'editPost',
        'editStory',
        'removePost',
        'removeStory',
      ]),
    );
  });
});

describe('payments', () => {
  it('records payments in two currencies with totals per currency and spend', async () => {
    const owner = await kit.signUp({ plan: 'pro' });
    const campaign = await api.create(owner);
    const { profileId } = await api.track(owner);
    const pay = (body: object) => api.act(owner, campaign._id, { action: 'addPayment', ...body });
    await pay({
      profileId,
      amountMinor: 50_000,
      currency: 'usd',
      status: 'paid',
      paidOn: '2026-06-10',
    });
    await pay({
      profileId,
      amountMinor: 20_000,
      currency: 'USD',
      status: 'scheduled',
      dueOn: '2026-07-01',
    });
    await pay({ amountMinor: 5_000, currency: 'USD' });
    const last = await pay({
      amountMinor: 30_000,
      currency: 'EUR',
      status: 'paid',
      method: 'SEPA',
    });
    expect(last.statusCode).toBe(200);
    expect(last.json().payments.totals).toEqual([
      {
        currency: 'EUR',
        paidMinor: 30_000,
        scheduledMinor: 0,
        pendingMinor: 0,
        cancelledMinor: 0,
        spendMinor: 30_000,
      },
      {
        currency: 'USD',
        paidMinor: 50_000,
        scheduledMinor: 20_000,
        pendingMinor: 5_000,
        cancelledMinor: 0,
        spendMinor: 70_000,
      },
    ]);
    expect(
      last
        .json()
        .results.costs.map((c: { currency: string; spendMinor: number }) => [
          c.currency,
          c.spendMinor,
        ]),
    ).toEqual([
      ['EUR', 30_000],
      ['USD', 70_000],
    ]);

    const pending = last
      .json()
      .payments.items.find((p: { status: string }) => p.status === 'pending');
    const edited = await api.act(owner, campaign._id, {
      action: 'editPayment',
      paymentId: pending._id,
      status: 'cancelled',
    });
    expect(edited.json().payments.totals[1]).toMatchObject({
      pendingMinor: 0,
      cancelledMinor: 5_000,
    });
    const removed = await api.act(owner, campaign._id, {
      action: 'removePayment',
      paymentId: pending._id,
    });
    expect(removed.json().payments.items).toHaveLength(3);
    const gone = await api.act(owner, campaign._id, {
      action: 'removePayment',
      paymentId: pending._id,
    });
    expect(gone.statusCode).toBe(404);
    const badAmount = await pay({ amountMinor: 0, currency: 'USD' });
    expect(badAmount.json()).toMatchObject({ name: 'ValidationError', field: 'amountMinor' });
    const list = (await api.call('GET', '/customer/campaigns', owner)).json();
    expect(list.items[0].totals.spend).toEqual([
      { currency: 'EUR', amountMinor: 30_000 },
      { currency: 'USD', amountMinor: 70_000 },
    ]);
    expect(await activityKinds(campaign._id)).toEqual(
      expect.arrayContaining(['addPayment', 'editPayment', 'removePayment']),
    );
  });
});

describe('tracked links through PUT campaign/{id}', () => {
  it('adds and removes a link with activity entries, and shows its clicks', async () => {
    const owner = await kit.signUp({ plan: 'pro' });
    const campaign = await api.create(owner, {
      name: 'Links',
      destinationUrl: 'https://shop.example.com/',
    });
    const { profileId } = await api.track(owner);
    const added = await api.act(owner, campaign._id, { action: 'addLink', profileId });
    expect(added.statusCode).toBe(200);
    const [link] = added.json().links;
    expect(link).toMatchObject({ profileId, clicks: { total: 0, unique: 0, bots: 0 } });
    expect(added.json().clicks.totals).toEqual({ total: 0, unique: 0, bots: 0 });

    const removed = await api.act(owner, campaign._id, { action: 'removeLink', linkId: link._id });
    expect(removed.json().links).toEqual([]);
    expect(await activityKinds(campaign._id)).toEqual(
      expect.arrayContaining(['addLink', 'removeLink']),
    );
  });
});
