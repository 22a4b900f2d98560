import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  type StandInCreator,
  type StandInPost,
  standInCreators,
} from '../../testing/data-sources/catalogue';
import { INSIGHTIQ_WORK_PLATFORMS } from './insightiq-api';
import type { SocialPlatform } from './types';

// Test-only: a local HTTP peer answering like InsightIQ's v1 API (work platforms, creator profile
// search, profile analytics) from the shared stand-in catalogue. It refuses what the real API
// refuses: a wrong Basic auth (401), an unknown field or a malformed body (400), too many requests
// (429 with Retry-After), an exhausted credit balance (402); a profile it does not know is a 404.

export type InsightiqTestServerOptions = {
  clientId: string;
  clientSecret: string;
  /** Credits left; a search spends one per profile returned, a report one. Default 1,000. */
  credits?: number;
  rateLimit?: { requests: number; perSeconds: number };
  /** Every answer waits this long first. */
  delayMs?: number;
  /** Catalogue size (standInCreators(count)). */
  catalogueSize?: number;
};

export type InsightiqRecordedRequest = { method: string; path: string; body: unknown };

export type InsightiqTestServer = {
  baseUrl: string;
  requests: InsightiqRecordedRequest[];
  creditsLeft(): number;
  setCredits(credits: number): void;
  setDelay(ms: number): void;
  /** Every later request answers this status (a 5xx: down) until `fail(null)`. */
  fail(status: number | null): void;
  close(): Promise<void>;
};

const PLATFORM_BY_ID = new Map(
  Object.entries(INSIGHTIQ_WORK_PLATFORMS).map(([platform, id]) => [
    id,
    platform as SocialPlatform,
  ]),
);
const PLATFORM_NAMES: Record<SocialPlatform, string> = {
  instagram: 'Instagram',
  tiktok: 'TikTok',
  youtube: 'YouTube',
};
const PROFILE_URL: Record<SocialPlatform, (username: string) => string> = {
  instagram: (u) => `https://www.instagram.com/${u}`,
  tiktok: (u) => `https://www.tiktok.com/@${u}`,
  youtube: (u) => `https://www.youtube.com/@${u}`,
};
/** The search body fields the API documents; any other is refused as the real API does. */
const SEARCH_FIELDS = new Set([
  'work_platform_id',
  'sort_by',
  'limit',
  'offset',
  'follower_count',
  'subscriber_count',
  'content_count',
  'engagement_rate',
  'average_likes',
  'average_views',
  'creator_gender',
  'creator_age',
  'creator_language',
  'creator_locations',
  'creator_interests',
  'creator_lookalikes',
  'description_keywords',
  'hashtags',
  'mentions',
  'is_verified',
  'has_contact_details',
  'specific_contact_details',
  'last_post_timestamp',
  'platform_account_type',
  'audience_gender',
  'audience_age',
  'audience_language',
  'audience_locations',
  'audience_credibility_score',
]);
const SORT_FIELDS = new Set([
  'FOLLOWER_COUNT',
  'ENGAGEMENT_RATE',
  'AVERAGE_VIEWS',
  'AVERAGE_LIKES',
  'FOLLOWER_GROWTH',
  'DESCRIPTION',
  'CREATOR_LOOKALIKES',
]);
const countryNames = new Intl.DisplayNames(['en'], { type: 'region' });

class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}
const badRequest = (message: string) =>
  new Refusal(400, 'invalid_request_error', 'invalid_request_parameters', message);

export async function startInsightiqTestServer(
  options: InsightiqTestServerOptions,
): Promise<InsightiqTestServer> {
  const requests: InsightiqRecordedRequest[] = [];
  const creators = standInCreators(options.catalogueSize);
  const expectedAuth = `Basic ${Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64')}`;
  let credits = options.credits ?? 1_000;
  let delayMs = options.delayMs ?? 0;
  let failure: number | null = null;
  const recent: number[] = [];

  function spend(amount: number) {
    if (credits < amount || credits === 0) {
      throw new Refusal(
        402,
        'payment_required',
        'insufficient_credits',
        'Your account does not have enough credits for this request',
      );
    }
    credits -= amount;
  }

  /** Seconds until a slot frees, or 0 when the request is within the limit. */
  function overLimit(): number {
    if (!options.rateLimit) return 0;
    const windowMs = options.rateLimit.perSeconds * 1000;
    const now = Date.now();
    while (recent.length > 0 && recent[0] <= now - windowMs) recent.shift();
    if (recent.length >= options.rateLimit.requests) {
      return Math.max(1, Math.ceil((recent[0] + windowMs - now) / 1000));
    }
    recent.push(now);
    return 0;
  }

  function route(method: string, path: string, body: unknown): unknown {
    if (method === 'GET' && path === '/v1/work-platforms') {
      const data = Object.entries(INSIGHTIQ_WORK_PLATFORMS).map(([platform, id]) => ({
        id,
        name: PLATFORM_NAMES[platform as SocialPlatform],
        logo_url: `https://cdn.insightiq.example/logos/${platform}.png`,
        category: 'SOCIAL',
        status: 'ACTIVE',
      }));
      return { data, metadata: { offset: 0, limit: 10 } };
    }
    if (method === 'POST' && path === '/v1/social/creators/profiles/search') {
      return search(body);
    }
    if (method === 'POST' && path === '/v1/social/creators/profiles/analytics') {
      return analytics(body);
    }
    throw new Refusal(404, 'invalid_request_error', 'resource_not_found', 'Not found');
  }

  function search(body: unknown) {
    const request = asObject(body);
    const unknown = Object.keys(request).filter((key) => !SEARCH_FIELDS.has(key));
    if (unknown.length > 0) throw badRequest(`Unknown field(s): ${unknown.join(', ')}`);
    const platform = PLATFORM_BY_ID.get(String(request.work_platform_id));
    if (!platform) throw badRequest('work_platform_id is not a valid work platform');
    const limit = request.limit ?? 10;
    const offset = request.offset ?? 0;
    if (!isInt(limit) || limit < 1 || limit > 100) throw badRequest('limit must be 1 to 100');
    if (!isInt(offset) || offset < 0 || limit + offset >= 500) {
      throw badRequest('limit + offset must be less than 500');
    }
    const sort = asObject(request.sort_by ?? { field: 'FOLLOWER_COUNT', order: 'DESCENDING' });
    if (
      !SORT_FIELDS.has(String(sort.field)) ||
      !['ASCENDING', 'DESCENDING'].includes(String(sort.order))
    ) {
      throw badRequest('sort_by is not valid');
    }
    const matches = creators.filter(
      (c) => c.platform === platform && matchesSearch(c, request, creators),
    );
    const key = sortKey(String(sort.field));
    matches.sort((a, b) => (key(b) - key(a)) * (sort.order === 'ASCENDING' ? -1 : 1));
    const page = matches.slice(offset, offset + limit);
    spend(page.length);
    return {
      data: page.map(searchProfile),
      metadata: { offset, limit, total: matches.length },
    };
  }

  function analytics(body: unknown) {
    const request = asObject(body);
    const unknown = Object.keys(request).filter(
      (key) => key !== 'identifier' && key !== 'work_platform_id',
    );
    if (unknown.length > 0) throw badRequest(`Unknown field(s): ${unknown.join(', ')}`);
    const platform = PLATFORM_BY_ID.get(String(request.work_platform_id));
    if (!platform) throw badRequest('work_platform_id is not a valid work platform');
    if (typeof request.identifier !== 'string' || request.identifier.trim() === '') {
      throw badRequest('identifier is required');
    }
    // The identifier may be a username, a handle or the profile's URL.
    const handle = request.identifier
      .trim()
      .replace(/^https?:\/\/[^/]+\/@?/, '')
      .replace(/^@/, '')
      .replace(/\/.*$/, '')
      .toLowerCase();
    const creator = creators.find(
      (c) => c.platform === platform && (c.username === handle || c.id === request.identifier),
    );
    if (!creator) {
      throw new Refusal(
        404,
        'invalid_request_error',
        'profile_not_found',
        'Profile not found for the given identifier',
      );
    }
    spend(1);
    return analyticsReport(creator);
  }

  const handler = async (request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const url = new URL(request.url ?? '/', 'http://insightiq.test');
    const method = request.method ?? 'GET';
    let body: unknown;
    let malformed = false;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      malformed = true;
    }
    requests.push({ method, path: url.pathname, body });
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    const requestId = `req-${requests.length}`;
    const send = (status: number, answer: unknown, headers: Record<string, string> = {}) => {
      if (response.destroyed) return;
      response
        .writeHead(status, {
          'content-type': 'application/json',
          'request-id': requestId,
          ...headers,
        })
        .end(JSON.stringify(answer));
    };
    const refuse = (refusal: Refusal, headers?: Record<string, string>) =>
      send(
        refusal.status,
        {
          error: {
            type: refusal.type,
            code: refusal.code,
            message: refusal.message,
            status_code: refusal.status,
            http_status_code: refusal.status,
            request_id: requestId,
          },
        },
        headers,
      );
    if (failure !== null) {
      return refuse(new Refusal(failure, 'api_error', 'internal_server_error', 'Try again later'));
    }
    if (request.headers.authorization !== expectedAuth) {
      return refuse(
        new Refusal(401, 'authentication_error', 'invalid_credentials', 'Invalid credentials'),
      );
    }
    const wait = overLimit();
    if (wait > 0) {
      return refuse(
        new Refusal(429, 'rate_limit_error', 'rate_limit_exceeded', 'Too many requests'),
        { 'retry-after': String(wait) },
      );
    }
    if (malformed) return refuse(badRequest('Request body is not valid JSON'));
    try {
      return send(200, route(method, url.pathname, body));
    } catch (error) {
      if (error instanceof Refusal) return refuse(error);
      throw error;
    }
  };

  const server = createServer((request, response) => {
    handler(request, response).catch(() => response.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    creditsLeft: () => credits,
    setCredits: (value) => {
      credits = value;
    },
    setDelay: (ms) => {
      delayMs = ms;
    },
    fail: (status) => {
      failure = status;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

// ---- the catalogue in InsightIQ's shapes --------------------------------------------------------

type Json = Record<string, unknown>;

function asObject(value: unknown): Json {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw badRequest('Request body must be a JSON object');
  }
  return value as Json;
}

const isInt = (value: unknown): value is number => Number.isInteger(value);

function inRange(value: number, range: unknown): boolean {
  const { min, max } = asObject(range);
  return (typeof min !== 'number' || value >= min) && (typeof max !== 'number' || value <= max);
}

function names(value: unknown): string[] {
  if (!Array.isArray(value)) throw badRequest('Expected a list of {name}');
  return value.map((entry) => String(asObject(entry).name).toLowerCase());
}

/** The filters the adapter sends, applied as the API documents them; the others are accepted. */
function matchesSearch(c: StandInCreator, request: Json, all: StandInCreator[]): boolean {
  const a = c.creator.account;
  const followers = request.follower_count ?? request.subscriber_count;
  if (followers && !inRange(a.followers, followers)) return false;
  if (request.engagement_rate) {
    const minimum = Number(asObject(request.engagement_rate).percentage_value);
    if (Number.isNaN(minimum)) throw badRequest('engagement_rate.percentage_value is not a number');
    if (a.engagementRate < minimum) return false;
  }
  if (request.average_views && !inRange(a.avgViews, request.average_views)) return false;
  if (request.creator_language && asObject(request.creator_language).code !== a.language) {
    return false;
  }
  if (request.creator_gender && request.creator_gender !== genderName(a.gender)) return false;
  if (request.creator_age) {
    const start = Number.parseInt(a.ageGroup ?? '', 10);
    if (Number.isNaN(start) || !inRange(start, request.creator_age)) return false;
  }
  if (
    request.platform_account_type &&
    request.platform_account_type !== a.accountType.toUpperCase()
  ) {
    return false;
  }
  if (typeof request.description_keywords === 'string') {
    const words = request.description_keywords.toLowerCase().split(/\s+/).filter(Boolean);
    const text = `${c.username} ${a.fullName} ${a.bio}`.toLowerCase();
    if (!words.every((word) => text.includes(word))) return false;
  }
  if (request.hashtags && !names(request.hashtags).every((t) => a.hashtags.includes(t))) {
    return false;
  }
  if (request.mentions && !names(request.mentions).every((t) => a.mentions.includes(t))) {
    return false;
  }
  if (typeof request.is_verified === 'boolean' && a.isVerified !== request.is_verified) {
    return false;
  }
  if (request.specific_contact_details) {
    if (!Array.isArray(request.specific_contact_details)) {
      throw badRequest('specific_contact_details must be a list');
    }
    for (const rule of request.specific_contact_details.map(asObject)) {
      if (rule.preference !== 'MUST_HAVE') continue;
      if (rule.type === 'EMAIL' && !a.hasEmail) return false;
      if (rule.type === 'PHONE' && !a.hasPhone) return false;
    }
  }
  if (typeof request.last_post_timestamp === 'string') {
    const since = Date.parse(`${request.last_post_timestamp.replace(/Z$/, '')}Z`);
    if (Number.isNaN(since)) throw badRequest('last_post_timestamp is not ISO 8601');
    if (a.lastPostedAt.getTime() < since) return false;
  }
  if (typeof request.audience_credibility_score === 'number') {
    if (a.audienceCredibility < request.audience_credibility_score) return false;
  }
  if (typeof request.creator_lookalikes === 'string') {
    const handle = request.creator_lookalikes.replace(/^@/, '').toLowerCase();
    const model = all.find((other) => other.platform === c.platform && other.username === handle);
    if (!model || model === c) return false;
    if (model.creator.niches[0]?.name !== c.creator.niches[0]?.name) return false;
  }
  return true;
}

function sortKey(field: string): (c: StandInCreator) => number {
  switch (field) {
    case 'ENGAGEMENT_RATE':
      return (c) => c.creator.account.engagementRate;
    case 'AVERAGE_VIEWS':
      return (c) => c.creator.account.avgViews;
    case 'AVERAGE_LIKES':
      return (c) => c.creator.account.avgLikes;
    case 'FOLLOWER_GROWTH':
      return (c) => c.creator.account.followerGrowth30d;
    default:
      return (c) => c.creator.account.followers;
  }
}

function genderName(gender: string | null): string {
  if (gender === 'female') return 'FEMALE';
  if (gender === 'male') return 'MALE';
  return 'GENDER_NEUTRAL';
}

function workPlatform(platform: SocialPlatform) {
  return {
    id: INSIGHTIQ_WORK_PLATFORMS[platform],
    name: PLATFORM_NAMES[platform],
    logo_url: `https://cdn.insightiq.example/logos/${platform}.png`,
  };
}

/** Engagement rate as the API gives it: a ratio (0.034), not a percentage. */
function basics(c: StandInCreator) {
  const a = c.creator.account;
  return {
    platform_username: c.username,
    external_id: c.id,
    url: PROFILE_URL[c.platform](c.username),
    image_url: `https://cdn.insightiq.example/avatars/${c.id}.jpg`,
    full_name: a.fullName,
    introduction: a.bio,
    is_verified: a.isVerified,
    ...(c.platform === 'youtube'
      ? { subscriber_count: a.followers, follower_count: null }
      : { follower_count: a.followers }),
    engagement_rate: a.engagementRate / 100,
    average_likes: a.avgLikes,
    average_views: a.avgViews,
    platform_account_type: a.accountType.toUpperCase(),
  };
}

function searchProfile(c: StandInCreator) {
  return {
    ...basics(c),
    creator_location: {
      city: c.creator.account.city,
      state: null,
      country: countryNames.of(c.creator.account.country) ?? c.creator.account.country,
    },
    work_platform: workPlatform(c.platform),
  };
}

const AGE_RANGES: Record<string, string> = { '55+': '55-64' };

function analyticsReport(c: StandInCreator) {
  const a = c.creator.account;
  const audience = (dimension: string) =>
    c.creator.audience.filter((entry) => entry.dimension === dimension);
  const percent = (share: number) => Math.round(share * 10_000) / 100;
  const genders = audience('gender');
  const ages = audience('age');
  return {
    id: `report-${c.id}`,
    work_platform: workPlatform(c.platform),
    profile: {
      ...basics(c),
      following_count: a.following,
      content_count: a.postsCount,
      average_comments: a.avgComments,
      gender: genderName(a.gender),
      age_group: a.ageGroup,
      language: a.language,
      location: { city: a.city, state: null, country: a.country },
      contact_details: c.creator.contacts.map((contact) => ({
        type: contact.kind.toUpperCase(),
        value: contact.value,
      })),
      recent_contents: c.posts.map((post) => content(c, post)),
      audience: {
        countries: audience('country').map((e) => ({ code: e.value, value: percent(e.share) })),
        cities: audience('city').map((e) => ({ name: e.value, value: percent(e.share) })),
        // The API splits the audience by gender and age together.
        gender_age_distribution: genders.flatMap((g) =>
          ages.map((age) => ({
            gender: genderName(g.value),
            age_range: AGE_RANGES[age.value] ?? age.value,
            value: percent(g.share * age.share),
          })),
        ),
        languages: audience('language').map((e) => ({ code: e.value, value: percent(e.share) })),
        interests: c.creator.niches.map((niche, i) => ({
          name: niche.name,
          value: i === 0 ? 40 : 20,
        })),
        credibility_score: a.audienceCredibility,
      },
    },
  };
}

const CONTENT_TYPES: Record<StandInPost['type'], { type: string; format: string }> = {
  photo: { type: 'POST', format: 'IMAGE' },
  carousel: { type: 'POST', format: 'COLLECTION' },
  reel: { type: 'REELS', format: 'VIDEO' },
  video: { type: 'VIDEO', format: 'VIDEO' },
  short: { type: 'SHORTS', format: 'VIDEO' },
  story: { type: 'STORY', format: 'IMAGE' },
};

function content(c: StandInCreator, post: StandInPost) {
  return {
    id: `content-${post.platformPostId}`,
    external_id: post.platformPostId,
    ...CONTENT_TYPES[post.type],
    url: `${PROFILE_URL[c.platform](c.username)}/p/${post.platformPostId}`,
    description: post.caption,
    published_at: post.publishedAt.toISOString(),
    engagement: {
      like_count: post.likes,
      comment_count: post.comments,
      view_count: post.views,
    },
    hashtags: post.hashtags.map((tag) => `#${tag}`),
    mentions: post.mentions.map((name) => `@${name}`),
  };
}
