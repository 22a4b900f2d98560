// Pure rules of the connect pages: what the provider's redirect carries, where the creator's page
// is, and what the tab remembers across the trip to the provider and back.

import { type CallbackInput, LINK_DAYS_DEFAULT, LINK_DAYS_MAX } from '../../../common/api/connect';
import { ApiError } from '../../lib/api-error';

/** Link lifetimes a member can pick; the server takes 1 to LINK_DAYS_MAX days. */
export const LINK_DAYS = [7, LINK_DAYS_DEFAULT, LINK_DAYS_MAX] as const;
export const DEFAULT_LINK_DAYS = LINK_DAYS_DEFAULT;

/**
 * The provider's answer from /connect/redirect's query string: a code on consent, an error
 * (access_denied) otherwise. Without a state there is nothing to hand on.
 */
export function readCallbackParams(params: URLSearchParams): CallbackInput | null {
  const state = params.get('state')?.trim();
  if (!state) return null;
  const code = params.get('code')?.trim();
  const error = params.get('error')?.trim();
  return {
    state,
    ...(code ? { code } : {}),
    ...(error ? { error } : {}),
  };
}

export function connectPagePath(token: string): string {
  return `/connect?${new URLSearchParams({ token }).toString()}`;
}

export function isLinkExpired(expiresAt: string, now: number = Date.now()): boolean {
  const end = new Date(expiresAt).getTime();
  return !Number.isNaN(end) && end <= now;
}

/** What the tab keeps in sessionStorage; injectable so the rules are testable. */
export type TabMemory = Pick<Storage, 'getItem' | 'setItem'>;

const TOKEN_KEY = 'connect_token';
const RESULT_KEY_PREFIX = 'connect_result:';

function tabMemory(): TabMemory | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    // Storage blocked by the browser's settings: the pages work, they only remember less.
    return null;
  }
}

function safeRead(memory: TabMemory | null, key: string): string | null {
  try {
    return memory?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function safeWrite(memory: TabMemory | null, key: string, value: string): void {
  try {
    memory?.setItem(key, value);
  } catch {
    // Full or blocked: nothing depends on it.
  }
}

/**
 * Kept before leaving for the provider: a refused consent answers without the token, and the
 * redirect page still leads the creator back to their page.
 */
export function rememberConnectToken(token: string, memory = tabMemory()): void {
  safeWrite(memory, TOKEN_KEY, token);
}

export function rememberedConnectToken(memory = tabMemory()): string | null {
  return safeRead(memory, TOKEN_KEY) || null;
}

/**
 * A state is good for one callback, so reloading the redirect page would be refused: the first
 * answer is kept per state and shown again instead.
 */
export function rememberCallbackResult<Result>(
  state: string,
  result: Result,
  memory = tabMemory(),
): void {
  safeWrite(memory, RESULT_KEY_PREFIX + state, JSON.stringify(result));
}

export function rememberedCallbackResult<Result>(
  state: string,
  memory = tabMemory(),
): Result | null {
  const stored = safeRead(memory, RESULT_KEY_PREFIX + state);
  if (!stored) return null;
  try {
    return JSON.parse(stored) as Result;
  } catch {
    return null;
  }
}

/** An account as the creator knows it: a handle gets its @, a channel title stays as it is. */
export function accountLabel(accountName: string): string {
  const name = accountName.trim();
  return name.startsWith('@') || /\s/.test(name) ? name : `@${name}`;
}

/** The server's words for a refusal (an expired link, a reused state); ours for anything else. */
export function failureMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message.trim() ? error.message : fallback;
}
