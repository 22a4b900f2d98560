import { callProvider, count, ProviderError, secondsFromNow, text } from './oauth-http';
import {
  type CreatorOAuthProvider,
  codeGrantForm,
  consentUrl,
  oauthTokenSet,
  type ProviderScope,
  type ProviderSetup,
  query,
  refreshGrantForm,
} from './provider';

// TikTok Login Kit for Web and the Display API: https://developers.tiktok.com/doc/login-kit-web

export function tiktok({ credentials, fetchUrl, at }: ProviderSetup): CreatorOAuthProvider {
  const { clientId, clientSecret } = credentials;
  // TikTok calls the client id the client key.
  const client = { client_key: clientId };
  const tokenUrl = at('https://open.tiktokapis.com/v2/oauth/token/');
  const scopes: ProviderScope[] = [
    { scope: 'user.info.basic', why: 'Your display name and avatar' },
    { scope: 'video.list', why: 'The list of your public videos with their views and likes' },
  ];

  // The refresh token has its own end (`refresh_expires_in`), after which the creator reconnects.
  const tokenSet = (answer: Record<string, unknown>) =>
    oauthTokenSet(answer, /[,\s]+/, {
      refreshToken: null,
      lapsesAt: secondsFromNow(answer.refresh_expires_in),
    });

  const provider: CreatorOAuthProvider = {
    provider: 'tiktok',
    scopes,
    authorizeUrl: (trip) =>
      consentUrl(at('https://www.tiktok.com/v2/auth/authorize/'), client, scopes, ',', trip),
    async exchangeCode(grant) {
      const answer = await callProvider(fetchUrl, tokenUrl, {
        form: codeGrantForm(client, clientSecret, grant),
      });
      return tokenSet(answer);
    },
    async refresh({ refreshToken }) {
      const form = refreshGrantForm(client, clientSecret, refreshToken);
      const answer = await callProvider(fetchUrl, tokenUrl, { form });
      return tokenSet(answer);
    },
    async revoke({ accessToken }) {
      await callProvider(fetchUrl, at('https://open.tiktokapis.com/v2/oauth/revoke/'), {
        form: { ...client, client_secret: clientSecret, token: accessToken },
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
