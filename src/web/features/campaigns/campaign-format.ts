// Money and metric text of campaigns, always through the product's formats (SPEC 5).

import { NO_VALUE_TEXT } from '../../../common/constants';
import { formatCurrency, fromMinorUnits, toMinorUnits } from '../../../common/format-currency';
import { formatCompact } from '../../../common/format-number';

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
  if (value === null || !Number.isFinite(value)) return NO_VALUE_TEXT;
  return `${value.toFixed(2)}%`;
}

/** A typed amount ("1,250.50") in minor units, or null when it is not a positive amount. */
export function parseAmountToMinor(text: string, currency: string): number | null {
  const normalized = text.replace(/[\s,]/g, '');
  if (!/^\d+(\.\d+)?$/.test(normalized)) return null;
  const minor = toMinorUnits(Number(normalized), safeCurrency(currency));
  return Number.isSafeInteger(minor) && minor > 0 ? minor : null;
}

export function minorToInput(amountMinor: number | null, currency: string): string {
  return amountMinor === null ? '' : String(fromMinorUnits(amountMinor, safeCurrency(currency)));
}
