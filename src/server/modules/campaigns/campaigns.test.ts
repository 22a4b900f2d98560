import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testKitForFile } from '../../testing/test-file-kit';
import { campaignClient } from './campaigns.fixtures';
import {
  campaignInfluencers,
  campaignPayments,
  campaignPosts,
  campaigns,
} from './campaigns.tables';

// Campaigns as a whole: create and list, roles and organizations, the OpenAPI document. Each
// part of a campaign has its file beside this one (campaign-influencers, campaign-records,
// campaign-public-page, campaign-posts, campaign-links, campaign-files, ...).

const kit = testKitForFile();
const api = campaignClient(kit);

const db = () => kit.database.db;
type Activity = { kind: string; message: string };

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
      // No posts: views and engagements are unknown, not 0.
      totals: { influencers: 0, posts: 0, stories: 0, clicks: 0, spend: [], views: null },
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
