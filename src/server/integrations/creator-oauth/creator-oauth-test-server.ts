import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import type { CreatorProvider } from './providers';

// Test-only: one local HTTP peer that answers as Instagram, Google (OAuth and YouTube) and TikTok
// do, in their documented formats, under `/{host}/{path}` (CreatorOAuthConfig.baseUrl). Its
// consent pages have Allow and Deny buttons that return to the app's redirect URI the way the
// real ones do; its token endpoints check the client, the redirect URI and the PKCE verifier, and
// a code works once.

export type FakeStory = {
  id: string;
  timestamp: string;
  caption?: string;
  views: number;
  reach: number;
  replies: number;
  taps: number;
};

export type FakeAccount = { id: string; username: string };

/** A post or video: an Instagram media, a YouTube upload or a TikTok video. */
export type FakePost = {
  id: string;
  timestamp: string;
  caption: string;
  likes: number;
  comments: number;
  views: number;
  /** Instagram: reach and shares from insights; YouTube: minutes watched; TikTok: shares. */
  reach?: number;
  shares?: number;
  watchMinutes?: number;
  /** Instagram only: REELS, or the media type of a feed post. */
  kind?: 'REELS' | 'IMAGE' | 'VIDEO' | 'CAROUSEL_ALBUM';
};

export type CreatorOAuthTestServer = {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  /** The account each provider's consent connects. */
  accounts: Record<CreatorProvider, FakeAccount>;
  /** The Instagram account's current stories. */
  stories: FakeStory[];
  /** Each account's recent posts or videos. */
  posts: Record<CreatorProvider, FakePost[]>;
  /** The Instagram account's followers by breakdown: counts per value (follower_demographics). */
  audience: Record<'country' | 'city' | 'age' | 'gender', Record<string, number>>;
  /** Tokens revoked through a provider's revoke call. */
  revoked: string[];
  /** Method, path and query of every request. */
  requests: string[];
  /** The next request whose path contains `pathPart` fails with this status and provider body. */
  failNext(pathPart: string, status: number, body: object): void;
  /** Tokens issued from now on expire after this many seconds (default: the providers' own). */
  setTokenLifetime(seconds: number | null): void;
  /** Every token issued so far stops working, as when the creator removes the app. */
  invalidateTokens(): void;
  /** Follows a provider authorize URL as a browser would and presses Allow or Deny. */
  consent(authorizeUrl: string, decision: 'allow' | 'deny'): Promise<URL>;
  close(): Promise<void>;
};

type Grant = {
  provider: CreatorProvider;
  redirectUri: string;
  challenge: string | null;
  scope: string;
  used: boolean;
};
type Token = { provider: CreatorProvider; expiresAt: number; valid: boolean; scope: string };

const AUTHORIZE_PATHS: Record<string, CreatorProvider> = {
  '/www.instagram.com/oauth/authorize': 'instagram',
  '/accounts.google.com/o/oauth2/v2/auth': 'youtube',
  '/www.tiktok.com/v2/auth/authorize/': 'tiktok',
};
const LIFETIMES: Record<CreatorProvider, number> = {
  instagram: 3600,
  youtube: 3599,
  tiktok: 86400,
};

export async function startCreatorOAuthTestServer(): Promise<CreatorOAuthTestServer> {
  const clientId = 'reachbase-test-client';
  const storyJpeg = await sharp({
    create: { width: 1080, height: 1920, channels: 3, background: '#c0392b' },
  })
    .jpeg()
    .toBuffer();
  let baseUrl = '';
  const clientSecret = 'reachbase-test-secret';
  const grants = new Map<string, Grant>();
  const tokens = new Map<string, Token>();
  const failures: { pathPart: string; status: number; body: object }[] = [];
  let lifetime: number | null = null;
  const state = {
    accounts: {
      instagram: { id: '17841400000000001', username: 'maya.creates' },
      youtube: { id: 'UC_test_channel_0001', username: 'MayaCreates' },
      tiktok: { id: 'tt-open-id-0001', username: 'maya.creates' },
    } as Record<CreatorProvider, FakeAccount>,
    stories: [] as FakeStory[],
    posts: { instagram: [], youtube: [], tiktok: [] } as Record<CreatorProvider, FakePost[]>,
    audience: {
      country: { DE: 620, AT: 250, CH: 130 },
      city: { 'Berlin, Germany': 300, 'Vienna, Austria': 200 },
      age: { '18-24': 400, '25-34': 450, '35-44': 150 },
      gender: { F: 700, M: 280, U: 20 },
    } as Record<'country' | 'city' | 'age' | 'gender', Record<string, number>>,
    revoked: [] as string[],
    requests: [] as string[],
  };

  const issue = (
    provider: CreatorProvider,
    scope: string,
    seconds = lifetime ?? LIFETIMES[provider],
  ) => {
    const token = `${provider}-${randomBytes(12).toString('hex')}`;
    tokens.set(token, { provider, expiresAt: Date.now() + seconds * 1000, valid: true, scope });
    return token;
  };
  const live = (token: string | null) => {
    const found = token ? tokens.get(token) : undefined;
    return found?.valid && found.expiresAt > Date.now() ? found : null;
  };

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://local');
    const body = await readForm(request);
    state.requests.push(`${request.method} ${url.pathname}${url.search}`);
    const failure = failures.findIndex((entry) => url.pathname.includes(entry.pathPart));
    if (failure >= 0) {
      const [entry] = failures.splice(failure, 1);
      return json(response, entry.status, entry.body);
    }
    // The CDN of story files: a small real JPEG for each story that is up.
    const file = /^\/scontent\.cdninstagram\.com\/v\/(\d+)\.jpg$/.exec(url.pathname);
    if (file && state.stories.some((story) => story.id === file[1])) {
      return response.writeHead(200, { 'content-type': 'image/jpeg' }).end(storyJpeg);
    }
    const provider = AUTHORIZE_PATHS[url.pathname];
    if (provider) return consentPage(response, provider, url);
    if (url.pathname === '/consent') return decide(response, url);
    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? null;
    switch (url.pathname) {
      case '/api.instagram.com/oauth/access_token': {
        const grant = redeem(body, 'instagram');
        if (typeof grant === 'string') {
          return json(response, 400, {
            error_type: 'OAuthException',
            code: 400,
            error_message: grant,
          });
        }
        const token = issue('instagram', grant.scope, 3600);
        return json(response, 200, {
          data: [
            { access_token: token, user_id: state.accounts.instagram.id, permissions: grant.scope },
          ],
        });
      }
      case '/graph.instagram.com/access_token':
      case '/graph.instagram.com/refresh_access_token': {
        const old = live(url.searchParams.get('access_token'));
        const exchanging =
          url.pathname.endsWith('/access_token') && !url.pathname.includes('refresh');
        if (!old || (exchanging && url.searchParams.get('client_secret') !== clientSecret)) {
          return graphError(response);
        }
        const seconds = lifetime ?? 60 * 24 * 3600;
        return json(response, 200, {
          access_token: issue('instagram', old.scope, seconds),
          token_type: 'bearer',
          expires_in: seconds,
        });
      }
      case '/oauth2.googleapis.com/token':
      case '/open.tiktokapis.com/v2/oauth/token/': {
        const which = url.pathname.startsWith('/oauth2') ? 'youtube' : 'tiktok';
        const idField = which === 'youtube' ? 'client_id' : 'client_key';
        if (body.get(idField) !== clientId || body.get('client_secret') !== clientSecret) {
          return json(response, 401, {
            error: 'invalid_client',
            error_description: 'Unknown client',
          });
        }
        let scope: string;
        if (body.get('grant_type') === 'refresh_token') {
          const refresh = live(body.get('refresh_token'));
          if (!refresh) {
            return json(response, 400, {
              error: 'invalid_grant',
              error_description: 'Token has been expired or revoked.',
            });
          }
          scope = refresh.scope;
        } else {
          const grant = redeem(body, which);
          if (typeof grant === 'string') {
            return json(response, 400, { error: 'invalid_grant', error_description: grant });
          }
          scope = grant.scope;
        }
        const seconds = lifetime ?? LIFETIMES[which];
        return json(response, 200, {
          access_token: issue(which, scope, seconds),
          expires_in: seconds,
          refresh_token: issue(which, scope, 365 * 24 * 3600),
          refresh_expires_in: 365 * 24 * 3600,
          scope: which === 'youtube' ? scope.split(',').join(' ') : scope,
          token_type: 'Bearer',
          ...(which === 'tiktok' ? { open_id: state.accounts.tiktok.id } : {}),
        });
      }
      case '/oauth2.googleapis.com/revoke':
      case '/open.tiktokapis.com/v2/oauth/revoke/': {
        const token = body.get('token') ?? '';
        const found = tokens.get(token);
        if (!found)
          return json(response, 400, {
            error: 'invalid_token',
            error_description: 'Token is not valid',
          });
        for (const entry of tokens.values())
          if (entry.provider === found.provider) entry.valid = false;
        state.revoked.push(token);
        return json(response, 200, {});
      }
      case `/graph.instagram.com/v21.0/me`: {
        if (!live(url.searchParams.get('access_token'))) return graphError(response);
        const { id, username } = state.accounts.instagram;
        return json(response, 200, { user_id: id, username, id });
      }
      case `/graph.instagram.com/v21.0/${state.accounts.instagram.id}/stories`: {
        if (!live(url.searchParams.get('access_token'))) return graphError(response);
        return json(response, 200, {
          data: state.stories.map((story) => ({
            id: story.id,
            media_type: 'IMAGE',
            permalink: `https://www.instagram.com/stories/${state.accounts.instagram.username}/${story.id}/`,
            media_url: `${baseUrl}/scontent.cdninstagram.com/v/${story.id}.jpg`,
            timestamp: story.timestamp,
            caption: story.caption,
          })),
        });
      }
      case '/www.googleapis.com/youtube/v3/channels': {
        if (!live(bearer)) return googleError(response);
        const { id, username } = state.accounts.youtube;
        return json(response, 200, {
          items: [
            {
              id,
              snippet: { title: username, customUrl: `@${username.toLowerCase()}` },
              contentDetails: { relatedPlaylists: { uploads: `UU${id.slice(2)}` } },
            },
          ],
        });
      }
      case '/www.googleapis.com/youtube/v3/playlistItems': {
        if (!live(bearer)) return googleError(response);
        return json(response, 200, {
          items: state.posts.youtube.map((video) => ({
            contentDetails: { videoId: video.id, videoPublishedAt: video.timestamp },
          })),
        });
      }
      case '/www.googleapis.com/youtube/v3/videos': {
        if (!live(bearer)) return googleError(response);
        const ids = (url.searchParams.get('id') ?? '').split(',');
        return json(response, 200, {
          items: state.posts.youtube
            .filter((video) => ids.includes(video.id))
            .map((video) => ({
              id: video.id,
              snippet: { publishedAt: video.timestamp, title: video.caption },
              statistics: {
                viewCount: String(video.views),
                likeCount: String(video.likes),
                commentCount: String(video.comments),
              },
            })),
        });
      }
      case '/youtubeanalytics.googleapis.com/v2/reports': {
        if (!live(bearer)) return googleError(response);
        const ids = (url.searchParams.get('filters') ?? '').replace(/^video==/, '').split(',');
        return json(response, 200, {
          kind: 'youtubeAnalytics#resultTable',
          columnHeaders: [
            { name: 'video', columnType: 'DIMENSION', dataType: 'STRING' },
            { name: 'views', columnType: 'METRIC', dataType: 'INTEGER' },
            { name: 'estimatedMinutesWatched', columnType: 'METRIC', dataType: 'INTEGER' },
          ],
          rows: state.posts.youtube
            .filter((video) => ids.includes(video.id))
            .map((video) => [video.id, video.views, video.watchMinutes ?? 0]),
        });
      }
      case '/open.tiktokapis.com/v2/video/list/': {
        if (!live(bearer)) {
          return json(response, 401, {
            error: {
              code: 'access_token_invalid',
              message: 'The access token is invalid or not found in the request.',
            },
          });
        }
        return json(response, 200, {
          data: {
            videos: state.posts.tiktok.map((video) => ({
              id: video.id,
              title: video.caption,
              video_description: video.caption,
              create_time: Math.floor(new Date(video.timestamp).getTime() / 1000),
              share_url: `https://www.tiktok.com/@${state.accounts.tiktok.username}/video/${video.id}`,
              view_count: video.views,
              like_count: video.likes,
              comment_count: video.comments,
              share_count: video.shares ?? 0,
            })),
            cursor: 0,
            has_more: false,
          },
          error: { code: 'ok', message: '', log_id: 'test' },
        });
      }
      case `/graph.instagram.com/v21.0/${state.accounts.instagram.id}/media`: {
        if (!live(url.searchParams.get('access_token'))) return graphError(response);
        return json(response, 200, {
          data: state.posts.instagram.map((post) => ({
            id: post.id,
            caption: post.caption,
            media_type: post.kind === 'REELS' ? 'VIDEO' : (post.kind ?? 'IMAGE'),
            media_product_type: post.kind === 'REELS' ? 'REELS' : 'FEED',
            permalink: `https://www.instagram.com/p/${post.id}/`,
            timestamp: post.timestamp,
            like_count: post.likes,
            comments_count: post.comments,
          })),
        });
      }
      case '/open.tiktokapis.com/v2/user/info/': {
        if (!live(bearer)) {
          return json(response, 401, {
            error: {
              code: 'access_token_invalid',
              message: 'The access token is invalid or not found in the request.',
            },
          });
        }
        const { id, username } = state.accounts.tiktok;
        return json(response, 200, {
          data: { user: { open_id: id, display_name: username, username } },
          error: { code: 'ok', message: '' },
        });
      }
    }
    if (url.pathname === `/graph.instagram.com/v21.0/${state.accounts.instagram.id}/insights`) {
      if (!live(url.searchParams.get('access_token'))) return graphError(response);
      const breakdown = url.searchParams.get('breakdown') as keyof typeof state.audience;
      if (
        url.searchParams.get('metric') !== 'follower_demographics' ||
        !state.audience[breakdown]
      ) {
        return json(response, 400, {
          error: { message: 'Invalid metric or breakdown', code: 100 },
        });
      }
      return json(response, 200, {
        data: [
          {
            name: 'follower_demographics',
            period: 'lifetime',
            total_value: {
              breakdowns: [
                {
                  dimension_keys: [breakdown],
                  results: Object.entries(state.audience[breakdown]).map(([value, count]) => ({
                    dimension_values: [value],
                    value: count,
                  })),
                },
              ],
            },
          },
        ],
      });
    }
    const insights = /^\/graph\.instagram\.com\/v21\.0\/([^/]+)\/insights$/.exec(url.pathname);
    const post = insights && state.posts.instagram.find((entry) => entry.id === insights[1]);
    if (post) {
      if (!live(url.searchParams.get('access_token'))) return graphError(response);
      const metric = (name: string, value: number) => ({
        name,
        period: 'lifetime',
        values: [{ value }],
      });
      return json(response, 200, {
        data: [
          metric('views', post.views),
          metric('reach', post.reach ?? 0),
          metric('shares', post.shares ?? 0),
        ],
      });
    }
    const story = insights && state.stories.find((entry) => entry.id === insights[1]);
    if (story) {
      if (!live(url.searchParams.get('access_token'))) return graphError(response);
      const metric = (name: string, value: number) => ({
        name,
        period: 'lifetime',
        values: [{ value }],
        id: `${story.id}/insights/${name}/lifetime`,
      });
      return json(response, 200, {
        data: [
          metric('views', story.views),
          metric('reach', story.reach),
          metric('replies', story.replies),
          { name: 'navigation', period: 'lifetime', total_value: { value: story.taps } },
        ],
      });
    }
    json(response, 404, { error: { message: `Unknown path ${url.pathname}`, code: 803 } });
  });

  /** The code's grant, or why it cannot be redeemed (OAuth's invalid_grant cases). */
  function redeem(body: URLSearchParams, provider: CreatorProvider): Grant | string {
    if (
      provider === 'instagram' &&
      (body.get('client_id') !== clientId || body.get('client_secret') !== clientSecret)
    ) {
      return 'Invalid client credentials';
    }
    const grant = grants.get(body.get('code') ?? '');
    if (!grant || grant.provider !== provider) return 'Invalid authorization code';
    if (grant.used) return 'This authorization code has been used';
    grant.used = true;
    if (grant.redirectUri !== body.get('redirect_uri')) return 'redirect_uri does not match';
    const verifier = body.get('code_verifier') ?? '';
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    if (grant.challenge && grant.challenge !== challenge) return 'Invalid code verifier';
    return grant;
  }

  function consentPage(response: ServerResponse, provider: CreatorProvider, url: URL) {
    const params = url.searchParams;
    const client = params.get('client_id') ?? params.get('client_key');
    if (client !== clientId) return html(response, 400, '<h1>Invalid client</h1>');
    const hidden = [...params]
      .map(
        ([name, value]) =>
          `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`,
      )
      .join('');
    const form = (decision: string, label: string) =>
      `<form method="get" action="/consent"><input type="hidden" name="provider" value="${provider}">${hidden}<button name="decision" value="${decision}">${label}</button></form>`;
    html(
      response,
      200,
      `<h1>Allow Reachbase to access your ${provider} account @${escapeHtml(state.accounts[provider].username)}?</h1><p>Scopes: ${escapeHtml(params.get('scope') ?? '')}</p>${form('allow', 'Allow')}${form('deny', 'Deny')}`,
    );
  }

  function decide(response: ServerResponse, url: URL) {
    const params = url.searchParams;
    const target = new URL(params.get('redirect_uri') ?? '');
    if (params.get('decision') === 'allow') {
      const code = randomBytes(16).toString('hex');
      grants.set(code, {
        provider: params.get('provider') as CreatorProvider,
        redirectUri: params.get('redirect_uri') ?? '',
        challenge: params.get('code_challenge'),
        scope: (params.get('scope') ?? '').split(/[ ,]+/).join(','),
        used: false,
      });
      target.searchParams.set('code', code);
    } else {
      target.searchParams.set('error', 'access_denied');
      target.searchParams.set('error_description', 'The user denied your request.');
    }
    target.searchParams.set('state', params.get('state') ?? '');
    response.writeHead(302, { location: target.toString() }).end();
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  baseUrl = `http://127.0.0.1:${port}`;
  return {
    baseUrl,
    clientId,
    clientSecret,
    get accounts() {
      return state.accounts;
    },
    get stories() {
      return state.stories;
    },
    get audience() {
      return state.audience;
    },
    get posts() {
      return state.posts;
    },
    set stories(value: FakeStory[]) {
      state.stories = value;
    },
    revoked: state.revoked,
    requests: state.requests,
    failNext: (pathPart, status, body) => failures.push({ pathPart, status, body }),
    setTokenLifetime: (seconds) => {
      lifetime = seconds;
    },
    invalidateTokens: () => {
      for (const token of tokens.values()) token.valid = false;
    },
    async consent(authorizeUrl, decision) {
      const page = new URL(authorizeUrl);
      const provider = AUTHORIZE_PATHS[page.pathname];
      const target = new URL('/consent', baseUrl);
      for (const [name, value] of page.searchParams) target.searchParams.set(name, value);
      target.searchParams.set('provider', provider);
      target.searchParams.set('decision', decision);
      const answer = await fetch(target, { redirect: 'manual' });
      return new URL(answer.headers.get('location') ?? '');
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

const googleError = (response: ServerResponse) =>
  json(response, 401, {
    error: {
      code: 401,
      message: 'Request had invalid authentication credentials.',
      status: 'UNAUTHENTICATED',
    },
  });

const graphError = (response: ServerResponse) =>
  json(response, 400, {
    error: {
      message: 'Error validating access token: The session is invalid.',
      type: 'OAuthException',
      code: 190,
    },
  });

function json(response: ServerResponse, status: number, body: object) {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

function html(response: ServerResponse, status: number, body: string) {
  response
    .writeHead(status, { 'content-type': 'text/html; charset=utf-8' })
    .end(`<!doctype html><html><head><title>Consent</title></head><body>${body}</body></html>`);
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"]/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char] ?? char,
  );

async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}
