import { callProvider, count, ProviderError, text } from './oauth-http';
import {
  type ConnectedContent,
  type CreatorOAuthProvider,
  codeGrantForm,
  consentUrl,
  oauthTokenSet,
  type ProviderScope,
  type ProviderSetup,
  query,
  RECENT_POSTS,
  refreshGrantForm,
} from './provider';

// Google OAuth 2.0 for web server apps with the YouTube Data and Analytics APIs:
// https://developers.google.com/identity/protocols/oauth2/web-server

export function youtube({ credentials, fetchUrl, at }: ProviderSetup): CreatorOAuthProvider {
  const { clientId, clientSecret } = credentials;
  const client = { client_id: clientId };
  const tokenUrl = at('https://oauth2.googleapis.com/token');
  const scopes: ProviderScope[] = [
    {
      scope: 'https://www.googleapis.com/auth/youtube.readonly',
      why: 'Your channel and the list of your videos, read only',
    },
    {
      scope: 'https://www.googleapis.com/auth/yt-analytics.readonly',
      why: 'Views, watch time and audience of your videos, read only',
    },
  ];

  // Google's refresh tokens live until revoked or unused for six months.
  const tokenSet = (answer: Record<string, unknown>, refreshToken: string | null) =>
    oauthTokenSet(answer, /\s+/, { refreshToken, lapsesAt: null });

  const provider: CreatorOAuthProvider = {
    provider: 'youtube',
    scopes,
    authorizeUrl: (trip) =>
      consentUrl(
        at('https://accounts.google.com/o/oauth2/v2/auth'),
        {
          ...client,
          // Offline access: a refresh token, so the sync keeps working after the first hour.
          access_type: 'offline',
          prompt: 'consent',
          include_granted_scopes: 'true',
        },
        scopes,
        ' ',
        trip,
      ),
    async exchangeCode(grant) {
      const answer = await callProvider(fetchUrl, tokenUrl, {
        form: codeGrantForm(client, clientSecret, grant),
      });
      return tokenSet(answer, null);
    },
    async refresh({ refreshToken }) {
      const form = refreshGrantForm(client, clientSecret, refreshToken);
      const answer = await callProvider(fetchUrl, tokenUrl, { form });
      return tokenSet(answer, refreshToken);
    },
    async revoke({ accessToken, refreshToken }) {
      await callProvider(fetchUrl, at('https://oauth2.googleapis.com/revoke'), {
        form: { token: refreshToken ?? accessToken },
      });
      return true;
    },
    async account(accessToken) {
      const answer = await callProvider(
        fetchUrl,
        api('channels', { part: 'snippet', mine: 'true' }),
        { bearer: accessToken },
      );
      const channel = (Array.isArray(answer.items) ? answer.items[0] : null) as {
        id?: unknown;
        snippet?: { title?: unknown; customUrl?: unknown };
      } | null;
      const id = text(channel?.id);
      if (!id)
        throw new ProviderError('provider_error', 'this Google account has no YouTube channel');
      return { id, name: text(channel?.snippet?.customUrl) ?? text(channel?.snippet?.title) ?? id };
    },
    stories: async () => [],
    audience: async () => [],
    posts: (accessToken) => videos(accessToken),
  };

  function api(path: string, params: Record<string, string>) {
    return query(at(`https://www.googleapis.com/youtube/v3/${path}`), params);
  }

  /** The latest uploads with their counts, and their lifetime watch time from YouTube Analytics. */
  async function videos(accessToken: string): Promise<ConnectedContent[]> {
    const bearer = { bearer: accessToken };
    const channels = await callProvider(
      fetchUrl,
      api('channels', { part: 'contentDetails', mine: 'true' }),
      bearer,
    );
    const uploads = text(
      (
        channels.items as
          | { contentDetails?: { relatedPlaylists?: { uploads?: unknown } } }[]
          | undefined
      )?.[0]?.contentDetails?.relatedPlaylists?.uploads,
    );
    if (!uploads) return [];
    const playlist = await callProvider(
      fetchUrl,
      api('playlistItems', {
        part: 'contentDetails',
        playlistId: uploads,
        maxResults: String(RECENT_POSTS),
      }),
      bearer,
    );
    const ids = ((playlist.items ?? []) as { contentDetails?: { videoId?: unknown } }[])
      .map((item) => text(item.contentDetails?.videoId))
      .filter((id): id is string => id !== null);
    if (ids.length === 0) return [];
    const [details, analytics] = await Promise.all([
      callProvider(
        fetchUrl,
        api('videos', { part: 'snippet,statistics', id: ids.join(',') }),
        bearer,
      ),
      callProvider(
        fetchUrl,
        query(at('https://youtubeanalytics.googleapis.com/v2/reports'), {
          ids: 'channel==MINE',
          startDate: '2005-04-23',
          endDate: new Date().toISOString().slice(0, 10),
          metrics: 'views,estimatedMinutesWatched',
          dimensions: 'video',
          filters: `video==${ids.join(',')}`,
        }),
        bearer,
      ),
    ]);
    const minutes = new Map<string, number | null>();
    for (const row of (analytics.rows ?? []) as unknown[][]) {
      const id = text(row[0]);
      if (id) minutes.set(id, count(row[2]));
    }
    return ((details.items ?? []) as Record<string, unknown>[]).flatMap((video) => {
      const id = text(video.id);
      const snippet = (video.snippet ?? {}) as Record<string, unknown>;
      const statistics = (video.statistics ?? {}) as Record<string, unknown>;
      const publishedAt = new Date(text(snippet.publishedAt) ?? '');
      if (!id || Number.isNaN(publishedAt.getTime())) return [];
      return [
        {
          platform: 'youtube' as const,
          type: 'video' as const,
          platformPostId: id,
          publishedAt,
          url: `https://www.youtube.com/watch?v=${id}`,
          caption: text(snippet.title),
          likes: count(statistics.likeCount),
          comments: count(statistics.commentCount),
          views: count(statistics.viewCount),
          watchMinutes: minutes.get(id) ?? null,
          reach: null,
          replies: null,
          taps: null,
        },
      ];
    });
  }

  return provider;
}
