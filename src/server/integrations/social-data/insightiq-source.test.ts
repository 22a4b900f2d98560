import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { standInCreators } from '../../testing/data-sources/catalogue';
import { createSafeFetch } from '../outbound';
import type { SourceError } from './data-source';
import { createInsightiqApi, INSIGHTIQ_WORK_PLATFORMS } from './insightiq-api';
import { createInsightiqSource } from './insightiq-source';
import {
  type InsightiqTestServer,
  type InsightiqTestServerOptions,
  startInsightiqTestServer,
} from './insightiq-test-server';

const CLIENT_ID = 'f3a9c2d1-client';
const CLIENT_SECRET = 'secret:with:colons';
const KEY = `${CLIENT_ID}:${CLIENT_SECRET}`;

const outbound = createSafeFetch({ allowCidrs: ['127.0.0.0/8'] });
const servers: InsightiqTestServer[] = [];
let server: InsightiqTestServer;

async function start(options: Partial<InsightiqTestServerOptions> = {}) {
  const started = await startInsightiqTestServer({
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    ...options,
  });
  servers.push(started);
  return started;
}
const source = (on = server, extra: { key?: string; timeoutMs?: number } = {}) =>
  createInsightiqSource({ fetchUrl: outbound.fetchUrl, key: KEY, baseUrl: on.baseUrl, ...extra });
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: SourceError) => error,
  );

const tiktok = standInCreators().filter((c) => c.platform === 'tiktok');

beforeAll(async () => {
  server = await start();
});
afterEach(() => {
  server.fail(null);
  server.setDelay(0);
  server.setCredits(1_000);
});
afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()));
  await outbound.close();
});

describe('InsightIQ source: account', () => {
  it('checks the key with one call and names the client', async () => {
    const before = server.requests.length;
    expect(await source().account()).toEqual({
      label: 'InsightIQ (client f3a9c2d1)',
      creditsLeft: null,
    });
    expect(server.requests.slice(before)).toEqual([
      { method: 'GET', path: '/v1/work-platforms', body: undefined },
    ]);
  });

  it('refuses a wrong secret and a key without a colon as invalid keys', async () => {
    const wrong = await failure(source(server, { key: `${CLIENT_ID}:nope` }).account());
    expect(wrong).toMatchObject({
      kind: 'invalid_key',
      message: expect.stringContaining('invalid_credentials'),
    });
    const before = server.requests.length;
    expect(await failure(source(server, { key: 'just-a-token' }).account())).toMatchObject({
      kind: 'invalid_key',
    });
    expect(server.requests.length).toBe(before);
  });
});

describe('InsightIQ source: search', () => {
  it('sends the filters in InsightIQ names and maps the creators found', async () => {
    const before = server.requests.length;
    const page = await source().search({
      filters: {
        platform: 'tiktok',
        followers: { min: 2_000 },
        engagementRate: { min: 6 },
        language: 'en',
        sort: 'engagement',
      },
      page: 1,
      limit: 5,
    });
    const expected = tiktok
      .filter((c) => {
        const a = c.creator.account;
        return a.followers >= 2_000 && a.engagementRate >= 6 && a.language === 'en';
      })
      .sort((a, b) => b.creator.account.engagementRate - a.creator.account.engagementRate);
    expect(expected.length).toBeGreaterThan(5);
    expect(page.total).toBe(expected.length);
    expect(page.profiles.map((p) => p.username)).toEqual(
      expected.slice(0, 5).map((c) => c.username),
    );
    const first = expected[0];
    expect(page.profiles[0]).toEqual({
      platform: 'tiktok',
      platformUserId: first.id,
      username: first.username,
      fullName: first.creator.account.fullName,
      bio: first.creator.account.bio,
      avatarUrl: `https://cdn.insightiq.example/avatars/${first.id}.jpg`,
      followers: first.creator.account.followers,
      following: null,
      postsCount: null,
      // The API names the country; the bank keeps its ISO code.
      country: first.creator.account.country,
      city: first.creator.account.city,
      language: null,
      categories: [],
      verified: first.creator.account.isVerified,
      engagementRate: expect.closeTo(first.creator.account.engagementRate, 1),
      avgLikes: first.creator.account.avgLikes,
      avgViews: first.creator.account.avgViews,
    });
    expect(server.requests.slice(before)).toEqual([
      {
        method: 'POST',
        path: '/v1/social/creators/profiles/search',
        body: {
          work_platform_id: INSIGHTIQ_WORK_PLATFORMS.tiktok,
          sort_by: { field: 'ENGAGEMENT_RATE', order: 'DESCENDING' },
          limit: 5,
          offset: 0,
          follower_count: { min: 2_000 },
          engagement_rate: { percentage_value: '6' },
          creator_language: { code: 'en' },
        },
      },
    ]);
    // A search bills one credit per profile returned.
    expect(server.creditsLeft()).toBe(1_000 - 5);
  });

  it('pages by offset, requires contacts, and applies a maximum engagement rate to the answer', async () => {
    const before = server.requests.length;
    const page = await source().search({
      filters: { platform: 'tiktok', hasEmail: true, engagementRate: { max: 9 } },
      page: 2,
      limit: 3,
    });
    const body = server.requests[before].body as Record<string, unknown>;
    expect(body).toMatchObject({
      offset: 3,
      limit: 3,
      specific_contact_details: [{ type: 'EMAIL', preference: 'MUST_HAVE' }],
    });
    expect(body).not.toHaveProperty('engagement_rate');
    const byName = new Map(tiktok.map((c) => [c.username, c.creator.account]));
    for (const profile of page.profiles) {
      expect(byName.get(profile.username)?.hasEmail).toBe(true);
      expect(byName.get(profile.username)?.engagementRate).toBeLessThanOrEqual(9);
    }
  });

  it('filters YouTube channels by subscribers and reads their subscriber count', async () => {
    const before = server.requests.length;
    const page = await source().search({
      filters: { platform: 'youtube', followers: { min: 1_000 } },
      page: 1,
      limit: 2,
    });
    expect(server.requests[before].body).toMatchObject({
      work_platform_id: INSIGHTIQ_WORK_PLATFORMS.youtube,
      subscriber_count: { min: 1_000 },
    });
    expect(page.profiles).toHaveLength(2);
    expect(page.profiles[0].followers).toBeGreaterThanOrEqual(1_000);
  });

  it('refuses "without email", which InsightIQ cannot express, without calling it', async () => {
    const before = server.requests.length;
    const refused = await failure(
      source().search({ filters: { platform: 'tiktok', hasEmail: false }, page: 1, limit: 5 }),
    );
    expect(refused).toMatchObject({ kind: 'bad_request' });
    expect(server.requests.length).toBe(before);
  });

  it('is refused as a bad request when a field is unknown to InsightIQ', async () => {
    const api = createInsightiqApi({
      fetchUrl: outbound.fetchUrl,
      credentials: { clientId: CLIENT_ID, clientSecret: CLIENT_SECRET },
      baseUrl: server.baseUrl,
    });
    const refused = await failure(
      api.searchProfiles({
        work_platform_id: INSIGHTIQ_WORK_PLATFORMS.tiktok,
        sort_by: { field: 'FOLLOWER_COUNT', order: 'DESCENDING' },
        limit: 5,
        offset: 0,
        follower_band: 'big',
      }),
    );
    expect(refused).toMatchObject({
      kind: 'bad_request',
      message: expect.stringContaining('follower_band'),
    });
  });
});

describe('InsightIQ source: report', () => {
  const creator = tiktok.find((c) => c.creator.contacts.length > 0) ?? tiktok[0];

  it('maps profile, posts, audience and contacts of a handle', async () => {
    const report = await source().report('tiktok', `@${creator.username}`);
    const a = creator.creator.account;
    expect(report?.profile).toEqual({
      platform: 'tiktok',
      platformUserId: creator.id,
      username: creator.username,
      fullName: a.fullName,
      bio: a.bio,
      avatarUrl: `https://cdn.insightiq.example/avatars/${creator.id}.jpg`,
      followers: a.followers,
      following: a.following,
      postsCount: a.postsCount,
      country: a.country,
      city: a.city,
      language: a.language,
      categories: [],
      verified: a.isVerified,
    });
    expect(report?.engagementRate).toBeCloseTo(a.engagementRate, 6);
    expect(report?.contacts).toEqual(creator.creator.contacts);
    expect(report?.posts).toHaveLength(12);
    expect(report?.posts[0]).toEqual({
      platformPostId: creator.posts[0].platformPostId,
      type: creator.posts[0].type,
      caption: creator.posts[0].caption,
      hashtags: creator.posts[0].hashtags,
      mentions: creator.posts[0].mentions,
      likes: creator.posts[0].likes,
      comments: creator.posts[0].comments,
      views: creator.posts[0].views,
      publishedAt: creator.posts[0].publishedAt,
    });
    const times = report?.posts.map((p) => p.publishedAt.getTime()) ?? [];
    expect(times).toEqual([...times].sort((x, y) => y - x));

    const shares = (dimension: string) =>
      creator.creator.audience
        .filter((e) => e.dimension === dimension)
        .map((e) => ({ value: e.value, share: e.share }));
    const audience = report?.audience;
    expect(audience?.countries).toEqual(shares('country'));
    expect(audience?.languages).toEqual(shares('language'));
    expect(audience?.cities).toEqual(shares('city'));
    // Gender and age arrive split together; summed back they are the creator's audience.
    for (const dimension of ['gender', 'age'] as const) {
      const got = dimension === 'gender' ? audience?.genders : audience?.ages;
      for (const { value, share } of shares(dimension)) {
        expect(got?.find((g) => g.value === value)?.share).toBeCloseTo(share, 2);
      }
    }
    expect(audience?.interests[0]).toEqual({ value: creator.creator.niches[0].name, share: 0.4 });
    expect(audience?.credibility).toBe(a.audienceCredibility);
    expect(server.creditsLeft()).toBe(999);
  });

  it('answers null for a creator InsightIQ does not know, spending nothing', async () => {
    expect(await source().report('tiktok', '@nobody.here.at.all')).toBeNull();
    expect(server.creditsLeft()).toBe(1_000);
  });

  it("reads the 55-64 age range as the bank's 55+", async () => {
    const older = standInCreators().find((c) =>
      c.creator.audience.some((e) => e.dimension === 'age' && e.value === '55+'),
    );
    if (!older) throw new Error('the catalogue has no audience over 55');
    const report = await source().report(older.platform, older.username);
    expect(report?.audience?.ages.map((g) => g.value)).toContain('55+');
  });
});

describe('InsightIQ source: failures', () => {
  it('says out_of_credits when the balance is spent', async () => {
    server.setCredits(0);
    const refused = await failure(source().report('tiktok', tiktok[0].username));
    expect(refused).toMatchObject({ kind: 'out_of_credits' });
  });

  it('repeats a search once when InsightIQ asks to wait a second', async () => {
    const limited = await start({ rateLimit: { requests: 1, perSeconds: 1 } });
    const search = { filters: { platform: 'tiktok' as const }, page: 1, limit: 2 };
    await source(limited).search(search);
    const page = await source(limited).search(search);
    expect(page.profiles).toHaveLength(2);
    // The first search, the refused one, and its repetition.
    expect(limited.requests).toHaveLength(3);
  });

  it('passes a longer Retry-After on as rate_limited without repeating', async () => {
    const limited = await start({ rateLimit: { requests: 1, perSeconds: 30 } });
    const search = { filters: { platform: 'tiktok' as const }, page: 1, limit: 2 };
    await source(limited).search(search);
    const refused = await failure(source(limited).search(search));
    expect(refused).toMatchObject({ kind: 'rate_limited' });
    expect(refused.retryAfterSeconds).toBeGreaterThan(2);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(30);
    expect(limited.requests).toHaveLength(2);
  });

  it('never repeats a report, which spends credits', async () => {
    const limited = await start({ rateLimit: { requests: 1, perSeconds: 1 } });
    await source(limited).account();
    const refused = await failure(source(limited).report('tiktok', tiktok[0].username));
    expect(refused).toMatchObject({ kind: 'rate_limited', retryAfterSeconds: 1 });
    expect(limited.requests).toHaveLength(2);
  });

  it('repeats a search once when InsightIQ is down, then says unavailable', async () => {
    server.fail(503);
    const before = server.requests.length;
    const refused = await failure(
      source().search({ filters: { platform: 'tiktok' }, page: 1, limit: 2 }),
    );
    expect(refused).toMatchObject({ kind: 'unavailable' });
    expect(server.requests.length - before).toBe(2);
    const beforeReport = server.requests.length;
    await failure(source().report('tiktok', tiktok[0].username));
    expect(server.requests.length - beforeReport).toBe(1);
  });

  it('gives up on a slow answer as unavailable', async () => {
    server.setDelay(1_000);
    const refused = await failure(source(server, { timeoutMs: 150 }).account());
    expect(refused).toMatchObject({ kind: 'unavailable' });
  });
});
