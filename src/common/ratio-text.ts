import { NO_VALUE_TEXT } from './constants';

function greatestCommonDivisor(a: number, b: number): number {
  let x = a;
  let y = b;
  while (y !== 0) [x, y] = [y, x % y];
  return x;
}

/**
 * Ratio text per SPEC 5, keeping the order of the arguments: two integers below 10 are reduced
 * ('4 : 6' -> '2 : 3'); otherwise the larger divided by the smaller, rounded up, stands against 1
 * on the smaller side (ratioText(120, 10) = '12 : 1', ratioText(10, 120) = '1 : 12').
 * Non-integers always take the divide-and-round-up path, since a common divisor needs integers.
 * A zero side reads '0 : 1' or '1 : 0'. Both zero, a negative or a non-finite side read '–'.
 */
export function ratioText(a: number, b: number): string {
  if (!Number.isFinite(a) || !Number.isFinite(b) || a < 0 || b < 0) return NO_VALUE_TEXT;
  if (a === 0 && b === 0) return NO_VALUE_TEXT;
  if (a === 0) return '0 : 1';
  if (b === 0) return '1 : 0';

  if (a < 10 && b < 10 && Number.isInteger(a) && Number.isInteger(b)) {
    const divisor = greatestCommonDivisor(a, b);
    return `${a / divisor} : ${b / divisor}`;
  }

  // toPrecision drops float noise before rounding up: 1.1 / 0.1 is 11.000000000000002, not 12.
  const quotient = Math.ceil(Number((Math.max(a, b) / Math.min(a, b)).toPrecision(12)));
  return a >= b ? `${quotient} : 1` : `1 : ${quotient}`;
}
