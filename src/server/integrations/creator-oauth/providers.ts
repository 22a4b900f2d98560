import type { FetchUrl } from '../outbound';
import { callProvider, count, ProviderError, secondsFromNow, text } from './oauth-http';

// The three providers a creator connects with, each over its documented OAuth 2 authorization
// code flow with `state` and PKCE (S256), and the few read calls the sync needs:
// - Instagram API with Instagram Login (professional accounts): https://developers.facebook.com/docs/instagram-platform/instagram-api-with-instagram-login
// - Google OAuth 2.0 for web server apps with the YouTube Data and Analytics APIs: https://developers.google.com/identity/protocols/oauth2/web-server
// - TikTok Login Kit for Web and the Display API: https://developers.tiktok.com/doc/login-kit-web

export const CREATOR_PROVIDERS = ['instagram', 'youtube', 'tiktok'] as const;
export type CreatorProvider = (typeof CREATOR_PROVIDERS)[number];

export type ProviderScope = { scope: string; why: string };

export type TokenSet = {
  accessToken: string;
  refreshToken: string | null;
  /** When the access token stops working; null when the provider does not say. */
  expiresAt: Date | null;
  /** When the connection lapses unless refreshed before (long-lived or refresh token's end). */
  lapsesAt: Date | null;
  scopes: string[];
};

export type ConnectedAccount = { id: string; name: string };

/** A story or post as the creator's own account reports it, with its private insights. */
export type ConnectedContent = {
  platform: CreatorProvider;
  type: 'photo' | 'video' | 'carousel' | 'reel' | 'short' | 'story';
  platformPostId: string;
  publishedAt: Date;
  url: string | null;
  caption: string | null;
  /** A story's file, readable for as long as the story is up. */
  mediaUrl?: string | null;
  likes?: number | null;
  comments?: number | null;
  shares?: number | null;
  views: number | null;
  /** YouTube's estimated minutes watched, over the video's life. */
  watchMinutes?: number | null;
  reach: number | null;
  replies: number | null;
  taps: number | null;
};

/** Followers by country, city, gender or age, as shares 0 to 1 of those the platform counted. */
export type AudienceShare = {
  dimension: 'country' | 'city' | 'gender' | 'age';
  value: string;
  share: number;
};

export type CreatorOAuthProvider = {
  readonly provider: CreatorProvider;
  readonly scopes: readonly ProviderScope[];
  authorizeUrl(input: { state: string; codeChallenge: string; redirectUri: string }): string;
  exchangeCode(input: {
    code: string;
    codeVerifier: string;
    redirectUri: string;
  }): Promise<TokenSet>;
  refresh(tokens: { accessToken: string; refreshToken: string | null }): Promise<TokenSet>;
  /** Withdraws the grant at the provider where it offers a call for it; false where it does not. */
  revoke(tokens: { accessToken: string; refreshToken: string | null }): Promise<boolean>;
  account(accessToken: string): Promise<ConnectedAccount>;
  /** Current stories; empty for providers without stories. */
  stories(accessToken: string, accountId: string): Promise<ConnectedContent[]>;
  /** The most recent posts or videos with their figures (up to 25). */
  posts(accessToken: string, accountId: string): Promise<ConnectedContent[]>;
  /** The followers' breakdown; empty where the provider's granted scopes do not give it. */
  audience(accessToken: string, accountId: string): Promise<AudienceShare[]>;
};

export type ProviderCredentials = { clientId: string; clientSecret: string };

export type CreatorOAuthConfig = {
  instagram: ProviderCredentials | null;
  youtube: ProviderCredentials | null;
  tiktok: ProviderCredentials | null;
  /**
   * Tests and air-gapped installs: every provider URL `https://host/path` is asked at
   * `{baseUrl}/host/path` instead, where a local server speaks the providers' formats.
   */
  baseUrl: string | null;
};

const GRAPH_VERSION = 'v21.0';
/** Posts read per sync: the recent ones, whose figures still move. */
const RECENT_POSTS = 25;

/** The providers configured with an app's credentials, by name. */
export function createCreatorOAuthProviders(
  config: CreatorOAuthConfig,
  fetchUrl: FetchUrl,
): Partial<Record<CreatorProvider, CreatorOAuthProvider>> {
  const at = (url: string) =>
    config.baseUrl ? `${config.baseUrl.replace(/\/$/, '')}/${url.replace(/^https:\/\//, '')}` : url;
  const providers: Partial<Record<CreatorProvider, CreatorOAuthProvider>> = {};
  if (config.instagram) providers.instagram = instagram(config.instagram, fetchUrl, at);
  if (config.youtube) providers.youtube = youtube(config.youtube, fetchUrl, at);
  if (config.tiktok) providers.tiktok = tiktok(config.tiktok, fetchUrl, at);
  return providers;
}

type At = (url: string) => string;

const query = (url: string, params: Record<string, string>) =>
  `${url}?${new URLSearchParams(params).toString()}`;

/**
 * A provider's consent screen: the authorization code flow with the one-use `state` and the PKCE
 * challenge (S256) every provider here takes, its scopes joined the provider's way.
 */
function consentUrl(
  url: string,
  client: Record<string, string>,
  scopes: readonly ProviderScope[],
  separator: ',' | ' ',
  trip: { state: string; codeChallenge: string; redirectUri: string },
): string {
  return query(url, {
    ...client,
    redirect_uri: trip.redirectUri,
    response_type: 'code',
    scope: scopes.map((entry) => entry.scope).join(separator),
    state: trip.state,
    code_challenge: trip.codeChallenge,
    code_challenge_method: 'S256',
  });
}

const splitScopes = (value: unknown, separator: RegExp): string[] =>
  (text(value) ?? '').split(separator).filter(Boolean);

function instagram({ clientId, clientSecret }: ProviderCredentials, fetchUrl: FetchUrl, at: At) {
  const graph = (path: string) => at(`https://graph.instagram.com/${path}`);
  const scopes: ProviderScope[] = [
    {
      scope: 'instagram_business_basic',
      why: 'Your username, profile and the list of your posts and stories',
    },
    {
      scope: 'instagram_business_manage_insights',
      why: 'The private figures of your posts and stories: views, reach, replies and taps',
    },
  ];

  /** A short-lived token (1 hour) becomes a long-lived one (60 days), refreshable once a day. */
  async function longLived(url: string, scopes: string[]): Promise<TokenSet> {
    const answer = await callProvider(fetchUrl, url);
    const accessToken = text(answer.access_token);
    if (!accessToken) throw new ProviderError('provider_error', 'answered without a token');
    const expiresAt = secondsFromNow(answer.expires_in);
    return { accessToken, refreshToken: null, expiresAt, lapsesAt: expiresAt, scopes };
  }

  const provider: CreatorOAuthProvider = {
    provider: 'instagram',
    scopes,
    authorizeUrl: (trip) =>
      consentUrl(
        at('https://www.instagram.com/oauth/authorize'),
        { client_id: clientId },
        scopes,
        ',',
        trip,
      ),
    async exchangeCode({ code, codeVerifier, redirectUri }) {
      const answer = await callProvider(
        fetchUrl,
        at('https://api.instagram.com/oauth/access_token'),
        {
          form: {
            client_id: clientId,
            client_secret: clientSecret,
            grant_type: 'authorization_code',
            redirect_uri: redirectUri,
            code,
            code_verifier: codeVerifier,
          },
        },
      );
      // Documented both flat and wrapped in `data: [...]`.
      const grant = (Array.isArray(answer.data) ? answer.data[0] : answer) as Record<
        string,
        unknown
      >;
      const shortLived = text(grant?.access_token);
      if (!shortLived) throw new ProviderError('provider_error', 'answered without a token');
      const granted = splitScopes(grant.permissions, /[,\s]+/);
      return longLived(
        query(graph('access_token'), {
          grant_type: 'ig_exchange_token',
          client_secret: clientSecret,
          access_token: shortLived,
        }),
        granted,
      );
    },
    refresh: ({ accessToken }) =>
      longLived(
        query(graph('refresh_access_token'), {
          grant_type: 'ig_refresh_token',
          access_token: accessToken,
        }),
        [],
      ),
    audience: (accessToken, accountId) => audience(accessToken, accountId),
    posts: (accessToken, accountId) => posts(accessToken, accountId),
    // Instagram Login has no revoke call: the creator removes the app in Instagram's settings.
    revoke: async () => false,
    async account(accessToken) {
      const answer = await callProvider(
        fetchUrl,
        query(graph(`${GRAPH_VERSION}/me`), {
          fields: 'user_id,username',
          access_token: accessToken,
        }),
      );
      const id = text(answer.user_id) ?? text(answer.id);
      const username = text(answer.username);
      if (!id || !username)
        throw new ProviderError('provider_error', 'answered without the account');
      return { id, name: `@${username}` };
    },
    async stories(accessToken, accountId) {
      const answer = await callProvider(
        fetchUrl,
        query(graph(`${GRAPH_VERSION}/${encodeURIComponent(accountId)}/stories`), {
          fields: 'id,media_type,media_url,permalink,timestamp,caption',
          access_token: accessToken,
        }),
      );
      const items = Array.isArray(answer.data) ? (answer.data as Record<string, unknown>[]) : [];
      const stories: ConnectedContent[] = [];
      for (const item of items) {
        const id = text(item.id);
        const publishedAt = new Date(text(item.timestamp) ?? '');
        if (!id || Number.isNaN(publishedAt.getTime())) continue;
        const insights = await storyInsights(accessToken, id);
        stories.push({
          platform: 'instagram',
          type: 'story',
          platformPostId: id,
          publishedAt,
          url: text(item.permalink),
          caption: text(item.caption),
          mediaUrl: text(item.media_url),
          ...insights,
        });
      }
      return stories;
    },
  };

  /**
   * `follower_demographics`, one breakdown per call (country, city, age, gender), as counts that
   * become shares. Instagram answers nothing below 100 followers.
   */
  async function audience(accessToken: string, accountId: string): Promise<AudienceShare[]> {
    const shares: AudienceShare[] = [];
    for (const dimension of ['country', 'city', 'age', 'gender'] as const) {
      const answer = await callProvider(
        fetchUrl,
        query(graph(`${GRAPH_VERSION}/${encodeURIComponent(accountId)}/insights`), {
          metric: 'follower_demographics',
          period: 'lifetime',
          metric_type: 'total_value',
          breakdown: dimension,
          access_token: accessToken,
        }),
      );
      const metric = (Array.isArray(answer.data) ? answer.data[0] : null) as {
        total_value?: {
          breakdowns?: { results?: { dimension_values?: unknown[]; value?: unknown }[] }[];
        };
      } | null;
      const results = metric?.total_value?.breakdowns?.[0]?.results ?? [];
      const counted = results
        .map((result) => ({
          value: text(result.dimension_values?.[0]),
          count: count(result.value) ?? 0,
        }))
        .filter((result): result is { value: string; count: number } => result.value !== null);
      const total = counted.reduce((sum, result) => sum + result.count, 0);
      if (total === 0) continue;
      for (const result of counted) {
        shares.push({
          dimension,
          value: genderName(dimension, result.value),
          share: result.count / total,
        });
      }
    }
    return shares;
  }

  /** A media's insights by name; `views` replaced `impressions` in 2025. */
  async function mediaInsights(accessToken: string, mediaId: string, metric: string) {
    const answer = await callProvider(
      fetchUrl,
      query(graph(`${GRAPH_VERSION}/${encodeURIComponent(mediaId)}/insights`), {
        metric,
        access_token: accessToken,
      }),
    );
    const metrics = new Map<string, number | null>();
    for (const metric of Array.isArray(answer.data)
      ? (answer.data as Record<string, unknown>[])
      : []) {
      const name = text(metric.name);
      if (!name) continue;
      const total = metric.total_value as { value?: unknown } | undefined;
      const values = metric.values as { value?: unknown }[] | undefined;
      metrics.set(name, count(total?.value ?? values?.[0]?.value));
    }
    return metrics;
  }

  /** `navigation` sums taps forward, back, exits and swipes. */
  async function storyInsights(accessToken: string, mediaId: string) {
    const metrics = await mediaInsights(accessToken, mediaId, 'views,reach,replies,navigation');
    return {
      views: metrics.get('views') ?? metrics.get('impressions') ?? null,
      reach: metrics.get('reach') ?? null,
      replies: metrics.get('replies') ?? null,
      taps: metrics.get('navigation') ?? null,
    };
  }

  async function posts(accessToken: string, accountId: string): Promise<ConnectedContent[]> {
    const answer = await callProvider(
      fetchUrl,
      query(graph(`${GRAPH_VERSION}/${encodeURIComponent(accountId)}/media`), {
        fields:
          'id,caption,media_type,media_product_type,permalink,timestamp,like_count,comments_count',
        limit: String(RECENT_POSTS),
        access_token: accessToken,
      }),
    );
    const items = Array.isArray(answer.data) ? (answer.data as Record<string, unknown>[]) : [];
    const found: ConnectedContent[] = [];
    for (const item of items) {
      const id = text(item.id);
      const publishedAt = new Date(text(item.timestamp) ?? '');
      if (!id || Number.isNaN(publishedAt.getTime())) continue;
      const metrics = await mediaInsights(accessToken, id, 'views,reach,shares');
      found.push({
        platform: 'instagram',
        type:
          item.media_product_type === 'REELS'
            ? 'reel'
            : item.media_type === 'CAROUSEL_ALBUM'
              ? 'carousel'
              : item.media_type === 'VIDEO'
                ? 'video'
                : 'photo',
        platformPostId: id,
        publishedAt,
        url: text(item.permalink),
        caption: text(item.caption),
        likes: count(item.like_count),
        comments: count(item.comments_count),
        shares: metrics.get('shares') ?? null,
        views: metrics.get('views') ?? null,
        reach: metrics.get('reach') ?? null,
        replies: null,
        taps: null,
      });
    }
    return found;
  }

  return provider;
}

function youtube({ clientId, clientSecret }: ProviderCredentials, fetchUrl: FetchUrl, at: At) {
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

  function tokenSet(answer: Record<string, unknown>, refreshToken: string | null): TokenSet {
    const accessToken = text(answer.access_token);
    if (!accessToken) throw new ProviderError('provider_error', 'answered without a token');
    return {
      accessToken,
      refreshToken: text(answer.refresh_token) ?? refreshToken,
      expiresAt: secondsFromNow(answer.expires_in),
      // Google's refresh tokens live until revoked or unused for six months.
      lapsesAt: null,
      scopes: splitScopes(answer.scope, /\s+/),
    };
  }

  const provider: CreatorOAuthProvider = {
    provider: 'youtube',
    scopes,
    authorizeUrl: (trip) =>
      consentUrl(
        at('https://accounts.google.com/o/oauth2/v2/auth'),
        {
          client_id: clientId,
          // Offline access: a refresh token, so the sync keeps working after the first hour.
          access_type: 'offline',
          prompt: 'consent',
          include_granted_scopes: 'true',
        },
        scopes,
        ' ',
        trip,
      ),
    async exchangeCode({ code, codeVerifier, redirectUri }) {
      const answer = await callProvider(fetchUrl, tokenUrl, {
        form: {
          client_id: clientId,
          client_secret: clientSecret,
          grant_type: 'authorization_code',
          redirect_uri: redirectUri,
          code,
          code_verifier: codeVerifier,
        },
      });
      return tokenSet(answer, null);
    },
    async refresh({ refreshToken }) {
      if (!refreshToken) throw new ProviderError('invalid_grant', 'no refresh token');
      const answer = await callProvider(fetchUrl, tokenUrl, {
        form: {
          client_id: clientId,
          client_secret: clientSecret,
          grant_type: 'refresh_token',
          refresh_token: refreshToken,
        },
      });
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
        query(at('https://www.googleapis.com/youtube/v3/channels'), {
          part: 'snippet',
          mine: 'true',
        }),
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

  const api = (path: string, params: Record<string, string>) =>
    query(at(`https://www.googleapis.com/youtube/v3/${path}`), params);

  /** The latest uploads with their counts, and their lifetime watch time from YouTube Analytics. */
  async function videos(accessToken: string): Promise<ConnectedContent[]> {
    const channels = await callProvider(
      fetchUrl,
      api('channels', { part: 'contentDetails', mine: 'true' }),
      {
        bearer: accessToken,
      },
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
      { bearer: accessToken },
    );
    const ids = ((playlist.items ?? []) as { contentDetails?: { videoId?: unknown } }[])
      .map((item) => text(item.contentDetails?.videoId))
      .filter((id): id is string => id !== null);
    if (ids.length === 0) return [];
    const [details, analytics] = await Promise.all([
      callProvider(fetchUrl, api('videos', { part: 'snippet,statistics', id: ids.join(',') }), {
        bearer: accessToken,
      }),
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
        { bearer: accessToken },
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

function tiktok({ clientId, clientSecret }: ProviderCredentials, fetchUrl: FetchUrl, at: At) {
  const tokenUrl = at('https://open.tiktokapis.com/v2/oauth/token/');
  const scopes: ProviderScope[] = [
    { scope: 'user.info.basic', why: 'Your display name and avatar' },
    { scope: 'video.list', why: 'The list of your public videos with their views and likes' },
  ];

  function tokenSet(answer: Record<string, unknown>): TokenSet {
    const accessToken = text(answer.access_token);
    if (!accessToken) throw new ProviderError('provider_error', 'answered without a token');
    return {
      accessToken,
      refreshToken: text(answer.refresh_token),
      expiresAt: secondsFromNow(answer.expires_in),
      lapsesAt: secondsFromNow(answer.refresh_expires_in),
      scopes: splitScopes(answer.scope, /[,\s]+/),
    };
  }

  const provider: CreatorOAuthProvider = {
    provider: 'tiktok',
    scopes,
    authorizeUrl: (trip) =>
      consentUrl(
        at('https://www.tiktok.com/v2/auth/authorize/'),
        { client_key: clientId },
        scopes,
        ',',
        trip,
      ),
    async exchangeCode({ code, codeVerifier, redirectUri }) {
      const answer = await callProvider(fetchUrl, tokenUrl, {
        form: {
          client_key: clientId,
          client_secret: clientSecret,
          grant_type: 'authorization_code',
          redirect_uri: redirectUri,
          code,
          code_verifier: codeVerifier,
        },
      });
      return tokenSet(answer);
    },
    async refresh({ refreshToken }) {
      if (!refreshToken) throw new ProviderError('invalid_grant', 'no refresh token');
      const answer = await callProvider(fetchUrl, tokenUrl, {
        form: {
          client_key: clientId,
          client_secret: clientSecret,
          grant_type: 'refresh_token',
          refresh_token: refreshToken,
        },
      });
      return tokenSet(answer);
    },
    async revoke({ accessToken }) {
      await callProvider(fetchUrl, at('https://open.tiktokapis.com/v2/oauth/revoke/'), {
        form: { client_key: clientId, client_secret: clientSecret, token: accessToken },
      });
      return true;
    },
    async account(accessToken) {
      const answer = await callProvider(
        fetchUrl,
        query(at('https://open.tiktokapis.com/v2/user/info/'), {
          fields: 'open_id,display_name,username',
        }),
        { bearer: accessToken },
      );
      const user = (answer.data as { user?: Record<string, unknown> } | undefined)?.user;
      const id = text(user?.open_id);
      if (!id) throw new ProviderError('provider_error', 'answered without the account');
      const username = text(user?.username);
      return { id, name: username ? `@${username}` : (text(user?.display_name) ?? id) };
    },
    stories: async () => [],
    audience: async () => [],
    async posts(accessToken) {
      const answer = await callProvider(
        fetchUrl,
        query(at('https://open.tiktokapis.com/v2/video/list/'), {
          fields:
            'id,title,video_description,create_time,share_url,view_count,like_count,comment_count,share_count',
        }),
        { bearer: accessToken, json: { max_count: 20 } },
      );
      const videos = ((answer.data as { videos?: unknown[] } | undefined)?.videos ?? []) as Record<
        string,
        unknown
      >[];
      return videos.flatMap((video) => {
        const id = text(video.id);
        const seconds = count(video.create_time);
        if (!id || seconds === null) return [];
        return [
          {
            platform: 'tiktok' as const,
            type: 'video' as const,
            platformPostId: id,
            publishedAt: new Date(seconds * 1000),
            url: text(video.share_url),
            caption: text(video.video_description) ?? text(video.title),
            likes: count(video.like_count),
            comments: count(video.comment_count),
            shares: count(video.share_count),
            views: count(video.view_count),
            reach: null,
            replies: null,
            taps: null,
          },
        ];
      });
    },
  };
  return provider;
}

/** Instagram says F, M and U; the bank and the reports say female, male and unknown. */
function genderName(dimension: AudienceShare['dimension'], value: string): string {
  if (dimension !== 'gender') return value;
  return { F: 'female', M: 'male', U: 'unknown' }[value] ?? value.toLowerCase();
}
