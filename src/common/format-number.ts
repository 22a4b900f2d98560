import { COMPACT_BILLION, COMPACT_MILLION, COMPACT_THOUSAND, NO_VALUE_TEXT } from './constants';
import { COMPACT_SUFFIXES, numberFormatter, numberLocale } from './number-locale';

type CompactUnit = { value: number; fractionDigits: number };

// Smallest first: a value that rounds up to 1000 of one unit moves on to the next.
const COMPACT_UNITS: readonly CompactUnit[] = [
  { value: 1, fractionDigits: 0 },
  { value: COMPACT_THOUSAND, fractionDigits: 1 },
  { value: COMPACT_MILLION, fractionDigits: 2 },
  { value: COMPACT_BILLION, fractionDigits: 2 },
];

function formatFixed(value: number, fractionDigits: number): string {
  return numberFormatter({
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(value);
}

/**
 * Compact form from SPEC 5: 1e9+ 'x.xx B', 1e6+ 'x.xx M', 1e3+ 'x.x K', smaller whole.
 * Negatives format their absolute value and keep the sign ('-1.5 K'). A value that rounds to zero
 * shows '0' without a sign. NaN shows '–' and ±Infinity '∞' (an unlimited plan limit).
 */
export function formatCompact(n: number): string {
  if (Number.isNaN(n)) return NO_VALUE_TEXT;
  if (!Number.isFinite(n)) return n > 0 ? '∞' : '-∞';

  const abs = Math.abs(n);
  let index = COMPACT_UNITS.length - 1;
  while (index > 0 && abs < COMPACT_UNITS[index].value) index--;

  // 999_999 is 999.999 K, which rounds to '1000.0 K'; it must read '1.00 M' instead.
  while (index < COMPACT_UNITS.length - 1) {
    const unit = COMPACT_UNITS[index];
    const rounded = Number((abs / unit.value).toFixed(unit.fractionDigits));
    if (rounded < COMPACT_THOUSAND) break;
    index++;
  }

  const unit = COMPACT_UNITS[index];
  const scaled = abs / unit.value;
  const text = formatFixed(scaled, unit.fractionDigits);
  const isZero = Number(scaled.toFixed(unit.fractionDigits)) === 0;
  const suffix = index === 0 ? '' : COMPACT_SUFFIXES[numberLocale()][index - 1];
  return `${n < 0 && !isZero ? '-' : ''}${text}${suffix}`;
}

/** Three significant digits with grouping ('1,230', '0.0123'); NaN shows '–'. */
export function formatNumber(n: number): string {
  if (Number.isNaN(n)) return NO_VALUE_TEXT;
  return numberFormatter({ maximumSignificantDigits: 3, signDisplay: 'negative' }).format(n);
}

/** A whole count with grouping and nothing rounded away ('12,345'). */
export function formatInteger(n: number): string {
  if (!Number.isFinite(n)) return NO_VALUE_TEXT;
  return numberFormatter({ maximumFractionDigits: 0 }).format(n);
}

export type FormatPercentOptions = {
  /** Fraction digits always shown (report tables align on them); default: up to 2, none padded. */
  fixedDigits?: number;
  /** '+2.5%' for a gain, so growth and loss read apart. */
  signed?: boolean;
};

/** A 0–100 percentage: '3.25%' in English, '3,25 %' in German; null, NaN and ±Infinity show '–'. */
export function formatPercent(
  value: number | null | undefined,
  { fixedDigits, signed = false }: FormatPercentOptions = {},
): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return NO_VALUE_TEXT;
  return numberFormatter({
    style: 'percent',
    minimumFractionDigits: fixedDigits ?? 0,
    maximumFractionDigits: fixedDigits ?? 2,
    signDisplay: signed ? 'exceptZero' : 'negative',
  }).format(value / 100);
}
