import { describe, expect, it } from 'vitest';
import {
  defaultExportCount,
  EXPORT_MAX_ROWS,
  exportContactsNote,
  exportFileName,
  exportRowLimit,
  parseExportCount,
} from './export';

const NOV_22 = new Date(2026, 10, 22, 9, 30);

describe('exportFileName', () => {
  it('names the platform and the local date', () => {
    expect(exportFileName({ platform: 'instagram' }, NOV_22)).toBe(
      'creators-instagram-2026-11-22.csv',
    );
  });

  it('adds the keywords as a readable slug', () => {
    expect(exportFileName({ platform: 'tiktok', keywords: 'Café & Food!' }, NOV_22)).toBe(
      'creators-tiktok-cafe-food-2026-11-22.csv',
    );
  });

  it('names a lookalike search after the creator it is like', () => {
    expect(exportFileName({ platform: 'youtube', lookalike: 'mr.beast' }, NOV_22)).toBe(
      'creators-youtube-like-mr-beast-2026-11-22.csv',
    );
  });

  it('keeps long keywords short and drops words without letters or digits', () => {
    const long = exportFileName({ platform: 'instagram', keywords: 'a'.repeat(80) }, NOV_22);
    expect(long).toBe(`creators-instagram-${'a'.repeat(40)}-2026-11-22.csv`);
    expect(exportFileName({ platform: 'instagram', keywords: '🎉' }, NOV_22)).toBe(
      'creators-instagram-2026-11-22.csv',
    );
  });
});

describe('export row counts', () => {
  it('offers the loaded rows first, within the total', () => {
    expect(defaultExportCount(40, 1_000)).toBe(40);
    expect(defaultExportCount(40, 12)).toBe(12);
  });

  it('caps the rows at the server ceiling', () => {
    expect(exportRowLimit(1_000_000)).toBe(EXPORT_MAX_ROWS);
    expect(exportRowLimit(321)).toBe(321);
    expect(defaultExportCount(9_000, 1_000_000)).toBe(EXPORT_MAX_ROWS);
  });

  it("never offers more rows than the plan's exports left this month", () => {
    expect(exportRowLimit(1_000, 30)).toBe(30);
    expect(defaultExportCount(40, 1_000, 30)).toBe(30);
    expect(exportRowLimit(12, 30)).toBe(12);
  });

  it('accepts a whole number from 1 to the limit only', () => {
    expect(parseExportCount(' 25 ', 100)).toBe(25);
    expect(parseExportCount('100', 100)).toBe(100);
    expect(parseExportCount('101', 100)).toBeNull();
    expect(parseExportCount('0', 100)).toBeNull();
    expect(parseExportCount('2.5', 100)).toBeNull();
    expect(parseExportCount('', 100)).toBeNull();
    expect(parseExportCount('1e2', 100)).toBeNull();
  });
});

describe('exportContactsNote', () => {
  it('says nothing until the server has counted', () => {
    expect(exportContactsNote(undefined, 20)).toBeNull();
  });

  it('says when no exported row carries unlocked contacts', () => {
    expect(exportContactsNote(0, 20)).toEqual({ key: 'contactsNone' });
  });

  it('counts the rows with unlocked contacts among the rows exported', () => {
    expect(exportContactsNote(3, 20)).toEqual({ key: 'contactsSome', count: 3, rows: 20 });
  });

  it('says all when every exported row carries them', () => {
    expect(exportContactsNote(5, 5)).toEqual({ key: 'contactsAll', count: 5 });
  });
});
