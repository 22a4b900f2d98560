import { callProvider, count, ProviderError, secondsFromNow, text } from './oauth-http';
import {
  type AudienceShare,
  accessTokenOf,
  type ConnectedContent,
  type CreatorOAuthProvider,
  codeGrantForm,
  consentUrl,
  type ProviderScope,
  type ProviderSetup,
  query,
  RECENT_POSTS,
  records,
  splitScopes,
  type TokenSet,
} from './provider';

// Instagram API with Instagram Login (professional accounts):
// https://developers.facebook.com/docs/instagram-platform/instagram-api-with-instagram-login

const GRAPH_VERSION = 'v21.0';

export function instagram({ credentials, fetchUrl, at }: ProviderSetup): CreatorOAuthProvider {
  const { clientId, clientSecret } = credentials;
  const graph = (path: string) => at(`https://graph.instagram.com/${path}`);
  /** A Graph API read of `path` (under the version) with the creator's token. */
  const read = (accessToken: string, path: string, params: Record<string, string> = {}) =>
    callProvider(
      fetchUrl,
      query(graph(`${GRAPH_VERSION}/${path}`), { ...params, access_token: accessToken }),
    );
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
    const accessToken = accessTokenOf(answer);
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
    async exchangeCode(grant) {
      const answer = await callProvider(
        fetchUrl,
        at('https://api.instagram.com/oauth/access_token'),
        { form: codeGrantForm({ client_id: clientId }, clientSecret, grant) },
      );
      // Documented both flat and wrapped in `data: [...]`.
      const issued = (Array.isArray(answer.data) ? answer.data[0] : answer) as Record<
        string,
        unknown
      >;
      const shortLived = accessTokenOf(issued);
      const granted = splitScopes(issued.permissions, /[,\s]+/);
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
      const answer = await read(accessToken, 'me', { fields: 'user_id,username' });
      const id = text(answer.user_id) ?? text(answer.id);
      const username = text(answer.username);
      if (!id || !username)
        throw new ProviderError('provider_error', 'answered without the account');
      return { id, name: `@${username}` };
    },
    async stories(accessToken, accountId) {
      const answer = await read(accessToken, `${encodeURIComponent(accountId)}/stories`, {
        fields: 'id,media_type,media_url,permalink,timestamp,caption',
      });
      const stories: ConnectedContent[] = [];
      for (const item of records(answer.data)) {
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
      const answer = await read(accessToken, `${encodeURIComponent(accountId)}/insights`, {
        metric: 'follower_demographics',
        period: 'lifetime',
        metric_type: 'total_value',
        breakdown: dimension,
      });
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
    const answer = await read(accessToken, `${encodeURIComponent(mediaId)}/insights`, { metric });
    const metrics = new Map<string, number | null>();
    for (const metric of records(answer.data)) {
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
    const answer = await read(accessToken, `${encodeURIComponent(accountId)}/media`, {
      fields:
        'id,caption,media_type,media_product_type,permalink,timestamp,like_count,comments_count',
      limit: String(RECENT_POSTS),
    });
    const found: ConnectedContent[] = [];
    for (const item of records(answer.data)) {
      const id = text(item.id);
      const publishedAt = new Date(text(item.timestamp) ?? '');
      if (!id || Number.isNaN(publishedAt.getTime())) continue;
      const metrics = await mediaInsights(accessToken, id, 'views,reach,shares');
      found.push({
        platform: 'instagram',
        type: postType(item),
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

function postType(item: Record<string, unknown>): ConnectedContent['type'] {
  if (item.media_product_type === 'REELS') return 'reel';
  if (item.media_type === 'CAROUSEL_ALBUM') return 'carousel';
  return item.media_type === 'VIDEO' ? 'video' : 'photo';
}

/** Instagram says F, M and U; the bank and the reports say female, male and unknown. */
function genderName(dimension: AudienceShare['dimension'], value: string): string {
  if (dimension !== 'gender') return value;
  return { F: 'female', M: 'male', U: 'unknown' }[value] ?? value.toLowerCase();
}
