import type { FastifyRequest } from 'fastify';
import { type Locale, localeFromCookieHeader } from '../../../common/locales';

/**
 * The language a request asks for: the NEXT_LOCALE cookie the web app sets (an API client may
 * send it too); English without one. Accept-Language is not read, so answers never differ from
 * the language the app shows.
 */
export function requestLocale(request: FastifyRequest): Locale {
  return localeFromCookieHeader(request.headers.cookie);
}
