import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SignedIn } from '../../testing/factories';
import { signUpBeforeAll, testKitForFile } from '../../testing/test-file-kit';
import { socialPosts } from '../discovery/discovery.tables';
import { POST_FAILURE_TEXT } from './campaign-activity.text';
import { campaignClient } from './campaigns.fixtures';
import { campaignPosts } from './campaigns.tables';

const kit = testKitForFile();
const api = campaignClient(kit);
const owner = signUpBeforeAll(kit, { plan: 'pro' });

const addByUrl = (who: SignedIn, body: object) =>
  api.call('POST', '/customer/campaign/addPostFromUrl', who, body);

/** Runs the fetch job the way the worker does, for one post. */
const runFetchJob = (who: SignedIn, postId: string) =>
  kit.services.campaigns.posts.fetchPost({ orgId: who.org.id, postId });

async function postRow(postId: string) {
  const [row] = await kit.database.db
    .select()
    .from(campaignPosts)
    .where(eq(campaignPosts.id, postId));
  return row;
}

describe('POST /customer/campaign/addPostFromUrl: the URL', () => {
  let campaignId: string;
  beforeAll(async () => {
    campaignId = (await api.create(owner))._id;
  });

  it('trims the query string of a post link and parses the platform and id', async () => {
    const cases: [string, string, string, string][] = [
      [
        'https://www.instagram.com/p/CxYz123abc/?igsh=MWQ1ZGUxMzBkMA==&utm_source=x#c',
        'https://www.instagram.com/p/CxYz123abc/',
        'instagram',
        'CxYz123abc',
      ],
      [
        'https://instagram.com/reel/Rl9876543/?x=1',
        'https://instagram.com/reel/Rl9876543/',
        'instagram',
        'Rl9876543',
      ],
      [
        'https://www.tiktok.com/@anna/video/7312345678901234567?is_from_webapp=1',
        'https://www.tiktok.com/@anna/video/7312345678901234567',
        'tiktok',
        '7312345678901234567',
      ],
      [
        'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s',
        'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s',
        'youtube',
        'dQw4w9WgXcQ',
      ],
      [
        'https://youtu.be/abcDEF12345?si=share',
        'https://youtu.be/abcDEF12345?si=share',
        'youtube',
        'abcDEF12345',
      ],
      [
        'https://youtube.com/shorts/Sh0rtVid123',
        'https://youtube.com/shorts/Sh0rtVid123',
        'youtube',
        'Sh0rtVid123',
      ],
    ];
    for (const [input, url, platform, platformPostId] of cases) {
      const response = await addByUrl(owner, { campaignId, url: `  ${input} ` });
      expect(response.statusCode, input).toBe(202);
      expect(response.json(), input).toMatchObject({
        url,
        platform,
        platformPostId,
        state: 'pending',
        kind: 'post',
      });
    }
  });

  it('refuses the same post twice (409), query string or not', async () => {
    const url = 'https://www.instagram.com/p/Dup1234567/';
    expect((await addByUrl(owner, { campaignId, url })).statusCode).toBe(202);
    const again = await addByUrl(owner, { campaignId, url: `${url}?utm_medium=copy` });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ name: 'Conflict', field: 'url' });
  });

  it('refuses malformed URLs, other schemes, private addresses and links to no post (400, url)', async () => {
    const refused = [
      'instagram.com/p/CxYz123abc',
      'not a url',
      'ftp://instagram.com/p/CxYz123abc',
      'javascript:alert(1)',
      'http://127.0.0.1/p/CxYz123abc',
      'http://10.1.2.3/p/CxYz123abc',
      'http://192.168.0.10/p/CxYz123abc',
      'http://169.254.169.254/latest/meta-data',
      'http://[::1]/p/CxYz123abc',
      'http://[::ffff:127.0.0.1]/p/CxYz123abc',
      'http://localhost/p/CxYz123abc',
      'http://intranet/p/CxYz123abc',
      'https://example.com/p/CxYz123abc',
      'https://www.instagram.com/anna/',
      'https://www.youtube.com/watch?list=abc',
    ];
    for (const url of refused) {
      const response = await addByUrl(owner, { campaignId, url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toMatchObject({ name: 'ValidationError', field: 'url' });
    }
    const posts = await kit.database.db
      .select()
      .from(campaignPosts)
      .where(eq(campaignPosts.campaignId, campaignId));
    expect(posts.some((p) => p.url?.includes('127.0.0.1') || p.url?.includes('localhost'))).toBe(
      false,
    );
  });
});

describe('fetching metrics as a job', () => {
  it('fails a post the bank does not have, and tracks it after a retry once it does', async () => {
    const campaign = await api.create(owner);
    const { profileId, account } = await api.track(owner);
    const added = await addByUrl(owner, {
      campaignId: campaign._id,
      url: 'https://www.instagram.com/p/Later12345/?igsh=abc',
    });
    const postId = added.json()._id;

    await runFetchJob(owner, postId);
    const failed = (await api.get(owner, campaign._id)).json().posts[0];
    expect(failed).toMatchObject({
      _id: postId,
      state: 'failed',
      failureReason: POST_FAILURE_TEXT.notInBank.in('en'),
      likes: null,
    });
    const firstRetry = await api.call('POST', `/customer/campaign/post/${postId}/retry`, owner);
    expect(firstRetry.statusCode).toBe(202);
    // Retrying a pending post is refused: it is on its way.
    expect(
      (await api.call('POST', `/customer/campaign/post/${postId}/retry`, owner)).statusCode,
    ).toBe(409);
    await runFetchJob(owner, postId);
    expect((await postRow(postId)).state).toBe('failed');

    await kit.database.db.insert(socialPosts).values({
      accountId: account.id,
      platformPostId: 'Later12345',
      type: 'photo',
      caption: 'Glow',
      likes: 321,
      comments: 12,
      views: 4_000,
      publishedAt: new Date('2026-06-05T09:00:00Z'),
    });
    const retried = await api.call('POST', `/customer/campaign/post/${postId}/retry`, owner);
    expect(retried.statusCode).toBe(202);
    expect(retried.json()).toMatchObject({ state: 'pending', failureReason: null });
    await runFetchJob(owner, postId);

    const tracked = (await api.get(owner, campaign._id)).json();
    expect(tracked.posts[0]).toMatchObject({
      state: 'tracked',
      failureReason: null,
      // The post's author is a tracked profile of the organization: it is linked.
      profileId,
      likes: 321,
      comments: 12,
      views: 4_000,
      caption: 'Glow',
      publishedAt: '2026-06-05T09:00:00.000Z',
      editedManuallyAt: null,
    });
    expect(tracked.posts[0].metricsFetchedAt).not.toBeNull();
    expect(tracked.results).toMatchObject({ likes: 321, engagements: 333 });
    expect(tracked.activities.map((a: { kind: string }) => a.kind)).toEqual(
      expect.arrayContaining(['addPostFromUrl', 'retryPost']),
    );
  });

  it('queues the job with the post', async () => {
    const campaign = await api.create(owner);
    const added = await addByUrl(owner, {
      campaignId: campaign._id,
      url: 'https://www.tiktok.com/@anna/video/7300000000000000001',
      kind: 'story',
    });
    expect(added.json()).toMatchObject({ kind: 'story', state: 'pending' });
    const result = await kit.database.executeSql(
      "select data from pgboss.job where name = 'campaigns.fetch-post'",
      [],
    );
    const postIds = result.rows.map((r) => (r.data as { postId: string }).postId);
    expect(postIds).toContain(added.json()._id);
  });

  it('deletes a failed post', async () => {
    const campaign = await api.create(owner);
    const added = await addByUrl(owner, {
      campaignId: campaign._id,
      url: 'https://www.instagram.com/p/Gone123456/',
    });
    await runFetchJob(owner, added.json()._id);
    const deleted = await api.call('DELETE', `/customer/campaign/post/${added.json()._id}`, owner);
    expect(deleted.statusCode).toBe(204);
    expect(await postRow(added.json()._id)).toBeUndefined();
  });

  it("answers 404 for another organization's campaign and posts, changing nothing", async () => {
    const stranger = await kit.signUp({ plan: 'pro' });
    const campaign = await api.create(owner);
    const added = await addByUrl(owner, {
      campaignId: campaign._id,
      url: 'https://www.instagram.com/p/Mine123456/',
    });
    const postId = added.json()._id;
    await runFetchJob(owner, postId);

    const intoTheirs = await addByUrl(stranger, {
      campaignId: campaign._id,
      url: 'https://www.instagram.com/p/Theirs12345/',
    });
    expect(intoTheirs.statusCode).toBe(404);
    expect(
      (await api.call('POST', `/customer/campaign/post/${postId}/retry`, stranger)).statusCode,
    ).toBe(404);
    expect(
      (await api.call('DELETE', `/customer/campaign/post/${postId}`, stranger)).statusCode,
    ).toBe(404);
    expect((await postRow(postId)).state).toBe('failed');
    const theirCampaign = await api.create(stranger);
    const withOwnersProfile = await addByUrl(stranger, {
      campaignId: theirCampaign._id,
      url: 'https://www.instagram.com/p/Other12345/',
      profileId: (await api.track(owner)).profileId,
    });
    expect(withOwnersProfile.statusCode).toBe(404);
    expect((await api.get(owner, campaign._id)).json().posts).toHaveLength(1);
  });

  it('lets guests read posts but not add, retry or delete them', async () => {
    const guest = await kit.addMember(owner.org, 'guest');
    const campaign = await api.create(owner);
    const added = await addByUrl(owner, {
      campaignId: campaign._id,
      url: 'https://www.instagram.com/p/Guest12345/',
    });
    const postId = added.json()._id;
    expect(
      (
        await addByUrl(guest, {
          campaignId: campaign._id,
          url: 'https://www.instagram.com/p/Guest99999/',
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await api.call('POST', `/customer/campaign/post/${postId}/retry`, guest)).statusCode,
    ).toBe(403);
    expect((await api.call('DELETE', `/customer/campaign/post/${postId}`, guest)).statusCode).toBe(
      403,
    );
    expect((await api.get(guest, campaign._id)).json().posts).toHaveLength(1);
  });
});
