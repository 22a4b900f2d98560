import { CREATOR_PROVIDERS, type CreatorProvider } from '../../../common/api/connect';
import type { FetchUrl } from '../outbound';
import { ProviderError, secondsFromNow, text } from './oauth-http';

// What every creator provider offers the connect module, and the OAuth 2 pieces the providers
// share: the consent URL with state and PKCE, the token grants' forms, the token answer.

// The provider list is part of the API contract (the web offers the same ones).
export { CREATOR_PROVIDERS, type CreatorProvider };

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
  authorizeUrl(input: ConsentTrip): string;
  exchangeCode(input: CodeGrant): Promise<TokenSet>;
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

/** Maps a provider URL `https://host/path` to where it is asked (CreatorOAuthConfig.baseUrl). */
export type At = (url: string) => string;

/** What each provider's factory is built from. */
export type ProviderSetup = { credentials: ProviderCredentials; fetchUrl: FetchUrl; at: At };

type ConsentTrip = { state: string; codeChallenge: string; redirectUri: string };
type CodeGrant = { code: string; codeVerifier: string; redirectUri: string };

/** Posts read per sync: the recent ones, whose figures still move. */
export const RECENT_POSTS = 25;

export const query = (url: string, params: Record<string, string>) =>
  `${url}?${new URLSearchParams(params).toString()}`;

/**
 * A provider's consent screen: the authorization code flow with the one-use `state` and the PKCE
 * challenge (S256) every provider here takes, its scopes joined the provider's way.
 */
export function consentUrl(
  url: string,
  client: Record<string, string>,
  scopes: readonly ProviderScope[],
  separator: ',' | ' ',
  trip: ConsentTrip,
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

/**
 * The token endpoint's form for the authorization code grant with its PKCE verifier. `client`
 * carries the client id under the provider's name for it (TikTok says `client_key`).
 */
export const codeGrantForm = (
  client: Record<string, string>,
  clientSecret: string,
  { code, codeVerifier, redirectUri }: CodeGrant,
): Record<string, string> => ({
  ...client,
  client_secret: clientSecret,
  grant_type: 'authorization_code',
  redirect_uri: redirectUri,
  code,
  code_verifier: codeVerifier,
});

/** The token endpoint's form for the refresh token grant; no refresh token means reconnect. */
export function refreshGrantForm(
  client: Record<string, string>,
  clientSecret: string,
  refreshToken: string | null,
): Record<string, string> {
  if (!refreshToken) throw new ProviderError('invalid_grant', 'no refresh token');
  return {
    ...client,
    client_secret: clientSecret,
    grant_type: 'refresh_token',
    refresh_token: refreshToken,
  };
}

/** The access token of a token endpoint's answer; an answer without one is the provider's fault. */
export function accessTokenOf(answer: Record<string, unknown> | undefined): string {
  const accessToken = text(answer?.access_token);
  if (!accessToken) throw new ProviderError('provider_error', 'answered without a token');
  return accessToken;
}

/** A standard OAuth 2 token answer (Google, TikTok), its scopes split on `scopeSeparator`. */
export const oauthTokenSet = (
  answer: Record<string, unknown>,
  scopeSeparator: RegExp,
  fallback: { refreshToken: string | null; lapsesAt: Date | null },
): TokenSet => ({
  accessToken: accessTokenOf(answer),
  refreshToken: text(answer.refresh_token) ?? fallback.refreshToken,
  expiresAt: secondsFromNow(answer.expires_in),
  lapsesAt: fallback.lapsesAt,
  scopes: splitScopes(answer.scope, scopeSeparator),
});

export const splitScopes = (value: unknown, separator: RegExp): string[] =>
  (text(value) ?? '').split(separator).filter(Boolean);

/** The entries of a list a provider answered, or none when it answered something else. */
export const records = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value) ? (value as Record<string, unknown>[]) : [];
