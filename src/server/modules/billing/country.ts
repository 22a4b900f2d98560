import type { CountrySource } from '../../../common/api/billing';

/**
 * The country prices are shown for: the trusted proxy's country header when the operator names
 * one (COUNTRY_HEADER, e.g. CF-IPCountry), else the region of the browser's preferred language.
 */
export function countryOf(input: {
  proxyCountry: string | undefined;
  acceptLanguage: string | undefined;
}): { country: string | null; source: CountrySource | null } {
  const proxy = input.proxyCountry?.trim().toUpperCase();
  // XX and T1 are what proxies send for an unknown origin and Tor.
  if (proxy && /^[A-Z]{2}$/.test(proxy) && proxy !== 'XX' && proxy !== 'T1') {
    return { country: proxy, source: 'proxy' };
  }
  for (const entry of (input.acceptLanguage ?? '').split(',')) {
    const region = /^[a-z]{2,3}-([a-z]{2})\b/i.exec(entry.trim())?.[1];
    if (region) return { country: region.toUpperCase(), source: 'browser' };
  }
  return { country: null, source: null };
}
