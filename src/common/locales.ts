import { DEFAULT_LOCALE, LOCALE_COOKIE } from './constants';

/** The languages the product speaks, web and server alike (SPEC 2). */
export const SUPPORTED_LOCALES = ['en', 'de'] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];

export function toSupportedLocale(value: string | null | undefined): Locale {
  return SUPPORTED_LOCALES.find((locale) => locale === value) ?? DEFAULT_LOCALE;
}

/** The locale a `Cookie` header chose with NEXT_LOCALE; English when it chose none. */
export function localeFromCookieHeader(header: string | undefined): Locale {
  const match = header?.match(new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]*)`));
  return toSupportedLocale(match?.[1]?.trim());
}
