import { createHash, randomBytes } from 'node:crypto';
import type { CreatorProvider } from '../../../common/api/connect';

// The state of the creator-OAuth stand-in (creator-oauth-test-server.ts): the accounts and their
// content, the grants and tokens it issued, the failures asked for, and the answers every part
// replies with, in the providers' own formats.

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

export type AudienceDimension = 'country' | 'city' | 'age' | 'gender';

type Grant = {
  provider: CreatorProvider;
  redirectUri: string;
  challenge: string | null;
  scope: string;
  used: boolean;
};
type Token = { provider: CreatorProvider; expiresAt: number; valid: boolean; scope: string };

/** What the stand-in answers: JSON, a consent page, a redirect or a story's file. */
export type Reply =
  | { status: number; json: object }
  | { status: number; html: string }
  | { status: number; location: string }
  | { status: number; jpeg: Buffer };

/** One request as the route parts see it: its URL, its form body and its bearer token. */
export type PeerRequest = { url: URL; form: URLSearchParams; bearer: string | null };

/** A part of the stand-in: its answer to a request, or null when the path is not its own. */
export type Routes = (request: PeerRequest) => Reply | null;

/** The providers' own access token lifetimes, in seconds. */
const LIFETIMES: Record<CreatorProvider, number> = {
  instagram: 3600,
  youtube: 3599,
  tiktok: 86400,
};

export type CreatorOAuthStore = ReturnType<typeof createCreatorOAuthStore>;

export function createCreatorOAuthStore() {
  const clientId = 'reachbase-test-client';
  const clientSecret = 'reachbase-test-secret';
  const grants = new Map<string, Grant>();
  const tokens = new Map<string, Token>();
  const state = {
    /** Where the server listens, once it does. */
    baseUrl: '',
    /** Seconds tokens issued from now on live; null for the providers' own. */
    lifetime: null as number | null,
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
    } as Record<AudienceDimension, Record<string, number>>,
    revoked: [] as string[],
    requests: [] as string[],
    failures: [] as { pathPart: string; status: number; body: object }[],
  };

  const lifetimeOf = (provider: CreatorProvider) => state.lifetime ?? LIFETIMES[provider];

  const issue = (provider: CreatorProvider, scope: string, seconds = lifetimeOf(provider)) => {
    const token = `${provider}-${randomBytes(12).toString('hex')}`;
    tokens.set(token, { provider, expiresAt: Date.now() + seconds * 1000, valid: true, scope });
    return token;
  };

  /** The token's record while it works: issued, not revoked or invalidated, not expired. */
  const live = (token: string | null) => {
    const found = token ? tokens.get(token) : undefined;
    return found?.valid && found.expiresAt > Date.now() ? found : null;
  };

  /** A one-use code for what the creator allowed on the consent page. */
  function grant(entry: Omit<Grant, 'used'>): string {
    const code = randomBytes(16).toString('hex');
    grants.set(code, { ...entry, used: false });
    return code;
  }

  /** The code's grant, or why it cannot be redeemed (OAuth's invalid_grant cases). */
  function redeem(form: URLSearchParams, provider: CreatorProvider): Grant | string {
    if (
      provider === 'instagram' &&
      (form.get('client_id') !== clientId || form.get('client_secret') !== clientSecret)
    ) {
      return 'Invalid client credentials';
    }
    const grant = grants.get(form.get('code') ?? '');
    if (!grant || grant.provider !== provider) return 'Invalid authorization code';
    if (grant.used) return 'This authorization code has been used';
    grant.used = true;
    if (grant.redirectUri !== form.get('redirect_uri')) return 'redirect_uri does not match';
    const verifier = form.get('code_verifier') ?? '';
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    if (grant.challenge && grant.challenge !== challenge) return 'Invalid code verifier';
    return grant;
  }

  return { clientId, clientSecret, state, tokens, lifetimeOf, issue, live, grant, redeem };
}

export const json = (status: number, body: object): Reply => ({ status, json: body });

/** Graph's answer to a missing, expired or revoked token (code 190). */
export const graphError = () =>
  json(400, {
    error: {
      message: 'Error validating access token: The session is invalid.',
      type: 'OAuthException',
      code: 190,
    },
  });

export const googleError = () =>
  json(401, {
    error: {
      code: 401,
      message: 'Request had invalid authentication credentials.',
      status: 'UNAUTHENTICATED',
    },
  });

export const tiktokError = () =>
  json(401, {
    error: {
      code: 'access_token_invalid',
      message: 'The access token is invalid or not found in the request.',
    },
  });
