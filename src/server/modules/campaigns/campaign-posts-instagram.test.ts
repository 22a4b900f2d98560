import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSafeFetch } from '../../integrations/outbound';
import { createInstagramRateGate } from '../../integrations/social-data/instagram-api';
import { createInstagramSource } from '../../integrations/social-data/instagram-source';
import {
  type InstagramTestServer,
  startInstagramTestServer,
} from '../../integrations/social-data/instagram-test-server';
import { standInCreators } from '../../testing/data-sources/catalogue';
import type { SignedIn } from '../../testing/factories';
import { testKitForFile } from '../../testing/test-file-kit';
import { POST_FAILURE_TEXT } from './campaign-activity.text';
import { campaignClient } from './campaigns.fixtures';

// Campaign posts of Instagram creators read through the organization's Instagram API connection
// (Business Discovery), against the Graph API stand-in: no creator has to connect.

const TOKEN = 'EAAG-campaign-posts-token';
const professionals = standInCreators().filter(
  (c) => c.platform === 'instagram' && c.creator.account.accountType !== 'personal',
);

let instagram: InstagramTestServer;
const outbound = createSafeFetch({ allowCidrs: ['127.0.0.0/8'] });
// Started before the kit, whose data sources build an adapter as they start.
beforeAll(async () => {
  instagram = await startInstagramTestServer({ accessToken: TOKEN });
});
afterAll(async () => {
  await instagram?.close();
  await outbound.close();
});

const kit = testKitForFile({
  dataSourceFactories: {
    instagram: (key) =>
      createInstagramSource({
        fetchUrl: outbound.fetchUrl,
        accessToken: key,
        baseUrl: instagram.baseUrl,
        rateGate: createInstagramRateGate(),
      }),
  },
});
const api = campaignClient(kit);

async function owner(options: { connected: boolean }) {
  const signedIn = await kit.signUp({ plan: 'pro' });
  if (options.connected) {
    const response = await kit.app.inject({
      method: 'PUT',
      url: '/api/v1/customer/data-sources/instagram',
      headers: signedIn.headers,
      payload: { key: TOKEN },
    });
    expect(response.statusCode, response.body).toBe(200);
  }
  return signedIn;
}

/** A campaign with a stand-in creator the organization tracks, and one of its post links. */
async function campaignWithPostOf(who: SignedIn, creatorIndex: number) {
  const creator = professionals[creatorIndex];
  const { profileId } = await api.track(who, { username: creator.username });
  const campaign = await api.create(who);
  return { creator, profileId, campaignId: campaign._id as string };
}

async function addAndFetch(who: SignedIn, campaignId: string, body: object) {
  const added = await api.call('POST', '/customer/campaign/addPostFromUrl', who, {
    campaignId,
    ...body,
  });
  expect(added.statusCode, added.body).toBe(202);
  const postId = added.json()._id;
  await kit.services.campaigns.posts.fetchPost({ orgId: who.org.id, postId });
  const { posts } = (await api.get(who, campaignId)).json();
  return posts.find((post: { _id: string }) => post._id === postId);
}

const mediaCalls = () =>
  instagram.requests.filter((r) => decodeURIComponent(r).includes('{id,media.')).length;

describe('an Instagram campaign post with the Instagram API connected', () => {
  it('is tracked with the likes and comments Instagram shows, for the creator it was added for', async () => {
    const who = await owner({ connected: true });
    const { creator, profileId, campaignId } = await campaignWithPostOf(who, 0);
    const post = creator.posts[3];
    const tracked = await addAndFetch(who, campaignId, {
      url: `https://www.instagram.com/p/${post.platformPostId}/?igsh=abc`,
      profileId,
    });
    expect(tracked).toMatchObject({
      state: 'tracked',
      failureReason: null,
      profileId,
      likes: post.likes,
      comments: post.comments,
      // Business Discovery shows no views of other accounts' media.
      views: null,
      caption: post.caption,
      publishedAt: post.publishedAt.toISOString(),
    });
  });

  it("reads the campaign's only Instagram creator when the post names none", async () => {
    const who = await owner({ connected: true });
    const { creator, profileId, campaignId } = await campaignWithPostOf(who, 1);
    await api.act(who, campaignId, { action: 'addProfile', profileId });
    const post = creator.posts[0];
    const tracked = await addAndFetch(who, campaignId, {
      url: `https://www.instagram.com/reel/${post.platformPostId}/`,
    });
    expect(tracked).toMatchObject({
      state: 'tracked',
      profileId,
      likes: post.likes,
      comments: post.comments,
    });
  });

  it('fails a post not among the creator’s newest media with a reason that says so', async () => {
    const who = await owner({ connected: true });
    const { profileId, campaignId } = await campaignWithPostOf(who, 2);
    const failed = await addAndFetch(who, campaignId, {
      url: 'https://www.instagram.com/p/OldPost12345/',
      profileId,
    });
    expect(failed).toMatchObject({
      state: 'failed',
      failureReason: POST_FAILURE_TEXT.notInRecentInstagram.in('en'),
      likes: null,
    });
  });

  it('fails as unreadable when the Instagram API is down', async () => {
    const who = await owner({ connected: true });
    const { creator, profileId, campaignId } = await campaignWithPostOf(who, 3);
    instagram.fail(500);
    try {
      const failed = await addAndFetch(who, campaignId, {
        url: `https://www.instagram.com/p/${creator.posts[0].platformPostId}/`,
        profileId,
      });
      expect(failed).toMatchObject({
        state: 'failed',
        failureReason: POST_FAILURE_TEXT.unreadable.in('en'),
      });
    } finally {
      instagram.recover();
    }
  });
});

describe('an Instagram campaign post without the Instagram API', () => {
  it('is looked for in the bank as before, without asking Instagram', async () => {
    const who = await owner({ connected: false });
    const { creator, profileId, campaignId } = await campaignWithPostOf(who, 4);
    const before = mediaCalls();
    const failed = await addAndFetch(who, campaignId, {
      url: `https://www.instagram.com/p/${creator.posts[0].platformPostId}/`,
      profileId,
    });
    expect(failed).toMatchObject({
      state: 'failed',
      failureReason: POST_FAILURE_TEXT.notInBank.in('en'),
    });
    expect(mediaCalls()).toBe(before);
  });
});
