import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { standInCreators } from '../../testing/data-sources/catalogue';
import { createSafeFetch } from '../outbound';
import { createInstagramRateGate, GRAPH_API_VERSION } from './instagram-api';
import { createInstagramSource, type InstagramSourceOptions } from './instagram-source';
import {
  INSTAGRAM_TEST_OWN_ACCOUNT,
  type InstagramTestServer,
  startInstagramTestServer,
} from './instagram-test-server';

const TOKEN = 'EAAG-test-user-token';
const instagramCreators = standInCreators().filter((c) => c.platform === 'instagram');
const professional = instagramCreators.filter((c) => c.creator.account.accountType !== 'personal');
const personal = instagramCreators.find((c) => c.creator.account.accountType === 'personal');
// One with a mention and a reel among its recent posts, so both mappings are seen.
const creator =
  professional.find(
    (c) => c.posts.some((p) => p.mentions.length > 0) && c.posts.some((p) => p.type === 'reel'),
  ) ?? professional[0];

const outbound = createSafeFetch({ allowCidrs: ['127.0.0.0/8'] });
const servers: InstagramTestServer[] = [];
let server: InstagramTestServer;

async function standIn(options: Partial<Parameters<typeof startInstagramTestServer>[0]> = {}) {
  const started = await startInstagramTestServer({ accessToken: TOKEN, ...options });
  servers.push(started);
  return started;
}

/** A source with its own rate gate, so no test inherits another's pause. */
const source = (overrides: Partial<InstagramSourceOptions> = {}, on = server) =>
  createInstagramSource({
    fetchUrl: outbound.fetchUrl,
    accessToken: TOKEN,
    baseUrl: on.baseUrl,
    rateGate: createInstagramRateGate(),
    ...overrides,
  });

const requestsSince = (before: number, on = server) =>
  on.requests.slice(before).map((r) => new URL(r, 'http://graph.test'));

beforeAll(async () => {
  server = await standIn();
});
afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()));
  await outbound.close();
});

describe('Instagram Business Discovery source', () => {
  it('names the organization’s own professional account as the key’s owner, without credits', async () => {
    const before = server.requests.length;
    const account = await source().account();
    expect(account).toEqual({ label: INSTAGRAM_TEST_OWN_ACCOUNT.username, creditsLeft: null });
    const [request] = requestsSince(before);
    expect(request.pathname).toBe(`/${GRAPH_API_VERSION}/me/accounts`);
    expect(request.searchParams.get('fields')).toBe('instagram_business_account{id,username}');
    expect(request.searchParams.get('access_token')).toBe(TOKEN);
  });

  it('refuses a token whose Pages link no Instagram professional account', async () => {
    const noAccount = await standIn({ ownAccount: null });
    await expect(source({}, noAccount).account()).rejects.toMatchObject({
      name: 'SourceError',
      kind: 'invalid_key',
      message: expect.stringContaining('no linked Instagram professional account'),
    });
    await expect(source({}, noAccount).report('instagram', creator.username)).rejects.toMatchObject(
      { kind: 'invalid_key' },
    );
  });

  it('refuses an invalid or expired token as an invalid key', async () => {
    const wrong = source({ accessToken: 'EAAG-revoked' });
    await expect(wrong.account()).rejects.toMatchObject({
      kind: 'invalid_key',
      message: expect.stringContaining('code 190'),
    });
    await expect(wrong.report('instagram', creator.username)).rejects.toMatchObject({
      kind: 'invalid_key',
    });
  });

  it('reports a professional account’s figures and recent media from Business Discovery', async () => {
    const { account } = creator.creator;
    const report = await source().report('instagram', `@${creator.username.toUpperCase()}`);
    expect(report?.profile).toEqual({
      platform: 'instagram',
      platformUserId: creator.id,
      username: creator.username,
      fullName: account.fullName,
      bio: account.bio,
      avatarUrl: expect.stringMatching(/^https:\/\//),
      followers: account.followers,
      following: account.following,
      postsCount: account.postsCount,
      country: null,
      city: null,
      language: null,
      categories: [],
      verified: null,
    });
    expect(report?.audience).toBeNull();
    expect(report?.contacts).toEqual([]);
    expect(report?.engagementRate).toBeNull();
    // Newest first, types as Instagram publishes them, tags read from the captions.
    expect(report?.posts).toEqual(
      creator.posts.map((post) => ({
        platformPostId: post.platformPostId,
        type: post.type,
        caption: post.caption,
        hashtags: post.hashtags,
        mentions: post.mentions,
        likes: post.likes,
        comments: post.comments,
        views: null,
        publishedAt: post.publishedAt,
      })),
    );
  });

  it('asks Business Discovery through the own account for exactly the documented fields', async () => {
    const instagram = source();
    await instagram.report('instagram', creator.username);
    const before = server.requests.length;
    await instagram.report('instagram', creator.username);
    // The own account was found once; the second report is one call.
    const [request, ...more] = requestsSince(before);
    expect(more).toEqual([]);
    expect(request.pathname).toBe(`/${GRAPH_API_VERSION}/${INSTAGRAM_TEST_OWN_ACCOUNT.id}`);
    expect(request.searchParams.get('fields')).toBe(
      `business_discovery.username(${creator.username}){id,username,name,biography,website,` +
        'profile_picture_url,followers_count,follows_count,media_count,media.limit(12){id,caption,' +
        'like_count,comments_count,timestamp,media_type,media_product_type,permalink}}',
    );
  });

  it('answers null for a personal account, an unknown username or another platform', async () => {
    const instagram = source();
    expect(
      await instagram.report('instagram', personal?.username ?? 'someone.personal'),
    ).toBeNull();
    expect(await instagram.report('instagram', 'no.such.account_here')).toBeNull();
    const before = server.requests.length;
    expect(await instagram.report('tiktok', creator.username)).toBeNull();
    expect(server.requests.length).toBe(before);
  });

  it('offers lookups only: no search, audience, contacts or costs', async () => {
    const instagram = source();
    expect(instagram).toMatchObject({
      id: 'instagram',
      platforms: ['instagram'],
      offers: { search: false, audience: false, posts: true, contacts: false },
      costs: { search: 0, report: 0, unit: 'calls' },
      filters: [],
    });
    const before = server.requests.length;
    await expect(
      instagram.search({ filters: { platform: 'instagram' }, page: 1, limit: 20 }),
    ).rejects.toMatchObject({ kind: 'bad_request' });
    // A bracket would rewrite the field expression: refused before any call.
    await expect(instagram.report('instagram', 'x){id}')).rejects.toMatchObject({
      kind: 'bad_request',
    });
    expect(server.requests.length).toBe(before);
  });

  it('has a stand-in that refuses fields the API does not have', async () => {
    const url = `${server.baseUrl}/${INSTAGRAM_TEST_OWN_ACCOUNT.id}?${new URLSearchParams({
      fields: `business_discovery.username(${creator.username}){followers_count,audience}`,
      access_token: TOKEN,
    })}`;
    const answer = await outbound.fetchUrl(url, { maxBytes: 100_000, acceptErrorStatus: true });
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body.toString())).toMatchObject({
      error: { code: 100, message: expect.stringContaining('nonexisting field (audience)') },
    });
  });

  it('retries an outage once and then reports the source unavailable', async () => {
    const down = await standIn();
    const instagram = source({}, down);
    await instagram.account();
    down.fail(503, 1);
    const before = down.requests.length;
    expect(await instagram.report('instagram', creator.username)).not.toBeNull();
    expect(down.requests.length - before).toBe(2);

    down.fail(500);
    await expect(instagram.report('instagram', creator.username)).rejects.toMatchObject({
      kind: 'unavailable',
    });
    expect(down.requests.length - before).toBe(4);
    down.recover();
  });

  it('reports a source slower than its timeout as unavailable', async () => {
    const slow = await standIn({ delayMs: 1_000 });
    await expect(source({ timeoutMs: 100 }, slow).account()).rejects.toMatchObject({
      kind: 'unavailable',
    });
  });

  it('stops calling when the usage headers near the limit, until the window passes', async () => {
    const limited = await standIn({ rateLimit: { requests: 10, perSeconds: 3600 } });
    let clock = Date.now();
    const instagram = source({ rateGate: createInstagramRateGate(() => clock) }, limited);
    await instagram.account();
    // Calls 2 to 9: usage reaches 90 % with the ninth.
    for (let call = 2; call <= 9; call++) await instagram.report('instagram', creator.username);
    expect(limited.requests).toHaveLength(9);

    // Not throttled yet, so the API names no time: the source pauses a minute on its own.
    await expect(instagram.report('instagram', creator.username)).rejects.toMatchObject({
      kind: 'rate_limited',
      retryAfterSeconds: 60,
    });
    expect(limited.requests).toHaveLength(9);

    // A minute later the tenth call uses the whole budget; the API says when it frees up.
    clock += 61_000;
    expect(await instagram.report('instagram', creator.username)).not.toBeNull();
    expect(limited.requests).toHaveLength(10);
    const paused = await instagram.report('instagram', creator.username).catch((error) => error);
    expect(paused).toMatchObject({ kind: 'rate_limited' });
    expect(paused.retryAfterSeconds).toBeGreaterThan(3_500);
    expect(limited.requests).toHaveLength(10);
  });

  it('maps the API’s own refusal over the limit to rate limited, with when to come back', async () => {
    const limited = await standIn({ rateLimit: { requests: 1, perSeconds: 600 } });
    await source({}, limited).account();
    // A source that never saw the headers calls anyway and is refused (code 80002).
    const refused = await source({}, limited)
      .account()
      .catch((error) => error);
    expect(refused).toMatchObject({
      kind: 'rate_limited',
      message: expect.stringContaining('code 80002'),
    });
    expect(refused.retryAfterSeconds).toBe(600);
    expect(limited.requests).toHaveLength(2);
  });
});

/** The creator with a longer history: `count` posts, newest first, an hour apart. */
function withHistory(count: number) {
  const posts = Array.from({ length: count }, (_, i) => ({
    ...creator.posts[i % creator.posts.length],
    platformPostId: `Cq${i}xYz`,
    publishedAt: new Date(Date.UTC(2026, 9, 30) - i * 3_600_000),
  }));
  return { ...creator, posts };
}

const mediaRequests = (since: number, on: InstagramTestServer) =>
  requestsSince(since, on).filter((r) => r.searchParams.get('fields')?.includes('media.'));

describe('Instagram post by its link', () => {
  it('finds a post among the newest media by the shortcode of its permalink, paging by cursor', async () => {
    const history = withHistory(130);
    const onInstagram = await standIn({ creators: [history] });
    const wanted = history.posts[112];
    const before = onInstagram.requests.length;
    const post = await source({}, onInstagram).postByShortcode(
      `@${history.username}`,
      wanted.platformPostId,
    );
    expect(post).toEqual({
      platform: 'instagram',
      platformUserId: history.id,
      platformPostId: wanted.platformPostId,
      type: wanted.type,
      caption: wanted.caption,
      hashtags: wanted.hashtags,
      mentions: wanted.mentions,
      likes: wanted.likes,
      comments: wanted.comments,
      views: null,
      publishedAt: wanted.publishedAt,
    });
    // The third page of 50 holds it; each page after the first asks from the cursor before.
    const pages = mediaRequests(before, onInstagram).map((r) => r.searchParams.get('fields'));
    expect(pages).toHaveLength(3);
    expect(pages[0]).toBe(
      `business_discovery.username(${history.username}){id,media.limit(50){id,caption,` +
        'like_count,comments_count,timestamp,media_type,media_product_type,permalink}}',
    );
    expect(pages[1]).toMatch(/media\.after\([^)]+\)\.limit\(50\)/);
    expect(pages[2]).not.toBe(pages[1]);
  });

  it('reads at most 4 pages of 50: an older post is not found', async () => {
    const history = withHistory(260);
    const onInstagram = await standIn({ creators: [history] });
    const instagram = source({}, onInstagram);
    const before = onInstagram.requests.length;
    expect(
      await instagram.postByShortcode(history.username, history.posts[199].platformPostId),
    ).not.toBeNull();
    expect(
      await instagram.postByShortcode(history.username, history.posts[200].platformPostId),
    ).toBeNull();
    expect(mediaRequests(before, onInstagram)).toHaveLength(8);
  });

  it('stops at the last page and answers null for a post the account does not have', async () => {
    const before = server.requests.length;
    const instagram = source();
    expect(await instagram.postByShortcode(creator.username, 'NoSuchCode1')).toBeNull();
    // Twelve posts fit one page, which has no `next`: one media call.
    expect(mediaRequests(before, server)).toHaveLength(1);
    // A shortcode is matched exactly: shortcodes are case-sensitive.
    const code = creator.posts[0].platformPostId;
    expect(await instagram.postByShortcode(creator.username, code.toUpperCase())).toBeNull();
    expect(await instagram.postByShortcode(creator.username, code)).toMatchObject({
      platformPostId: code,
      likes: creator.posts[0].likes,
    });
  });

  it('answers null for an account Business Discovery cannot show, and refuses a bad username', async () => {
    const instagram = source();
    expect(await instagram.postByShortcode('no.such.account_here', 'Abc12345')).toBeNull();
    if (personal) {
      expect(await instagram.postByShortcode(personal.username, 'Abc12345')).toBeNull();
    }
    await expect(instagram.postByShortcode('x){id}', 'Abc12345')).rejects.toMatchObject({
      kind: 'bad_request',
    });
  });

  it('has a stand-in that pages media like Graph: an after cursor on every page, next while there is more', async () => {
    const history = withHistory(60);
    const onInstagram = await standIn({ creators: [history] });
    const read = async (url: string) =>
      JSON.parse((await outbound.fetchUrl(url, { maxBytes: 1_000_000 })).body.toString());
    const first = await read(
      `${onInstagram.baseUrl}/${INSTAGRAM_TEST_OWN_ACCOUNT.id}?${new URLSearchParams({
        fields: `business_discovery.username(${history.username}){media.limit(50){id,permalink}}`,
        access_token: TOKEN,
      })}`,
    );
    const firstMedia = first.business_discovery.media;
    expect(firstMedia.data).toHaveLength(50);
    expect(firstMedia.paging.cursors.after).toEqual(expect.any(String));
    expect(new URL(firstMedia.paging.next).searchParams.get('fields')).toContain(
      `media.limit(50).after(${firstMedia.paging.cursors.after})`,
    );
    const last = (await read(firstMedia.paging.next)).business_discovery.media;
    expect(last.data.map((m: { id: string }) => m.id)).toEqual(
      history.posts.slice(50).map((p) => p.platformPostId),
    );
    expect(last.paging.cursors.after).toEqual(expect.any(String));
    expect(last.paging.next).toBeUndefined();
  });
});
