import { z } from 'zod';
import type { FetchedResource, FetchUrl } from '../outbound';
import { SourceError } from './data-source';
import type { SocialPlatform } from './types';
import { createVendorHttp, parseJsonBody, retryAfterSeconds } from './vendor-http';

// InsightIQ (formerly Phyllo) creator discovery and profile analytics over its v1 REST API, with
// Basic auth of the client id and secret (https://docs.insightiq.ai). Only the public-data
// endpoints: work platforms (the key check), profile search and profile analytics. Every answer is
// read defensively: a field the API leaves out is null, never a crash.

export const INSIGHTIQ_DEFAULT_BASE_URL = 'https://api.insightiq.ai';
export const INSIGHTIQ_SANDBOX_BASE_URL = 'https://api.sandbox.insightiq.ai';
/** The API's fixed work platform ids (GET /v1/work-platforms). */
export const INSIGHTIQ_WORK_PLATFORMS: Readonly<Record<SocialPlatform, string>> = {
  instagram: '9bb8913b-ddd9-430b-a66a-d74d846e6c66',
  tiktok: 'de55aeec-0dc8-4119-bf90-16b3d1f0c987',
  youtube: '14d9ddf5-51c6-415e-bde6-f8ed36ad7054',
};
/** Search pages: `limit` 1 to 100, and `limit + offset` must stay below 500. */
export const INSIGHTIQ_MAX_LIMIT = 100;
export const INSIGHTIQ_SEARCH_WINDOW = 500;
/** A Retry-After up to this is waited out once; a longer one is the caller's to handle. */
const MAX_RETRY_WAIT_SECONDS = 2;
const MAX_ANSWER_BYTES = 5 * 1024 * 1024;

export type InsightiqCredentials = { clientId: string; clientSecret: string };

/** The organization pastes `client_id:client_secret`; the secret may itself hold colons. */
export function parseInsightiqKey(key: string): InsightiqCredentials {
  const at = key.indexOf(':');
  const clientId = at > 0 ? key.slice(0, at).trim() : '';
  const clientSecret = at > 0 ? key.slice(at + 1).trim() : '';
  if (!clientId || !clientSecret) {
    throw new SourceError('invalid_key', 'InsightIQ key must be client_id:client_secret');
  }
  return { clientId, clientSecret };
}

// ---- the answers' shapes ------------------------------------------------------------------------

const str = z.string().nullish().catch(null);
const num = z.number().nullish().catch(null);
const bool = z.boolean().nullish().catch(null);
/** InsightIQ sends some figures as numbers and some as decimal strings ("12.5"). */
const figure = z
  .union([
    z.number(),
    z
      .string()
      .regex(/^-?\d+(\.\d+)?$/)
      .transform(Number),
  ])
  .nullish()
  .catch(null);
const obj = <T extends z.ZodRawShape>(shape: T) => z.object(shape).nullish().catch(null);
/** A list whose unreadable items are dropped instead of failing the whole answer. */
const list = <T extends z.ZodType>(item: T) =>
  z
    .array(z.unknown())
    .nullish()
    .catch(null)
    .transform((items) =>
      (items ?? []).flatMap((value) => {
        const parsed = item.safeParse(value);
        return parsed.success ? [parsed.data as z.output<T>] : [];
      }),
    );

const location = obj({ city: str, state: str, country: str });
const workPlatform = obj({ id: str, name: str });

const searchProfileSchema = z.object({
  platform_username: z.string(),
  external_id: str,
  url: str,
  image_url: str,
  full_name: str,
  introduction: str,
  is_verified: bool,
  follower_count: num,
  subscriber_count: num,
  engagement_rate: figure,
  average_likes: num,
  average_views: num,
  creator_location: location,
  work_platform: workPlatform,
});

const searchAnswerSchema = z.object({
  data: list(searchProfileSchema),
  metadata: obj({ offset: num, limit: num, total: num }),
});

/** Audience shares are percentages, 0 to 100. */
const codeShare = z.object({ code: z.string(), value: figure });
const nameShare = z.object({ name: z.string(), value: figure });

const contentSchema = z.object({
  id: str,
  external_id: str,
  type: str,
  format: str,
  url: str,
  title: str,
  description: str,
  published_at: z.string(),
  engagement: obj({ like_count: num, comment_count: num, view_count: num }),
  hashtags: list(z.string()),
  mentions: list(z.string()),
});

const analyticsSchema = z.object({
  id: str,
  work_platform: workPlatform,
  profile: z.object({
    platform_username: z.string(),
    external_id: str,
    full_name: str,
    url: str,
    image_url: str,
    introduction: str,
    follower_count: num,
    subscriber_count: num,
    following_count: num,
    content_count: num,
    engagement_rate: figure,
    average_likes: num,
    average_comments: num,
    average_views: num,
    is_verified: bool,
    platform_account_type: str,
    gender: str,
    age_group: str,
    language: str,
    location,
    contact_details: list(z.object({ type: z.string(), value: z.string() })),
    recent_contents: list(contentSchema),
    audience: obj({
      countries: list(codeShare),
      cities: list(nameShare),
      gender_age_distribution: list(
        z.object({ gender: z.string(), age_range: z.string(), value: figure }),
      ),
      languages: list(codeShare),
      interests: list(nameShare),
      credibility_score: figure,
    }),
  }),
});

const errorSchema = z.object({
  error: z.object({ type: str, code: str, message: str, request_id: str }),
});

export type InsightiqSearchProfile = z.output<typeof searchProfileSchema>;
export type InsightiqSearchAnswer = z.output<typeof searchAnswerSchema>;
export type InsightiqAnalytics = z.output<typeof analyticsSchema>;
export type InsightiqContent = z.output<typeof contentSchema>;

/** The request body of profile search, as far as the adapter fills it. */
export type InsightiqSearchBody = {
  work_platform_id: string;
  sort_by: { field: string; order: 'DESCENDING' | 'ASCENDING' };
  limit: number;
  offset: number;
} & Record<string, unknown>;

// ---- the calls ----------------------------------------------------------------------------------

export type InsightiqApiOptions = {
  fetchUrl: FetchUrl;
  credentials: InsightiqCredentials;
  baseUrl?: string;
  /** Per call; SOURCE_TIMEOUT_MS unless a test asks for less. */
  timeoutMs?: number;
};

export type InsightiqApi = ReturnType<typeof createInsightiqApi>;

export function createInsightiqApi(options: InsightiqApiOptions) {
  const baseUrl = (options.baseUrl ?? INSIGHTIQ_DEFAULT_BASE_URL).replace(/\/$/, '');
  const { clientId, clientSecret } = options.credentials;
  const authorization = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
  const http = createVendorHttp({
    vendor: 'InsightIQ',
    fetchUrl: options.fetchUrl,
    maxBytes: MAX_ANSWER_BYTES,
    timeoutMs: options.timeoutMs,
  });
  const send = (method: 'GET' | 'POST', path: string, body: unknown) =>
    http.send(`${baseUrl}${path}`, { method, headers: { authorization }, json: body });

  /**
   * One call; `retrySafe` calls (reads that spend nothing when refused) are repeated once after a
   * 5xx or a 429 whose Retry-After is short. 404 answers null: the API does not know the creator.
   */
  async function call(
    method: 'GET' | 'POST',
    path: string,
    body: unknown,
    retrySafe: boolean,
  ): Promise<unknown | null> {
    let response = await send(method, path, body);
    if (retrySafe && shouldRetry(response)) {
      const wait = retryAfterSeconds(response.headers) ?? 0;
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait * 1000));
      response = await send(method, path, body);
    }
    const answer = parseJsonBody(response.body);
    if (response.status === 404) return null;
    if (response.status >= 400) throw insightiqError(response, answer);
    if (answer === undefined) throw new SourceError('unavailable', 'InsightIQ answered no JSON');
    return answer;
  }

  return {
    /** GET /v1/work-platforms?limit=1: the cheapest authenticated call, spends no credits. */
    async checkKey(): Promise<void> {
      const answer = await call('GET', '/v1/work-platforms?limit=1', undefined, true);
      http.read(z.object({ data: z.array(z.unknown()) }), answer, 'work platforms');
    },

    /** POST /v1/social/creators/profiles/search: a read, safe to repeat when refused. */
    async searchProfiles(body: InsightiqSearchBody): Promise<InsightiqSearchAnswer> {
      const answer = await call('POST', '/v1/social/creators/profiles/search', body, true);
      return http.read(searchAnswerSchema, answer ?? { data: [] }, 'search answer');
    },

    /**
     * POST /v1/social/creators/profiles/analytics; null when the API knows no such profile. Never
     * repeated: a report spends credits, and a 5xx may have spent them.
     */
    async profileAnalytics(
      identifier: string,
      workPlatformId: string,
    ): Promise<InsightiqAnalytics | null> {
      const answer = await call(
        'POST',
        '/v1/social/creators/profiles/analytics',
        { identifier, work_platform_id: workPlatformId },
        false,
      );
      return answer === null ? null : http.read(analyticsSchema, answer, 'profile analytics');
    },
  };
}

function shouldRetry(response: FetchedResource): boolean {
  if (response.status >= 500) return true;
  if (response.status !== 429) return false;
  const wait = retryAfterSeconds(response.headers);
  return wait !== null && wait <= MAX_RETRY_WAIT_SECONDS;
}

/** InsightIQ's `{error: {type, code, message, ...}}` in the one vocabulary of every source. */
function insightiqError(response: FetchedResource, answer: unknown): SourceError {
  const parsed = errorSchema.safeParse(answer);
  const code = parsed.success ? (parsed.data.error.code ?? '') : '';
  const detail = parsed.success
    ? `${parsed.data.error.message ?? code} (${code || response.status}, request ${parsed.data.error.request_id ?? '-'})`
    : `HTTP ${response.status}`;
  const message = `InsightIQ refused: ${detail}`;
  if (response.status === 402 || /credit|quota|balance/i.test(code)) {
    return new SourceError('out_of_credits', message);
  }
  if (response.status === 401 || response.status === 403) {
    return new SourceError('invalid_key', message);
  }
  if (response.status === 429) {
    return new SourceError('rate_limited', message, retryAfterSeconds(response.headers));
  }
  if (response.status >= 400 && response.status < 500)
    return new SourceError('bad_request', message);
  return new SourceError('unavailable', message);
}
