import { once } from 'node:events';
import { createWriteStream, type WriteStream } from 'node:fs';
import { open, rm } from 'node:fs/promises';
import path from 'node:path';
import type { ImportFormat, ImportSummary, RejectedRow } from './import.service';

// File-side helpers of `reachbase import`: the format from the extension, the rejected-rows
// report next to the file, and the summary text. The CLI prints; nothing here does.

const FORMATS_BY_EXTENSION: Record<string, ImportFormat> = {
  '.csv': 'csv',
  '.jsonl': 'jsonl',
  '.ndjson': 'jsonl',
};

export function formatFromFileName(file: string): ImportFormat | null {
  return FORMATS_BY_EXTENSION[path.extname(file).toLowerCase()] ?? null;
}

/** Bytes read from the head of a file to estimate its rows. */
const ROW_SAMPLE_BYTES = 256 * 1024;

/**
 * About how many rows a file holds: its size over the mean length of the lines in its first
 * 256 KB (exact for a file that small). A quoted field may span lines; an estimate is all the
 * importer needs to choose how to load (ImportOptions.expectedRows).
 */
export async function estimateRows(file: string): Promise<number> {
  const handle = await open(file);
  try {
    const { size } = await handle.stat();
    const sample = Buffer.alloc(Math.min(size, ROW_SAMPLE_BYTES));
    const { bytesRead } = await handle.read(sample, 0, sample.length, 0);
    const head = sample.subarray(0, bytesRead);
    let lines = 0;
    for (let at = head.indexOf(10); at !== -1; at = head.indexOf(10, at + 1)) lines += 1;
    // A last line without its line break is a line too.
    if (bytesRead === size) return lines + (size > 0 && head[bytesRead - 1] !== 10 ? 1 : 0);
    return Math.round((size * Math.max(lines, 1)) / bytesRead);
  } finally {
    await handle.close();
  }
}

export function rejectedReportPath(file: string): string {
  return `${file}.rejected.csv`;
}

/** A CSV field: quoted when it holds a comma, quote or line break (RFC 4180). */
function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/**
 * Writes every rejected row to FILE.rejected.csv (line, platform_user_id, reason). The file is
 * created on the first rejected row; a report left by an earlier run is removed first, so what
 * lies next to the file always belongs to the last import.
 */
export async function openRejectedReport(file: string) {
  const reportPath = rejectedReportPath(file);
  await rm(reportPath, { force: true });
  let stream: WriteStream | null = null;
  return {
    path: reportPath,
    async write(row: RejectedRow): Promise<void> {
      if (!stream) {
        stream = createWriteStream(reportPath);
        stream.write('line,platform_user_id,reason\n');
      }
      const line = `${row.line},${csvField(row.platformUserId ?? '')},${csvField(row.reason)}\n`;
      if (!stream.write(line)) await once(stream, 'drain');
    },
    async close(): Promise<boolean> {
      if (!stream) return false;
      stream.end();
      await once(stream, 'finish');
      return true;
    },
  };
}

export function describeSummary(
  summary: ImportSummary,
  context: { file: string; seconds: number; reportPath: string | null; shown: number },
): string {
  const rate = Math.round(summary.rowsRead / Math.max(context.seconds, 0.001));
  const lines = [
    `Imported ${context.file} in ${context.seconds.toFixed(1)} s (${rate.toLocaleString('en')} rows/s):`,
    `  rows read   ${summary.rowsRead}`,
    `  inserted    ${summary.inserted}`,
    `  updated     ${summary.updated}`,
    `  unchanged   ${summary.unchanged}`,
    `  duplicates  ${summary.duplicates} (same user id again in a batch: the later row counts)`,
    `  rejected    ${summary.rejected}${context.reportPath ? ` (every one listed in ${context.reportPath})` : ''}`,
  ];
  if (summary.rejectedRows.length > 0) {
    const shown = summary.rejectedRows.slice(0, context.shown);
    lines.push(
      summary.rejected > shown.length
        ? `Rejected rows (first ${shown.length} of ${summary.rejected}):`
        : 'Rejected rows:',
      ...shown.map((row) => `  line ${row.line}: ${row.reason}`),
    );
  }
  return lines.join('\n');
}
