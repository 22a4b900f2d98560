// The locale numbers, money and dates are written in. The web app sets it with the user's language
// ('1,5 Tsd.' and '1.234,50 €' in German); the server keeps English (SPEC 5) and switches only for
// the synchronous span of rendering one document in a reader's language (withNumberLocale).

export type NumberLocale = 'en-US' | 'de-DE';

/** Compact units per locale: English per SPEC 5 ('1.2 K'), German as German prose writes them. */
export const COMPACT_SUFFIXES: Record<NumberLocale, readonly [string, string, string]> = {
  'en-US': [' K', ' M', ' B'],
  'de-DE': [' Tsd.', ' Mio.', ' Mrd.'],
};

const NUMBER_LOCALES: Record<string, NumberLocale> = { en: 'en-US', de: 'de-DE' };

let current: NumberLocale = 'en-US';

/** Takes a UI language ('en', 'de'); an unknown one keeps English number forms. */
export function setNumberLocale(language: string): void {
  current = NUMBER_LOCALES[language] ?? 'en-US';
}

export function numberLocale(): NumberLocale {
  return current;
}

/**
 * Runs `render` with numbers in `language`'s forms, then restores the previous locale. `render`
 * must be synchronous: on a server, another request's code must never run under the switch.
 */
export function withNumberLocale(language: string, render: () => void): void {
  const previous = current;
  setNumberLocale(language);
  try {
    render();
  } finally {
    current = previous;
  }
}

const cache = new Map<string, Intl.NumberFormat>();

/** One Intl.NumberFormat per locale and options, built on first use. */
export function numberFormatter(options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${current}|${JSON.stringify(options)}`;
  let formatter = cache.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(current, options);
    cache.set(key, formatter);
  }
  return formatter;
}

/** The characters the locale groups thousands and separates decimals with: ',' and '.' in English. */
export function numberSeparators(): { group: string; decimal: string } {
  const parts = numberFormatter().formatToParts(1234.5);
  return {
    group: parts.find((part) => part.type === 'group')?.value ?? ',',
    decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
  };
}
