import { describe, expect, it } from 'vitest';
import { BANK_SOURCES } from '../../common/api/data-sources';
import { i18nForTests } from '../testing/i18n';
import { sourceLabel } from './source-label';

const i18n = i18nForTests();
const now = new Date('2026-11-29T12:00:00Z');
const threeDaysAgo = '2026-11-26T09:30:00.000Z';

function label(language: 'en' | 'de', origin: Parameters<typeof sourceLabel>[2]) {
  return sourceLabel(i18n.getFixedT(language), language, origin, now);
}

describe('sourceLabel', () => {
  it('names a fetched source with how long ago, in English and German', () => {
    const modash = { isDemo: false, source: 'modash' as const, sourceFetchedAt: threeDaysAgo };
    expect(label('en', modash)).toBe('Modash, 3 days ago');
    expect(label('de', modash)).toBe('Modash, vor 3 Tagen');
    const instagram = { ...modash, source: 'instagram' as const };
    expect(label('en', instagram)).toBe('Instagram API, 3 days ago');
    expect(label('de', instagram)).toBe('Instagram-API, vor 3 Tagen');
  });

  it('names a source without a fetch time alone', () => {
    const imported = { isDemo: false, source: 'import' as const, sourceFetchedAt: null };
    expect(label('en', imported)).toBe('Imported file');
    expect(label('de', imported)).toBe('Importierte Datei');
    const connected = { isDemo: false, source: 'connect' as const, sourceFetchedAt: null };
    expect(label('en', connected)).toBe('Connected by the creator');
  });

  it('says demo data for a demo creator, whatever its source field, and never a time', () => {
    const demo = { isDemo: true, source: 'import' as const, sourceFetchedAt: threeDaysAgo };
    expect(label('en', demo)).toBe('Demo data');
    expect(label('de', demo)).toBe('Demodaten');
  });

  it('says nothing for an older report that recorded no source', () => {
    expect(label('en', { isDemo: false, source: null, sourceFetchedAt: null })).toBeNull();
  });

  it('has words of its own for every source in both languages', () => {
    // locales.test.ts checks that German has every English key; this that each source has one.
    for (const language of ['en', 'de'] as const) {
      for (const source of BANK_SOURCES) {
        const origin = { isDemo: false, source, sourceFetchedAt: null };
        expect(label(language, origin), `${language} ${source}`).not.toMatch(/bankSource|^$/);
      }
    }
  });
});
