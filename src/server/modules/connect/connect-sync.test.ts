// Creator self-connect while connected: the sync of stories with their insights, posts, the
// audience breakdown, token refresh, lapse and the reminder mails.

import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../../integrations/mail/mail.tables';
import { createCampaign } from '../../testing/factories';
import { campaignPosts } from '../campaigns/campaigns.tables';
import { contents } from '../content/content.tables';
import { trackedProfiles } from '../profiles/profiles.tables';
import { auditReports } from '../reports/reports.tables';
import { profileConnections } from './connect.tables';
import { WITHDRAWN } from './connect-sync';
import {
  call,
  connectionsOf,
  consent,
  creatorWithLink,
  db,
  kit,
  owner,
  peer,
  setUpConnectTests,
  stranger,
} from './connect-test-helpers';

setUpConnectTests();

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
