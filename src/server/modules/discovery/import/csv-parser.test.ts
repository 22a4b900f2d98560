import { describe, expect, it } from 'vitest';
import { type CsvRecord, decodeUtf8, parseCsv, readLines } from './csv-parser';

async function* chunksOf(...parts: string[]) {
  yield* parts;
}

async function records(text: string | string[], maxRecordChars?: number): Promise<CsvRecord[]> {
  const parts = Array.isArray(text) ? text : [text];
  const out: CsvRecord[] = [];
  for await (const chunk of parseCsv(chunksOf(...parts), maxRecordChars)) out.push(...chunk);
  return out;
}

const QUOTED = 'a,b,c\r\n"x, y","say ""hi""","two\r\nlines"\r\nplain,,last\n';

describe('parseCsv', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks', async () => {
    expect(await records(QUOTED)).toEqual([
      { line: 1, fields: ['a', 'b', 'c'] },
      { line: 2, fields: ['x, y', 'say "hi"', 'two\r\nlines'] },
      { line: 4, fields: ['plain', '', 'last'] },
    ]);
  });

  it('gives the same records however the text is split into chunks', async () => {
    const whole = await records(QUOTED);
    for (let cut = 1; cut < QUOTED.length; cut++) {
      expect(await records([QUOTED.slice(0, cut), QUOTED.slice(cut)]), `cut at ${cut}`).toEqual(
        whole,
      );
    }
    expect(await records(QUOTED.split(''))).toEqual(whole);
  });

  it('drops a byte order mark, skips blank lines and reads a last line without a break', async () => {
    expect(await records('\uFEFFid,name\n\n1,Anna\r\n\r\n2,Ben')).toEqual([
      { line: 1, fields: ['id', 'name'] },
      { line: 3, fields: ['1', 'Anna'] },
      { line: 5, fields: ['2', 'Ben'] },
    ]);
  });

  it('keeps empty and quoted-empty fields, including a trailing one', async () => {
    expect(await records('a,"",\n')).toEqual([{ line: 1, fields: ['a', '', ''] }]);
  });

  it('flags text after a closing quote and an unclosed quote, keeping line numbers', async () => {
    expect(await records('"ab"c,d\nok,1\n"never closed,2\n')).toEqual([
      {
        line: 1,
        fields: ['abc', 'd'],
        error: 'text after a closing quote (quote the whole field and double inner quotes)',
      },
      { line: 2, fields: ['ok', '1'] },
      { line: 3, fields: ['never closed,2\n'], error: 'a quoted field is not closed' },
    ]);
  });

  it('refuses a record longer than the limit instead of buffering the file', async () => {
    const reading = records(['x\n"open', 'y'.repeat(50), 'z'.repeat(50)], 80);
    await expect(reading).rejects.toThrow(/line 2: a record longer than 80 characters/);
  });
});

describe('readLines', () => {
  it('numbers JSON Lines, skipping blank ones, across chunks and CRLF', async () => {
    const lines: { line: number; text: string }[] = [];
    for await (const chunk of readLines(chunksOf('{"a":1}\r\n\n{"b"', ':2}\n{"c":3}'))) {
      lines.push(...chunk);
    }
    expect(lines).toEqual([
      { line: 1, text: '{"a":1}' },
      { line: 3, text: '{"b":2}' },
      { line: 4, text: '{"c":3}' },
    ]);
  });
});

describe('decodeUtf8', () => {
  it('keeps a character whose bytes arrive in two chunks', async () => {
    const bytes = Buffer.from('Zoë', 'utf8');
    async function* split() {
      yield bytes.subarray(0, 3);
      yield bytes.subarray(3);
    }
    let text = '';
    for await (const part of decodeUtf8(split())) text += part;
    expect(text).toBe('Zoë');
  });
});
