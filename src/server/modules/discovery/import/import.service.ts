import { newId } from '../../../db/ids';
import { badRequest } from '../../../http/errors';
import { type BankIndexes, loadsWithoutSearchIndexes } from '../bank-indexes';
import type { RefreshBankStatistics } from '../bank-statistics';
import type { BankUpsert, UpsertContact } from '../discovery.bulk-insert';
import type { Platform } from '../discovery.tables';
import { IMPORT_TEXT } from '../discovery.text';
import { CsvFormatError, type CsvRecord, decodeUtf8, parseCsv, readLines } from './csv-parser';
import type { ImportRepository } from './import.repository';
import {
  IMPORT_COLUMNS,
  type ImportedProfile,
  parseImportCells,
  parseImportRow,
  REQUIRED_COLUMNS,
  type RowResult,
} from './import-row';
import { fetchIntoBank } from './provider-import';

export type ImportFormat = 'csv' | 'jsonl';

export type RejectedRow = { line: number; platformUserId: string | null; reason: string };

export type ImportProgress = {
  rowsRead: number;
  inserted: number;
  updated: number;
  rejected: number;
};

export type ImportSummary = ImportProgress & {
  /** Accepted rows that changed nothing (a re-import of the same file: all of them). */
  unchanged: number;
  /** Rows superseded by a later row with the same user id in the same batch (last wins). */
  duplicates: number;
  /** The first REJECTED_IN_SUMMARY rejected rows; `onRejected` receives every one. */
  rejectedRows: RejectedRow[];
};

export type ImportOptions = {
  input: AsyncIterable<string | Uint8Array>;
  platform: Platform;
  format: ImportFormat;
  /** Rows per upsert statement. */
  batchSize?: number;
  /**
   * About how many rows the input holds (`reachbase import` estimates it from the file). An
   * import of at least BULK_LOAD_MIN_ROWS and at least twice the bank's profiles loads without the
   * search indexes and builds them after (bank-indexes.ts); without an estimate it keeps them.
   */
  expectedRows?: number;
  onProgress?: (progress: ImportProgress) => void;
  onRejected?: (row: RejectedRow) => void | Promise<void>;
};

export const REJECTED_IN_SUMMARY = 100;
/**
 * Rows per statement: a few thousand keep round trips negligible and a batch's parameters a few
 * MB; measured on both databases, larger batches gained nothing (docs/import.md).
 */
export const IMPORT_BATCH_SIZE = 5_000;
/**
 * Batches written at once. PostgreSQL runs each statement on one core, so a second connection
 * writing while this process parses the next batch uses another (PGlite queues them: no cost).
 */
const WRITES_IN_FLIGHT = 2;
/** Header names as people write them: "Full Name", "full-name" and "full_name" are one column. */
const normalizeHeader = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

type NumberedRow = { line: number; result: RowResult; platformUserId: string | null };

export function createImportService(deps: {
  repository: ImportRepository;
  refreshStatistics: RefreshBankStatistics;
  bankIndexes: Pick<BankIndexes, 'withoutSearchIndexes'>;
}) {
  const { repository } = deps;

  /**
   * Streams an import file into the bank: every row validated, accepted rows upserted by
   * (platform, user id) in set-based batches, rejected rows reported with line and reason.
   * Importing the same file again changes nothing (it reports the rows unchanged). A file whose
   * header is unusable is refused before anything is written (400 on field `file`). A large
   * import into a smaller bank loads without the search indexes (ImportOptions.expectedRows).
   */
  async function importProfiles(options: ImportOptions): Promise<ImportSummary> {
    const expected = options.expectedRows ?? 0;
    const bulk = loadsWithoutSearchIndexes(expected, await repository.bankProfiles());
    const summary = bulk
      ? await deps.bankIndexes.withoutSearchIndexes([options.platform], () => loadRows(options))
      : await loadRows(options);
    if (summary.inserted + summary.updated > 0) await deps.refreshStatistics(['social_accounts']);
    return summary;
  }

  async function loadRows(options: ImportOptions): Promise<ImportSummary> {
    const batchSize = options.batchSize ?? IMPORT_BATCH_SIZE;
    const summary: ImportSummary = {
      rowsRead: 0,
      inserted: 0,
      updated: 0,
      rejected: 0,
      unchanged: 0,
      duplicates: 0,
      rejectedRows: [],
    };
    let batch = new Map<string, ImportedProfile>();
    const inFlight: { ids: Set<string>; write: Promise<void> }[] = [];
    const finishOldestWrite = async () => {
      await inFlight.shift()?.write;
    };

    const flush = async () => {
      if (batch.size === 0) return;
      const profiles = [...batch.values()];
      const ids = new Set(batch.keys());
      batch = new Map();
      // A batch waits for earlier ones touching the same profiles, so the later row in the file
      // always wins; batches of different profiles may be written side by side.
      while (
        inFlight.length >= WRITES_IN_FLIGHT ||
        inFlight.some((earlier) => profiles.some((p) => earlier.ids.has(p.platformUserId)))
      ) {
        await finishOldestWrite();
      }
      const write = repository
        .upsertBank(toBankUpsert(options.platform, profiles))
        .then((counts) => {
          summary.inserted += counts.inserted;
          summary.updated += counts.updated;
          options.onProgress?.(progressOf(summary));
        });
      // Awaited by finishOldestWrite; this only keeps an early failure from counting as unhandled.
      write.catch(() => undefined);
      inFlight.push({ ids, write });
      // Let the driver send the statement before parsing the next batch keeps this thread busy.
      await new Promise((resolve) => setImmediate(resolve));
    };
    const finishAllWrites = async () => {
      while (inFlight.length > 0) await finishOldestWrite();
    };

    const reject = async (row: NumberedRow, reason: string) => {
      summary.rejected += 1;
      const rejected = { line: row.line, platformUserId: row.platformUserId, reason };
      if (summary.rejectedRows.length < REJECTED_IN_SUMMARY) summary.rejectedRows.push(rejected);
      await options.onRejected?.(rejected);
    };
    /** Into the batch (a later row of the same profile replaces it); true when the batch is full. */
    const accept = (profile: ImportedProfile): boolean => {
      if (batch.delete(profile.platformUserId)) summary.duplicates += 1;
      batch.set(profile.platformUserId, profile);
      return batch.size >= batchSize;
    };

    const rows = options.format === 'csv' ? csvRows(options.input) : jsonLinesRows(options.input);
    try {
      // Rows come a chunk of the file at a time, in file order. An accepted row costs no await.
      for await (const chunkRows of rows) {
        for (const row of chunkRows) {
          summary.rowsRead += 1;
          if (!row.result.ok) await reject(row, row.result.reason);
          else if (accept(row.result.profile)) await flush();
        }
      }
    } catch (error) {
      await finishAllWrites().catch(() => undefined);
      if (error instanceof CsvFormatError)
        throw badRequest(IMPORT_TEXT.fileUnreadable({ reason: error.text }), 'file');
      throw error;
    }
    await flush();
    await finishAllWrites();
    summary.unchanged =
      summary.rowsRead - summary.rejected - summary.duplicates - summary.inserted - summary.updated;
    return summary;
  }

  return {
    importProfiles,
    /** Profiles and recent posts from a provider (YouTube, ...) into the bank; see provider-import.ts. */
    fetchIntoBank: (request: Parameters<typeof fetchIntoBank>[1]) =>
      fetchIntoBank({ repository }, request),
  };
}

export type ImportService = ReturnType<typeof createImportService>;

function progressOf(summary: ImportSummary): ImportProgress {
  const { rowsRead, inserted, updated, rejected } = summary;
  return { rowsRead, inserted, updated, rejected };
}

async function* csvRows(input: AsyncIterable<string | Uint8Array>): AsyncGenerator<NumberedRow[]> {
  let header: string[] | null = null;
  for await (const records of parseCsv(decodeUtf8(input))) {
    const rows: NumberedRow[] = [];
    for (const record of records) {
      if (!header) {
        header = checkHeader(record.fields.map(normalizeHeader));
        continue;
      }
      rows.push(csvRow(header, record));
    }
    yield rows;
  }
  if (!header) throw badRequest(IMPORT_TEXT.noHeader, 'file');
}

function csvRow(header: string[], record: CsvRecord): NumberedRow {
  const platformUserId = record.fields[header.indexOf('platform_user_id')]?.trim() || null;
  if (record.error) {
    return { line: record.line, platformUserId, result: { ok: false, reason: record.error } };
  }
  if (record.fields.length !== header.length) {
    const reason = `expected ${header.length} fields as in the header, found ${record.fields.length}`;
    return { line: record.line, platformUserId, result: { ok: false, reason } };
  }
  return { line: record.line, platformUserId, result: parseImportCells(header, record.fields) };
}

/** A header naming unknown or repeated columns is a mistake in the whole file, not in a row. */
function checkHeader(names: string[]): string[] {
  const known = new Set<string>(IMPORT_COLUMNS);
  const unknown = names.filter((name) => !known.has(name));
  if (unknown.length > 0) {
    const said = unknown.length > 1 ? IMPORT_TEXT.unknownColumns : IMPORT_TEXT.unknownColumn;
    const columns = unknown.map((name) => `"${name}"`).join(', ');
    throw badRequest(said({ columns, known: IMPORT_COLUMNS.join(', ') }), 'file');
  }
  const repeated = names.filter((name, i) => names.indexOf(name) !== i);
  if (repeated.length > 0)
    throw badRequest(IMPORT_TEXT.repeatedColumn({ column: repeated[0] }), 'file');
  const missing = REQUIRED_COLUMNS.filter((name) => !names.includes(name));
  if (missing.length > 0) {
    const said = missing.length > 1 ? IMPORT_TEXT.lacksColumns : IMPORT_TEXT.lacksColumn;
    throw badRequest(said({ columns: missing.join(', ') }), 'file');
  }
  return names;
}

async function* jsonLinesRows(
  input: AsyncIterable<string | Uint8Array>,
): AsyncGenerator<NumberedRow[]> {
  for await (const lines of readLines(decodeUtf8(input))) {
    yield lines.map(({ line, text }) => jsonLinesRow(line, text));
  }
}

function jsonLinesRow(line: number, text: string): NumberedRow {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const reason = `not valid JSON (${(error as Error).message})`;
    return { line, platformUserId: null, result: { ok: false, reason } };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { line, platformUserId: null, result: { ok: false, reason: 'must be a JSON object' } };
  }
  const cells = value as Record<string, unknown>;
  const id = cells.platform_user_id;
  const platformUserId = typeof id === 'string' || typeof id === 'number' ? String(id) : null;
  return { line, platformUserId, result: parseImportRow(cells) };
}

export function toBankUpsert(platform: Platform, profiles: ImportedProfile[]): BankUpsert {
  const contacts: UpsertContact[] = [];
  for (const { platformUserId, emails, phones } of profiles) {
    for (const value of emails)
      contacts.push({ id: newId(), platformUserId, kind: 'email', value });
    for (const value of phones)
      contacts.push({ id: newId(), platformUserId, kind: 'phone', value });
  }
  // A profile is its own account row: the upsert reads only the account columns of it.
  return { platform, source: 'import', fetchedAt: null, accounts: profiles, contacts, posts: [] };
}
