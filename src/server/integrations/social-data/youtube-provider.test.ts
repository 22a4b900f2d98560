import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppError } from '../../http/errors';
import { createSafeFetch } from '../outbound';
import { createYoutubeProvider } from './youtube-provider';
import {
  type FakeChannel,
  QUOTA_EXCEEDED,
  startYoutubeTestServer,
  type YoutubeTestServer,
} from './youtube-test-server';

const API_KEY = 'test-key-123';
const cooking: FakeChannel = {
  id: 'UCcooking000000000000001',
  handle: 'AnnaCooks',
  title: 'Anna Cooks',
  description: 'Vegan recipes from Vienna',
  country: 'at',
  subscriberCount: 1_520_000,
  videoCount: 340,
  viewCount: 98_000_000,
  videos: [
    {
      id: 'vid3',
      title: 'Lentil soup #Vegan',
      description: 'With @ViennaMarket and #vegan #soup',
      publishedAt: '2026-11-20T10:00:00Z',
      viewCount: 30_000,
      likeCount: 1_500,
      commentCount: 120,
    },
    {
      id: 'vid2',
      title: 'Bread',
      publishedAt: '2026-11-10T10:00:00Z',
      viewCount: 20_000,
      commentCount: 80,
    },
    {
      id: 'vid1',
      title: 'Pasta',
      publishedAt: '2026-11-01T10:00:00Z',
      viewCount: 10_000,
      likeCount: 500,
      commentCount: 40,
    },
  ],
};
const hidden: FakeChannel = {
  id: 'UChidden0000000000000001',
  handle: 'quietone',
  title: 'Quiet One',
  subscriberCount: 5_000,
  hiddenSubscriberCount: true,
  videoCount: 0,
  viewCount: 0,
  videos: [],
};

let server: YoutubeTestServer;
const outbound = createSafeFetch({ allowCidrs: ['127.0.0.0/8'] });
const provider = () =>
  createYoutubeProvider({ fetchUrl: outbound.fetchUrl, apiKey: API_KEY, baseUrl: server.baseUrl });

beforeAll(async () => {
  server = await startYoutubeTestServer({ apiKey: API_KEY, channels: [cooking, hidden] });
});
afterAll(async () => {
  await server.close();
  await outbound.close();
});

describe('YouTube provider', () => {
  it('reads a channel by handle with its statistics as numbers', async () => {
    const profile = await provider().profile('youtube', '@annacooks');
    expect(profile).toEqual({
      platform: 'youtube',
      platformUserId: cooking.id,
      username: 'annacooks',
      fullName: 'Anna Cooks',
      bio: 'Vegan recipes from Vienna',
      avatarUrl: `https://yt3.ggpht.example/${cooking.id}=s800`,
      followers: 1_520_000,
      following: null,
      postsCount: 340,
      country: 'AT',
      city: null,
      language: null,
      categories: [],
      verified: null,
    });
    const request = new URL(server.requests.at(-1) ?? '', 'http://x');
    expect(request.pathname).toBe('/youtube/v3/channels');
    expect(Object.fromEntries(request.searchParams)).toEqual({
      part: 'snippet,statistics,contentDetails',
      forHandle: '@annacooks',
      key: API_KEY,
    });
  });

  it('reads a channel by id or channel URL', async () => {
    expect((await provider().profile('youtube', cooking.id))?.username).toBe('annacooks');
    const byUrl = await provider().profile(
      'youtube',
      `https://www.youtube.com/channel/${cooking.id}`,
    );
    expect(byUrl?.platformUserId).toBe(cooking.id);
  });

  it('answers null for a channel YouTube does not know', async () => {
    expect(await provider().profile('youtube', '@nobody-here')).toBeNull();
    expect(await provider().profile('youtube', 'UCmissing0000000000000001')).toBeNull();
  });

  it('leaves followers unknown when the channel hides its subscriber count', async () => {
    const profile = await provider().profile('youtube', '@quietone');
    expect(profile?.followers).toBeNull();
  });

  it('reads recent videos newest first with tags, hidden likes as 0', async () => {
    const youtube = provider();
    await youtube.profile('youtube', '@annacooks');
    const before = server.requests.length;
    const posts = await youtube.posts('youtube', cooking.id, { limit: 2 });
    expect(posts).toEqual([
      {
        platformPostId: 'vid3',
        type: 'video',
        caption: 'Lentil soup #Vegan',
        hashtags: ['vegan', 'soup'],
        mentions: ['viennamarket'],
        likes: 1_500,
        comments: 120,
        views: 30_000,
        publishedAt: new Date('2026-11-20T10:00:00Z'),
      },
      {
        platformPostId: 'vid2',
        type: 'video',
        caption: 'Bread',
        hashtags: [],
        mentions: [],
        likes: 0,
        comments: 80,
        views: 20_000,
        publishedAt: new Date('2026-11-10T10:00:00Z'),
      },
    ]);
    // The uploads playlist came with the profile: no second channels call.
    const paths = server.requests.slice(before).map((r) => new URL(r, 'http://x'));
    expect(paths.map((u) => u.pathname)).toEqual([
      '/youtube/v3/playlistItems',
      '/youtube/v3/videos',
    ]);
    expect(paths[0].searchParams.get('playlistId')).toBe(`UU${cooking.id.slice(2)}`);
    expect(paths[0].searchParams.get('maxResults')).toBe('2');
    expect(paths[1].searchParams.get('id')).toBe('vid3,vid2');
  });

  it('answers no posts for a channel that never uploaded', async () => {
    expect(await provider().posts('youtube', hidden.id)).toEqual([]);
  });

  it('reads one video by id with its statistics, and null for an unknown one', async () => {
    const youtube = provider();
    const before = server.requests.length;
    expect(await youtube.post?.('youtube', 'vid3')).toMatchObject({
      platform: 'youtube',
      platformPostId: 'vid3',
      caption: 'Lentil soup #Vegan',
      views: 30_000,
      likes: 1_500,
      comments: 120,
      publishedAt: new Date('2026-11-20T10:00:00Z'),
    });
    const request = new URL(server.requests[before], 'http://youtube.test');
    expect(request.pathname.endsWith('/videos')).toBe(true);
    expect(request.searchParams.get('id')).toBe('vid3');
    expect(request.searchParams.get('part')).toBe('snippet,statistics');
    expect(await youtube.post?.('youtube', 'nosuchvideo')).toBeNull();
    expect(await youtube.post?.('instagram', 'vid3')).toBeNull();
  });

  it('has no stories or contacts, and knows no other platform', async () => {
    const youtube = provider();
    expect(await youtube.stories('youtube', cooking.id)).toEqual([]);
    expect(await youtube.contacts('youtube', cooking.id)).toEqual([]);
    expect(await youtube.profile('instagram', '@annacooks')).toBeNull();
    expect(await youtube.search({ platform: 'youtube', keywords: '@AnnaCooks' })).toHaveLength(1);
  });

  it('reports an exceeded quota clearly', async () => {
    server.failOn('channels', QUOTA_EXCEEDED);
    try {
      await expect(provider().profile('youtube', '@annacooks')).rejects.toMatchObject({
        name: 'RateLimited',
        statusCode: 429,
        message: expect.stringContaining('YouTube Data API quota exceeded (quotaExceeded)'),
      });
    } finally {
      server.clearFailures();
    }
  });

  it('reports a refused API key naming the setting', async () => {
    const wrongKey = createYoutubeProvider({
      fetchUrl: outbound.fetchUrl,
      apiKey: 'wrong',
      baseUrl: server.baseUrl,
    });
    const refused = await wrongKey.profile('youtube', '@annacooks').catch((error) => error);
    expect(refused).toMatchObject({
      name: 'ServiceUnavailable',
      message: expect.stringMatching(/refused the API key \(keyInvalid\).*YOUTUBE_API_KEY/),
    });
    const german = (refused as AppError).toBody('de').message;
    expect(german).toMatch(/^Die YouTube Data API hat den API-Schlüssel abgelehnt \(keyInvalid\)/);
    expect(german).toMatch(/Prüfen Sie YOUTUBE_API_KEY\.$/);
  });
});
