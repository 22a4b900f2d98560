const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Largest first; months and years by their average length, as a reader rounds them. */
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365.25 * DAY],
  ['month', 30.44 * DAY],
  ['day', DAY],
  ['hour', HOUR],
  ['minute', MINUTE],
];

const formatters = new Map<string, Intl.RelativeTimeFormat>();

/** 'always' says "1 day ago", never "yesterday", which 25 hours before a morning would not be. */
function formatter(locale: string, numeric: 'auto' | 'always'): Intl.RelativeTimeFormat {
  const key = `${locale}|${numeric}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.RelativeTimeFormat(locale, { numeric });
    formatters.set(key, found);
  }
  return found;
}

/**
 * How long ago an instant was, in the reader's language ('3 days ago', 'vor 3 Tagen'), in the
 * largest whole unit that fits; under a minute 'now'. A time slightly in the future (another
 * machine's clock) reads as now. Used wherever a figure says when it was fetched: the web app
 * and the report PDF.
 */
export function formatRelativeTime(
  date: Date | string,
  options: { locale: string; now?: Date },
): string {
  const then = date instanceof Date ? date : new Date(date);
  const elapsed = Math.max(0, (options.now ?? new Date()).getTime() - then.getTime());
  const unit = UNITS.find(([, size]) => elapsed >= size);
  if (!unit) return formatter(options.locale, 'auto').format(0, 'second');
  const [name, size] = unit;
  return formatter(options.locale, 'always').format(-Math.floor(elapsed / size), name);
}
