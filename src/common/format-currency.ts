import {
  DEFAULT_CURRENCY,
  NO_VALUE_TEXT,
  SMALL_AMOUNT_FRACTION_DIGITS,
  SMALL_AMOUNT_THRESHOLD,
} from './constants';
import { numberFormatter } from './number-locale';

export type FormatCurrencyOptions = {
  /** ISO 4217 code; an unknown code makes Intl throw a RangeError. */
  currency?: string;
  /** Amounts strictly above this (absolute) show no fraction digits. */
  noFractionAbove?: number;
  /** Short notation such as '$1.2K', with Intl's compact rounding. */
  compact?: boolean;
};

function getFormatter(currency: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  // signDisplay 'negative' so -0 and amounts rounding to zero never show '-$0.00'.
  return numberFormatter({ style: 'currency', currency, signDisplay: 'negative', ...options });
}

/**
 * Currency text per SPEC 5. Rules in order: a non-zero amount below 0.01 shows up to 4 fraction
 * digits (otherwise it would read '$0.00'); `compact` gives '$1.2K'; above `noFractionAbove` no
 * fraction digits; otherwise the currency's own digits (2 for USD, 0 for JPY). NaN and Infinity
 * show '–'.
 */
export function formatCurrency(amount: number, options: FormatCurrencyOptions = {}): string {
  const { currency = DEFAULT_CURRENCY, noFractionAbove, compact = false } = options;
  if (!Number.isFinite(amount)) return NO_VALUE_TEXT;

  const abs = Math.abs(amount);
  if (abs !== 0 && abs < SMALL_AMOUNT_THRESHOLD) {
    return getFormatter(currency, { maximumFractionDigits: SMALL_AMOUNT_FRACTION_DIGITS }).format(
      amount,
    );
  }
  if (compact) return getFormatter(currency, { notation: 'compact' }).format(amount);
  if (noFractionAbove !== undefined && abs > noFractionAbove) {
    return getFormatter(currency, { minimumFractionDigits: 0, maximumFractionDigits: 0 }).format(
      amount,
    );
  }
  return getFormatter(currency, {}).format(amount);
}

/** Digits after the decimal point of a currency's minor unit: 2 for USD, 0 for JPY, 3 for KWD. */
export function currencyExponent(currency: string): number {
  return getFormatter(currency, {}).resolvedOptions().maximumFractionDigits ?? 2;
}

/**
 * Money is stored as integer minor units plus currency. Dividing by a power of ten (rather than
 * multiplying by 0.01) gives the double nearest the decimal amount: 1234 USD cents -> 12.34.
 */
export function fromMinorUnits(minor: number, currency: string = DEFAULT_CURRENCY): number {
  if (!Number.isSafeInteger(minor)) {
    throw new RangeError(`Minor units must be a safe integer, got ${minor}`);
  }
  return minor / 10 ** currencyExponent(currency);
}

/** Inverse of fromMinorUnits; rounds to the nearest minor unit (half away from zero). */
export function toMinorUnits(amount: number, currency: string = DEFAULT_CURRENCY): number {
  if (!Number.isFinite(amount)) {
    throw new RangeError(`Amount must be a finite number, got ${amount}`);
  }
  // toFixed rounds on the decimal expansion, so 1.005 * 100 = 100.49999... does not bite twice.
  const scaled = Number((Math.abs(amount) * 10 ** currencyExponent(currency)).toFixed(6));
  const minor = Math.round(scaled);
  return amount < 0 && minor !== 0 ? -minor : minor;
}
