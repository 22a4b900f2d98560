// Where to go after signing in. The `next` parameter arrives in a URL anyone can craft, so only a
// path of this app is followed: never another origin (an open redirect would let a phishing link
// borrow our sign-in page), and never back into /auth (a loop).

export const DEFAULT_PATH_AFTER_SIGN_IN = '/dashboard';

// Only used to resolve the path; a path that leaves this origin is refused.
const PROBE_ORIGIN = 'https://app.invalid';

/**
 * Browsers read a backslash as a slash (`/\evil.com` is `//evil.com`) and drop tabs and newlines
 * from URLs, so a path holding either could turn into another origin.
 */
function hasUnsafeCharacter(path: string): boolean {
  for (const character of path) {
    const code = character.charCodeAt(0);
    if (character === '\\' || code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/** The app path to open after sign-in: `next` when it is safe, the dashboard otherwise. */
export function safeNextPath(next: string | null | undefined): string {
  if (!next?.startsWith('/') || next.startsWith('//')) return DEFAULT_PATH_AFTER_SIGN_IN;
  if (hasUnsafeCharacter(next)) return DEFAULT_PATH_AFTER_SIGN_IN;
  let url: URL;
  try {
    url = new URL(next, PROBE_ORIGIN);
  } catch {
    return DEFAULT_PATH_AFTER_SIGN_IN;
  }
  if (url.origin !== PROBE_ORIGIN) return DEFAULT_PATH_AFTER_SIGN_IN;
  if (url.pathname === '/auth' || url.pathname.startsWith('/auth/')) {
    return DEFAULT_PATH_AFTER_SIGN_IN;
  }
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The login page that brings the user back to `path` afterwards. */
export function loginPathFor(path: string): string {
  const next = safeNextPath(path);
  return next === DEFAULT_PATH_AFTER_SIGN_IN
    ? '/auth/login'
    : `/auth/login?next=${encodeURIComponent(next)}`;
}

/** Carries a safe `next` over to another auth page (login <-> sign-up). */
export function withNextParam(authPath: string, next: string): string {
  return next === DEFAULT_PATH_AFTER_SIGN_IN
    ? authPath
    : `${authPath}?next=${encodeURIComponent(next)}`;
}
