// Every text the server defines is said in every language, with the same varying parts.

import { describe, expect, it } from 'vitest';
import { SUPPORTED_LOCALES } from '../../../common/locales';
import {
  definedTexts,
  defineText,
  money,
  readStoredText,
  type StoredText,
  storeText,
  verbatim,
} from './text';

// Texts are defined in `*.text.ts` files; loading them all fills the registry.
await Promise.all(Object.values(import.meta.glob('../../**/*.text.ts')).map((load) => load()));

const partsOf = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the server’s texts', () => {
  it('are defined, each in every language, with the same parts', () => {
    const texts = [...definedTexts()];
    expect(texts.length).toBeGreaterThan(50);
    const problems: string[] = [];
    for (const [key, text] of texts) {
      for (const locale of SUPPORTED_LOCALES) {
        if (!text[locale]?.trim()) problems.push(`${key}: no ${locale} text`);
        else if (partsOf(text[locale]).join() !== partsOf(text.en).join()) {
          problems.push(
            `${key}: ${locale} has parts ${partsOf(text[locale])}, en ${partsOf(text.en)}`,
          );
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('says a text with its parts in the reader’s language, our own words translated too', () => {
    const thing = defineText('text-test-thing', { list: { en: 'List', de: 'Liste' } });
    const said = defineText('text-test', {
      missing: { en: '{what} {id} was not found', de: '{what} {id} wurde nicht gefunden' },
    });
    const message = said.missing({ what: thing.list, id: 42 });
    expect(message.in('de')).toBe('Liste 42 wurde nicht gefunden');
    expect(message.in('en')).toBe('List 42 was not found');
    expect(String(message)).toBe('List 42 was not found');
    expect(message.key).toBe('text-test.missing');
  });

  it('carries what users typed as it is, braces and all', () => {
    const said = defineText('text-test-typed', {
      named: { en: 'Named {name}', de: 'Namens {name}' },
    });
    expect(said.named({ name: '{id} & {what}' }).in('de')).toBe('Namens {id} & {what}');
    expect(verbatim('SMTP said: 550 {no}').in('de')).toBe('SMTP said: 550 {no}');
  });

  it('refuses a key defined twice', () => {
    defineText('text-test-twice', { once: { en: 'Once', de: 'Einmal' } });
    expect(() => defineText('text-test-twice', { once: { en: 'Once', de: 'Einmal' } })).toThrow(
      /defined twice/,
    );
  });
});

describe('a stored text', () => {
  const said = defineText('text-test-stored', {
    collected: { en: 'Collected {count} contact(s)', de: '{count} Kontakt(e) gesammelt' },
    disabled: { en: 'Turned off: {reason}', de: 'Abgeschaltet: {reason}' },
    refused: { en: 'The endpoint refused', de: 'Der Endpunkt lehnte ab' },
  });

  it('is said later in the reader’s language, nested parts too', () => {
    const stored = JSON.parse(
      JSON.stringify(storeText(said.disabled({ reason: said.refused }))),
    ) as StoredText;
    expect(readStoredText(stored).in('de')).toBe('Abgeschaltet: Der Endpunkt lehnte ab');
    expect(readStoredText(storeText(said.collected({ count: 3 }))).in('de')).toBe(
      '3 Kontakt(e) gesammelt',
    );
  });

  it('keeps text that is not ours as it came, and survives a key no longer defined', () => {
    expect(readStoredText(storeText(verbatim('550 mailbox full'))).in('de')).toBe(
      '550 mailbox full',
    );
    expect(readStoredText({ key: 'gone.away', parts: { count: 3 } }).in('de')).toBe('3');
  });
});

describe('money in a text', () => {
  const said = defineText('text-test-money', {
    paid: { en: 'Paid {amount}', de: '{amount} bezahlt' },
  });

  it('is written the reader’s way, and so when stored', () => {
    const message = said.paid({ amount: money(125_000, 'EUR') });
    expect(message.in('en')).toBe('Paid €1,250.00');
    expect(message.in('de')).toBe('1.250,00\u00a0€ bezahlt');
    expect(readStoredText(JSON.parse(JSON.stringify(storeText(message)))).in('de')).toBe(
      '1.250,00\u00a0€ bezahlt',
    );
    expect(said.paid({ amount: money(5000, 'JPY') }).in('en')).toBe('Paid ¥5,000');
  });
});
