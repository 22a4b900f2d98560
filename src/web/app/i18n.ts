// i18next with English and German (SPEC 2). The chosen locale lives in the NEXT_LOCALE cookie for
// a year so it survives sign-out and new tabs; numbers and money follow it (common/number-locale).

import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_S } from '../../common/constants';
import { type Locale, SUPPORTED_LOCALES, toSupportedLocale } from '../../common/locales';
import { setNumberLocale } from '../../common/number-locale';
import { readCookie, writeCookie } from '../lib/cookies';
import de from '../locales/de.json';
import en from '../locales/en.json';

export { type Locale, SUPPORTED_LOCALES, toSupportedLocale };

export const i18nResources = { en: { translation: en }, de: { translation: de } } as const;

declare module 'i18next' {
  // Module augmentation needs an interface. It makes t() reject keys missing from en.json.
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: (typeof i18nResources)['en'];
  }
}

export function initI18n(): void {
  const locale = toSupportedLocale(readCookie(LOCALE_COOKIE));
  i18next.use(initReactI18next).init({
    resources: i18nResources,
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: SUPPORTED_LOCALES,
    // React escapes what it renders.
    interpolation: { escapeValue: false },
    // The resources are bundled, so there is nothing to wait for.
    initAsync: false,
    // Keeps the browser console free of the library's advertisement.
    showSupportNotice: false,
  });
  setNumberLocale(locale);
  document.documentElement.lang = locale;
}

export async function changeLocale(locale: Locale): Promise<void> {
  writeCookie(LOCALE_COOKIE, locale, LOCALE_COOKIE_MAX_AGE_S);
  // Before the change re-renders the screens, so their numbers come out in the new locale too.
  setNumberLocale(locale);
  await i18next.changeLanguage(locale);
  document.documentElement.lang = locale;
}
