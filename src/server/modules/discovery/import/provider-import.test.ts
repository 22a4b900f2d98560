import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SocialDataProvider } from '../../../integrations/social-data';
import {
  type FakeChannel,
  QUOTA_EXCEEDED,
  startYoutubeTestServer,
  type YoutubeTestServer,
} from '../../../integrations/social-data/youtube-test-server';
import type { SignedIn } from '../../../testing/factories';
import { createTestKit, type TestKit } from '../../../testing/kit';
import { socialAccounts, socialPosts } from '../discovery.tables';

const API_KEY = 'kit-youtube-key';
const cooking: FakeChannel = {
  id: 'UCpantryqueen00000000001',
  handle: 'PantryQueen',
  title: 'Pantry Queen Kitchen',
  description: 'Weeknight dinners',
  country: 'DE',
  subscriberCount: 200_000,
  videoCount: 120,
  viewCount: 9_000_000,
  videos: [
    {
      id: 'pq-3',
      title: 'Ramen #noodles',
      description: 'with @nudelhaus',
      publishedAt: '2026-11-18T08:00:00Z',
      viewCount: 60_000,
      likeCount: 3_000,
      commentCount: 300,
    },
    {
      id: 'pq-2',
      title: 'Dumplings #noodles #dough',
      publishedAt: '2026-11-11T08:00:00Z',
      viewCount: 40_000,
      likeCount: 1_000,
      commentCount: 100,
    },
  ],
};
const gardening: FakeChannel = {
  id: 'UCgardenbob0000000000001',
  handle: 'gardenbob',
  title: 'Garden Bob',
  subscriberCount: 5_000,
  videoCount: 0,
  viewCount: 100,
  videos: [],
};

/** Each test uses its own channels, so tests need no order. */
const channelLike = (id: string, handle: string): FakeChannel => ({
  ...cooking,
  id,
  handle,
  title: handle,
  videos: cooking.videos.map((video) => ({ ...video, id: `${handle}-${video.id}` })),
});
const baking = channelLike('UCbaking0000000000000001', 'bakingbea');
const travel = channelLike('UCtravel0000000000000001', 'traveltom');

let server: YoutubeTestServer;
let kit: TestKit;
let agency: SignedIn;
let youtube: SocialDataProvider;

beforeAll(async () => {
  server = await startYoutubeTestServer({
    apiKey: API_KEY,
    channels: [cooking, gardening, baking, travel],
  });
  kit = await createTestKit({
    env: {
      YOUTUBE_API_KEY: API_KEY,
      YOUTUBE_API_BASE_URL: server.baseUrl,
      OUTBOUND_ALLOW_CIDRS: '127.0.0.0/8',
    },
  });
  agency = await kit.signUp({ plan: 'agency' });
  const provider = kit.services.socialData.youtube;
  if (!provider) throw new Error('the youtube provider should be configured');
  youtube = provider;
});
afterAll(async () => {
  await kit.close();
  await server.close();
});

const fetchIntoBank = (refs: string[]) =>
  kit.services.bankImport.fetchIntoBank({
    provider: youtube,
    platform: 'youtube',
    refs,
    postsPerProfile: 12,
    source: 'youtube',
  });

async function bankAccount(channelId: string) {
  const [row] = await kit.database.db
    .select()
    .from(socialAccounts)
    .where(eq(socialAccounts.platformUserId, channelId));
  return row ?? null;
}

describe('fetching YouTube channels into the bank', () => {
  it('refuses to write anything when the quota runs out half way', async () => {
    server.failOn('videos', QUOTA_EXCEEDED);
    try {
      await expect(fetchIntoBank(['@traveltom'])).rejects.toMatchObject({
        statusCode: 429,
        message: expect.stringContaining('YouTube Data API quota exceeded (quotaExceeded)'),
      });
    } finally {
      server.clearFailures();
    }
    expect(await bankAccount(travel.id)).toBeNull();
  });

  it('stores the channel with statistics computed from its recent videos', async () => {
    const result = await fetchIntoBank(['@PantryQueen', '@nobody-at-all']);
    expect(result).toEqual({
      inserted: 1,
      updated: 0,
      unchanged: 0,
      profiles: [
        { ref: '@PantryQueen', platformUserId: cooking.id, username: 'pantryqueen', posts: 2 },
      ],
      notFound: ['@nobody-at-all'],
    });
    const account = await bankAccount(cooking.id);
    expect(account).toMatchObject({
      platform: 'youtube',
      username: 'pantryqueen',
      fullName: 'Pantry Queen Kitchen',
      bio: 'Weeknight dinners',
      country: 'DE',
      followers: 200_000,
      postsCount: 120,
      avgLikes: 2_000,
      avgComments: 200,
      avgViews: 50_000,
      // (2,000 + 200) / 200,000 followers
      engagementRate: 1.1,
      hashtags: ['noodles', 'dough'],
      mentions: ['nudelhaus'],
      lastPostedAt: new Date('2026-11-18T08:00:00Z'),
      isDemo: false,
    });
    const posts = await kit.database.db
      .select({
        id: socialPosts.platformPostId,
        likes: socialPosts.likes,
        views: socialPosts.views,
      })
      .from(socialPosts)
      .where(eq(socialPosts.accountId, account?.id ?? ''))
      .orderBy(socialPosts.platformPostId);
    expect(posts).toEqual([
      { id: 'pq-2', likes: 1_000, views: 40_000 },
      { id: 'pq-3', likes: 3_000, views: 60_000 },
    ]);

    const response = await kit.app.inject({
      method: 'POST',
      url: '/api/v1/customer/discoverProfiles',
      headers: agency.headers,
      payload: { platform: 'youtube', keywords: 'pantry queen' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().items).toMatchObject([
      { platform_username: 'pantryqueen', followers: 200_000, isDemo: false },
    ]);
  });

  it('changes only the fetch time when the same channel is fetched again', async () => {
    expect(await fetchIntoBank([baking.id])).toMatchObject({ inserted: 1, updated: 0 });
    const before = await bankAccount(baking.id);
    expect(before).toMatchObject({ source: 'youtube' });
    const again = await fetchIntoBank(['@bakingbea', baking.id]);
    expect(again).toMatchObject({ inserted: 0, updated: 1, unchanged: 0, notFound: [] });
    const after = await bankAccount(baking.id);
    expect(after?.sourceFetchedAt?.getTime()).toBeGreaterThan(
      before?.sourceFetchedAt?.getTime() ?? 0,
    );
    expect({ ...after, sourceFetchedAt: null, updatedAt: null }).toEqual({
      ...before,
      sourceFetchedAt: null,
      updatedAt: null,
    });
    const posts = await kit.database.db
      .select({ id: socialPosts.id })
      .from(socialPosts)
      .where(eq(socialPosts.accountId, before?.id ?? ''));
    expect(posts).toHaveLength(2);
  });

  it('stores a channel that never uploaded, without averages', async () => {
    expect(await fetchIntoBank(['@gardenbob'])).toMatchObject({ inserted: 1 });
    expect(await bankAccount(gardening.id)).toMatchObject({
      username: 'gardenbob',
      followers: 5_000,
      avgViews: 0,
      engagementRate: 0,
      lastPostedAt: null,
    });
  });
});
