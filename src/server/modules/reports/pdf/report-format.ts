import { NO_VALUE_TEXT, PLATFORM_NAMES, type Platform } from '../../../../common/constants';
import { formatCurrency, fromMinorUnits } from '../../../../common/format-currency';
import { formatCompact } from '../../../../common/format-number';
import { numberFormatter, numberLocale } from '../../../../common/number-locale';
import { type Message, verbatim } from '../../../http/i18n/text';
import { PDF_TEXT } from './report-pdf.text';

/** Texts the PDF shows for report figures, beyond the shared SPEC 5 formatters. */

/** Engagement rates and shares: 'x.xx%'. */
export function formatPercent(value: number): string {
  if (!Number.isFinite(value)) return NO_VALUE_TEXT;
  return `${numberFormatter(TWO_DECIMALS).format(value)}%`;
}

const TWO_DECIMALS = { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false };

/** Growth with its sign: '+2.35%', '-1.20%', '0.00%'. */
export function formatSignedPercent(value: number): string {
  const text = formatPercent(value);
  return value >= 0.005 ? `+${text}` : text;
}

export function platformName(platform: string): string {
  return PLATFORM_NAMES[platform as Platform] ?? platform;
}

/** A size-band bound without the SPEC 5 decimals, which read oddly on round numbers: '10K'. */
function bandBound(value: number): string {
  return formatCompact(value)
    .replace(/[.,]0+ /, ' ')
    .replace(/ (?=[KMB]$)/, '');
}

/** '10K–50K followers', or '1M+ followers' for the open top band. */
export function bandLabel(min: number, max: number | null): Message {
  return max === null
    ? PDF_TEXT.bandOpen({ min: bandBound(min) })
    : PDF_TEXT.band({ min: bandBound(min), max: bandBound(max) });
}

/** Money in minor units of `currency`; an unknown currency code prints the bare amount. */
export function formatMoney(minor: number, currency: string): string {
  try {
    return formatCurrency(fromMinorUnits(minor, currency), { currency, noFractionAbove: 100 });
  } catch {
    return `${(minor / 100).toFixed(2)} ${currency}`;
  }
}

const displayNames = new Map<string, Intl.DisplayNames>();

/** Country and language names in the language numbers are written in. */
function namesOf(type: 'region' | 'language'): Intl.DisplayNames {
  const key = `${numberLocale()}|${type}`;
  let names = displayNames.get(key);
  if (!names) {
    names = new Intl.DisplayNames(numberLocale(), { type });
    displayNames.set(key, names);
  }
  return names;
}

/** 'US' -> 'United States'; anything else (already a name) unchanged. */
export function countryName(value: string): string {
  if (!/^[A-Z]{2}$/.test(value)) return value;
  try {
    return namesOf('region').of(value) ?? value;
  } catch {
    return value;
  }
}

/** 'en' -> 'English'; anything else unchanged. */
export function languageName(value: string): string {
  if (!/^[a-z]{2,3}$/.test(value)) return value;
  try {
    return namesOf('language').of(value) ?? value;
  } catch {
    return value;
  }
}

/** 'male' -> 'Male'. */
export function capitalize(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}

const POST_TYPES = new Map<string, Message>([
  ['photo', PDF_TEXT.photo],
  ['video', PDF_TEXT.video],
  ['carousel', PDF_TEXT.carousel],
  ['reel', PDF_TEXT.reel],
  ['short', PDF_TEXT.short],
  ['story', PDF_TEXT.story],
]);

const GENDERS = new Map<string, Message>([
  ['female', PDF_TEXT.female],
  ['male', PDF_TEXT.male],
  ['other', PDF_TEXT.other],
]);

/** 'reel' -> 'Reel'; a type we do not know, capitalised as it came. */
export const postTypeText = (type: string): Message =>
  POST_TYPES.get(type) ?? verbatim(capitalize(type));

/** 'female' -> 'Female'; a value we do not know, capitalised as it came. */
export const genderText = (value: string): Message =>
  GENDERS.get(value) ?? verbatim(capitalize(value));

/** Exact counts with grouping ('1,284 creators'), where three significant digits would mislead. */
export function formatCount(value: number): string {
  return Number.isFinite(value)
    ? numberFormatter({ maximumFractionDigits: 0 }).format(value)
    : NO_VALUE_TEXT;
}
