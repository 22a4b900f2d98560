import { DEFAULT_TIME_ZONE, NO_VALUE_TEXT } from './constants';
import { numberLocale } from './number-locale';

/** 'date' -> 'Mar 29, 2026'; 'time' -> '1:30 AM'; 'dateTime' -> 'Mar 29, 2026, 1:30 AM' (en). */
export type DateStyle = 'date' | 'time' | 'dateTime';

export type FormatDateOptions = {
  /** IANA zone; SPEC 2 formats every date in Europe/Vienna unless told otherwise. */
  timeZone?: string;
  /** Default: the locale numbers are written in (number-locale.ts). */
  locale?: string;
  style?: DateStyle;
  /** Appends the zone's short name to a time ('1:30 AM GMT+1'), so nobody guesses the zone. */
  withZone?: boolean;
};

const STYLE_OPTIONS: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  date: { dateStyle: 'medium' },
  time: { timeStyle: 'short' },
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
};

const formatters = new Map<string, Intl.DateTimeFormat>();

const isCalendarDay = (date: unknown) =>
  typeof date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(date);

/**
 * A date in the product's time zone, so a user sees the same calendar day wherever their browser
 * runs. Accepts a Date, epoch milliseconds or an ISO string (a date-only string is its calendar day as
 * a date, UTC midnight as a time).
 * An invalid date shows '–'; an unknown time zone or locale makes Intl throw a RangeError.
 */
export function formatDate(date: Date | number | string, options: FormatDateOptions = {}): string {
  const {
    timeZone = DEFAULT_TIME_ZONE,
    locale = numberLocale(),
    style = 'date',
    withZone = false,
  } = options;
  const value = date instanceof Date ? date : new Date(date);
  if (Number.isNaN(value.getTime())) return NO_VALUE_TEXT;
  // A date-only value (a payment due on, a campaign's start) is a calendar day, not an instant:
  // shown as a date it is that day in every zone, never the day before west of UTC.
  const zone = style === 'date' && isCalendarDay(date) ? 'UTC' : timeZone;

  const key = `${locale}|${zone}|${style}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { timeZone: zone, ...STYLE_OPTIONS[style] });
    formatters.set(key, formatter);
  }
  const text = formatter.format(value);
  // A date alone is a calendar day; only a time of day needs its zone said.
  return withZone && style !== 'date' ? `${text} ${zoneName(value, locale, timeZone)}` : text;
}

const zoneFormatters = new Map<string, Intl.DateTimeFormat>();

/**
 * The zone's short name at that instant in the locale ('GMT+1', 'CET', 'EST', 'MEZ'): dateStyle
 * and timeZoneName cannot share one Intl formatter, so it is read from a second one.
 */
export function zoneName(date: Date, locale: string, timeZone: string): string {
  const key = `${locale}|${timeZone}`;
  let formatter = zoneFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'short' });
    zoneFormatters.set(key, formatter);
  }
  return (
    formatter.formatToParts(date).find((part) => part.type === 'timeZoneName')?.value ?? timeZone
  );
}
