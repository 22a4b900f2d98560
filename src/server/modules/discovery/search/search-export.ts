import {
  type CreditRequestBody,
  type CreditRequestDto,
  SEARCH_RESULT_CAP,
  type SearchExportBody,
  type SearchExportPreview,
  type SearchFilters,
} from '../../../../common/api/discovery';
import type { Platform } from '../../../../common/constants';
import type { Locale } from '../../../../common/locales';
import type { Caller } from '../../../http/access';
import { serverText } from '../../../http/i18n/server-text';
import type { UsageService } from '../../account';
import type { SearchCreditRequestRow } from '../discovery.tables';
import type { SearchResultRow } from './search.dto';
import { type SearchCriteria, type SearchQueries, searchOrderOf } from './search.query';

export type CsvExport = { filename: string; csv: string; rows: number };

const PROFILE_URL: Record<Platform, (username: string) => string> = {
  instagram: (u) => `https://www.instagram.com/${u}`,
  tiktok: (u) => `https://www.tiktok.com/@${u}`,
  youtube: (u) => `https://www.youtube.com/@${u}`,
};

type Say = (english: string) => string;

/**
 * A result with the contacts the organization unlocked; a locked profile's lists are empty, so
 * the export never hands out what was not paid for.
 */
export type ExportRow = SearchResultRow & { emails: string[]; phones: string[] };

/** Headings and yes/no in the caller's language; numbers stay machine-readable (1234.5). */
const COLUMNS: [string, (row: ExportRow, say: Say) => string | number][] = [
  ['Platform', (row) => row.platform],
  ['Username', (row) => row.username],
  ['Full name', (row) => row.fullName ?? ''],
  ['Followers', (row) => row.followers],
  ['Engagement rate (%)', (row) => Math.round(row.engagementRate * 100) / 100],
  ['Avg views', (row) => row.avgViews],
  ['Country', (row) => row.country ?? ''],
  ['City', (row) => row.city ?? ''],
  ['Language', (row) => row.language ?? ''],
  ['Categories', (row) => row.categories.join('; ')],
  ['Verified', (row, say) => say(row.isVerified ? 'yes' : 'no')],
  ['Profile URL', (row) => PROFILE_URL[row.platform](row.username)],
  ['Email', (row) => row.emails.join('; ')],
  ['Phone', (row) => row.phones.join('; ')],
];

/**
 * One CSV field. Security: a spreadsheet runs a cell starting with = + - @ (or a tab or carriage
 * return before one) as a formula, and names and handles come from the creators, so such a cell
 * is prefixed with a single quote (OWASP "CSV injection"). Then RFC 4180 quoting.
 */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv(rows: ExportRow[], locale: Locale = 'en'): string {
  const say: Say = (english) => serverText(english, locale);
  const lines = [
    COLUMNS.map(([header]) => csvCell(say(header))),
    ...rows.map((row) => COLUMNS.map(([, read]) => csvCell(read(row, say)))),
  ];
  return `${lines.map((cells) => cells.join(',')).join('\r\n')}\r\n`;
}

function toCreditRequestDto(row: SearchCreditRequestRow): CreditRequestDto {
  return {
    _id: row.id,
    reason: row.reason,
    searchCredit: row.searchCredit,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Search export and search credit requests; part of the search service, which wires it. */
export function createSearchExport(deps: {
  queries: SearchQueries;
  usage: UsageService;
  resolveCriteria: (filters: SearchFilters) => Promise<SearchCriteria>;
}) {
  const { queries, usage, resolveCriteria } = deps;

  /**
   * The first `profileCount` results in the search's order, through the same query as
   * discoverProfiles (on the primary: the unlocks are the organization's latest writes), with the
   * contacts this organization unlocked among them.
   */
  async function exportRows(orgId: string, body: SearchExportBody): Promise<ExportRow[]> {
    const criteria = await resolveCriteria(body.filters);
    const { rows } = await queries.findMatches(
      criteria,
      { order: searchOrderOf(body.filters), limit: body.profileCount, offset: 0 },
      SEARCH_RESULT_CAP,
    );
    const unlocked = await queries.unlockedContactsAmong(
      orgId,
      rows.map((row) => row.id),
    );
    return rows.map((row) => {
      const contacts = unlocked.get(row.id) ?? [];
      const valuesOf = (kind: 'email' | 'phone') =>
        contacts.filter((c) => c.kind === kind).map((c) => c.value);
      return { ...row, emails: valuesOf('email'), phones: valuesOf('phone') };
    });
  }

  return {
    /**
     * Spends one `exports` per row exported; refused (423) before anything is handed out when the
     * allowance would be exceeded.
     */
    async exportSearch(caller: Caller, body: SearchExportBody): Promise<CsvExport> {
      const rows = await exportRows(caller.orgId, body);
      await usage.consumeFor(caller, 'exports', rows.length);
      const day = new Date().toISOString().slice(0, 10);
      return {
        filename: `reachbase-search-${day}.csv`,
        csv: toCsv(rows, caller.locale),
        rows: rows.length,
      };
    },

    /**
     * How many rows of the same export would carry unlocked contacts, for the export dialog;
     * free, and it answers nothing else about the search (its total costs a search).
     */
    async previewExport(caller: Caller, body: SearchExportBody): Promise<SearchExportPreview> {
      const rows = await exportRows(caller.orgId, body);
      return {
        unlockedContacts: rows.filter((row) => row.emails.length + row.phones.length > 0).length,
      };
    },

    async requestCredits(caller: Caller, body: CreditRequestBody): Promise<CreditRequestDto> {
      const row = await queries.insertCreditRequest(caller.orgId, {
        userId: caller.userId,
        reason: body.reason,
        searchCredit: body.searchCredit,
      });
      return toCreditRequestDto(row);
    },

    async listCreditRequests(caller: Caller): Promise<CreditRequestDto[]> {
      const rows = await queries.listCreditRequests(caller.orgId);
      return rows.map(toCreditRequestDto);
    },
  };
}
