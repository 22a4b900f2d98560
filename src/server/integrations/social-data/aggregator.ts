import type { FetchUrl } from '../outbound';

// A creator-data aggregator: the creator links their account in the aggregator's own widget, and
// we read it with our API credentials. One implementation, on the Phyllo API v1 (Basic auth with
// the client id and secret; accounts, social contents, disconnect):
// https://docs.getphyllo.com/docs/api-reference/introduction/introduction

export const AGGREGATOR_DEFAULT_URL = 'https://api.getphyllo.com';
const MAX_ANSWER_BYTES = 2 * 1024 * 1024;

export type AggregatorConfig = { baseUrl: string; clientId: string; clientSecret: string };

export type AggregatorAccount = {
  id: string;
  platform: 'instagram' | 'youtube' | 'tiktok' | null;
  username: string;
  /** The aggregator still has a working session with the platform. */
  connected: boolean;
};

export type AggregatorStory = {
  platformPostId: string;
  publishedAt: Date;
  url: string | null;
  caption: string | null;
  views: number | null;
  reach: number | null;
  replies: number | null;
  taps: number | null;
};

/** The aggregator refused or failed; `notFound` when it does not know the account. */
export class AggregatorError extends Error {
  constructor(
    message: string,
    readonly notFound = false,
  ) {
    super(message);
    this.name = 'AggregatorError';
  }
}

export type Aggregator = {
  account(accountId: string): Promise<AggregatorAccount>;
  stories(accountId: string): Promise<AggregatorStory[]>;
  disconnect(accountId: string): Promise<void>;
};

const PLATFORMS: Record<string, AggregatorAccount['platform']> = {
  instagram: 'instagram',
  youtube: 'youtube',
  tiktok: 'tiktok',
};

export function createAggregator(config: AggregatorConfig, fetchUrl: FetchUrl): Aggregator {
  const base = config.baseUrl.replace(/\/$/, '');
  const authorization = `Basic ${Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64')}`;

  async function call(path: string, method: 'GET' | 'POST' = 'GET') {
    let response: Awaited<ReturnType<FetchUrl>>;
    try {
      response = await fetchUrl(`${base}${path}`, {
        maxBytes: MAX_ANSWER_BYTES,
        accept: 'application/json',
        acceptErrorStatus: true,
        request: {
          method,
          headers: {
            authorization,
            ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
          },
          body: method === 'POST' ? '{}' : undefined,
        },
      });
    } catch (error) {
      throw new AggregatorError(`unreachable (${(error as Error).message})`);
    }
    let answer: Record<string, unknown> = {};
    try {
      answer = JSON.parse(response.body.toString('utf8')) as Record<string, unknown>;
    } catch {
      // An empty or non-JSON body: the status says enough.
    }
    if (response.status >= 400) {
      const error = answer.error as { message?: unknown } | undefined;
      const message =
        typeof error?.message === 'string' ? error.message : `answered ${response.status}`;
      throw new AggregatorError(message, response.status === 404);
    }
    return answer;
  }

  const count = (value: unknown) =>
    typeof value === 'number' && Number.isFinite(value) ? value : null;
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

  return {
    async account(accountId) {
      const answer = await call(`/v1/accounts/${encodeURIComponent(accountId)}`);
      const platform = (answer.work_platform as { name?: unknown } | undefined)?.name;
      return {
        id: text(answer.id) ?? accountId,
        platform: PLATFORMS[String(platform ?? '').toLowerCase()] ?? null,
        username: text(answer.platform_username) ?? text(answer.platform_profile_name) ?? accountId,
        connected: answer.status === 'CONNECTED',
      };
    },
    async stories(accountId) {
      const answer = await call(
        `/v1/social/contents?account_id=${encodeURIComponent(accountId)}&limit=100`,
      );
      const items = Array.isArray(answer.data) ? (answer.data as Record<string, unknown>[]) : [];
      return items
        .filter((item) => item.type === 'STORY')
        .flatMap((item) => {
          const id = text(item.platform_content_id) ?? text(item.id);
          const publishedAt = new Date(text(item.published_at) ?? '');
          if (!id || Number.isNaN(publishedAt.getTime())) return [];
          const engagement = (item.engagement ?? {}) as Record<string, unknown>;
          return [
            {
              platformPostId: id,
              publishedAt,
              url: text(item.url),
              caption: text(item.description) ?? text(item.title),
              views: count(engagement.view_count) ?? count(engagement.impression_organic_count),
              reach: count(engagement.reach_organic_count),
              // A story's replies arrive as its comments; taps are not reported.
              replies: count(engagement.comment_count),
              taps: null,
            },
          ];
        });
    },
    async disconnect(accountId) {
      await call(`/v1/accounts/${encodeURIComponent(accountId)}/disconnect`, 'POST');
    },
  };
}
