// Creator self-connect against a local peer that speaks Instagram's, Google's and TikTok's OAuth
// and API formats (creator-oauth-test-server.ts): links, consent, state and PKCE, tokens sealed at
// rest, the sync of stories with their insights, refresh, lapse, reminders and disconnect.

import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CreatorOAuthTestServer,
  startCreatorOAuthTestServer,
} from '../../integrations/creator-oauth/creator-oauth-test-server';
import { mailOutbox } from '../../integrations/mail/mail.tables';
import {
  type AggregatorTestServer,
  startAggregatorTestServer,
} from '../../integrations/social-data/aggregator-test-server';
import { createCampaign, type SignedIn } from '../../testing/factories';
import { createTestKit, type TestKit } from '../../testing/kit';
import { insertList, trackProfile } from '../../testing/tracked-profile';
import { campaignPosts } from '../campaigns/campaigns.tables';
import { contents } from '../content/content.tables';
import { listItems } from '../lists/lists.tables';
import { trackedProfiles } from '../profiles/profiles.tables';
import { auditReports } from '../reports/reports.tables';
import { connectAttempts, connectLinks, profileConnections } from './connect.tables';
import { WITHDRAWN } from './connect-sync';

let kit: TestKit;
let peer: CreatorOAuthTestServer;
let aggregator: AggregatorTestServer;
let owner: SignedIn;
let guest: SignedIn;
let stranger: SignedIn;
let lastAuthorizeUrl: URL;

beforeAll(async () => {
  peer = await startCreatorOAuthTestServer();
  aggregator = await startAggregatorTestServer();
  const app = { id: peer.clientId, secret: peer.clientSecret };
  kit = await createTestKit({
    env: {
      INSTAGRAM_APP_ID: app.id,
      INSTAGRAM_APP_SECRET: app.secret,
      GOOGLE_CLIENT_ID: app.id,
      GOOGLE_CLIENT_SECRET: app.secret,
      TIKTOK_CLIENT_KEY: app.id,
      TIKTOK_CLIENT_SECRET: app.secret,
      CONNECT_PROVIDER_BASE_URL: peer.baseUrl,
      OUTBOUND_ALLOW_CIDRS: '127.0.0.0/8',
      PUBLIC_URL: 'https://app.reachbase.test',
      SOCIAL_AGGREGATOR_CLIENT_ID: aggregator.clientId,
      SOCIAL_AGGREGATOR_CLIENT_SECRET: aggregator.clientSecret,
      SOCIAL_AGGREGATOR_URL: aggregator.url,
    },
  });
  owner = await kit.signUp({ plan: 'pro' });
  guest = await kit.addMember(owner.org, 'guest');
  stranger = await kit.signUp({ plan: 'pro' });
});
afterAll(async () => {
  await kit?.close();
  await peer?.close();
  await aggregator?.close();
});

const db = () => kit.database.db;

async function call(
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  url: string,
  who?: SignedIn,
  payload?: object,
) {
  const response = await kit.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: who?.headers,
    ...(payload ? { payload } : {}),
  });
  return { status: response.statusCode, body: response.body ? response.json() : null };
}

/** A tracked creator of the owner's organization and a live connect link for it. */
async function creatorWithLink() {
  const profile = await trackProfile(db(), owner.org.id);
  const link = await call('PUT', '/customer/connect', owner, { profileId: profile.id });
  expect(link.status).toBe(200);
  const token = new URL(link.body.url).searchParams.get('token')!;
  return { profile, link: link.body, token };
}

/** What a browser does: authorize, the provider's consent page, back to /connect/redirect. */
async function consent(token: string, provider: string, decision: 'allow' | 'deny' = 'allow') {
  const authorize = await call('POST', '/public/connect/authorize', undefined, { token, provider });
  expect(authorize.status).toBe(200);
  const back = await peer.consent(authorize.body.authorizeUrl, decision);
  expect(`${back.origin}${back.pathname}`).toBe('https://app.reachbase.test/connect/redirect');
  lastAuthorizeUrl = new URL(authorize.body.authorizeUrl);
  const [state, code, error] = ['state', 'code', 'error'].map((name) =>
    back.searchParams.get(name),
  );
  return { state: state!, ...(code ? { code } : {}), ...(error ? { error } : {}) };
}

const connectionsOf = (profileId: string) =>
  db().select().from(profileConnections).where(eq(profileConnections.profileId, profileId));

describe('connect links', () => {
  it('makes an unguessable link for a tracked creator, one live at a time, revocable', async () => {
    const { profile, link, token } = await creatorWithLink();
    expect(link.url).toMatch(/^https:\/\/app\.reachbase\.test\/connect\?token=[\w-]{43}$/);
    const [stored] = await db().select().from(connectLinks).where(eq(connectLinks.id, link.id));
    expect(stored.tokenHash).not.toContain(token);
    expect(new Date(link.expiresAt).getTime() - Date.now()).toBeGreaterThan(29 * 86_400_000);

    const page = await call('GET', `/public/connect/link?token=${token}`);
    expect(page.status).toBe(200);
    expect(page.body.creator.username).toBe(profile.username);
    expect(page.body.organization.name).toBe(owner.org.name);
    expect(page.body.providers.map((entry: { provider: string }) => entry.provider)).toEqual([
      'instagram',
      'youtube',
      'tiktok',
    ]);
    expect(page.body.providers[0].scopes[1].scope).toBe('instagram_business_manage_insights');

    const status = await call('GET', `/customer/connect?profileId=${profile.id}`, guest);
    expect(status.body).toMatchObject({ link: { id: link.id, url: null }, connections: [] });
    expect(status.body.providers).toEqual(['instagram', 'youtube', 'tiktok']);

    // A second link revokes the first.
    const second = await call('PUT', '/customer/connect', owner, {
      profileId: profile.id,
      expiresInDays: 7,
    });
    expect((await call('GET', `/public/connect/link?token=${token}`)).status).toBe(400);
    const secondToken = new URL(second.body.url).searchParams.get('token')!;
    expect((await call('GET', `/public/connect/link?token=${secondToken}`)).status).toBe(200);

    expect((await call('DELETE', `/customer/connect/${second.body.id}`, owner)).status).toBe(204);
    const revoked = await call('GET', `/public/connect/link?token=${secondToken}`);
    expect(revoked).toMatchObject({
      status: 400,
      body: { message: 'This connect link has expired or was revoked' },
    });
  });

  it('stops working when it expires, even on the consent screen', async () => {
    const { profile, link, token } = await creatorWithLink();
    const back = await consent(token, 'instagram');
    await db()
      .update(connectLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(connectLinks.id, link.id));
    const expired = {
      status: 400,
      body: { message: 'This connect link has expired or was revoked' },
    };
    expect(await call('GET', `/public/connect/link?token=${token}`)).toMatchObject(expired);
    expect(
      await call('POST', '/public/connect/authorize', undefined, { token, provider: 'instagram' }),
    ).toMatchObject(expired);
    expect(await call('POST', '/public/connect/callback', undefined, back)).toMatchObject(expired);
    expect(await connectionsOf(profile.id)).toEqual([]);
    const status = await call('GET', `/customer/connect?profileId=${profile.id}`, owner);
    expect(status.body.link).toBeNull();
  });

  it('is for members of the organization only', async () => {
    const profile = await trackProfile(db(), owner.org.id);
    expect((await call('PUT', '/customer/connect', guest, { profileId: profile.id })).status).toBe(
      403,
    );
    expect(
      (await call('PUT', '/customer/connect', stranger, { profileId: profile.id })).status,
    ).toBe(404);
    expect((await call('GET', `/customer/connect?profileId=${profile.id}`, stranger)).status).toBe(
      404,
    );
    expect((await call('PUT', '/customer/connect')).status).toBe(401);
    const unknown = await call(
      'GET',
      '/public/connect/link?token=aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa',
    );
    expect(unknown.status).toBe(400);
  });

  it('mails a fresh link to the creator in the organization name', async () => {
    const profile = await trackProfile(db(), owner.org.id);
    const sent = await call('POST', '/customer/connect/email', owner, {
      profileId: profile.id,
      email: 'maya@creator.test',
    });
    expect(sent.status).toBe(200);
    const [mail] = await db()
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'maya@creator.test'));
    expect(mail.subject).toContain('asks you to connect your account');
    expect(mail.text).toContain(sent.body.url);
  });
});

describe('connect links in bulk', () => {
  it('makes a link for every creator of a list and mails those with an address', async () => {
    const listId = await insertList(db(), owner.org.id, 'Spring');
    const withEmail = await trackProfile(db(), owner.org.id);
    const without = await trackProfile(db(), owner.org.id);
    await db()
      .update(trackedProfiles)
      .set({ contacts: [{ kind: 'email', value: 'bulk@creator.test', source: 'manual' }] })
      .where(eq(trackedProfiles.id, withEmail.id));
    await db()
      .insert(listItems)
      .values([
        { orgId: owner.org.id, listId, profileId: withEmail.id },
        { orgId: owner.org.id, listId, profileId: without.id },
      ]);
    const old = await call('PUT', '/customer/connect', owner, { profileId: without.id });
    const oldToken = new URL(old.body.url).searchParams.get('token');

    const made = await call('PUT', '/customer/connect/bulk', owner, { listId, email: true });
    expect(made.status).toBe(200);
    const byProfile = Object.fromEntries(
      made.body.links.map((link: { profileId: string }) => [link.profileId, link]),
    );
    expect(byProfile[withEmail.id]).toMatchObject({
      username: withEmail.username,
      emailedTo: 'bulk@creator.test',
    });
    expect(byProfile[without.id]).toMatchObject({ emailedTo: null });
    expect((await call('GET', `/public/connect/link?token=${oldToken}`)).status).toBe(400);
    const [mail] = await db()
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'bulk@creator.test'));
    expect(mail.text).toContain(byProfile[withEmail.id].url);

    expect((await call('PUT', '/customer/connect/bulk', stranger, { listId })).status).toBe(404);
    expect((await call('PUT', '/customer/connect/bulk', guest, { listId })).status).toBe(403);
    const both = await call('PUT', '/customer/connect/bulk', owner, { listId, campaignId: listId });
    expect(both.status).toBe(400);
  });
});

describe('connecting an account', () => {
  it('connects Instagram with state and PKCE, seals the tokens, turns story tracking on and refuses a replay', async () => {
    const { profile, token } = await creatorWithLink();
    const back = await consent(token, 'instagram');
    const done = await call('POST', '/public/connect/callback', undefined, back);
    expect(done).toMatchObject({
      status: 200,
      body: {
        provider: 'instagram',
        accountName: '@maya.creates',
        scopes: ['instagram_business_basic', 'instagram_business_manage_insights'],
        token,
      },
    });
    expect(lastAuthorizeUrl.searchParams.get('code_challenge_method')).toBe('S256');

    const [connection] = await connectionsOf(profile.id);
    expect(connection.accountId).toBe(peer.accounts.instagram.id);
    expect(connection.accessToken).toMatch(/^v1\./);
    expect(connection.accessToken).not.toContain('instagram-');
    const [attempt] = await db()
      .select()
      .from(connectAttempts)
      .where(eq(connectAttempts.linkId, connection.linkId!));
    expect(attempt.codeVerifier).toMatch(/^v1\./);
    const [tracked] = await db()
      .select()
      .from(trackedProfiles)
      .where(eq(trackedProfiles.id, profile.id));
    expect(tracked.storyTrackingAt).not.toBeNull();

    const replay = await call('POST', '/public/connect/callback', undefined, back);
    expect(replay.status).toBe(400);
    expect(replay.body.message).toMatch(/already used or has expired/);

    const status = await call('GET', `/customer/connect?profileId=${profile.id}`, owner);
    expect(status.body.connections).toEqual([
      expect.objectContaining({
        provider: 'instagram',
        accountName: '@maya.creates',
        status: 'connected',
      }),
    ]);
    expect(JSON.stringify(status.body)).not.toContain('instagram-');
    const page = await call('GET', `/public/connect/link?token=${token}`);
    expect(page.body.providers[0]).toMatchObject({ connected: true, accountName: '@maya.creates' });
  });

  it('stores nothing on a denied consent, a forged state, a revoked link or a refused code', async () => {
    const { profile, link, token } = await creatorWithLink();
    const denied = await consent(token, 'instagram', 'deny');
    const answer = await call('POST', '/public/connect/callback', undefined, denied);
    expect(answer).toMatchObject({
      status: 400,
      body: { message: 'You did not allow access, so nothing was connected' },
    });

    const forged = await call('POST', '/public/connect/callback', undefined, {
      state: 'forged-state',
      code: 'x',
    });
    expect(forged.status).toBe(400);

    // A code whose PKCE verifier belongs to another trip: the provider refuses it.
    const first = await consent(token, 'youtube');
    const second = await consent(token, 'youtube');
    const swapped = await call('POST', '/public/connect/callback', undefined, {
      state: second.state,
      code: first.code,
    });
    expect(swapped.status).toBe(400);
    expect(swapped.body.message).toMatch(/refused the sign-in/);

    // Revoked while the creator was on the consent screen.
    const third = await consent(token, 'tiktok');
    await call('DELETE', `/customer/connect/${link.id}`, owner);
    const late = await call('POST', '/public/connect/callback', undefined, third);
    expect(late).toMatchObject({
      status: 400,
      body: { message: 'This connect link has expired or was revoked' },
    });
    expect(
      (await call('POST', '/public/connect/authorize', undefined, { token, provider: 'tiktok' }))
        .status,
    ).toBe(400);

    expect(await connectionsOf(profile.id)).toEqual([]);
  });

  it('answers 503 and stores nothing when the provider fails, then connects on the next try', async () => {
    const { profile, token } = await creatorWithLink();
    peer.failNext('/v2/oauth/token/', 500, {
      error: 'server_error',
      error_description: 'Internal error',
    });
    const failed = await call(
      'POST',
      '/public/connect/callback',
      undefined,
      await consent(token, 'tiktok'),
    );
    expect(failed.status).toBe(503);
    expect(await connectionsOf(profile.id)).toEqual([]);
    const done = await call(
      'POST',
      '/public/connect/callback',
      undefined,
      await consent(token, 'tiktok'),
    );
    expect(done.body).toMatchObject({
      provider: 'tiktok',
      accountName: '@maya.creates',
      scopes: ['user.info.basic', 'video.list'],
    });
    const [connection] = await connectionsOf(profile.id);
    expect(connection.lapsesAt!.getTime()).toBeGreaterThan(Date.now() + 300 * 86_400_000);
  });
});

describe('while connected', () => {
  it('pulls stories with their private insights, marked as from the connected account', async () => {
    const { profile, token } = await creatorWithLink();
    await call('POST', '/public/connect/callback', undefined, await consent(token, 'instagram'));
    peer.stories = [
      {
        id: '18000000000000001',
        timestamp: new Date(Date.now() - 3_600_000).toISOString(),
        caption: 'Launch day',
        views: 5200,
        reach: 4100,
        replies: 37,
        taps: 880,
      },
    ];
    const run = await kit.services.connectSync.sync();
    expect(run.contents).toBeGreaterThanOrEqual(1);
    const page = await call('GET', `/customer/contents?profileId=${profile.id}`, owner);
    expect(page.status).toBe(200);
    const story = page.body.items.find(
      (item: { caption: string }) => item.caption === 'Launch day',
    );
    expect(story).toMatchObject({
      type: 'story',
      source: 'connected',
      views: 5200,
      reach: 4100,
      replies: 37,
      taps: 880,
    });
    // The file is kept before Instagram takes the story down, with its thumbnail.
    expect(story.mediaUrl).not.toBeNull();
    expect(story.thumbnailUrl).not.toBeNull();
    const file = await kit.app.inject({ method: 'GET', url: story.mediaUrl });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');

    // Fresh figures on the next hour, still one row.
    peer.stories[0].views = 6100;
    await kit.services.connectSync.sync(profile.id);
    const again = await call('GET', `/customer/contents?profileId=${profile.id}`, owner);
    expect(again.body.items.filter((item: { type: string }) => item.type === 'story')).toHaveLength(
      1,
    );
    expect(again.body.items[0].views).toBe(6100);
    const [connection] = await connectionsOf(profile.id);
    expect(connection.lastSyncAt).not.toBeNull();
  });

  it('reads recent posts and videos with their figures from each platform', async () => {
    const { profile, token } = await creatorWithLink();
    const day = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString();
    peer.stories = [];
    peer.posts.instagram = [
      {
        id: '17900000000000001',
        timestamp: day(2),
        caption: 'New reel #spring',
        likes: 310,
        comments: 12,
        views: 9100,
        reach: 7000,
        shares: 44,
        kind: 'REELS',
      },
    ];
    peer.posts.youtube = [
      {
        id: 'dQw4w9WgXcQ',
        timestamp: day(5),
        caption: 'Studio tour',
        likes: 120,
        comments: 8,
        views: 4000,
        watchMinutes: 9500,
      },
    ];
    peer.posts.tiktok = [
      {
        id: '7300000000000000001',
        timestamp: day(1),
        caption: 'Behind the lens',
        likes: 800,
        comments: 30,
        views: 25000,
        shares: 90,
      },
    ];
    for (const provider of ['instagram', 'youtube', 'tiktok']) {
      await call('POST', '/public/connect/callback', undefined, await consent(token, provider));
    }
    await kit.services.connectSync.sync(profile.id);
    const rows = await db()
      .select()
      .from(contents)
      .where(and(eq(contents.profileId, profile.id), eq(contents.source, 'connected')));
    const byId = Object.fromEntries(rows.map((row) => [row.platformPostId, row]));
    expect(byId['17900000000000001']).toMatchObject({
      platform: 'instagram',
      type: 'reel',
      likes: 310,
      comments: 12,
      views: 9100,
      reach: 7000,
      shares: 44,
      hashtags: ['spring'],
    });
    expect(byId.dQw4w9WgXcQ).toMatchObject({
      platform: 'youtube',
      type: 'video',
      views: 4000,
      watchMinutes: 9500,
      caption: 'Studio tour',
    });
    expect(byId['7300000000000000001']).toMatchObject({
      platform: 'tiktok',
      type: 'video',
      views: 25000,
      shares: 90,
    });

    // The same posts in a campaign take the connected figures, unless a user typed theirs in.
    const campaignId = await createCampaign(kit, owner, 'Connected launch');
    await db()
      .insert(campaignPosts)
      .values([
        {
          orgId: owner.org.id,
          campaignId,
          kind: 'post',
          platform: 'instagram',
          platformPostId: '17900000000000001',
          views: 5000,
          likes: 100,
        },
        {
          orgId: owner.org.id,
          campaignId,
          kind: 'post',
          platform: 'tiktok',
          platformPostId: '7300000000000000001',
          views: 1,
          editedManuallyAt: new Date(),
        },
      ]);
    await kit.services.connectSync.sync(profile.id);
    const campaign = await call('GET', `/customer/campaign/${campaignId}`, owner);
    const posts = Object.fromEntries(
      campaign.body.posts.map((post: { platformPostId: string }) => [post.platformPostId, post]),
    );
    expect(posts['17900000000000001']).toMatchObject({
      metricsSource: 'connected',
      views: 9100,
      likes: 310,
      reach: 7000,
      shares: 44,
    });
    expect(posts['7300000000000000001']).toMatchObject({ metricsSource: 'manual', views: 1 });

    // Taking one platform's data back leaves the others.
    const gone = await call('PUT', '/customer/disconnect', owner, {
      profileId: profile.id,
      provider: 'youtube',
      keepData: false,
    });
    expect(gone.body.removedContent).toBe(1);
    const left = await db()
      .select({ platform: contents.platform })
      .from(contents)
      .where(and(eq(contents.profileId, profile.id), eq(contents.source, 'connected')));
    expect(left.map((row) => row.platform).sort()).toEqual(['instagram', 'tiktok']);
    peer.posts.instagram = [];
    peer.posts.youtube = [];
    peer.posts.tiktok = [];
  });

  it("reads the followers' breakdown, which audit reports of the creator use instead of the bank's estimate", async () => {
    const { profile, token } = await creatorWithLink();
    await call('POST', '/public/connect/callback', undefined, await consent(token, 'instagram'));
    await kit.services.connectSync.sync(profile.id);
    const [pending] = await db()
      .insert(auditReports)
      .values({
        orgId: owner.org.id,
        accountId: profile.accountId,
        platform: 'instagram',
        username: profile.username,
      })
      .returning();
    await kit.services.reports.compute({ orgId: owner.org.id, reportId: pending.id });
    const report = await call('GET', `/customer/auditReport/${pending.id}`, owner);
    expect(report.body.state).toBe('ready');
    const { audience } = report.body.data;
    expect(audience.countries).toEqual([
      { value: 'DE', share: 62 },
      { value: 'AT', share: 25 },
      { value: 'CH', share: 13 },
    ]);
    expect(audience.genders).toEqual([
      { value: 'female', share: 70 },
      { value: 'male', share: 28 },
      { value: 'unknown', share: 2 },
    ]);
    expect(audience.method).toMatch(
      /^Audience shares come from the creator's connected Instagram account as of \d{4}-\d{2}-\d{2}, not an estimate/,
    );

    // Another organization's report of the same bank creator keeps the estimate.
    const [theirs] = await db()
      .insert(auditReports)
      .values({
        orgId: stranger.org.id,
        accountId: profile.accountId,
        platform: 'instagram',
        username: profile.username,
      })
      .returning();
    await kit.services.reports.compute({ orgId: stranger.org.id, reportId: theirs.id });
    const estimate = await call('GET', `/customer/auditReport/${theirs.id}`, stranger);
    expect(estimate.body.data.audience.method).toMatch(/^Audience shares are the bank's estimate/);
  });

  it('refreshes tokens before they expire, and marks a withdrawn grant lapsed', async () => {
    const { profile, token } = await creatorWithLink();
    peer.setTokenLifetime(60);
    await call('POST', '/public/connect/callback', undefined, await consent(token, 'youtube'));
    peer.setTokenLifetime(null);
    const [before] = await connectionsOf(profile.id);
    await kit.services.connectSync.sync(profile.id);
    const [after] = await connectionsOf(profile.id);
    expect(after.accessToken).not.toBe(before.accessToken);
    expect(after.tokenExpiresAt!.getTime()).toBeGreaterThan(Date.now() + 3_000_000);
    expect(after.lastError).toBeNull();
    expect(peer.requests.some((line) => line.startsWith('POST /oauth2.googleapis.com/token'))).toBe(
      true,
    );

    peer.invalidateTokens();
    await db()
      .update(profileConnections)
      .set({ tokenExpiresAt: new Date() })
      .where(eq(profileConnections.id, after.id));
    await kit.services.connectSync.sync(profile.id);
    const status = await call('GET', `/customer/connect?profileId=${profile.id}`, owner);
    expect(status.body.connections[0]).toMatchObject({ status: 'lapsed', lastError: WITHDRAWN });
  });

  it('mails the member and the creator once, 7 days before a connection lapses', async () => {
    const { profile, token } = await creatorWithLink();
    await db()
      .update(trackedProfiles)
      .set({ contacts: [{ kind: 'email', value: 'lapsing@creator.test', source: 'manual' }] })
      .where(eq(trackedProfiles.id, profile.id));
    await call('POST', '/public/connect/callback', undefined, await consent(token, 'tiktok'));
    await db()
      .update(profileConnections)
      .set({ lapsesAt: new Date(Date.now() + 5 * 86_400_000) })
      .where(eq(profileConnections.profileId, profile.id));
    expect(
      (await call('GET', `/customer/connect?profileId=${profile.id}`, owner)).body.connections[0]
        .status,
    ).toBe('expiring');
    await kit.services.connectSync.sync();
    await kit.services.connectSync.sync();
    const mails = await db().select().from(mailOutbox).where(eq(mailOutbox.to, owner.user.email));
    const reminders = mails.filter((mail) => mail.meta?.kind === 'connect-reconnect');
    expect(reminders).toHaveLength(1);
    expect(reminders[0].subject).toBe('The connection of @maya.creates lapses soon');
    const toCreator = await db()
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'lapsing@creator.test'));
    expect(toCreator).toHaveLength(1);
    expect(toCreator[0].subject).toMatch(/^Reconnect your TikTok account for /);
    const fresh = /\/connect\?token=([\w-]+)/.exec(toCreator[0].text)?.[1];
    expect((await call('GET', `/public/connect/link?token=${fresh}`)).status).toBe(200);
    // The link the member had made is replaced by the one in the creator's mail.
    expect((await call('GET', `/public/connect/link?token=${token}`)).status).toBe(400);
  });
});

describe('through the data aggregator (thirdparty-connect)', () => {
  it('links an account the aggregator is connected to, pulls its stories, and disconnects it there', async () => {
    const profile = await trackProfile(db(), owner.org.id);
    aggregator.accounts.set('acc-ig-1', {
      id: 'acc-ig-1',
      platform: 'Instagram',
      username: 'maya.via.aggregator',
      status: 'CONNECTED',
      stories: [
        {
          id: '18000000000000777',
          published_at: new Date().toISOString(),
          description: 'Via the aggregator',
          views: 900,
          reach: 700,
          comments: 4,
        },
      ],
    });
    aggregator.accounts.set('acc-lost', {
      id: 'acc-lost',
      platform: 'TikTok',
      username: 'gone',
      status: 'SESSION_EXPIRED',
      stories: [],
    });
    const unknown = await call('PUT', '/customer/thirdparty-connect', owner, {
      profileId: profile.id,
      accountId: 'nope',
    });
    expect(unknown).toMatchObject({
      status: 400,
      body: { message: 'The aggregator does not know this account' },
    });
    const lost = await call('PUT', '/customer/thirdparty-connect', owner, {
      profileId: profile.id,
      accountId: 'acc-lost',
    });
    expect(lost.status).toBe(400);
    expect(
      (
        await call('PUT', '/customer/thirdparty-connect', stranger, {
          profileId: profile.id,
          accountId: 'acc-ig-1',
        })
      ).status,
    ).toBe(404);
    expect(await connectionsOf(profile.id)).toEqual([]);

    const linked = await call('PUT', '/customer/thirdparty-connect', owner, {
      profileId: profile.id,
      accountId: 'acc-ig-1',
    });
    expect(linked).toMatchObject({
      status: 200,
      body: {
        provider: 'instagram',
        via: 'aggregator',
        accountName: '@maya.via.aggregator',
        status: 'connected',
      },
    });
    await db()
      .update(trackedProfiles)
      .set({ storyTrackingAt: new Date() })
      .where(eq(trackedProfiles.id, profile.id));
    await kit.services.connectSync.sync(profile.id);
    const [story] = await db()
      .select()
      .from(contents)
      .where(
        and(eq(contents.profileId, profile.id), eq(contents.platformPostId, '18000000000000777')),
      );
    expect(story).toMatchObject({
      source: 'connected',
      views: 900,
      reach: 700,
      replies: 4,
      caption: 'Via the aggregator',
    });

    // A direct connection of the same platform is not silently replaced.
    const { token } = await (async () => {
      const made = await call('PUT', '/customer/connect', owner, { profileId: profile.id });
      return { token: new URL(made.body.url).searchParams.get('token')! };
    })();
    const gone = await call('PUT', '/customer/disconnect', owner, {
      profileId: profile.id,
      provider: 'instagram',
      keepData: true,
    });
    expect(gone.body.removedContent).toBe(0);
    expect(aggregator.disconnected).toContain('acc-ig-1');
    await call('POST', '/public/connect/callback', undefined, await consent(token, 'instagram'));
    aggregator.accounts.get('acc-ig-1')!.status = 'CONNECTED';
    const clash = await call('PUT', '/customer/thirdparty-connect', owner, {
      profileId: profile.id,
      accountId: 'acc-ig-1',
    });
    expect(clash.status).toBe(409);
  });
});

describe('disconnecting', () => {
  it('by the creator from their link: revokes at Google, forgets the tokens', async () => {
    const { profile, token } = await creatorWithLink();
    await call('POST', '/public/connect/callback', undefined, await consent(token, 'youtube'));
    const gone = await call('POST', '/public/connect/disconnect', undefined, {
      token,
      provider: 'youtube',
      keepData: true,
    });
    expect(gone).toMatchObject({ status: 200, body: { disconnected: true, removedContent: 0 } });
    expect(peer.revoked.some((revoked) => revoked.startsWith('youtube-'))).toBe(true);
    expect(await connectionsOf(profile.id)).toEqual([]);
    const again = await call('POST', '/public/connect/disconnect', undefined, {
      token,
      provider: 'youtube',
      keepData: true,
    });
    expect(again.status).toBe(404);
  });

  it('by a member, taking the connected stories with it when asked, and keeping others', async () => {
    const { profile, token } = await creatorWithLink();
    await call('POST', '/public/connect/callback', undefined, await consent(token, 'instagram'));
    peer.stories = [
      {
        id: '18000000000000009',
        timestamp: new Date().toISOString(),
        views: 10,
        reach: 9,
        replies: 1,
        taps: 3,
      },
    ];
    await kit.services.connectSync.sync(profile.id);
    const connected = () =>
      db()
        .select()
        .from(contents)
        .where(and(eq(contents.profileId, profile.id), eq(contents.source, 'connected')));
    expect(await connected()).toHaveLength(1);
    expect(
      (
        await call('PUT', '/customer/disconnect', guest, {
          profileId: profile.id,
          provider: 'instagram',
          keepData: false,
        })
      ).status,
    ).toBe(403);
    const gone = await call('PUT', '/customer/disconnect', owner, {
      profileId: profile.id,
      provider: 'instagram',
      keepData: false,
    });
    expect(gone.body).toEqual({ disconnected: true, removedContent: 1 });
    expect(await connected()).toEqual([]);
    expect(await connectionsOf(profile.id)).toEqual([]);
  });
});
