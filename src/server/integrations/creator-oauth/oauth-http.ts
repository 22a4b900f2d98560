import type { FetchUrl } from '../outbound';

const MAX_ANSWER_BYTES = 2 * 1024 * 1024;

/** Why a provider call failed, in the terms the connect flow acts on. */
export type ProviderFailure =
  /** The code, token or grant is no longer good (used, expired, revoked): reconnect. */
  | 'invalid_grant'
  /** The provider refused or failed for another reason; trying later may work. */
  | 'provider_error';

export class ProviderError extends Error {
  constructor(
    readonly failure: ProviderFailure,
    message: string,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

type Json = Record<string, unknown>;

/**
 * One JSON call to a provider. A 4xx/5xx answer becomes a ProviderError carrying the provider's
 * own words (OAuth's `error_description`, Graph's `error.message`); `invalid_grant`, OAuth errors
 * and expired tokens (Graph code 190) are told apart because they need the creator, not a retry.
 */
export async function callProvider(
  fetchUrl: FetchUrl,
  url: string,
  options: {
    form?: Record<string, string>;
    json?: Record<string, unknown>;
    bearer?: string;
    method?: 'POST';
  } = {},
): Promise<Json> {
  const headers: Record<string, string> = {};
  if (options.bearer) headers.authorization = `Bearer ${options.bearer}`;
  if (options.form) headers['content-type'] = 'application/x-www-form-urlencoded';
  if (options.json) headers['content-type'] = 'application/json';
  const body = options.form
    ? new URLSearchParams(options.form).toString()
    : options.json
      ? JSON.stringify(options.json)
      : '';
  let response: Awaited<ReturnType<FetchUrl>>;
  try {
    response = await fetchUrl(url, {
      maxBytes: MAX_ANSWER_BYTES,
      accept: 'application/json',
      acceptErrorStatus: true,
      request:
        options.form || options.json || options.method
          ? { method: 'POST', headers, body }
          : { method: 'GET', headers },
    });
  } catch (error) {
    throw new ProviderError('provider_error', `unreachable (${(error as Error).message})`);
  }
  const answer = parseJson(response.body);
  const failure = describeFailure(answer);
  if (response.status >= 400 || failure) {
    const reason = failure?.message ?? `answered ${response.status}`;
    throw new ProviderError(failure?.grant ? 'invalid_grant' : 'provider_error', reason);
  }
  return answer ?? {};
}

function parseJson(body: Buffer): Json | null {
  if (body.length === 0) return null;
  try {
    const parsed: unknown = JSON.parse(body.toString('utf8'));
    return parsed && typeof parsed === 'object' ? (parsed as Json) : null;
  } catch {
    return null;
  }
}

/**
 * OAuth 2 (`error`), Instagram's token endpoint, Graph (`error: {message, code}`) and TikTok
 * (`error: {code}` that is not 'ok').
 */
function describeFailure(answer: Json | null): { message: string; grant: boolean } | null {
  // Instagram's token endpoint: {error_type: 'OAuthException', code: 400, error_message}.
  if (typeof answer?.error_message === 'string') {
    return { message: answer.error_message, grant: answer.error_type === 'OAuthException' };
  }
  const error = answer?.error;
  if (typeof error === 'string') {
    const description = answer?.error_description;
    return {
      message: typeof description === 'string' ? `${error}: ${description}` : error,
      grant: error === 'invalid_grant' || error === 'invalid_token',
    };
  }
  if (error && typeof error === 'object') {
    const { message, code } = error as { message?: unknown; code?: unknown };
    if (code === 'ok') return null;
    const text = typeof message === 'string' && message ? message : String(code);
    return { message: text, grant: code === 190 || code === 'access_token_invalid' };
  }
  return null;
}

export const text = (value: unknown): string | null =>
  typeof value === 'string' && value !== ''
    ? value
    : typeof value === 'number'
      ? String(value)
      : null;

export const count = (value: unknown): number | null => {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : null;
};

export const secondsFromNow = (seconds: unknown, now = Date.now()): Date | null => {
  const value = count(seconds);
  return value === null ? null : new Date(now + value * 1000);
};
