import {
  type CreditRequestBody,
  type CreditRequestDto,
  SEARCH_RESULT_CAP,
  type SearchExportBody,
  type SearchExportPreview,
  type SearchFilters,
} from '../../../../common/api/discovery';
import type { Locale } from '../../../../common/locales';
import { profileUrl } from '../../../../common/profile-url';
import type { Caller } from '../../../http/access';
import { Message } from '../../../http/i18n/text';
import type { UsageService } from '../../account';
import type { SearchCreditRequestRow } from '../discovery.tables';
import { SEARCH_EXPORT_TEXT as HEADING } from '../discovery.text';
import type { SearchResultRow } from './search.dto';
import { type SearchCriteria, type SearchQueries, searchOrderOf } from './search.query';

export type CsvExport = { filename: string; csv: string; rows: number };

/**
 * A result with the contacts the organization unlocked; a locked profile's lists are empty, so
 * the export never hands out what was not paid for.
 */
export type ExportRow = SearchResultRow & { emails: string[]; phones: string[] };

/** Headings and yes/no in the caller's language; numbers stay machine-readable (1234.5). */
const COLUMNS: [Message, (row: ExportRow) => string | number | Message][] = [
  [HEADING.platform, (row) => row.platform],
  [HEADING.username, (row) => row.username],
  [HEADING.fullName, (row) => row.fullName ?? ''],
  [HEADING.followers, (row) => row.followers],
  [HEADING.engagementRate, (row) => Math.round(row.engagementRate * 100) / 100],
  [HEADING.avgViews, (row) => row.avgViews],
  [HEADING.country, (row) => row.country ?? ''],
  [HEADING.city, (row) => row.city ?? ''],
  [HEADING.language, (row) => row.language ?? ''],
  [HEADING.categories, (row) => row.categories.join('; ')],
  [HEADING.verified, (row) => (row.isVerified ? HEADING.yes : HEADING.no)],
  [HEADING.profileUrl, (row) => profileUrl(row.platform, row.username)],
  [HEADING.email, (row) => row.emails.join('; ')],
  [HEADING.phone, (row) => row.phones.join('; ')],
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
  const cell = (value: string | number | Message) =>
    csvCell(value instanceof Message ? value.in(locale) : value);
  const lines = [
    COLUMNS.map(([heading]) => cell(heading)),
    ...rows.map((row) => COLUMNS.map(([, read]) => cell(read(row)))),
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
