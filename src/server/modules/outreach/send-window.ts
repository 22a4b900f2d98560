import type { MailboxRow } from './outreach.tables';

const MINUTES_A_DAY = 1_440;
const clocks = new Map<string, Intl.DateTimeFormat>();

/** Minutes since midnight at `at` in an IANA time zone. */
export function minuteOfDay(at: Date, timeZone: string): number {
  let clock = clocks.get(timeZone);
  if (!clock) {
    clock = new Intl.DateTimeFormat('en', {
      timeZone,
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    });
    clocks.set(timeZone, clock);
  }
  const parts = clock.formatToParts(at);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return part('hour') * 60 + part('minute');
}

type Window = Pick<MailboxRow, 'windowStartMinute' | 'windowEndMinute' | 'timeZone'>;

/** Whether the mailbox may send now; a window whose end is before its start runs overnight. */
export function inWindow(mailbox: Window, at: Date): boolean {
  const minute = minuteOfDay(at, mailbox.timeZone);
  const { windowStartMinute: start, windowEndMinute: end } = mailbox;
  return start < end ? minute >= start && minute < end : minute >= start || minute < end;
}

/** When the window opens next (to the minute; a DST change is caught by the check on waking). */
export function nextWindowStart(mailbox: Window, at: Date): Date {
  const minute = minuteOfDay(at, mailbox.timeZone);
  const wait =
    (mailbox.windowStartMinute - minute + MINUTES_A_DAY) % MINUTES_A_DAY || MINUTES_A_DAY;
  return new Date(startOfMinute(at) + wait * 60_000);
}

/** The mailbox's local midnight before `at`, where its daily cap starts counting. */
export function startOfLocalDay(mailbox: Pick<MailboxRow, 'timeZone'>, at: Date): Date {
  return new Date(startOfMinute(at) - minuteOfDay(at, mailbox.timeZone) * 60_000);
}

/** The next local midnight: the cap counts again from there. */
export function nextLocalDay(mailbox: Pick<MailboxRow, 'timeZone'>, at: Date): Date {
  return new Date(startOfLocalDay(mailbox, at).getTime() + MINUTES_A_DAY * 60_000);
}

function startOfMinute(at: Date): number {
  return Math.floor(at.getTime() / 60_000) * 60_000;
}
