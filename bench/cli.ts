import { InvalidArgumentError } from 'commander';

// What the benchmarks' command lines share.

/** Parses an option that counts something: a whole number >= 1, digits grouped by `_` or not. */
export function count(value: string): number {
  const n = Number(value.replace(/_/g, ''));
  if (!Number.isInteger(n) || n < 1) throw new InvalidArgumentError('expected a whole number >= 1');
  return n;
}

/** One line of the report on stdout. */
export const say = (line: string) => process.stdout.write(`${line}\n`);
