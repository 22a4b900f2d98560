import { z } from 'zod';
import { AppError } from '../../http/errors';
import type { FetchUrl } from '../outbound';
import { SOCIAL_DATA_TEXT } from './social-data.text';

// The YouTube Data API v3 over plain HTTPS with an API key: only public, read-only endpoints
// (channels, playlistItems, videos). Every request costs 1 quota unit of the key's daily 10,000.

export const YOUTUBE_DEFAULT_BASE_URL = 'https://www.googleapis.com/youtube/v3';
/** The API's ceiling for `id=a,b,c` lists and `maxResults`. */
export const YOUTUBE_MAX_PAGE = 50;
const MAX_RESPONSE_BYTES = 5 * 1024 * 1024;

/** Counts arrive as decimal strings ("1520000"); a count the channel hides is absent. */
const count = z
  .string()
  .regex(/^\d+$/)
  .transform((value) => Number(value))
  .optional();

const thumbnails = z
  .record(z.string(), z.object({ url: z.string() }))
  .optional()
  .describe('default, medium, high, ...');

const channelSchema = z.object({
  id: z.string(),
  snippet: z.object({
    title: z.string(),
    description: z.string().optional(),
    customUrl: z.string().optional(),
    country: z.string().optional(),
    defaultLanguage: z.string().optional(),
    thumbnails,
  }),
  statistics: z
    .object({
      viewCount: count,
      subscriberCount: count,
      hiddenSubscriberCount: z.boolean().optional(),
      videoCount: count,
    })
    .optional(),
  contentDetails: z
    .object({ relatedPlaylists: z.object({ uploads: z.string().optional() }).optional() })
    .optional(),
});

const playlistItemSchema = z.object({
  contentDetails: z.object({ videoId: z.string(), videoPublishedAt: z.string().optional() }),
});

const videoSchema = z.object({
  id: z.string(),
  snippet: z.object({
    publishedAt: z.string(),
    channelId: z.string().optional(),
    title: z.string().optional(),
    description: z.string().optional(),
  }),
  statistics: z
    .object({ viewCount: count, likeCount: count, commentCount: count })
    .optional()
    .describe('likeCount and commentCount are absent when the owner hides them'),
});

const listOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item).optional().default([]) });

const errorSchema = z.object({
  error: z.object({
    code: z.number(),
    message: z.string(),
    errors: z.array(z.object({ reason: z.string().optional() })).optional(),
  }),
});

export type YoutubeChannel = z.output<typeof channelSchema>;
export type YoutubeVideo = z.output<typeof videoSchema>;

/** Which channel a user means: a channel id, or a handle (with or without @, or a channel URL). */
export type ChannelRef = { id: string } | { handle: string };

export function parseChannelRef(input: string): ChannelRef | null {
  const text = input.trim();
  const fromUrl = /youtube\.com\/(?:channel\/(UC[\w-]{22})|(@[\w.-]+))/i.exec(text);
  if (fromUrl) return fromUrl[1] ? { id: fromUrl[1] } : { handle: fromUrl[2] };
  if (/^UC[\w-]{22}$/.test(text)) return { id: text };
  const handle = text.replace(/^@/, '');
  return /^[\w.-]{3,100}$/.test(handle) ? { handle: `@${handle}` } : null;
}

export type YoutubeApi = ReturnType<typeof createYoutubeApi>;

export function createYoutubeApi(deps: { fetchUrl: FetchUrl; apiKey: string; baseUrl?: string }) {
  const baseUrl = (deps.baseUrl ?? YOUTUBE_DEFAULT_BASE_URL).replace(/\/$/, '');

  /** GET one endpoint; an API error becomes an AppError naming YouTube's reason. */
  async function get(
    path: string,
    params: Record<string, string>,
    options: { emptyOn404Reason?: string } = {},
  ): Promise<unknown> {
    const query = new URLSearchParams({ ...params, key: deps.apiKey });
    const response = await deps.fetchUrl(`${baseUrl}/${path}?${query}`, {
      maxBytes: MAX_RESPONSE_BYTES,
      accept: 'application/json',
      acceptErrorStatus: true,
    });
    const body = parseJson(response.body);
    if (response.status >= 400) {
      const reason = errorReason(body);
      if (response.status === 404 && reason === options.emptyOn404Reason) return { items: [] };
      throw youtubeError(response.status, body);
    }
    return body;
  }

  return {
    /** The channel, or null when YouTube knows no such id or handle. */
    async channel(ref: ChannelRef): Promise<YoutubeChannel | null> {
      const body = await get('channels', {
        part: 'snippet,statistics,contentDetails',
        ...('id' in ref ? { id: ref.id } : { forHandle: ref.handle }),
      });
      return parseAnswer(listOf(channelSchema), body, 'channels').items[0] ?? null;
    },

    /** Ids of the newest uploads, newest first (the uploads playlist is ordered that way). */
    async recentVideoIds(uploadsPlaylistId: string, limit: number): Promise<string[]> {
      const body = await get(
        'playlistItems',
        {
          part: 'contentDetails',
          playlistId: uploadsPlaylistId,
          maxResults: String(Math.min(limit, YOUTUBE_MAX_PAGE)),
        },
        // A channel that never uploaded has no uploads playlist to read.
        { emptyOn404Reason: 'playlistNotFound' },
      );
      return parseAnswer(listOf(playlistItemSchema), body, 'playlistItems').items.map(
        (item) => item.contentDetails.videoId,
      );
    },

    async videos(ids: string[]): Promise<YoutubeVideo[]> {
      if (ids.length === 0) return [];
      const body = await get('videos', {
        part: 'snippet,statistics',
        id: ids.slice(0, YOUTUBE_MAX_PAGE).join(','),
      });
      return parseAnswer(listOf(videoSchema), body, 'videos').items;
    },
  };
}

function parseJson(body: Buffer): unknown {
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    return null;
  }
}

function parseAnswer<T extends z.ZodType>(schema: T, body: unknown, what: string): z.output<T> {
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    // zod's sentence about YouTube's answer is for the operator, passed on as it is.
    const problem = parsed.error.issues[0]?.message ?? 'not JSON';
    throw new AppError(
      'ServiceUnavailable',
      503,
      SOCIAL_DATA_TEXT.youtubeUnexpected({ what, problem }),
    );
  }
  return parsed.data;
}

function errorReason(body: unknown): string | undefined {
  const parsed = errorSchema.safeParse(body);
  return parsed.success ? parsed.data.error.errors?.[0]?.reason : undefined;
}

/** YouTube's documented failures, said so that an operator knows what to do next. */
function youtubeError(status: number, body: unknown): AppError {
  const parsed = errorSchema.safeParse(body);
  const reason = parsed.success ? parsed.data.error.errors?.[0]?.reason : undefined;
  const message = parsed.success ? parsed.data.error.message : `HTTP ${status}`;
  if (reason === 'quotaExceeded' || reason === 'rateLimitExceeded') {
    return new AppError('RateLimited', 429, SOCIAL_DATA_TEXT.youtubeQuota({ reason, message }));
  }
  if (reason === 'keyInvalid' || reason === 'keyExpired' || reason === 'accessNotConfigured') {
    return new AppError(
      'ServiceUnavailable',
      503,
      SOCIAL_DATA_TEXT.youtubeKeyRefused({ reason, message }),
    );
  }
  return new AppError(
    'ServiceUnavailable',
    503,
    reason
      ? SOCIAL_DATA_TEXT.youtubeAnsweredReason({ status, reason, message })
      : SOCIAL_DATA_TEXT.youtubeAnswered({ status, message }),
  );
}
