import type { CreatorProvider } from '../../../common/api/connect';
import {
  type CreatorOAuthStore,
  graphError,
  json,
  type Reply,
  type Routes,
} from './creator-oauth-store';

// The OAuth half of the creator-OAuth stand-in: each provider's consent page with Allow and Deny
// buttons that return to the app's redirect URI as the real ones do, the token endpoints (code,
// Instagram's long-lived exchange and refresh, Google's and TikTok's refresh) and revocation.

/** Each provider's consent page, under `/{host}/{path}`. */
export const AUTHORIZE_PATHS: Record<string, CreatorProvider> = {
  '/www.instagram.com/oauth/authorize': 'instagram',
  '/accounts.google.com/o/oauth2/v2/auth': 'youtube',
  '/www.tiktok.com/v2/auth/authorize/': 'tiktok',
};

/** Instagram's long-lived tokens: 60 days. */
const LONG_LIVED_SECONDS = 60 * 24 * 3600;
const REFRESH_TOKEN_SECONDS = 365 * 24 * 3600;

export function createOAuthRoutes(store: CreatorOAuthStore): Routes {
  const { state, clientId, clientSecret, tokens, issue, live, redeem } = store;

  function consentPage(provider: CreatorProvider, url: URL): Reply {
    const params = url.searchParams;
    const client = params.get('client_id') ?? params.get('client_key');
    if (client !== clientId) return { status: 400, html: '<h1>Invalid client</h1>' };
    const hidden = [...params]
      .map(
        ([name, value]) =>
          `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`,
      )
      .join('');
    const form = (decision: string, label: string) =>
      `<form method="get" action="/consent"><input type="hidden" name="provider" value="${provider}">${hidden}<button name="decision" value="${decision}">${label}</button></form>`;
    return {
      status: 200,
      html: `<h1>Allow Reachbase to access your ${provider} account @${escapeHtml(state.accounts[provider].username)}?</h1><p>Scopes: ${escapeHtml(params.get('scope') ?? '')}</p>${form('allow', 'Allow')}${form('deny', 'Deny')}`,
    };
  }

  /** The consent page's Allow or Deny: back to the redirect URI with a code or the refusal. */
  function decide(url: URL): Reply {
    const params = url.searchParams;
    const target = new URL(params.get('redirect_uri') ?? '');
    if (params.get('decision') === 'allow') {
      const code = store.grant({
        provider: params.get('provider') as CreatorProvider,
        redirectUri: params.get('redirect_uri') ?? '',
        challenge: params.get('code_challenge'),
        scope: (params.get('scope') ?? '').split(/[ ,]+/).join(','),
      });
      target.searchParams.set('code', code);
    } else {
      target.searchParams.set('error', 'access_denied');
      target.searchParams.set('error_description', 'The user denied your request.');
    }
    target.searchParams.set('state', params.get('state') ?? '');
    return { status: 302, location: target.toString() };
  }

  /** Google's and TikTok's token endpoint: the code or refresh token grant, OAuth 2's answer. */
  function oauthToken(which: 'youtube' | 'tiktok', form: URLSearchParams): Reply {
    const idField = which === 'youtube' ? 'client_id' : 'client_key';
    if (form.get(idField) !== clientId || form.get('client_secret') !== clientSecret) {
      return json(401, { error: 'invalid_client', error_description: 'Unknown client' });
    }
    let scope: string;
    if (form.get('grant_type') === 'refresh_token') {
      const refresh = live(form.get('refresh_token'));
      if (!refresh) {
        return json(400, {
          error: 'invalid_grant',
          error_description: 'Token has been expired or revoked.',
        });
      }
      scope = refresh.scope;
    } else {
      const grant = redeem(form, which);
      if (typeof grant === 'string') {
        return json(400, { error: 'invalid_grant', error_description: grant });
      }
      scope = grant.scope;
    }
    const seconds = store.lifetimeOf(which);
    return json(200, {
      access_token: issue(which, scope, seconds),
      expires_in: seconds,
      refresh_token: issue(which, scope, REFRESH_TOKEN_SECONDS),
      refresh_expires_in: REFRESH_TOKEN_SECONDS,
      scope: which === 'youtube' ? scope.split(',').join(' ') : scope,
      token_type: 'Bearer',
      ...(which === 'tiktok' ? { open_id: state.accounts.tiktok.id } : {}),
    });
  }

  /** Revoking a token ends every token of its provider, as removing the app does. */
  function revoke(form: URLSearchParams): Reply {
    const token = form.get('token') ?? '';
    const found = tokens.get(token);
    if (!found) {
      return json(400, { error: 'invalid_token', error_description: 'Token is not valid' });
    }
    for (const entry of tokens.values()) if (entry.provider === found.provider) entry.valid = false;
    state.revoked.push(token);
    return json(200, {});
  }

  return ({ url, form }) => {
    const provider = AUTHORIZE_PATHS[url.pathname];
    if (provider) return consentPage(provider, url);
    switch (url.pathname) {
      case '/consent':
        return decide(url);
      case '/api.instagram.com/oauth/access_token': {
        const grant = redeem(form, 'instagram');
        if (typeof grant === 'string') {
          return json(400, { error_type: 'OAuthException', code: 400, error_message: grant });
        }
        const token = issue('instagram', grant.scope, 3600);
        return json(200, {
          data: [
            { access_token: token, user_id: state.accounts.instagram.id, permissions: grant.scope },
          ],
        });
      }
      case '/graph.instagram.com/access_token':
      case '/graph.instagram.com/refresh_access_token': {
        const old = live(url.searchParams.get('access_token'));
        const exchanging = url.pathname === '/graph.instagram.com/access_token';
        if (!old || (exchanging && url.searchParams.get('client_secret') !== clientSecret)) {
          return graphError();
        }
        const seconds = state.lifetime ?? LONG_LIVED_SECONDS;
        return json(200, {
          access_token: issue('instagram', old.scope, seconds),
          token_type: 'bearer',
          expires_in: seconds,
        });
      }
      case '/oauth2.googleapis.com/token':
        return oauthToken('youtube', form);
      case '/open.tiktokapis.com/v2/oauth/token/':
        return oauthToken('tiktok', form);
      case '/oauth2.googleapis.com/revoke':
      case '/open.tiktokapis.com/v2/oauth/revoke/':
        return revoke(form);
    }
    return null;
  };
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"]/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char] ?? char,
  );
