// Money and metric text of campaigns, always through the product's formats (SPEC 5).

import { NO_VALUE_TEXT } from '../../../common/constants';
import { formatCurrency, fromMinorUnits, toMinorUnits } from '../../../common/format-currency';
import { formatPercent as formatCommonPercent, formatCompact } from '../../../common/format-number';
import { numberSeparators } from '../../../common/number-locale';

/** A well-formed code, else USD: Intl throws on an unknown one. */
function safeCurrency(currency: string): string {
  return /^[A-Z]{3}$/.test(currency) ? currency : 'USD';
}

export function formatMinor(amountMinor: number, currency: string): string {
  const code = safeCurrency(currency);
  return formatCurrency(fromMinorUnits(amountMinor, code), { currency: code });
}

/** Costs per engagement/click/mille come in major units of their currency. */
export function formatMajor(amount: number | null, currency: string): string {
  if (amount === null) return NO_VALUE_TEXT;
  return formatCurrency(amount, { currency: safeCurrency(currency) });
}

export function formatMetric(value: number | null | undefined): string {
  return value === null || value === undefined ? NO_VALUE_TEXT : formatCompact(value);
}

export function formatPercent(value: number | null): string {
  return formatCommonPercent(value, { fixedDigits: 2 });
}

/**
 * A typed amount in minor units, or null when it is not a positive amount. It reads the way the
 * user's language writes numbers, "1,250.50" in English and "1.250,50" in German; a separator in
 * the wrong place ("12.50" in German) is refused rather than read as 1250.
 */
export function parseAmountToMinor(text: string, currency: string): number | null {
  const { group, decimal } = numberSeparators();
  const [g, d] = [escapeRegExp(group), escapeRegExp(decimal)];
  const compact = text.replace(/\s/g, '');
  if (!new RegExp(`^(\\d+|\\d{1,3}(${g}\\d{3})+)(${d}\\d+)?$`).test(compact)) return null;
  const normalized = compact.replaceAll(group, '').replace(decimal, '.');
  const minor = toMinorUnits(Number(normalized), safeCurrency(currency));
  return Number.isSafeInteger(minor) && minor > 0 ? minor : null;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The amount as the user would type it back: '1250.5' in English, '1250,5' in German. */
export function minorToInput(amountMinor: number | null, currency: string): string {
  if (amountMinor === null) return '';
  const text = String(fromMinorUnits(amountMinor, safeCurrency(currency)));
  return text.replace('.', numberSeparators().decimal);
}
