import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type StandInCreator, standInCreators } from '../../testing/data-sources/catalogue';

// Test-only: a local HTTP peer answering like the Modash Discovery API v1 (docs.modash.io) from
// the shared stand-in catalogue: bearer token, /user/info, POST /{platform}/search (15 a page,
// 0-based), /{platform}/profile/{id}/report, the /{platform}/locations dictionary. It refuses
// what Modash refuses, in Modash's `{ error: true, code, message }` shape: a bad token (401),
// an unknown filter or malformed body (400), too many requests (429 with Retry-After), no credits
// left (403). Search and report are rate limited and cost credits as Modash's price list says;
// dictionaries and account info are free and not limited. Documented filters it does not
// evaluate are accepted and ignored.

const PAGE_SIZE = 15;
/** The catalogue's creators are generated as of this day; "posted within N days" counts from it. */
const AS_OF = Date.parse('2026-11-01T00:00:00Z');
const DAY_MS = 86_400_000;
const PLATFORMS = new Set(['instagram', 'tiktok', 'youtube']);
const SORT_FIELDS = new Set([
  'engagements',
  'followers',
  'engagementRate',
  'keywords',
  'audienceGeo',
  'audienceLang',
  'audienceGender',
  'audienceAge',
  'audienceRelevance',
  'relevance',
  'followersGrowth',
  'audienceInterest',
  'reelsPlays',
]);
const INFLUENCER_FILTERS = new Set([
  'followers',
  'engagementRate',
  'location',
  'language',
  'lastposted',
  'relevance',
  'audienceRelevance',
  'gender',
  'age',
  'followersGrowthRate',
  'bio',
  'hasYouTube',
  'hasContactDetails',
  'accountTypes',
  'brands',
  'interests',
  'keywords',
  'textTags',
  'reelsPlays',
  'views',
  'isVerified',
  'hasSponsoredPosts',
  'engagements',
  'filterOperations',
]);
const AUDIENCE_FILTERS = new Set([
  'location',
  'language',
  'gender',
  'age',
  'ageRange',
  'interests',
  'credibility',
]);
/** The bank's age groups as Modash's audience brackets (its top two are 45-64 and 65+). */
const AGE_BRACKETS: Record<string, string> = { '45-54': '45-64', '55+': '65-' };
const COUNTRY_NAMES = new Intl.DisplayNames(['en'], { type: 'region' });
const LANGUAGE_NAMES = new Intl.DisplayNames(['en'], { type: 'language' });

export type ModashTestServerOptions = {
  apiToken: string;
  /** Credits on the account; a search spends 0.01 per creator answered, a report 1. */
  credits?: number;
  /** Search and report calls allowed per window; Modash's usual tier is 2 a second. */
  rateLimit?: { requests: number; perSeconds: number };
  /** Every answer waits this long first. */
  delayMs?: number;
  /** How many catalogue creators (over all platforms) Modash knows. */
  creators?: number;
};

export type ModashRequest = {
  method: string;
  path: string;
  body: unknown;
  /** From the request's arrival to the answer's last byte: the stand-in's own latency. */
  ms: number;
};

export type ModashTestServer = {
  baseUrl: string;
  /** Every request received, in order (dictionary look-ups included). */
  requests: ModashRequest[];
  /** Credits left. */
  readonly credits: number;
  setCredits(credits: number): void;
  setDelay(delayMs: number): void;
  /** Every later call answers this status (a Modash server error) until fail(null). */
  fail(status: number | null): void;
  /** Forgets the calls counted against the rate limit. */
  resetRateLimit(): void;
  /** The Modash location id the dictionary gives a country code or city name. */
  locationId(countryCodeOrCity: string): number | undefined;
  close(): Promise<void>;
};

type Location = { id: number; name: string; country: string; city: string | null };

export async function startModashTestServer(
  options: ModashTestServerOptions,
): Promise<ModashTestServer> {
  const creators = standInCreators(options.creators);
  const locations = locationDictionary(creators);
  const requests: ModashRequest[] = [];
  // Credits in hundredths, so 0.01 steps add up exactly.
  let cents = Math.round((options.credits ?? 1_000) * 100);
  let delayMs = options.delayMs ?? 0;
  let failure: number | null = null;
  const limit = options.rateLimit ?? { requests: 100, perSeconds: 1 };
  let windowStart = Date.now();
  let windowCalls = 0;

  /** Seconds until the window frees a call, or 0 when this call may go. */
  function rateLimited(): number {
    const now = Date.now();
    if (now - windowStart >= limit.perSeconds * 1000) {
      windowStart = now;
      windowCalls = 0;
    }
    windowCalls++;
    if (windowCalls <= limit.requests) return 0;
    return Math.max(1, Math.ceil((windowStart + limit.perSeconds * 1000 - now) / 1000));
  }

  async function handle(
    request: IncomingMessage,
    response: ServerResponse,
    raw: string,
    arrivedAt: number,
  ) {
    const url = new URL(request.url ?? '/', 'http://modash.test');
    const body = raw ? parseJson(raw) : null;
    const asked = `${url.pathname}${url.search}`;
    const record: ModashRequest = { method: request.method ?? 'GET', path: asked, body, ms: 0 };
    requests.push(record);
    response.on('finish', () => {
      record.ms = performance.now() - arrivedAt;
    });
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    const send = (status: number, answer: object, headers: Record<string, string> = {}) =>
      response
        .writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers })
        .end(JSON.stringify(answer));
    const refuse = (status: number, code: string, message: string, headers = {}) =>
      send(status, { error: true, code, message }, headers);

    if (failure !== null) {
      return refuse(
        failure,
        'internal_server_error',
        'Our server is experiencing problems processing your request.',
      );
    }
    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if ((bearer ?? url.searchParams.get('access_token')) !== options.apiToken) {
      return refuse(
        401,
        'api_token_invalid',
        'A valid API token is needed. Please visit the account developer section.',
      );
    }
    const path = url.pathname.replace(/^\/v1/, '');
    if (path === '/user/info' && request.method === 'GET') {
      return send(200, { error: false, billing: { credits: cents / 100, rawRequests: 0 } });
    }
    const route = /^\/(\w+)\/(search|locations|profile\/([^/]+)\/report)$/.exec(path);
    if (!route || !PLATFORMS.has(route[1])) return refuse(404, 'not_found', 'Not found');
    const platform = route[1];

    if (route[2] === 'locations') {
      const query = (url.searchParams.get('query') ?? '').toLowerCase();
      const found = locations.filter((l) => l.name.toLowerCase().includes(query));
      const max = Number(url.searchParams.get('limit') ?? 10);
      return send(200, {
        error: false,
        total: found.length,
        locations: found.slice(0, max).map((l) => ({ id: l.id, name: l.name, title: l.name })),
      });
    }

    const wait = rateLimited();
    if (wait > 0) {
      return refuse(429, 'retry_later', 'Too many requests. Please slow down.', {
        'retry-after': String(wait),
      });
    }

    if (route[3] !== undefined) {
      if (request.method !== 'GET') return refuse(404, 'not_found', 'Not found');
      const idOrHandle = decodeURIComponent(route[3]).replace(/^@/, '').toLowerCase();
      const creator = creators.find(
        (c) => c.platform === platform && (c.id === idOrHandle || c.username === idOrHandle),
      );
      if (!creator) {
        return refuse(
          404,
          'handle_not_found',
          "No public account was found by that handle. It's possible the influencer has been removed or has a private account.",
        );
      }
      if (cents < 100) return refuse(403, 'not_enough_credits', 'You have ran out of credits.');
      cents -= 100;
      return send(200, { error: false, profile: reportOf(creator) });
    }

    if (request.method !== 'POST') return refuse(404, 'not_found', 'Not found');
    const problem = searchBodyProblem(body);
    if (problem) return refuse(400, 'invalid_body_params', problem);
    const search = body as SearchBody;
    if (cents < 1) return refuse(403, 'not_enough_credits', 'You have ran out of credits.');
    const matches = creators
      .filter((c) => c.platform === platform && matchesFilter(c, search.filter ?? {}, locations))
      .sort(sorter(search.sort));
    const page = matches.slice(search.page * PAGE_SIZE, (search.page + 1) * PAGE_SIZE);
    // Modash bills what it answers: a balance short of a full page gets a shorter one.
    const answered = page.slice(0, cents);
    cents -= answered.length;
    return send(200, {
      error: false,
      total: matches.length,
      directs: [],
      lookalikes: answered.map((c) => ({ userId: c.id, profile: profileCard(c) })),
      isExactMatch: true,
    });
  }

  const server = createServer((request, response) => {
    const arrivedAt = performance.now();
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      handle(request, response, Buffer.concat(chunks).toString('utf8'), arrivedAt).catch(() =>
        response.writeHead(500).end(),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    get credits() {
      return cents / 100;
    },
    setCredits: (credits) => {
      cents = Math.round(credits * 100);
    },
    setDelay: (ms) => {
      delayMs = ms;
    },
    fail: (status) => {
      failure = status;
    },
    resetRateLimit: () => {
      windowStart = Date.now();
      windowCalls = 0;
    },
    locationId: (place) =>
      (locations.find((l) => l.city === place) ?? locations.find((l) => l.country === place))?.id,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

type SearchBody = {
  page: number;
  sort?: { field: string; direction?: 'asc' | 'desc' };
  filter?: { influencer?: Record<string, unknown>; audience?: Record<string, unknown> };
};

function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** What Modash's validation would say about a search body; null when it is acceptable. */
function searchBodyProblem(body: unknown): string | null {
  if (!isObject(body)) return 'You have sent invalid body parameters: the body is not JSON.';
  if (!Number.isInteger(body.page) || (body.page as number) < 0) {
    return 'You have sent invalid body parameters: page must be a number 0 or more.';
  }
  if (body.sort !== undefined) {
    if (!isObject(body.sort) || !SORT_FIELDS.has(String(body.sort.field))) {
      return 'You have sent invalid body parameters: sort.field is not a sort field.';
    }
  }
  const filter = body.filter ?? {};
  if (!isObject(filter)) return 'You have sent invalid body parameters: filter must be an object.';
  for (const [group, known] of [
    ['influencer', INFLUENCER_FILTERS],
    ['audience', AUDIENCE_FILTERS],
  ] as const) {
    const filters = filter[group] ?? {};
    if (!isObject(filters)) return `You have sent invalid body parameters: filter.${group}.`;
    const unknown = Object.keys(filters).find((name) => !known.has(name));
    if (unknown) return `You have sent invalid body parameters: filter.${group}.${unknown}.`;
  }
  const unknownGroup = Object.keys(filter).find((g) => g !== 'influencer' && g !== 'audience');
  return unknownGroup ? `You have sent invalid body parameters: filter.${unknownGroup}.` : null;
}

type Range = { min?: number; max?: number };
const inRange = (value: number, range: unknown) => {
  const { min, max } = (range ?? {}) as Range;
  return (min === undefined || value >= min) && (max === undefined || value <= max);
};

function matchesFilter(
  creator: StandInCreator,
  filter: NonNullable<SearchBody['filter']>,
  locations: Location[],
): boolean {
  const { account, audience, contacts } = creator.creator;
  const wanted = filter.influencer ?? {};
  const share = (dimension: string, value: string) =>
    audience.find((a) => a.dimension === dimension && a.value === value)?.share ?? 0;
  const place = (id: unknown) => locations.find((l) => l.id === id);
  const checks: boolean[] = [
    wanted.followers === undefined || inRange(account.followers, wanted.followers),
    wanted.engagementRate === undefined ||
      account.engagementRate / 100 >= Number(wanted.engagementRate),
    wanted.reelsPlays === undefined || inRange(account.avgViews, wanted.reelsPlays),
    wanted.views === undefined || inRange(account.avgViews, wanted.views),
    wanted.location === undefined ||
      (wanted.location as unknown[]).some((id) => {
        const l = place(id);
        return (
          l !== undefined && l.country === account.country && (!l.city || l.city === account.city)
        );
      }),
    wanted.language === undefined || account.language === wanted.language,
    // UNKNOWN is Modash's "gender neutral": brands and creators who are neither.
    wanted.gender === undefined ||
      (account.gender === 'female' || account.gender === 'male'
        ? account.gender.toUpperCase()
        : 'UNKNOWN') === wanted.gender,
    wanted.bio === undefined ||
      String(wanted.bio)
        .toLowerCase()
        .split(/\s+/)
        .every((word) =>
          `${account.bio} ${account.username} ${account.fullName}`.toLowerCase().includes(word),
        ),
    wanted.textTags === undefined ||
      (wanted.textTags as { type: string; value: string }[]).every((tag) =>
        (tag.type === 'hashtag' ? account.hashtags : account.mentions).includes(
          tag.value.replace(/^[#@]/, '').toLowerCase(),
        ),
      ),
    wanted.isVerified === undefined || account.isVerified === wanted.isVerified,
    wanted.hasContactDetails === undefined ||
      (wanted.hasContactDetails as { contactType: string; filterAction?: string }[]).every(
        (rule) =>
          contacts.some((c) => c.kind === rule.contactType) === (rule.filterAction !== 'not'),
      ),
    wanted.lastposted === undefined ||
      AS_OF - account.lastPostedAt.getTime() <= Number(wanted.lastposted) * DAY_MS,
  ];
  const crowd = filter.audience ?? {};
  const byWeight = (dimension: string, rule: unknown) => {
    const { id, weight } = rule as { id: string; weight?: number };
    return share(dimension, id) >= (weight ?? 0.2);
  };
  checks.push(
    crowd.location === undefined ||
      (crowd.location as { id: number; weight?: number }[]).some((rule) => {
        const l = place(rule.id);
        if (!l) return false;
        const value = l.city ? share('city', l.city) : share('country', l.country);
        return value >= (rule.weight ?? 0.2);
      }),
    crowd.language === undefined || byWeight('language', crowd.language),
    crowd.gender === undefined ||
      byWeight('gender', {
        ...(crowd.gender as object),
        id: String((crowd.gender as { id: string }).id).toLowerCase(),
      }),
    crowd.age === undefined ||
      (crowd.age as { id: string; weight?: number }[]).some((rule) => {
        const bank = Object.entries(AGE_BRACKETS).find(([, m]) => m === rule.id)?.[0] ?? rule.id;
        return share('age', bank) >= (rule.weight ?? 0.3);
      }),
    crowd.credibility === undefined || account.audienceCredibility >= Number(crowd.credibility),
  );
  return checks.every(Boolean);
}

function sorter(sort: SearchBody['sort']) {
  const field = sort?.field === 'engagementRate' ? 'engagementRate' : 'followers';
  const sign = sort?.direction === 'asc' ? 1 : -1;
  return (a: StandInCreator, b: StandInCreator) =>
    sign * (a.creator.account[field] - b.creator.account[field]) || a.id.localeCompare(b.id);
}

/** Countries first, then cities, each sorted, with ids like Modash's (plain numbers). */
function locationDictionary(creators: StandInCreator[]): Location[] {
  const countries = new Set<string>();
  const cities = new Map<string, string>();
  for (const { creator } of creators) {
    countries.add(creator.account.country);
    cities.set(creator.account.city, creator.account.country);
    for (const row of creator.audience) {
      if (row.dimension === 'country') countries.add(row.value);
    }
  }
  return [
    ...[...countries].sort().map((country, i) => ({
      id: 10_000 + i,
      name: COUNTRY_NAMES.of(country) ?? country,
      country,
      city: null,
    })),
    ...[...cities].sort().map(([city, country], i) => ({
      id: 50_000 + i,
      name: city,
      country,
      city,
    })),
  ];
}

function profileCard({ id, platform, username, creator }: StandInCreator) {
  const { account } = creator;
  return {
    userId: id,
    fullname: account.fullName,
    username,
    url: profileUrl(platform, username),
    picture: `https://img.modash.example/${id}.jpg`,
    followers: account.followers,
    engagements: account.avgLikes + account.avgComments,
    engagementRate: account.engagementRate / 100,
    averageViews: account.avgViews,
  };
}

function profileUrl(platform: string, username: string): string {
  if (platform === 'instagram') return `https://www.instagram.com/${username}`;
  if (platform === 'tiktok') return `https://www.tiktok.com/@${username}`;
  return `https://www.youtube.com/@${username}`;
}

const POST_TYPES: Record<string, string> = { reel: 'video', short: 'short' };

function reportOf(standIn: StandInCreator) {
  const { account, audience, contacts } = standIn.creator;
  const rows = (dimension: string) => audience.filter((a) => a.dimension === dimension);
  return {
    userId: standIn.id,
    profile: profileCard(standIn),
    bio: account.bio,
    isPrivate: false,
    isVerified: account.isVerified,
    accountType: account.accountType,
    city: account.city,
    country: account.country,
    gender: account.gender?.toUpperCase() ?? null,
    ageGroup: account.ageGroup,
    language: { code: account.language, name: LANGUAGE_NAMES.of(account.language) },
    contacts: contacts.map((c) => ({ type: c.kind, value: c.value, formattedValue: c.value })),
    postsCount: account.postsCount,
    avgLikes: account.avgLikes,
    avgComments: account.avgComments,
    avgViews: account.avgViews,
    interests: account.categories.map((name, i) => ({ id: i + 1, name })),
    recentPosts: standIn.posts.map((post) => ({
      id: post.platformPostId,
      text: post.caption,
      url: `${profileUrl(standIn.platform, standIn.username)}/p/${post.platformPostId}`,
      created: post.publishedAt.toISOString(),
      likes: post.likes,
      comments: post.comments,
      ...(post.views === null ? {} : { views: post.views }),
      type: POST_TYPES[post.type] ?? post.type,
      hashtags: post.hashtags.map((tag) => `#${tag}`),
      mentions: post.mentions.map((handle) => `@${handle}`),
    })),
    audience: {
      credibility: account.audienceCredibility,
      notable: 0.05,
      genders: rows('gender').map((g) => ({ code: g.value.toUpperCase(), weight: g.share })),
      geoCountries: rows('country').map((c) => ({
        name: COUNTRY_NAMES.of(c.value),
        code: c.value,
        weight: c.share,
      })),
      geoCities: rows('city').map((c) => ({ name: c.value, weight: c.share })),
      ages: rows('age').map((a) => ({ code: AGE_BRACKETS[a.value] ?? a.value, weight: a.share })),
      languages: rows('language').map((l) => ({
        code: l.value,
        name: LANGUAGE_NAMES.of(l.value),
        weight: l.share,
      })),
      interests: [],
    },
  };
}
