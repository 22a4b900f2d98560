import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchFiltersBody } from '../../../common/api/discovery';
import { standInCreators } from '../../testing/data-sources/catalogue';
import { createSafeFetch } from '../outbound';
import type { SourceError } from './data-source';
import { createModashApi } from './modash-api';
import { createModashSource } from './modash-source';
import { type ModashTestServer, startModashTestServer } from './modash-test-server';

const TOKEN = 'modash-test-token-1234';
const outbound = createSafeFetch({ allowCidrs: ['127.0.0.0/8'] });
const servers: ModashTestServer[] = [];

async function standIn(options: Partial<Parameters<typeof startModashTestServer>[0]> = {}) {
  const server = await startModashTestServer({ apiToken: TOKEN, ...options });
  servers.push(server);
  return server;
}

const sourceFor = (
  server: ModashTestServer,
  options: { apiToken?: string; timeoutMs?: number } = {},
) =>
  createModashSource({
    fetchUrl: outbound.fetchUrl,
    apiToken: options.apiToken ?? TOKEN,
    baseUrl: server.baseUrl,
    timeoutMs: options.timeoutMs,
  });

const filters = (input: Parameters<typeof searchFiltersBody.parse>[0]) =>
  searchFiltersBody.parse(input);

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a SourceError');
    },
    (error: SourceError) => error,
  );

// A creator with an email and a phone, whose report carries every part a report has.
const creators = standInCreators();
const reachable = creators.find(
  (c) =>
    c.platform === 'instagram' &&
    c.creator.contacts.some((x) => x.kind === 'email') &&
    c.creator.contacts.some((x) => x.kind === 'phone'),
);

let server: ModashTestServer;
beforeAll(async () => {
  server = await standIn();
});
afterAll(async () => {
  for (const standInServer of servers) await standInServer.close();
  await outbound.close();
});

describe('Modash source: account', () => {
  it('reads the credits left and names the token by its last characters', async () => {
    server.setCredits(412.5);
    expect(await sourceFor(server).account()).toEqual({
      label: 'Modash API token …1234',
      creditsLeft: 412.5,
    });
    const request = server.requests.at(-1);
    expect(request).toMatchObject({ method: 'GET', path: '/v1/user/info' });
  });

  it('says invalid_key when Modash refuses the token', async () => {
    const refused = await failureOf(sourceFor(server, { apiToken: 'wrong' }).account());
    expect(refused).toMatchObject({ name: 'SourceError', kind: 'invalid_key' });
    expect(refused.message).toContain('api_token_invalid');
  });
});

describe('Modash source: search', () => {
  it('sends the filters in Modash names and maps the creators it answers', async () => {
    server.setCredits(100);
    const germanAudience = creators.filter(
      (c) =>
        c.platform === 'instagram' &&
        c.creator.audience.some(
          (a) => a.dimension === 'country' && a.value === 'DE' && a.share >= 0.3,
        ),
    );
    expect(germanAudience.length).toBeGreaterThan(0);
    const before = server.requests.length;
    const page = await sourceFor(server).search({
      filters: filters({
        platform: 'instagram',
        followers: { min: 1_000 },
        engagementRate: { min: 0.5 },
        verified: false,
        audience: { country: { value: 'de', minShare: 0.3 } },
        credibilityMin: 0.5,
        sort: 'engagement',
      }),
      page: 1,
      limit: 15,
    });

    const sent = server.requests.slice(before);
    expect(sent.map((r) => r.path)).toEqual([
      '/v1/instagram/locations?query=Germany&limit=10',
      '/v1/instagram/search',
    ]);
    expect(sent[1].body).toEqual({
      page: 0,
      sort: { field: 'engagementRate', direction: 'desc' },
      filter: {
        influencer: { followers: { min: 1_000 }, engagementRate: 0.005, isVerified: false },
        audience: {
          location: [{ id: server.locationId('DE'), weight: 0.3 }],
          credibility: 0.5,
        },
      },
    });
    const expected = germanAudience
      .filter(
        (c) =>
          !c.creator.account.isVerified &&
          c.creator.account.engagementRate >= 0.5 &&
          c.creator.account.audienceCredibility >= 0.5,
      )
      .sort((a, b) => b.creator.account.engagementRate - a.creator.account.engagementRate);
    expect(page.total).toBe(expected.length);
    expect(page.profiles.map((p) => p.platformUserId).sort()).toEqual(
      expected
        .map((c) => c.id)
        .slice(0, 15)
        .sort(),
    );
    const first = expected.find((c) => c.id === page.profiles[0].platformUserId);
    expect(page.profiles[0]).toEqual({
      platform: 'instagram',
      platformUserId: first?.id,
      username: first?.username,
      fullName: first?.creator.account.fullName,
      bio: null,
      avatarUrl: `https://img.modash.example/${first?.id}.jpg`,
      followers: first?.creator.account.followers,
      following: null,
      postsCount: null,
      country: null,
      city: null,
      language: null,
      categories: [],
      verified: null,
      // Modash's own rate from the card; a search card has no averages.
      engagementRate: expect.closeTo(first?.creator.account.engagementRate ?? -1, 1),
      avgLikes: null,
      avgViews: null,
    });
    // Ranked by engagement rate, highest first, as asked.
    const rates = page.profiles.map(
      (p) => expected.find((c) => c.id === p.platformUserId)?.creator.account.engagementRate ?? 0,
    );
    expect(rates).toEqual([...rates].sort((a, b) => b - a));
  });

  it('looks a country up in the dictionary once per source, and finds creators living there', async () => {
    const modash = sourceFor(server);
    const search = { filters: filters({ platform: 'tiktok', country: 'US' }), page: 1, limit: 5 };
    const before = server.requests.length;
    const first = await modash.search(search);
    await modash.search(search);
    const paths = server.requests.slice(before).map((r) => r.path);
    expect(paths.filter((p) => p.includes('/locations'))).toHaveLength(1);
    expect(first.profiles.length).toBeGreaterThan(0);
    for (const profile of first.profiles) {
      const creator = creators.find((c) => c.id === profile.platformUserId);
      expect(creator?.creator.account.country).toBe('US');
    }
  });

  it('translates tags, contacts, views and audience rules into Modash filters', async () => {
    const before = server.requests.length;
    await sourceFor(server).search({
      filters: filters({
        platform: 'youtube',
        hashtags: ['#Vegan'],
        mentions: ['@Someone'],
        hasEmail: true,
        hasPhone: false,
        avgViews: { min: 500 },
        language: 'en',
        gender: 'female',
        keywords: 'recipes',
        lastPostedWithinDays: 30,
        audience: {
          gender: { value: 'female', minShare: 0.6 },
          age: { value: '55+', minShare: 0.1 },
          language: { value: 'en', minShare: 0.5 },
        },
      }),
      page: 1,
      limit: 15,
    });
    const body = server.requests.slice(before).find((r) => r.path.endsWith('/search'))?.body;
    expect(body).toMatchObject({
      filter: {
        influencer: {
          views: { min: 500 },
          language: 'en',
          gender: 'FEMALE',
          bio: 'recipes',
          textTags: [
            { type: 'hashtag', value: 'vegan' },
            { type: 'mention', value: 'someone' },
          ],
          hasContactDetails: [
            { contactType: 'email', filterAction: 'must' },
            { contactType: 'phone', filterAction: 'not' },
          ],
          lastposted: 30,
        },
        audience: {
          gender: { id: 'FEMALE', weight: 0.6 },
          age: [{ id: '65-', weight: 0.1 }],
          language: { id: 'en', weight: 0.5 },
        },
      },
    });
  });

  it('reads the Modash pages a larger page spans, spending 0.01 credits per creator', async () => {
    server.setCredits(10);
    const before = server.requests.length;
    const page = await sourceFor(server).search({
      filters: filters({ platform: 'instagram' }),
      page: 2,
      limit: 20,
    });
    const searches = server.requests.slice(before).filter((r) => r.path.endsWith('/search'));
    // Creators 21-40 are on Modash's pages 1 and 2 (0-based, 15 each).
    expect(searches.map((r) => (r.body as { page: number }).page)).toEqual([1, 2]);
    const all = creators
      .filter((c) => c.platform === 'instagram')
      .sort((a, b) => b.creator.account.followers - a.creator.account.followers);
    expect(page.profiles.map((p) => p.platformUserId)).toEqual(all.slice(20, 40).map((c) => c.id));
    expect(server.credits).toBeCloseTo(10 - 0.3, 5);
  });
});

describe('Modash source: report', () => {
  it('maps profile, recent posts, audience and contacts', async () => {
    expect(reachable).toBeDefined();
    if (!reachable) return;
    const { account, audience, contacts } = reachable.creator;
    server.setCredits(5);
    const report = await sourceFor(server).report('instagram', `@${reachable.username}`);
    expect(server.credits).toBe(4);
    expect(server.requests.at(-1)?.path).toBe(`/v1/instagram/profile/${reachable.username}/report`);
    expect(report?.profile).toEqual({
      platform: 'instagram',
      platformUserId: reachable.id,
      username: reachable.username,
      fullName: account.fullName,
      bio: account.bio,
      avatarUrl: `https://img.modash.example/${reachable.id}.jpg`,
      followers: account.followers,
      following: null,
      postsCount: account.postsCount,
      country: account.country,
      city: account.city,
      language: account.language,
      categories: account.categories.map((c) => c.toLowerCase()),
      verified: account.isVerified,
    });
    expect(report?.engagementRate).toBeCloseTo(account.engagementRate, 2);
    expect(report?.contacts).toEqual(contacts.map((c) => ({ kind: c.kind, value: c.value })));

    expect(report?.posts).toHaveLength(reachable.posts.length);
    const newest = reachable.posts[0];
    expect(report?.posts[0]).toEqual({
      platformPostId: newest.platformPostId,
      type: newest.type,
      caption: newest.caption,
      hashtags: newest.hashtags,
      mentions: newest.mentions,
      likes: newest.likes,
      comments: newest.comments,
      views: newest.views,
      publishedAt: newest.publishedAt,
    });
    const times = report?.posts.map((p) => p.publishedAt.getTime()) ?? [];
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const sharesOf = (dimension: string) =>
      audience
        .filter((a) => a.dimension === dimension)
        .map((a) => ({ value: a.value, share: a.share }));
    expect(report?.audience).toEqual({
      countries: sharesOf('country'),
      cities: sharesOf('city'),
      genders: sharesOf('gender'),
      ages: sharesOf('age'),
      languages: sharesOf('language'),
      interests: [],
      credibility: account.audienceCredibility,
    });
  });

  it('finds a creator by profile URL or Modash user id', async () => {
    if (!reachable) return;
    const modash = sourceFor(server);
    server.setCredits(5);
    const byUrl = await modash.report(
      'instagram',
      `https://www.instagram.com/${reachable.username}/`,
    );
    expect(byUrl?.profile.platformUserId).toBe(reachable.id);
    const byId = await modash.report('instagram', reachable.id);
    expect(byId?.profile.username).toBe(reachable.username);
  });

  it('answers null for a creator Modash does not know, without charging', async () => {
    server.setCredits(5);
    expect(await sourceFor(server).report('instagram', '@nobody.here')).toBeNull();
    expect(await sourceFor(server).report('tiktok', `${reachable?.username}`)).toBeNull();
    expect(server.credits).toBe(5);
  });
});

describe('Modash source: failures', () => {
  it('says out_of_credits when the account has none left', async () => {
    server.setCredits(0.5);
    const refused = await failureOf(
      sourceFor(server).report('instagram', `${reachable?.username}`),
    );
    expect(refused).toMatchObject({ kind: 'out_of_credits' });
    expect(refused.message).toContain('not_enough_credits');
    server.setCredits(100);
  });

  it('says bad_request for a body Modash refuses and for an audience gender it does not split', async () => {
    const api = createModashApi({
      fetchUrl: outbound.fetchUrl,
      apiToken: TOKEN,
      baseUrl: server.baseUrl,
    });
    const refused = await failureOf(
      api.search('instagram', {
        page: 0,
        sort: { field: 'followers', direction: 'desc' },
        filter: { influencer: { shoeSize: 42 } },
      }),
    );
    expect(refused).toMatchObject({ kind: 'bad_request' });
    expect(refused.message).toContain('invalid_body_params');

    const other = await failureOf(
      sourceFor(server).search({
        filters: filters({ audience: { gender: { value: 'other', minShare: 0.1 } } }),
        page: 1,
        limit: 15,
      }),
    );
    expect(other).toMatchObject({ kind: 'bad_request' });
  });

  it('tries a server error once more, then says unavailable', async () => {
    const down = await standIn();
    down.fail(503);
    const failed = await failureOf(sourceFor(down).account());
    expect(failed).toMatchObject({ kind: 'unavailable' });
    expect(down.requests).toHaveLength(2);
  });

  it('waits out a short Retry-After once and then answers', async () => {
    const busy = await standIn({ rateLimit: { requests: 1, perSeconds: 1 } });
    const modash = sourceFor(busy);
    const search = { filters: filters({ platform: 'instagram' }), page: 1, limit: 15 };
    await modash.search(search);
    const second = await modash.search(search);
    expect(second.profiles).toHaveLength(15);
    const searches = busy.requests.filter((r) => r.path.endsWith('/search'));
    // The second search was refused with Retry-After: 1 and sent again after the pause.
    expect(searches).toHaveLength(3);
  });

  it('says rate_limited with the pause Modash asks for when it is too long to wait', async () => {
    const busy = await standIn({ rateLimit: { requests: 1, perSeconds: 60 } });
    const modash = sourceFor(busy);
    const search = { filters: filters({ platform: 'instagram' }), page: 1, limit: 15 };
    await modash.search(search);
    const refused = await failureOf(modash.search(search));
    expect(refused).toMatchObject({ kind: 'rate_limited' });
    expect(refused.retryAfterSeconds).toBeGreaterThan(2);
    expect(busy.requests.filter((r) => r.path.endsWith('/search'))).toHaveLength(2);
  });

  it('says unavailable when Modash answers slower than the deadline', async () => {
    const slow = await standIn({ delayMs: 1_000 });
    const refused = await failureOf(sourceFor(slow, { timeoutMs: 100 }).account());
    expect(refused).toMatchObject({ kind: 'unavailable' });
  });

  it('refuses private addresses through the outbound guard', async () => {
    const guarded = createSafeFetch();
    try {
      const modash = createModashSource({
        fetchUrl: guarded.fetchUrl,
        apiToken: TOKEN,
        baseUrl: server.baseUrl,
      });
      const before = server.requests.length;
      expect(await failureOf(modash.account())).toMatchObject({ kind: 'unavailable' });
      expect(server.requests).toHaveLength(before);
    } finally {
      await guarded.close();
    }
  });
});
