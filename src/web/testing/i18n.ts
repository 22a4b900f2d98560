import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { beforeAll } from 'vitest';
import { i18nResources } from '../app/i18n';

/**
 * The app's translations for a test file that renders components: one i18next instance, ready
 * before the file's first test, in English until the test changes its language.
 */
export function i18nForTests() {
  const i18n = i18next.createInstance();
  beforeAll(async () => {
    await i18n.use(initReactI18next).init({
      resources: i18nResources,
      lng: 'en',
      interpolation: { escapeValue: false },
      showSupportNotice: false,
    });
  });
  return i18n;
}
