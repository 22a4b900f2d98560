// Session lifecycle: the token persists in a cookie for a year (SPEC 4, 9); logout resets every
// piece of client state.

import { SESSION_COOKIE_MAX_AGE_S } from '../../common/constants';
import { deleteCookie, readCookie, writeCookie } from '../lib/cookies';
import { queryClient } from './query-client';
import { type SessionEnd, useSessionStore } from './session-store';
import { useUiStore } from './ui-store';

export const SESSION_COOKIE = 'reachbase_session';

/** Discover keeps the last search URL here for the current visit only (SPEC 2). */
export const SEARCH_URL_STORAGE_KEY = 'search_url';

export function restoreSession(): void {
  const token = readCookie(SESSION_COOKIE);
  if (token) useSessionStore.getState().setSession(token);
}

export function startSession(token: string): void {
  writeCookie(SESSION_COOKIE, token, SESSION_COOKIE_MAX_AGE_S);
  useSessionStore.getState().setSession(token);
}

/** Ends the session on this side: every piece of client state goes back to its default. */
export function logout(endedBy: SessionEnd = 'logout'): void {
  deleteCookie(SESSION_COOKIE);
  useSessionStore.getState().resetSession(endedBy);
  useUiStore.getState().resetUserState();
  queryClient.clear();
  window.localStorage.removeItem(SEARCH_URL_STORAGE_KEY);
}

export function clearSearchUrlOnUnload(): void {
  const clearSearchUrl = () => window.localStorage.removeItem(SEARCH_URL_STORAGE_KEY);
  // pagehide also fires where beforeunload does not (mobile Safari, bfcache).
  window.addEventListener('pagehide', clearSearchUrl);
  window.addEventListener('beforeunload', clearSearchUrl);
}
