// Pure rules of the CSV export: how many rows may be asked for, what the dialog says about
// unlocked contacts, and the downloaded file's name.

import { SEARCH_EXPORT_MAX_ROWS } from '../../../common/api/discovery';
import type { DiscoverQuery } from './filters';

/** The server's ceiling per export (search-export's profileCount maximum). */
export const EXPORT_MAX_ROWS = SEARCH_EXPORT_MAX_ROWS;

/**
 * The most rows this search can export: all of its results, up to the ceiling and to the exports
 * left this month (each row uses one), so the dialog never offers a count the plan refuses.
 */
export function exportRowLimit(total: number, remaining = Number.POSITIVE_INFINITY): number {
  return Math.max(1, Math.min(Math.floor(total), EXPORT_MAX_ROWS, Math.floor(remaining)));
}

/** What the dialog offers first: the rows the user is looking at. */
export function defaultExportCount(
  loaded: number,
  total: number,
  remaining = Number.POSITIVE_INFINITY,
): number {
  return Math.max(1, Math.min(loaded, exportRowLimit(total, remaining)));
}

/** The typed row count, or null unless it is a whole number from 1 to `limit`. */
export function parseExportCount(text: string, limit: number): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const count = Number(trimmed);
  return count >= 1 && count <= limit ? count : null;
}

/** Which sentence the dialog says about the unlocked contacts of the rows it will export. */
export type ExportContactsNote =
  | { key: 'contactsNone' }
  | { key: 'contactsAll'; count: number }
  | { key: 'contactsSome'; count: number; rows: number };

/**
 * The export fills email and phone only for creators whose contacts the organization unlocked;
 * `unlocked` is the server's count among the first `rows` results. Null while it is unknown.
 */
export function exportContactsNote(
  unlocked: number | undefined,
  rows: number,
): ExportContactsNote | null {
  if (unlocked === undefined) return null;
  if (unlocked <= 0) return { key: 'contactsNone' };
  if (unlocked >= rows) return { key: 'contactsAll', count: rows };
  return { key: 'contactsSome', count: unlocked, rows };
}

const SLUG_MAX = 40;

function slugOf(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, SLUG_MAX)
    .replace(/^-+|-+$/g, '');
}

function localDate(now: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * `creators-instagram-travel-food-2026-11-22.csv`: the platform, what was searched for when it
 * was words, and the user's own date, so several exports sort and read well in a downloads folder.
 * No product name: a white-labelled agency hands these files to its clients.
 */
export function exportFileName(
  query: Pick<DiscoverQuery, 'platform' | 'keywords' | 'lookalike'>,
  now: Date,
): string {
  const topic =
    slugOf(query.keywords ?? '') || slugOf(query.lookalike ? `like ${query.lookalike}` : '');
  return `${['creators', query.platform, topic, localDate(now)].filter(Boolean).join('-')}.csv`;
}
