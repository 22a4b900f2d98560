import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';
import type { FetchedResource, FetchUrl } from '../outbound';
import { SourceError } from './data-source';
import { createVendorHttp, parseJsonBody, retryAfterSeconds } from './vendor-http';

// The Instagram Graph API (Instagram API with Facebook Login) over plain HTTPS with a Facebook
// user access token: the organization's own professional account, found through the Pages the
// token's user manages, and Business Discovery, which reads another professional account's
// public figures and recent media by username. Reference:
// developers.facebook.com/docs/instagram-platform/instagram-graph-api/reference/ig-user/business_discovery

export const GRAPH_API_VERSION = 'v21.0';
export const INSTAGRAM_GRAPH_DEFAULT_BASE_URL = `https://graph.facebook.com/${GRAPH_API_VERSION}`;
const MAX_RESPONSE_BYTES = 2 * 1024 * 1024;
/** Share of any usage figure (percent) at which we stop calling instead of waiting to be refused. */
export const USAGE_CEILING_PERCENT = 90;
/** How long to pause when the API says we are near or over a limit but not for how long. */
const DEFAULT_PAUSE_SECONDS = 60;
/** A 429 is retried once only when it asks for at most this long. */
const MAX_RETRY_WAIT_SECONDS = 2;
/** Pages read to find the organization's Instagram account; one page covers nearly everyone. */
const PAGES_PER_CALL = 100;

/** Graph error codes that mean "slow down": app, user, page and Instagram account throttling. */
const RATE_LIMIT_CODES = new Set([4, 17, 32, 613, 80002]);
/** Graph's own failures, worth one retry. */
const TRANSIENT_CODES = new Set([1, 2]);
/** Business Discovery's "no professional account with this username". */
const USER_NOT_FOUND_CODE = 110;
const USER_NOT_FOUND_SUBCODE = 2207013;
const INVALID_TOKEN_CODE = 190;
/** Permission errors: the token lacks instagram_basic, pages_read_engagement or a Page role. */
const isPermissionCode = (code: number) => code === 10 || (code >= 200 && code <= 299);

// Answers are read leniently: a field missing or of an unexpected type is absent, never a crash.
const text = z.string().min(1).optional().catch(undefined);
const count = z.number().int().nonnegative().optional().catch(undefined);

const accountsSchema = z.object({
  data: z
    .array(
      z.object({
        id: text,
        instagram_business_account: z
          .object({ id: z.string().min(1), username: text })
          .optional()
          .catch(undefined),
      }),
    )
    .catch([]),
});

/** The media fields read of another account (Business Discovery exposes no views or reach). */
const MEDIA_FIELDS =
  'id,caption,like_count,comments_count,timestamp,media_type,media_product_type,permalink';
/** Graph cursors are base64; anything else must not reach the field expression. */
const CURSOR = /^[A-Za-z0-9+/=_-]{1,512}$/;

const mediaSchema = z.object({
  id: text,
  caption: text,
  like_count: count.describe('absent when the owner hides like counts'),
  comments_count: count,
  /** "2026-10-11T10:34:00+0000" */
  timestamp: text,
  media_type: text.describe('IMAGE | VIDEO | CAROUSEL_ALBUM'),
  media_product_type: text.describe('AD | FEED | STORY | REELS'),
  permalink: text,
});

const discoverySchema = z.object({
  business_discovery: z.object({
    id: z.string().min(1),
    username: text,
    name: text,
    biography: text,
    website: text,
    profile_picture_url: text,
    followers_count: count,
    follows_count: count,
    media_count: count,
    media: z
      .object({ data: z.array(z.unknown()).catch([]) })
      .optional()
      .catch(undefined),
  }),
});

const mediaPageSchema = z.object({
  business_discovery: z.object({
    id: z.string().min(1),
    media: z
      .object({
        data: z.array(z.unknown()).catch([]),
        paging: z
          .object({
            cursors: z.object({ after: text }).optional().catch(undefined),
            /** Absent on the last page (Graph's rule: stop when `next` no longer appears). */
            next: text,
          })
          .optional()
          .catch(undefined),
      })
      .optional()
      .catch(undefined),
  }),
});

const errorSchema = z.object({
  error: z.object({
    message: z.string().catch(''),
    type: z.string().optional().catch(undefined),
    code: z.number().catch(0),
    error_subcode: z.number().optional().catch(undefined),
  }),
});

const percent = z.number().optional().catch(undefined);
const appUsageSchema = z.object({
  call_count: percent,
  total_cputime: percent,
  total_time: percent,
});
const businessUsageSchema = z.record(
  z.string(),
  z.array(
    appUsageSchema.extend({
      type: z.string().optional().catch(undefined),
      estimated_time_to_regain_access: z.number().optional().catch(undefined),
    }),
  ),
);

export type InstagramOwnAccount = { id: string; username: string | null };
export type InstagramMedia = z.output<typeof mediaSchema>;
export type InstagramDiscovery = Omit<
  z.output<typeof discoverySchema>['business_discovery'],
  'media'
> & { media: InstagramMedia[] };
/** One page of an account's media; `after` is null on the last page. */
export type InstagramMediaPage = {
  accountId: string;
  media: InstagramMedia[];
  after: string | null;
};

/**
 * Remembers, per access token, until when calls must wait: the usage headers reached the
 * ceiling or the API refused for a limit. Meta counts usage across every call of the app and
 * Instagram account, while the product creates a source per request, so one gate should be
 * shared by every source built for the same install (the default does exactly that).
 */
export type InstagramRateGate = {
  /** Throws SourceError('rate_limited') while the token must wait. */
  assertOpen(accessToken: string): void;
  /** Makes the token wait this many seconds (keeps a longer wait already set). */
  close(accessToken: string, seconds: number): void;
};

export function createInstagramRateGate(now: () => number = Date.now): InstagramRateGate {
  const openAt = new Map<string, number>();
  // The map outlives requests; it keeps a digest, not the token itself.
  const keyOf = (token: string) => createHash('sha256').update(token).digest('base64url');
  return {
    assertOpen(accessToken) {
      const key = keyOf(accessToken);
      const until = openAt.get(key);
      if (until === undefined) return;
      const waitMs = until - now();
      if (waitMs <= 0) {
        openAt.delete(key);
        return;
      }
      throw new SourceError(
        'rate_limited',
        'Instagram Graph API usage is near its limit; pausing calls until the window passes',
        Math.ceil(waitMs / 1000),
      );
    },
    close(accessToken, seconds) {
      const key = keyOf(accessToken);
      const until = now() + seconds * 1000;
      openAt.set(key, Math.max(openAt.get(key) ?? 0, until));
    },
  };
}

/** The gate every Instagram source shares unless given its own (tests give their own). */
export const sharedInstagramRateGate = createInstagramRateGate();

export type InstagramApiOptions = {
  fetchUrl: FetchUrl;
  accessToken: string;
  baseUrl?: string;
  timeoutMs?: number;
  rateGate?: InstagramRateGate;
};

export type InstagramApi = ReturnType<typeof createInstagramApi>;

export function createInstagramApi(options: InstagramApiOptions) {
  const baseUrl = (options.baseUrl ?? INSTAGRAM_GRAPH_DEFAULT_BASE_URL).replace(/\/$/, '');
  const gate = options.rateGate ?? sharedInstagramRateGate;
  const token = options.accessToken;
  // The token travels in the query string, so calls are plain GETs without headers.
  const http = createVendorHttp({
    vendor: 'Instagram Graph API',
    fetchUrl: options.fetchUrl,
    maxBytes: MAX_RESPONSE_BYTES,
    timeoutMs: options.timeoutMs,
  });

  /** GET one Graph path; every call is a read, so one retry of a throttle or an outage is safe. */
  async function get(path: string, params: Record<string, string>): Promise<unknown> {
    const url = `${baseUrl}/${path}?${new URLSearchParams({ ...params, access_token: token })}`;
    for (let attempt = 1; ; attempt++) {
      gate.assertOpen(token);
      const response = await http.send(url);
      const usage = readUsage(response.headers);
      if (usage.highestPercent >= USAGE_CEILING_PERCENT) {
        gate.close(token, usage.regainSeconds ?? DEFAULT_PAUSE_SECONDS);
      }
      const body = parseJsonBody(response.body);
      if (response.status < 400) {
        if (body === undefined) {
          throw new SourceError('unavailable', 'Instagram Graph API answered something not JSON');
        }
        return body;
      }
      const failure = graphFailure(response, body, usage.regainSeconds);
      if (failure.kind === 'rate_limited') {
        gate.close(token, failure.retryAfterSeconds ?? DEFAULT_PAUSE_SECONDS);
      }
      if (attempt === 1 && isWorthRetrying(response, failure)) {
        if (response.status === 429) await sleep((failure.retryAfterSeconds ?? 0) * 1000);
        continue;
      }
      throw failure;
    }
  }

  /** A Business Discovery read; null when the API cannot show the account (unknown, personal). */
  async function discover(ownAccountId: string, fields: string): Promise<unknown | null> {
    try {
      return await get(encodeURIComponent(ownAccountId), { fields });
    } catch (error) {
      if (error instanceof GraphUserNotFound) return null;
      throw error;
    }
  }
  return {
    /** The professional account linked to the first Page of the token's user that has one. */
    async ownAccount(): Promise<InstagramOwnAccount | null> {
      const body = await get('me/accounts', {
        fields: 'instagram_business_account{id,username}',
        limit: String(PAGES_PER_CALL),
      });
      const parsed = http.read(accountsSchema, body, 'me/accounts');
      const linked = parsed.data.find((page) => page.instagram_business_account);
      const account = linked?.instagram_business_account;
      return account ? { id: account.id, username: account.username ?? null } : null;
    },

    /**
     * Another professional account by its username, with its newest media; null when there is
     * no such account or it is a personal one (Business Discovery cannot see those).
     * `username` must already be checked (letters, digits, '.', '_'): it sits inside the field
     * expression, where a bracket would change what is asked.
     */
    async businessDiscovery(
      ownAccountId: string,
      username: string,
      mediaLimit: number,
    ): Promise<InstagramDiscovery | null> {
      const fields =
        `business_discovery.username(${username}){id,username,name,biography,website,` +
        'profile_picture_url,followers_count,follows_count,media_count,' +
        `media.limit(${mediaLimit}){${MEDIA_FIELDS}}}`;
      const body = await discover(ownAccountId, fields);
      if (body === null) return null;
      const found = http.read(discoverySchema, body, 'business_discovery').business_discovery;
      const media = readableMedia(found.media?.data ?? []);
      return { ...found, media };
    },

    /**
     * One page of another professional account's media, newest first, after the cursor of the
     * page before (null: the first page); null when Business Discovery cannot show the account.
     * `username` must be checked as for businessDiscovery. The media edge pages only by cursor
     * inside the field expression (`media.after(CURSOR)`), not by the page's `next` URL.
     */
    async mediaPage(
      ownAccountId: string,
      username: string,
      limit: number,
      after: string | null,
    ): Promise<InstagramMediaPage | null> {
      if (after !== null && !CURSOR.test(after)) {
        throw new SourceError('unavailable', 'Instagram Graph API answered an unreadable cursor');
      }
      const edge =
        after === null ? `media.limit(${limit})` : `media.after(${after}).limit(${limit})`;
      const fields = `business_discovery.username(${username}){id,${edge}{${MEDIA_FIELDS}}}`;
      const body = await discover(ownAccountId, fields);
      if (body === null) return null;
      const found = http.read(mediaPageSchema, body, 'business_discovery media').business_discovery;
      const media = readableMedia(found.media?.data ?? []);
      const paging = found.media?.paging;
      const next = paging?.next ? (paging.cursors?.after ?? null) : null;
      return { accountId: found.id, media, after: next };
    },
  };
}

/** Media items as read; one the schema cannot read is left out, not a failure of the page. */
function readableMedia(items: unknown[]): InstagramMedia[] {
  return items.flatMap((item) => {
    const parsed = mediaSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

/** Business Discovery's refusal of a username it cannot show: the caller answers null. */
class GraphUserNotFound extends SourceError {
  constructor(message: string) {
    super('bad_request', message);
  }
}

type Usage = { highestPercent: number; regainSeconds: number | null };

/**
 * X-App-Usage and X-Business-Use-Case-Usage: JSON with each figure as a percentage of its
 * limit, and (business use case) the minutes until a throttled account may call again.
 */
export function readUsage(headers: Record<string, string>): Usage {
  const figures: number[] = [];
  let regainMinutes = 0;
  const app = appUsageSchema.safeParse(parseHeaderJson(headers['x-app-usage']));
  if (app.success) figures.push(...Object.values(app.data).filter((v) => v !== undefined));
  const business = businessUsageSchema.safeParse(
    parseHeaderJson(headers['x-business-use-case-usage']),
  );
  if (business.success) {
    for (const entry of Object.values(business.data).flat()) {
      const { type: _type, estimated_time_to_regain_access: regain, ...percents } = entry;
      figures.push(...Object.values(percents).filter((v) => v !== undefined));
      regainMinutes = Math.max(regainMinutes, regain ?? 0);
    }
  }
  return {
    highestPercent: Math.max(0, ...figures),
    regainSeconds: regainMinutes > 0 ? regainMinutes * 60 : null,
  };
}

function parseHeaderJson(value: string | undefined): unknown {
  if (!value) return undefined;
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
}

function isWorthRetrying(response: FetchedResource, failure: SourceError): boolean {
  if (response.status === 429) {
    return (
      failure.retryAfterSeconds !== null && failure.retryAfterSeconds <= MAX_RETRY_WAIT_SECONDS
    );
  }
  return failure.kind === 'unavailable' && response.status >= 500;
}

/** The Graph API's `{ error: { message, type, code, error_subcode } }` in the sources' terms. */
function graphFailure(
  response: FetchedResource,
  body: unknown,
  regainSeconds: number | null,
): SourceError {
  const parsed = errorSchema.safeParse(body);
  const error = parsed.success ? parsed.data.error : null;
  const said = error
    ? `${error.message} (code ${error.code}${error.error_subcode ? `/${error.error_subcode}` : ''})`
    : `HTTP ${response.status}`;
  const message = `Instagram Graph API refused: ${said}`;
  const code = error?.code ?? null;
  if (response.status === 429 || (code !== null && RATE_LIMIT_CODES.has(code))) {
    return new SourceError(
      'rate_limited',
      message,
      retryAfterSeconds(response.headers) ?? regainSeconds ?? DEFAULT_PAUSE_SECONDS,
    );
  }
  if (code === INVALID_TOKEN_CODE || (code !== null && isPermissionCode(code))) {
    return new SourceError('invalid_key', message);
  }
  if (
    code === USER_NOT_FOUND_CODE ||
    (code === 100 && error?.error_subcode === USER_NOT_FOUND_SUBCODE)
  ) {
    return new GraphUserNotFound(message);
  }
  if (response.status >= 500 || (code !== null && TRANSIENT_CODES.has(code))) {
    return new SourceError('unavailable', message);
  }
  return new SourceError('bad_request', message);
}
