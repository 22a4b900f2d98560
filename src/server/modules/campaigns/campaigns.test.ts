import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedIn } from '../../testing/factories';
import { createTestKit, type TestKit } from '../../testing/kit';
import { createWhitelabelRepository } from '../whitelabel';
import { campaignClient } from './campaigns.fixtures';
import {
  campaignActivities,
  campaignInfluencers,
  campaignPayments,
  campaignPosts,
  campaigns,
} from './campaigns.tables';

let kit: TestKit;
let api: ReturnType<typeof campaignClient>;
beforeAll(async () => {
  kit = await createTestKit();
  api = campaignClient(kit);
});
afterAll(() => kit?.close());

const db = () => kit.database.db;
type Activity = { kind: string; message: string };

async function activityKinds(campaignId: string): Promise<string[]> {
  const rows = await db()
    .select({ kind: campaignActivities.kind })
    .from(campaignActivities)
    .where(eq(campaignActivities.campaignId, campaignId));
  return rows.map((r) => r.kind);
}

describe('POST /customer/campaign and GET /customer/campaigns', () => {
  it('creates a draft campaign with a Created activity, and lists it with totals', async () => {
    const owner = await kit.signUp({ plan: 'pro' });
    const created = await api.call('POST', '/customer/campaign', owner, {
      name: '  Summer Launch ',
      description: 'Sunscreen',
      startsOn: '2026-06-01',
      endsOn: '2026-06-30',
      budgetMinor: 500_000,
      currency: 'eur',
      destinationUrl: 'https://shop.example.com/sun',
    });
    expect(created.statusCode).toBe(201);
    const campaign = created.json();
    expect(campaign).toMatchObject({
      name: 'Summer Launch',
      status: 'draft',
      currency: 'EUR',
      budgetMinor: 500_000,
      publicSlug: null,
      publicUrl: null,
      shareEnabled: false,
      influencers: [],
      posts: [],
      payments: { items: [], totals: [] },
    });
    expect(campaign.activities.map((a: Activity) => a.kind)).toEqual(['created']);

    const list = await api.call('GET', '/customer/campaigns', owner);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ total: 1, page: 1, limit: 20, hasMore: false });
    expect(list.json().items[0]).toMatchObject({
      _id: campaign._id,
      totals: { influencers: 0, posts: 0, stories: 0, clicks: 0, spend: [], views: 0 },
    });
  });

  it('filters by status, text and dates, and pages', async () => {
    const owner = await kit.signUp({ plan: 'pro' });
    const june = await api.create(owner, {
      name: 'June push',
      startsOn: '2026-06-01',
      endsOn: '2026-06-30',
    });
    const august = await api.create(owner, { name: 'August drop', description: 'Vegan snacks' });
    await api.create(owner, { name: 'Autumn', startsOn: '2026-10-01', endsOn: '2026-10-31' });
    await api.act(owner, august._id, { action: 'updateStatus', status: 'active' });
    const ids = async (query: string) =>
      (await api.call('GET', `/customer/campaigns?${query}`, owner))
        .json()
        .items.map((c: { _id: string }) => c._id);

    expect(await ids('status=active')).toEqual([august._id]);
    expect(await ids('text=vegan')).toEqual([august._id]);
    expect(await ids('from=2026-06-15&to=2026-07-01')).toEqual([june._id]);
    const page = (await api.call('GET', '/customer/campaigns?limit=2&page=1', owner)).json();
    expect(page).toMatchObject({ total: 3, hasMore: true });
    expect((await api.call('GET', '/customer/campaigns?status=nope', owner)).statusCode).toBe(400);
  });

  it('refuses a bad body with the field named, and unknown fields', async () => {
    const owner = await kit.signUp({ plan: 'pro' });
    const bad = async (body: object) =>
      (await api.call('POST', '/customer/campaign', owner, body)).json();
    expect(await bad({ name: '' })).toMatchObject({ name: 'ValidationError', field: 'name' });
    expect(await bad({ name: 'x', endsOn: '2026-01-01', startsOn: '2026-02-01' })).toMatchObject({
      field: 'endsOn',
    });
    expect(await bad({ name: 'x', destinationUrl: 'ftp://x.example' })).toMatchObject({
      field: 'destinationUrl',
    });
    expect(
      (await api.call('POST', '/customer/campaign', owner, { name: 'x', extra: 1 })).statusCode,
    ).toBe(400);
  });

  it("spends the plan's campaigns (423 LimitExceeded) and gives one back on delete", async () => {
    const owner = await kit.signUp({ plan: 'free' });
    const first = await api.create(owner, { name: 'Only one' });
    const second = await api.call('POST', '/customer/campaign', owner, { name: 'Too many' });
    expect(second.statusCode).toBe(423);
    expect(second.json()).toMatchObject({ name: 'LimitExceeded', field: 'campaigns' });

    expect((await api.call('DELETE', `/customer/campaign/${first._id}`, owner)).statusCode).toBe(
      204,
    );
    expect((await api.get(owner, first._id)).statusCode).toBe(404);
    expect(
      (await api.call('POST', '/customer/campaign', owner, { name: 'Again' })).statusCode,
    ).toBe(201);
  });
});

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
      engagementRate: 7.5,
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

describe('public campaign page', () => {
  it('shares a report without payments, fees, notes or files, and 404s once sharing is off', async () => {
    const owner = await kit.signUp({ plan: 'pro' });
    const campaign = await api.create(owner, { name: 'Glow Serum Launch!' });
    const { profileId, account } = await api.track(owner);
    await api.act(owner, campaign._id, { action: 'addProfile', profileId });
    await api.act(owner, campaign._id, {
      action: 'updateInfluencer',
      profileId,
      feeMinor: 987_654,
      notes: 'SECRET-NOTE',
      deliverables: 'SECRET-DELIVERABLES',
    });
    await api.act(owner, campaign._id, {
      action: 'addPayment',
      profileId,
      amountMinor: 123_456,
      currency: 'USD',
      status: 'paid',
      note: 'SECRET-PAYMENT',
    });
    await api.act(owner, campaign._id, { action: 'addPost', profileId, likes: 100, views: 1_000 });
    await api.call('POST', '/customer/campaign/ugc-link', owner, {
      campaignId: campaign._id,
      url: 'https://cdn.example.com/SECRET-FILE.mp4',
    });

    const shared = await api.act(owner, campaign._id, { action: 'generatePublicUrl' });
    const { publicSlug, publicUrl } = shared.json();
    expect(publicSlug).toMatch(/^glow-serum-launch-[0-9a-z]{6}$/);
    expect(publicUrl).toMatch(new RegExp(`/campaign/${publicSlug}$`));

    const page = await api.call('GET', `/public/campaign/${publicSlug}`, null);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({
      name: 'Glow Serum Launch!',
      influencers: [{ platform_username: account.username }],
      posts: [{ likes: 100, views: 1_000 }],
      results: { likes: 100, views: 1_000, engagements: 100 },
    });
    for (const secret of [
      'SECRET',
      '987654',
      '123456',
      'feeMinor',
      'amountMinor',
      'payments',
      'notes',
      'costs',
      profileId,
    ]) {
      expect(page.body).not.toContain(secret);
    }

    const off = await api.act(owner, campaign._id, { action: 'updateShareStatus', enabled: false });
    expect(off.json()).toMatchObject({ publicSlug, shareEnabled: false, publicUrl: null });
    expect((await api.call('GET', `/public/campaign/${publicSlug}`, null)).statusCode).toBe(404);

    await api.act(owner, campaign._id, { action: 'updateShareStatus', enabled: true });
    expect((await api.call('GET', `/public/campaign/${publicSlug}`, null)).statusCode).toBe(200);
    const regenerated = await api.act(owner, campaign._id, { action: 'generatePublicUrl' });
    expect(regenerated.json().publicSlug).toBe(publicSlug);
    expect(
      (await api.call('GET', '/public/campaign/no-such-campaign-abcdef', null)).statusCode,
    ).toBe(404);
  });

  it("points an agency's public page at its verified domain and dresses it in its brand", async () => {
    const agency = await kit.signUp({ plan: 'agency' });
    await createWhitelabelRepository(kit.database.db).upsert(agency.org.id, {
      agencyName: 'Northwind Talent',
      domain: 'campaigns.northwind.test',
      domainStatus: 'verified',
      showBanner: false,
    });
    const campaign = await api.create(agency, { name: 'Client launch' });
    const shared = await api.act(agency, campaign._id, { action: 'generatePublicUrl' });
    const { publicSlug, publicUrl, activities } = shared.json();
    expect(publicUrl).toBe(`https://campaigns.northwind.test/campaign/${publicSlug}`);
    expect(activities[0].message).toContain(publicUrl);

    const page = (await api.call('GET', `/public/campaign/${publicSlug}`, null)).json();
    expect(page.branding).toMatchObject({ agencyName: 'Northwind Talent', showBanner: false });
  });

  it('refuses to switch sharing on before a public URL exists', async () => {
    const owner = await kit.signUp({ plan: 'pro' });
    const campaign = await api.create(owner);
    const on = await api.act(owner, campaign._id, { action: 'updateShareStatus', enabled: true });
    expect(on.json()).toMatchObject({ name: 'ValidationError', field: 'enabled' });
  });

  it('publishes the media engagement values', async () => {
    const response = await api.call('GET', '/public/media-engagement-value', null);
    expect(response.json()).toEqual({
      currency: 'USD',
      values: { like: 0.08, comment: 0.6, share: 1.2, save: 1, view: 0.02, click: 0.9 },
    });
  });
});

describe('roles and organizations', () => {
  it('lets guests read but not change campaigns', async () => {
    const owner = await kit.signUp({ plan: 'pro' });
    const guest = await kit.addMember(owner.org, 'guest');
    const campaign = await api.create(owner);
    expect((await api.call('GET', '/customer/campaigns', guest)).statusCode).toBe(200);
    expect((await api.get(guest, campaign._id)).statusCode).toBe(200);
    expect((await api.call('POST', '/customer/campaign', guest, { name: 'x' })).statusCode).toBe(
      403,
    );
    expect(
      (await api.act(guest, campaign._id, { action: 'update', name: 'Guest' })).statusCode,
    ).toBe(403);
    expect((await api.call('DELETE', `/customer/campaign/${campaign._id}`, guest)).statusCode).toBe(
      403,
    );
    expect((await api.get(owner, campaign._id)).json().name).toBe('Summer Launch');
  });

  it("answers 404 for another organization's campaign, profile and payment, changing nothing", async () => {
    const owner = await kit.signUp({ plan: 'pro' });
    const stranger = await kit.signUp({ plan: 'pro' });
    const campaign = await api.create(owner);
    const { profileId } = await api.track(owner);
    await api.act(owner, campaign._id, { action: 'addProfile', profileId });
    const withPayment = await api.act(owner, campaign._id, {
      action: 'addPayment',
      amountMinor: 100,
      currency: 'USD',
    });
    const paymentId = withPayment.json().payments.items[0]._id;
    await api.act(owner, campaign._id, { action: 'addPost', likes: 1 });
    const postId = (await api.get(owner, campaign._id)).json().posts[0]._id;
    const before = (await api.get(owner, campaign._id)).json();
    const strangerCampaign = await api.create(stranger);

    expect((await api.get(stranger, campaign._id)).statusCode).toBe(404);
    expect(
      (await api.call('DELETE', `/customer/campaign/${campaign._id}`, stranger)).statusCode,
    ).toBe(404);
    for (const body of [
      { action: 'update', name: 'Taken' },
      { action: 'addPayment', amountMinor: 1, currency: 'USD' },
      { action: 'generatePublicUrl' },
      { action: 'removeProfile', profileId },
    ]) {
      expect((await api.act(stranger, campaign._id, body)).statusCode, body.action).toBe(404);
    }
    // The stranger's own campaign with the owner's ids.
    for (const body of [
      { action: 'addProfile', profileId },
      { action: 'editPayment', paymentId, amountMinor: 1 },
      { action: 'removePayment', paymentId },
      { action: 'editPost', postId, likes: 99 },
      { action: 'removePost', postId },
      { action: 'addPayment', profileId, amountMinor: 1, currency: 'USD' },
    ]) {
      expect((await api.act(stranger, strangerCampaign._id, body)).statusCode, body.action).toBe(
        404,
      );
    }
    const after = (await api.get(owner, campaign._id)).json();
    expect({ ...after, activities: [] }).toEqual({ ...before, activities: [] });
    expect(after.activities).toHaveLength(before.activities.length);
    const [row] = await db().select().from(campaigns).where(eq(campaigns.id, campaign._id));
    expect(row.name).toBe('Summer Launch');
    expect(
      await db().select().from(campaignPayments).where(eq(campaignPayments.orgId, stranger.org.id)),
    ).toEqual([]);
    expect(
      await db()
        .select()
        .from(campaignInfluencers)
        .where(eq(campaignInfluencers.orgId, stranger.org.id)),
    ).toEqual([]);
    expect(
      (await db().select().from(campaignPosts).where(eq(campaignPosts.id, postId)))[0].likes,
    ).toBe(1);
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

describe('OpenAPI', () => {
  it('documents every campaign route and every action', async () => {
    const response = await kit.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const paths = response.json().paths as Record<string, Record<string, unknown>>;
    const expected: [string, string[]][] = [
      ['/customer/campaigns', ['get']],
      ['/customer/campaign', ['post']],
      ['/customer/campaign/{id}', ['get', 'put', 'delete']],
      ['/customer/campaign/addPostFromUrl', ['post']],
      ['/customer/campaign/post/{postId}/retry', ['post']],
      ['/customer/campaign/post/{postId}', ['delete']],
      ['/customer/campaign/upload', ['post']],
      ['/customer/campaign/ugc-link', ['post']],
      ['/customer/campaign/file/{fileId}', ['get', 'put', 'delete']],
      ['/public/campaign/{slug}', ['get']],
      ['/public/media-engagement-value', ['get']],
    ];
    for (const [path, methods] of expected) {
      expect(Object.keys(paths[`/api/v1${path}`] ?? {}), path).toEqual(
        expect.arrayContaining(methods),
      );
    }
    const put = JSON.stringify(paths['/api/v1/customer/campaign/{id}'].put);
    for (const action of [
      'update',
      'addProfile',
      'removeProfile',
      'addList',
      'updateInfluencer',
      'updateStatus',
      'addPost',
      'editPost',
      'removePost',
      'addStory',
      'editStory',
      'removeStory',
      'addPayment',
      'editPayment',
      'removePayment',
      'generatePublicUrl',
      'updateShareStatus',
      'addLink',
      'removeLink',
    ]) {
      expect(put).toContain(`"${action}"`);
    }
  });
});
