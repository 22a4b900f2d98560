// A small streaming CSV reader (RFC 4180: quoted fields with embedded commas, line breaks and
// doubled quotes; CRLF or LF; a byte order mark) because no CSV package is installed. It holds
// one unfinished record at a time, so files larger than memory stream through.

import type { Message } from '../../../http/i18n/text';
import { IMPORT_TEXT } from '../discovery.text';

export type CsvRecord = {
  /** Physical line (1-based) where the record starts, as an editor shows it. */
  line: number;
  fields: string[];
  /** Set when the record breaks the format; `fields` then holds what could be read. */
  error?: string;
};

/** Longest record accepted: a quote that is never closed would otherwise swallow the file. */
export const MAX_RECORD_CHARS = 1_000_000;

/** A break in the format that refuses the whole file; `text` says where and what, in any language. */
export class CsvFormatError extends Error {
  readonly text: Message;

  constructor(
    readonly line: number,
    problem: Message,
  ) {
    const text = IMPORT_TEXT.onLine({ line, problem });
    super(String(text));
    this.text = text;
  }
}

const COMMA = 44;
const QUOTE = 34;
const CR = 13;
const LF = 10;

/**
 * The records of a CSV text arriving in chunks, yielded as the records each chunk completes (one
 * array per chunk, so a file of millions of rows is not millions of async steps).
 */
export async function* parseCsv(
  chunks: AsyncIterable<string>,
  maxRecordChars = MAX_RECORD_CHARS,
): AsyncGenerator<CsvRecord[]> {
  let pending = '';
  let line = 1;
  for await (const chunk of withoutByteOrderMark(chunks)) {
    const text = pending + chunk;
    const parsed = parseRecords(text, line, false);
    if (parsed.records.length > 0) yield parsed.records;
    pending = text.slice(parsed.consumed);
    line = parsed.nextLine;
    if (pending.length > maxRecordChars) {
      throw new CsvFormatError(line, IMPORT_TEXT.recordTooLong({ max: maxRecordChars }));
    }
  }
  const last = parseRecords(pending, line, true).records;
  if (last.length > 0) yield last;
}

type Parsed = { records: CsvRecord[]; consumed: number; nextLine: number };

/**
 * Reads the complete records of `text`; without `atEnd`, a record running to the end of `text`
 * is left unconsumed to be read again with the next chunk.
 */
function parseRecords(text: string, firstLine: number, atEnd: boolean): Parsed {
  const records: CsvRecord[] = [];
  const length = text.length;
  let pos = 0;
  let line = firstLine;
  while (pos < length) {
    const start = pos;
    const startLine = line;
    const fields: string[] = [];
    let error: string | undefined;
    let complete = false;
    let quotedAny = false;
    // One iteration per field.
    for (;;) {
      let value = '';
      if (text.charCodeAt(pos) === QUOTE) {
        quotedAny = true;
        pos += 1;
        let closed = false;
        for (;;) {
          const quote = text.indexOf('"', pos);
          if (quote === -1) {
            value += text.slice(pos);
            line += countLineFeeds(text, pos, length);
            pos = length;
            break;
          }
          value += text.slice(pos, quote);
          line += countLineFeeds(text, pos, quote);
          if (quote + 1 === length && !atEnd) {
            // Cannot tell a closing quote from the first half of a doubled one yet.
            pos = length;
            break;
          }
          if (text.charCodeAt(quote + 1) === QUOTE) {
            value += '"';
            pos = quote + 2;
            continue;
          }
          pos = quote + 1;
          closed = true;
          break;
        }
        if (!closed) {
          if (!atEnd) break;
          error ??= 'a quoted field is not closed';
        }
        // After a closing quote only a comma or the line end may follow.
        const stray = scanUnquoted(text, pos);
        if (stray > pos) {
          error ??= 'text after a closing quote (quote the whole field and double inner quotes)';
          value += text.slice(pos, stray);
          pos = stray;
        }
      } else {
        const end = scanUnquoted(text, pos);
        value = text.slice(pos, end);
        pos = end;
      }
      if (pos === length && !atEnd) break;
      fields.push(value);
      const next = text.charCodeAt(pos);
      if (next === COMMA) {
        pos += 1;
        if (pos === length && !atEnd) break;
        continue;
      }
      if (next === CR) {
        if (pos + 1 === length && !atEnd) break;
        pos += text.charCodeAt(pos + 1) === LF ? 2 : 1;
        line += 1;
      } else if (next === LF) {
        pos += 1;
        line += 1;
      }
      complete = true;
      break;
    }
    if (!complete) {
      return { records, consumed: start, nextLine: startLine };
    }
    const blank = fields.length === 1 && fields[0] === '' && !quotedAny;
    if (!blank)
      records.push(error ? { line: startLine, fields, error } : { line: startLine, fields });
  }
  return { records, consumed: pos, nextLine: line };
}

/** Index of the next comma, CR or LF at or after `from` (or the end). */
function scanUnquoted(text: string, from: number): number {
  let i = from;
  for (; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === COMMA || c === LF || c === CR) break;
  }
  return i;
}

function countLineFeeds(text: string, from: number, to: number): number {
  let lines = 0;
  for (let i = text.indexOf('\n', from); i !== -1 && i < to; i = text.indexOf('\n', i + 1)) {
    lines += 1;
  }
  return lines;
}

type TextLine = { line: number; text: string };

/**
 * JSON Lines: one value per line; blank lines are skipped but still counted. Yields the lines
 * each chunk completes, like parseCsv.
 */
export async function* readLines(
  chunks: AsyncIterable<string>,
  maxLineChars = MAX_RECORD_CHARS,
): AsyncGenerator<TextLine[]> {
  let pending = '';
  let line = 1;
  for await (const chunk of withoutByteOrderMark(chunks)) {
    const text = pending + chunk;
    let from = 0;
    const lines: TextLine[] = [];
    for (let lf = text.indexOf('\n'); lf !== -1; lf = text.indexOf('\n', from)) {
      const content = text.slice(from, lf).replace(/\r$/, '');
      if (content.trim() !== '') lines.push({ line, text: content });
      line += 1;
      from = lf + 1;
    }
    if (lines.length > 0) yield lines;
    pending = text.slice(from);
    if (pending.length > maxLineChars) {
      throw new CsvFormatError(line, IMPORT_TEXT.lineTooLong({ max: maxLineChars }));
    }
  }
  if (pending.trim() !== '') yield [{ line, text: pending.replace(/\r$/, '') }];
}

/** The chunks, less a byte order mark at the start of the text (the first non-empty chunk). */
async function* withoutByteOrderMark(chunks: AsyncIterable<string>): AsyncGenerator<string> {
  let started = false;
  for await (const chunk of chunks) {
    if (started || chunk.length === 0) {
      yield chunk;
      continue;
    }
    started = true;
    yield chunk.charCodeAt(0) === 0xfeff ? chunk.slice(1) : chunk;
  }
}

/** Bytes or strings in, text out; multi-byte characters split across chunks stay whole. */
export async function* decodeUtf8(
  input: AsyncIterable<string | Uint8Array>,
): AsyncGenerator<string> {
  const decoder = new TextDecoder('utf-8');
  for await (const chunk of input) {
    yield typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
  }
  const rest = decoder.decode();
  if (rest) yield rest;
}
