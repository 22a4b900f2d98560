// Calendar days and times in one time zone (the user's; Europe/Vienna unless told otherwise),
// whatever zone the browser is in. A day is a 'YYYY-MM-DD' key; instants are Dates.

import { DEFAULT_TIME_ZONE } from '../../../common/constants';

export type DayKey = string;

type ZonedParts = { year: number; month: number; day: number; hour: number; minute: number };

const partFormatters = new Map<string, Intl.DateTimeFormat>();

function partsIn(instant: Date, timeZone: string): ZonedParts {
  let formatter = partFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    partFormatters.set(timeZone, formatter);
  }
  const parts: Record<string, number> = {};
  for (const part of formatter.formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 1970,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
  };
}

const pad = (value: number) => String(value).padStart(2, '0');

function keyOf(year: number, month: number, day: number): DayKey {
  return `${year}-${pad(month)}-${pad(day)}`;
}

function splitKey(key: DayKey): [number, number, number] {
  const [year = 1970, month = 1, day = 1] = key.split('-').map(Number);
  return [year, month, day];
}

/** The day an instant falls on in the zone. */
export function dayKeyOf(instant: Date | string, timeZone = DEFAULT_TIME_ZONE): DayKey {
  const { year, month, day } = partsIn(new Date(instant), timeZone);
  return keyOf(year, month, day);
}

/** 'HH:MM' of an instant in the zone. */
export function timeOf(instant: Date | string, timeZone = DEFAULT_TIME_ZONE): string {
  const { hour, minute } = partsIn(new Date(instant), timeZone);
  return `${pad(hour)}:${pad(minute)}`;
}

/** The instant at a wall-clock time on a day in the zone (summer time included). */
export function instantAt(day: DayKey, time: string, timeZone = DEFAULT_TIME_ZONE): Date {
  const [year, month, date] = splitKey(day);
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  const wall = Date.UTC(year, month - 1, date, hour, minute);
  // Guess with the zone's offset at the wall time read as UTC, then correct once across a switch.
  let instant = wall - offsetAt(new Date(wall), timeZone);
  instant = wall - offsetAt(new Date(instant), timeZone);
  return new Date(instant);
}

function offsetAt(instant: Date, timeZone: string): number {
  const { year, month, day, hour, minute } = partsIn(instant, timeZone);
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  return asUtc - Math.floor(instant.getTime() / 60_000) * 60_000;
}

export function addDays(day: DayKey, count: number): DayKey {
  const [year, month, date] = splitKey(day);
  const next = new Date(Date.UTC(year, month - 1, date + count));
  return keyOf(next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate());
}

/** 0 for Monday through 6 for Sunday: weeks start on Monday. */
export function weekdayOf(day: DayKey): number {
  const [year, month, date] = splitKey(day);
  return (new Date(Date.UTC(year, month - 1, date)).getUTCDay() + 6) % 7;
}

export function startOfWeek(day: DayKey): DayKey {
  return addDays(day, -weekdayOf(day));
}

export function weekOf(day: DayKey): DayKey[] {
  const start = startOfWeek(day);
  return Array.from({ length: 7 }, (_, index) => addDays(start, index));
}

export function startOfMonth(day: DayKey): DayKey {
  return `${day.slice(0, 7)}-01`;
}

export function addMonths(day: DayKey, count: number): DayKey {
  const [year, month] = splitKey(day);
  const next = new Date(Date.UTC(year, month - 1 + count, 1));
  return keyOf(next.getUTCFullYear(), next.getUTCMonth() + 1, 1);
}

/** The weeks a month grid shows: from the Monday before the 1st to the Sunday after the last. */
export function monthGrid(day: DayKey): DayKey[][] {
  const first = startOfMonth(day);
  const last = addDays(addMonths(first, 1), -1);
  const weeks: DayKey[][] = [];
  for (let start = startOfWeek(first); start <= last; start = addDays(start, 7)) {
    weeks.push(weekOf(start));
  }
  return weeks;
}

export function isDayKey(value: string | null): value is DayKey {
  return value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));
}
