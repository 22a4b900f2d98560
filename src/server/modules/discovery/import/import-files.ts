import { once } from 'node:events';
import { createWriteStream, type WriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
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
