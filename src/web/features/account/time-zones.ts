// The time zones a user may choose in settings, labelled with the zone's current short name so
// "Europe/Vienna (GMT+1)" can be found by typing its first letters in the list.

import { zoneName } from '../../../common/format-date';
import { canonicalTimeZone, timeZoneChoices } from '../../../common/time-zone';

export type TimeZoneOption = { value: string; label: string };

export function timeZoneOptions(locale: string, now: Date = new Date()): TimeZoneOption[] {
  return timeZoneChoices().map((zone) => ({
    value: zone,
    label: `${zone.replaceAll('_', ' ')} (${zoneName(now, locale, zone)})`,
  }));
}

/** The zone this browser runs in, when it is one the server accepts. */
export function deviceTimeZone(): string | null {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone ? canonicalTimeZone(zone) : null;
}
