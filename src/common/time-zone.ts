import { DEFAULT_TIME_ZONE } from './constants';

let supported: Set<string> | null = null;

/** The IANA zones this runtime's Intl knows, plus UTC (ICU lists it only under Etc/). */
function supportedZones(): Set<string> {
  if (!supported) supported = new Set([...Intl.supportedValuesOf('timeZone'), 'UTC']);
  return supported;
}

/**
 * The zone's canonical IANA name ('europe/vienna' -> 'Europe/Vienna', 'Asia/Kolkata' ->
 * 'Asia/Calcutta' on ICUs that still use the old name), or null when it is not a time zone
 * Intl.supportedValuesOf('timeZone') knows (fixed offsets and Etc/ zones are not among them).
 */
export function canonicalTimeZone(value: string): string | null {
  if (value.length === 0 || value.length > 64) return null;
  let resolved: string;
  try {
    resolved = new Intl.DateTimeFormat('en', { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
  return supportedZones().has(resolved) ? resolved : null;
}

/** The user's zone when it is one we can format in, otherwise the product's (SPEC 2). */
export function timeZoneOrDefault(value: string | null | undefined): string {
  return (value && canonicalTimeZone(value)) ?? DEFAULT_TIME_ZONE;
}

/** Every zone a user may choose, sorted, for pickers. */
export function timeZoneChoices(): string[] {
  return [...supportedZones()].sort();
}
