import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';
import type { FetchedResource, FetchUrl } from '../outbound';
import { SourceError } from './data-source';
import type { SocialPlatform } from './types';
import { createVendorHttp, parseJsonBody, retryAfterSeconds } from './vendor-http';

// The Modash Discovery API v1 (https://docs.modash.io): a bearer API token; account info, search
// per platform, profile reports and the location dictionary. Failures are
// `{ error: true, code, message }` with a 4xx/5xx status; `code` is stable, `message` is not.
// Answers are read leniently: a field Modash leaves out or changes is null, never a crash.

export const MODASH_DEFAULT_BASE_URL = 'https://api.modash.io/v1';
/** Modash answers a fixed page of 15 creators per search call. */
export const MODASH_PAGE_SIZE = 15;
const MAX_ANSWER_BYTES = 5 * 1024 * 1024;
/** A 429 is retried once only when Modash asks for at most this long a pause. */
const MAX_RETRY_AFTER_SECONDS = 2;
const SERVER_ERROR_PAUSE_MS = 250;

/** Absent, null or of another type: null. */
const orNull = <T extends z.ZodType>(schema: T) =>
  schema
    .nullish()
    .catch(null)
    .transform((value): z.output<T> | null => value ?? null);
const text = orNull(z.string());
const count = orNull(z.number());
const flag = orNull(z.boolean());

/** A list whose unreadable items are dropped one by one instead of failing the whole answer. */
const listOf = <T extends z.ZodType>(item: T) =>
  z
    .array(z.unknown())
    .nullish()
    .catch([])
    .transform((items) =>
      (items ?? []).flatMap((value) => {
        const parsed = item.safeParse(value);
        return parsed.success ? [parsed.data as z.output<T>] : [];
      }),
    );

const weighted = z.object({ code: text, name: text, weight: count });

const profileCardSchema = z.object({
  userId: z.coerce.string(),
  username: z.string().min(1),
  fullname: text,
  url: text,
  picture: text,
  followers: count,
  engagements: count,
  /** A fraction (0.021 is 2.1 %). */
  engagementRate: count,
  averageViews: count,
});

const searchResultSchema = z.object({ userId: z.coerce.string(), profile: profileCardSchema });

const searchAnswerSchema = z.object({
  total: count,
  directs: listOf(searchResultSchema),
  lookalikes: listOf(searchResultSchema),
});

const postSchema = z.object({
  id: z.coerce.string(),
  text,
  url: text,
  created: z.string(),
  likes: count,
  comments: count,
  views: count,
  type: text,
  hashtags: listOf(z.string()),
  mentions: listOf(z.string()),
});

const reportSchema = z.object({
  userId: z.coerce.string(),
  profile: profileCardSchema,
  bio: text,
  isVerified: flag,
  city: text,
  country: text,
  language: orNull(z.object({ code: text })),
  postsCount: count,
  interests: listOf(z.object({ name: z.string() })),
  contacts: listOf(z.object({ type: z.string(), value: z.string() })),
  recentPosts: listOf(postSchema),
  audience: orNull(
    z.object({
      credibility: count,
      genders: listOf(weighted),
      geoCountries: listOf(weighted),
      geoCities: listOf(weighted),
      ages: listOf(weighted),
      languages: listOf(weighted),
      interests: listOf(weighted),
    }),
  ),
});

const userInfoSchema = z.object({
  billing: orNull(z.object({ credits: count, rawRequests: count })),
});

const locationSchema = z.object({ id: z.number(), name: text, title: text });

const errorSchema = z.object({ error: z.literal(true), code: text, message: text });

export type ModashProfileCard = z.output<typeof profileCardSchema>;
export type ModashSearchAnswer = z.output<typeof searchAnswerSchema>;
export type ModashReport = z.output<typeof reportSchema>;
export type ModashPost = z.output<typeof postSchema>;
export type ModashWeighted = z.output<typeof weighted>;
export type ModashLocation = z.output<typeof locationSchema>;

/** The body of POST /{platform}/search (filter names as Modash spells them). */
export type ModashSearchBody = {
  page: number;
  calculationMethod?: 'median' | 'average';
  sort: { field: string; direction: 'asc' | 'desc' };
  filter: { influencer?: Record<string, unknown>; audience?: Record<string, unknown> };
};

/** Codes with which Modash says it does not know the creator (a report is then null). */
const UNKNOWN_CREATOR = new Set([
  'handle_not_found',
  'account_not_found',
  'account_removed',
  'private_account',
]);

export type ModashApiOptions = {
  fetchUrl: FetchUrl;
  apiToken: string;
  baseUrl?: string;
  /** Deadline of one call; SOURCE_TIMEOUT_MS unless a test asks for less. */
  timeoutMs?: number;
};

export type ModashApi = ReturnType<typeof createModashApi>;

export function createModashApi(options: ModashApiOptions) {
  const baseUrl = (options.baseUrl ?? MODASH_DEFAULT_BASE_URL).replace(/\/$/, '');
  const http = createVendorHttp({
    vendor: 'Modash',
    fetchUrl: options.fetchUrl,
    maxBytes: MAX_ANSWER_BYTES,
    timeoutMs: options.timeoutMs,
  });
  const headers = { authorization: `Bearer ${options.apiToken}` };

  /**
   * One call, retried once only where that is safe: every call here reads (search is a POST
   * but changes nothing), so a 5xx, or a 429 that asks for a pause of at most 2 s, is tried again.
   */
  async function call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<unknown> {
    for (let attempt = 1; ; attempt++) {
      const response = await http.send(`${baseUrl}${path}`, { method, headers, json: body });
      const answer = parseJsonBody(response.body);
      const failure = toSourceError(response, answer);
      if (!failure) return answer;
      if (attempt > 1 || !isWorthRetrying(failure, response.status)) throw failure;
      await sleep(
        failure.kind === 'rate_limited'
          ? (failure.retryAfterSeconds ?? 0) * 1000
          : SERVER_ERROR_PAUSE_MS,
      );
    }
  }

  return {
    /** GET /user/info: free; the key's check and the credits left. */
    async userInfo() {
      const answer = http.read(userInfoSchema, await call('GET', '/user/info'), 'user/info');
      return { credits: answer.billing?.credits ?? null };
    },

    /** POST /{platform}/search: 0.01 credits per creator answered. */
    async search(platform: SocialPlatform, body: ModashSearchBody): Promise<ModashSearchAnswer> {
      try {
        return http.read(
          searchAnswerSchema,
          await call('POST', `/${platform}/search`, body),
          'search',
        );
      } catch (error) {
        // Modash refuses a search that matches nobody instead of answering an empty page.
        if (error instanceof ModashRefusal && error.code === 'no_result') {
          return { total: 0, directs: [], lookalikes: [] };
        }
        throw error;
      }
    },

    /** GET /{platform}/profile/{userId or username}/report: 1 credit; null when unknown. */
    async report(platform: SocialPlatform, userIdOrHandle: string): Promise<ModashReport | null> {
      const path = `/${platform}/profile/${encodeURIComponent(userIdOrHandle)}/report`;
      try {
        const answer = await call('GET', path);
        const profile = (answer as { profile?: unknown } | null)?.profile;
        return http.read(reportSchema, profile, 'report');
      } catch (error) {
        if (error instanceof ModashRefusal && UNKNOWN_CREATOR.has(error.code ?? '')) return null;
        throw error;
      }
    },

    /** GET /{platform}/locations?query=: the dictionary of location ids; free. */
    async locations(platform: SocialPlatform, query: string): Promise<ModashLocation[]> {
      const search = new URLSearchParams({ query, limit: '10' });
      const answer = await call('GET', `/${platform}/locations?${search}`);
      const parsed = z.object({ locations: listOf(locationSchema) }).safeParse(answer);
      return parsed.success ? parsed.data.locations : [];
    },
  };
}

/** A SourceError that keeps Modash's own code, so callers can tell "unknown creator" apart. */
class ModashRefusal extends SourceError {
  constructor(
    kind: SourceError['kind'],
    readonly code: string | null,
    message: string,
    retryAfterSeconds: number | null,
  ) {
    super(kind, message, retryAfterSeconds);
  }
}

/** Modash's documented failures in the adapters' vocabulary; null for a good answer. */
function toSourceError(response: FetchedResource, answer: unknown): ModashRefusal | null {
  const parsed = errorSchema.safeParse(answer);
  if (response.status < 400 && !parsed.success) {
    return answer === undefined || answer === null
      ? new ModashRefusal('unavailable', null, 'Modash answered something not JSON', null)
      : null;
  }
  const code = parsed.success ? parsed.data.code : null;
  const message = `Modash answered ${response.status} ${code ?? ''}: ${
    (parsed.success && parsed.data.message) || 'no message'
  }`;
  const retryAfter = retryAfterSeconds(response.headers);
  const refusal = (kind: SourceError['kind']) => new ModashRefusal(kind, code, message, retryAfter);
  if (code === 'api_token_invalid' || response.status === 401) return refusal('invalid_key');
  if (code === 'not_enough_credits' || response.status === 402) return refusal('out_of_credits');
  if (code === 'retry_later' || response.status === 429) return refusal('rate_limited');
  if (response.status >= 500) return refusal('unavailable');
  if (response.status === 403 && !code) return refusal('invalid_key');
  return refusal('bad_request');
}

function isWorthRetrying(failure: SourceError, status: number): boolean {
  if (status >= 500) return true;
  return (
    status === 429 &&
    failure.retryAfterSeconds !== null &&
    failure.retryAfterSeconds <= MAX_RETRY_AFTER_SECONDS
  );
}
