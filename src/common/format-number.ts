import { COMPACT_BILLION, COMPACT_MILLION, COMPACT_THOUSAND, NO_VALUE_TEXT } from './constants';

type CompactUnit = { value: number; suffix: string; fractionDigits: number };

// Smallest first: a value that rounds up to 1000 of one unit moves on to the next.
const COMPACT_UNITS: readonly CompactUnit[] = [
  { value: 1, suffix: '', fractionDigits: 0 },
  { value: COMPACT_THOUSAND, suffix: ' K', fractionDigits: 1 },
  { value: COMPACT_MILLION, suffix: ' M', fractionDigits: 2 },
  { value: COMPACT_BILLION, suffix: ' B', fractionDigits: 2 },
];

const fixedFormatters = new Map<number, Intl.NumberFormat>();

function formatFixed(value: number, fractionDigits: number): string {
  let formatter = fixedFormatters.get(fractionDigits);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-US', {
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    fixedFormatters.set(fractionDigits, formatter);
  }
  return formatter.format(value);
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
  return `${n < 0 && !isZero ? '-' : ''}${text}${unit.suffix}`;
}

const significantFormatter = new Intl.NumberFormat('en-US', {
  maximumSignificantDigits: 3,
  signDisplay: 'negative',
});

/** Three significant digits with grouping ('1,230', '0.0123'); NaN shows '–'. */
export function formatNumber(n: number): string {
  if (Number.isNaN(n)) return NO_VALUE_TEXT;
  return significantFormatter.format(n);
}
