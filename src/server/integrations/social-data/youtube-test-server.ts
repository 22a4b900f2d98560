import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// Test-only: a local HTTP peer answering like the YouTube Data API v3 (channels, playlistItems,
// videos) in its documented JSON format, counts as strings, errors as {error:{code,message,errors}}.

export type FakeVideo = {
  id: string;
  title: string;
  description?: string;
  publishedAt: string;
  viewCount: number;
  /** Absent: the owner hides likes, and the API leaves the field out. */
  likeCount?: number;
  commentCount?: number;
};

export type FakeChannel = {
  id: string;
  handle: string;
  title: string;
  description?: string;
  country?: string;
  subscriberCount: number;
  hiddenSubscriberCount?: boolean;
  videoCount: number;
  viewCount: number;
  /** Newest first, as the uploads playlist lists them. */
  videos: FakeVideo[];
};

export type FakeFailure = { code: number; reason: string; message: string };
type Endpoint = 'channels' | 'playlistItems' | 'videos';

export type YoutubeTestServer = {
  baseUrl: string;
  /** Path and query of every request received. */
  requests: string[];
  /** Every later request to this endpoint fails like this, until `clearFailures()`. */
  failOn(endpoint: Endpoint, failure: FakeFailure): void;
  clearFailures(): void;
  close(): Promise<void>;
};

export const QUOTA_EXCEEDED: FakeFailure = {
  code: 403,
  reason: 'quotaExceeded',
  message:
    'The request cannot be completed because you have exceeded your <a href="/youtube/v3/getting-started#quota">quota</a>.',
};

const uploadsPlaylistOf = (channelId: string) => `UU${channelId.slice(2)}`;

export async function startYoutubeTestServer(options: {
  apiKey: string;
  channels: FakeChannel[];
}): Promise<YoutubeTestServer> {
  const requests: string[] = [];
  const failures = new Map<Endpoint, FakeFailure>();

  const handler = (request: IncomingMessage, response: ServerResponse) => {
    requests.push(request.url ?? '');
    const url = new URL(request.url ?? '/', 'http://youtube.test');
    const endpoint = url.pathname.replace(/^\/youtube\/v3\//, '') as Endpoint;
    const send = (status: number, body: unknown) =>
      response
        .writeHead(status, { 'content-type': 'application/json; charset=UTF-8' })
        .end(JSON.stringify(body));
    const fail = (failure: FakeFailure) =>
      send(failure.code, {
        error: {
          code: failure.code,
          message: failure.message,
          errors: [{ message: failure.message, domain: 'youtube.quota', reason: failure.reason }],
        },
      });
    if (url.searchParams.get('key') !== options.apiKey) {
      return fail({
        code: 400,
        reason: 'keyInvalid',
        message: 'API key not valid. Please pass a valid API key.',
      });
    }
    const failure = failures.get(endpoint);
    if (failure) return fail(failure);
    const params = url.searchParams;
    switch (endpoint) {
      case 'channels': {
        const ids = params.get('id')?.split(',') ?? [];
        const handle = params.get('forHandle')?.replace(/^@/, '').toLowerCase();
        const found = options.channels.filter(
          (c) => ids.includes(c.id) || (handle !== undefined && c.handle.toLowerCase() === handle),
        );
        return send(200, listResponse('youtube#channelListResponse', found.map(channelResource)));
      }
      case 'playlistItems': {
        const channel = options.channels.find(
          (c) => uploadsPlaylistOf(c.id) === params.get('playlistId'),
        );
        if (!channel || channel.videos.length === 0) {
          return fail({
            code: 404,
            reason: 'playlistNotFound',
            message:
              "The playlist identified with the request's <code>playlistId</code> parameter cannot be found.",
          });
        }
        const max = Number(params.get('maxResults') ?? 5);
        const items = channel.videos.slice(0, max).map((video) => ({
          kind: 'youtube#playlistItem',
          etag: 'etag',
          id: `item-${video.id}`,
          contentDetails: { videoId: video.id, videoPublishedAt: video.publishedAt },
        }));
        return send(200, listResponse('youtube#playlistItemListResponse', items));
      }
      case 'videos': {
        const ids = params.get('id')?.split(',') ?? [];
        const videos = options.channels.flatMap((c) => c.videos).filter((v) => ids.includes(v.id));
        return send(200, listResponse('youtube#videoListResponse', videos.map(videoResource)));
      }
      default:
        return fail({ code: 404, reason: 'notFound', message: 'Not Found' });
    }
  };

  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/youtube/v3`,
    requests,
    failOn: (endpoint, failure) => void failures.set(endpoint, failure),
    clearFailures: () => failures.clear(),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The list envelope; like the real API, `items` is left out when nothing matched. */
function listResponse(kind: string, items: unknown[]) {
  return {
    kind,
    etag: 'etag',
    pageInfo: { totalResults: items.length, resultsPerPage: items.length },
    ...(items.length > 0 ? { items } : {}),
  };
}

function channelResource(channel: FakeChannel) {
  return {
    kind: 'youtube#channel',
    etag: 'etag',
    id: channel.id,
    snippet: {
      title: channel.title,
      description: channel.description ?? '',
      customUrl: `@${channel.handle.toLowerCase()}`,
      publishedAt: '2015-03-01T10:00:00Z',
      thumbnails: {
        default: { url: `https://yt3.ggpht.example/${channel.id}=s88`, width: 88, height: 88 },
        high: { url: `https://yt3.ggpht.example/${channel.id}=s800`, width: 800, height: 800 },
      },
      localized: { title: channel.title, description: channel.description ?? '' },
      ...(channel.country ? { country: channel.country } : {}),
    },
    contentDetails: { relatedPlaylists: { likes: '', uploads: uploadsPlaylistOf(channel.id) } },
    statistics: {
      viewCount: String(channel.viewCount),
      // The API leaves the count out when the owner hides it.
      ...(channel.hiddenSubscriberCount
        ? {}
        : { subscriberCount: String(channel.subscriberCount) }),
      hiddenSubscriberCount: channel.hiddenSubscriberCount ?? false,
      videoCount: String(channel.videoCount),
    },
  };
}

function videoResource(video: FakeVideo) {
  return {
    kind: 'youtube#video',
    etag: 'etag',
    id: video.id,
    snippet: {
      publishedAt: video.publishedAt,
      channelId: 'UC',
      title: video.title,
      description: video.description ?? '',
      thumbnails: {},
      categoryId: '22',
    },
    statistics: {
      viewCount: String(video.viewCount),
      ...(video.likeCount === undefined ? {} : { likeCount: String(video.likeCount) }),
      favoriteCount: '0',
      ...(video.commentCount === undefined ? {} : { commentCount: String(video.commentCount) }),
    },
  };
}
