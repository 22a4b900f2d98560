// How the report's figures read on screen: percents, growth, weekdays and hours of the heat-map,
// heat levels, country flags and the PDF's file name. Pure, so the rules are tested on their own.

import type { PublicAuditReport } from '../../../common/audit-report';
import { formatPercent as formatCommonPercent } from '../../../common/format-number';

/** Engagement rates and shares as 'x.xx%' (the report's percents are 0–100 numbers). */
export function formatPercent(value: number | null | undefined): string {
  return formatCommonPercent(value, { fixedDigits: 2 });
}

/** A change with its sign, so growth and loss read apart: '+2.31%', '-0.40%'. */
export function formatGrowth(value: number | null): string {
  return formatCommonPercent(value, { fixedDigits: 2, signed: true });
}

// 1 January 2024 was a Monday; the report's weekday 0 is Monday.
const A_MONDAY_UTC = Date.UTC(2024, 0, 1, 12);
const DAY_MS = 86_400_000;

export function weekdayName(locale: string, weekday: number, width: 'long' | 'short'): string {
  return new Intl.DateTimeFormat(locale, { weekday: width, timeZone: 'UTC' }).format(
    A_MONDAY_UTC + weekday * DAY_MS,
  );
}

/** '18:00': the heat-map's hours are UTC hours of the day. */
export function hourLabel(hour: number): string {
  return `${String(hour).padStart(2, '0')}:00`;
}

/** Shades of the heat-map, from none to the busiest hour. */
export const HEAT_LEVELS = 5;

/**
 * The shade of one hour relative to the busiest one: 0 only for an hour with no posts, so a quiet
 * but used hour never looks empty.
 */
export function heatLevel(share: number, maxShare: number): number {
  if (share <= 0 || maxShare <= 0) return 0;
  const level = Math.ceil((share / maxShare) * (HEAT_LEVELS - 1));
  return Math.min(HEAT_LEVELS - 1, Math.max(1, level));
}

/** The flag emoji of an ISO 3166-1 alpha-2 code; nothing for anything else. */
export function flagEmoji(code: string): string {
  if (!/^[A-Za-z]{2}$/.test(code)) return '';
  const REGIONAL_INDICATOR_A = 0x1f1e6;
  return String.fromCodePoint(
    ...[...code.toUpperCase()].map((letter) => REGIONAL_INDICATOR_A + letter.charCodeAt(0) - 65),
  );
}

/** A country or language code by name in the user's language; other values as they are. */
export function displayName(locale: string, type: 'region' | 'language', value: string): string {
  try {
    return new Intl.DisplayNames([locale], { type, fallback: 'code' }).of(value) ?? value;
  } catch {
    // Not a code at all (a city-like label): show it as it is.
    return value;
  }
}

/** 'report-anna.travels-2026-11-22.pdf': the username and the day the figures were computed. */
export function reportPdfFileName(
  report: Pick<PublicAuditReport, 'username' | 'createdAt' | 'data'>,
) {
  const day = (report.data?.computedAt ?? report.createdAt).slice(0, 10);
  const safeName = report.username.replace(/[^\w.-]+/g, '_') || 'profile';
  return `report-${safeName}-${day}.pdf`;
}

/**
 * Positions (0–100 %) of the peers' quartiles and the profile on one scale that holds them all,
 * with room to the right so the marker of a top performer is not glued to the edge.
 */
export function peerScale(
  value: number,
  quartiles: { q1: number; median: number; q3: number },
): { q1: number; median: number; q3: number; value: number } {
  const end = Math.max(value, quartiles.q3) * 1.15 || 1;
  const at = (figure: number) => Math.min(100, Math.max(0, (figure / end) * 100));
  return {
    q1: at(quartiles.q1),
    median: at(quartiles.median),
    q3: at(quartiles.q3),
    value: at(value),
  };
}
