import { z } from 'zod';

/**
 * Field schemas shaped by what PostgreSQL stores, shared by every request schema of the API
 * contract (src/common/api), so a value the database would refuse is a 400 naming its field,
 * never a failed statement.
 */

/** The largest value of an int4 column (counts such as views, likes, positions). */
export const INT4_MAX = 2_147_483_647;

/** A non-negative count stored as int4. */
export const storedCount = z.number().int().min(0).max(INT4_MAX);

/** The same from a multipart or query field, where numbers arrive as text. */
export const storedCountText = z.coerce.number().int().min(0).max(INT4_MAX);

// PostgreSQL has no year 0 and the product has no use for years past 9999 (its date inputs take
// four digits), so both ends are refused instead of stored as surprises.
const FIRST_YEAR = 1;
const LAST_YEAR = 9999;
const RANGE_MESSAGE = {
  message: 'validation.yearRange',
  params: { first: FIRST_YEAR, last: LAST_YEAR },
};

function inStoredRange(value: string): boolean {
  const year = new Date(value).getUTCFullYear();
  return year >= FIRST_YEAR && year <= LAST_YEAR;
}

/** YYYY-MM-DD, stored as a date. */
export const isoDay = z.iso
  .date()
  .refine((value) => Number(value.slice(0, 4)) >= FIRST_YEAR, RANGE_MESSAGE)
  .describe('YYYY-MM-DD');

/** An ISO date-time with its offset, stored as timestamptz. */
export const isoDateTime = z.iso.datetime({ offset: true }).refine(inStoredRange, RANGE_MESSAGE);

/** An ISO date-time, or a plain date (its start, UTC); kept as the text sent. */
export const isoInstantText = z.union([isoDateTime, isoDay]);

/** An ISO date-time, or a plain date (midnight UTC); answered as a Date. */
export const isoInstant = isoInstantText.transform((value) => new Date(value));

/**
 * An update body: every field optional, at least one sent. Without this an empty update reaches
 * the database layer as "nothing to set".
 */
export function updateBody<Shape extends z.ZodRawShape>(shape: Shape) {
  return z
    .strictObject(shape)
    .partial()
    .refine((body) => Object.keys(body).length > 0, {
      message: 'validation.atLeastOneOf',
      params: { fields: Object.keys(shape).join(', ') },
    });
}
