/** Plan-name prefixes of the self-serve tiers; every other plan is sold to agencies (SPEC 5). */
export const NON_AGENCY_PLAN_PREFIXES = ['impulzeai', 'free', 'starter', 'basic'] as const;

/**
 * Whether a plan grants agency features such as white-labelling. Matching ignores case and
 * surrounding whitespace. A missing or blank plan name is not an agency: agency features are a
 * privilege, so unknown data must not unlock them.
 */
export function isAgencyPlan(planName: string | null | undefined): boolean {
  const name = planName?.trim().toLowerCase();
  if (!name) return false;
  return !NON_AGENCY_PLAN_PREFIXES.some((prefix) => name.startsWith(prefix));
}

// Non-negative decimal numbers only: Number() alone would also accept '', '0x10' and '1e3'.
const NUMERIC_LIMIT = /^\d+(\.\d+)?$/;

/**
 * One plan limit. Unlimited arrives as the string 'Infinity' (JSON has no Infinity) or the number
 * Infinity and becomes Number.POSITIVE_INFINITY. Non-negative numbers and numeric strings become
 * numbers. Anything else (negative, NaN, '', other text, objects) returns null rather than
 * throwing, so one bad value does not hide the other limits; callers decide what null means.
 */
export function parseLimit(value: unknown): number | null {
  if (typeof value === 'number') {
    if (value === Number.POSITIVE_INFINITY) return value;
    return Number.isFinite(value) && value >= 0 ? value : null;
  }
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (text.toLowerCase() === 'infinity') return Number.POSITIVE_INFINITY;
  return NUMERIC_LIMIT.test(text) ? Number(text) : null;
}

/** parseLimit over every key of a limits record, keeping the keys. */
export function parseLimits<Key extends string>(
  record: Readonly<Record<Key, unknown>>,
): Record<Key, number | null> {
  const limits = {} as Record<Key, number | null>;
  for (const key of Object.keys(record) as Key[]) limits[key] = parseLimit(record[key]);
  return limits;
}
