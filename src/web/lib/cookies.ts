// Client-side cookies: the session token and the locale (SPEC 4, 9). Values are URI-encoded so a
// token or locale can never break the cookie syntax.

export type CookieOptions = {
  maxAgeS: number;
  secure?: boolean;
};

export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    'Path=/',
    `Max-Age=${Math.max(0, Math.floor(options.maxAgeS))}`,
    'SameSite=Lax',
  ];
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}

/** The value of `name` in a `document.cookie` string, or null when absent or malformed. */
export function parseCookie(cookieHeader: string, name: string): string | null {
  for (const pair of cookieHeader.split(';')) {
    const separator = pair.indexOf('=');
    if (separator === -1) continue;
    if (pair.slice(0, separator).trim() !== name) continue;
    try {
      return decodeURIComponent(pair.slice(separator + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}

export function readCookie(name: string): string | null {
  return parseCookie(document.cookie, name);
}

export function writeCookie(name: string, value: string, maxAgeS: number): void {
  const secure = window.location.protocol === 'https:';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is async and missing in older Safari and Firefox; this module is the only cookie writer.
  document.cookie = serializeCookie(name, value, { maxAgeS, secure });
}

export function deleteCookie(name: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: see writeCookie.
  document.cookie = serializeCookie(name, '', { maxAgeS: 0 });
}
