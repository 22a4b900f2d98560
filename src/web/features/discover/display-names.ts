// Countries and languages are sent as codes (ISO 3166-1 alpha-2, ISO 639-1); their names come from
// the browser's Intl data in the user's language, so no list of names is translated here.

/** The languages creators in the bank post in most; the filter offers these. */
export const LANGUAGE_CODES = [
  'ar',
  'bn',
  'de',
  'el',
  'en',
  'es',
  'fa',
  'fi',
  'fr',
  'he',
  'hi',
  'hu',
  'id',
  'it',
  'ja',
  'ko',
  'ms',
  'nl',
  'no',
  'pl',
  'pt',
  'ro',
  'ru',
  'sv',
  'th',
  'tl',
  'tr',
  'uk',
  'ur',
  'vi',
  'zh',
] as const;

function displayName(locale: string, type: 'region' | 'language', code: string): string {
  if (!code) return '';
  try {
    return new Intl.DisplayNames([locale], { type, fallback: 'code' }).of(code) ?? code;
  } catch {
    // Not a well-formed code (a hand-edited URL): show it as it is.
    return code;
  }
}

// Intl reads only upper-case regions ('us' comes back as 'us'), and data and links may hold either.
export function countryName(locale: string, code: string): string {
  return displayName(locale, 'region', code.trim().toUpperCase());
}

export function languageName(locale: string, code: string): string {
  return displayName(locale, 'language', code.trim().toLowerCase());
}

/** The languages by name; a chosen code outside the list stays selectable. */
export function languageOptions(locale: string, current = ''): { code: string; name: string }[] {
  const codes: string[] = [...LANGUAGE_CODES];
  if (current && !codes.includes(current)) codes.push(current);
  return codes
    .map((code) => ({ code, name: languageName(locale, code) }))
    .sort((a, b) => a.name.localeCompare(b.name, locale));
}
