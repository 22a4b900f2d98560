// What the server says to people (error messages, mails, CSV headings) is defined once per area,
// every language side by side under one key, and said in the reader's language when it is sent:
//
//   export const LIST_TEXT = defineText('lists', {
//     nameTaken: { en: 'A list named {name} already exists', de: 'Eine Liste namens {name} gibt es bereits' },
//     empty: { en: 'The list is empty', de: 'Die Liste ist leer' },
//   });
//   throw conflict(LIST_TEXT.nameTaken({ name }));   throw badRequest(LIST_TEXT.empty);
//
// A text without `{parts}` is a Message as it is; one with parts is a function of exactly those
// parts (the compiler checks their names). A part may itself be a Message ("{what} was not
// found"), said in the same language. A language missing from an entry fails `tsc`;
// `text.test.ts` fails on an empty text or on parts that differ between languages.

import { formatCurrency, fromMinorUnits } from '../../../common/format-currency';
import type { Locale } from '../../../common/locales';
import { withNumberLocale } from '../../../common/number-locale';

/** One sentence in every language the server speaks; `{name}` marks a part that varies. */
export type Text = Readonly<Record<Locale, string>>;
/** An amount of money, written the reader's way ("€1,250.00", "1.250,00 €"). */
export type MoneyPart = { readonly amountMinor: number; readonly currency: string };
/**
 * What fills a `{part}`: what users typed, ids and numbers as they are; our own words as a
 * Message; money as a MoneyPart.
 */
export type Part = string | number | Message | MoneyPart;

type PartNames<S extends string> = S extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PartNames<Rest>
  : never;
type Said<S extends string> = [PartNames<S>] extends [never]
  ? Message
  : (parts: Record<PartNames<S>, Part>) => Message;
export type Texts<T extends Record<string, Text>> = { readonly [K in keyof T]: Said<T[K]['en']> };

const PART = /\{(\w+)\}/g;
const HAS_PART = /\{\w+\}/;
const registry = new Map<string, Text>();

export class Message {
  constructor(
    /** `area.name`, as defined; `verbatim` for text that is not ours. */
    readonly key: string,
    private readonly text: Text,
    readonly parts: Readonly<Record<string, Part>> = {},
  ) {}

  in(locale: Locale): string {
    return this.text[locale].replace(PART, (whole, name: string) => {
      const part = this.parts[name];
      if (part === undefined) return whole;
      if (part instanceof Message) return part.in(locale);
      return typeof part === 'object' ? moneyIn(part, locale) : String(part);
    });
  }

  /** English: what logs and `Error.message` carry. */
  toString(): string {
    return this.in('en');
  }
}

export const money = (amountMinor: number, currency: string): MoneyPart => ({
  amountMinor,
  currency,
});

function moneyIn({ amountMinor, currency }: MoneyPart, locale: Locale): string {
  let said = '';
  withNumberLocale(locale, () => {
    said = formatCurrency(fromMinorUnits(amountMinor, currency), { currency });
  });
  return said;
}

export function defineText<const T extends Record<string, Text>>(area: string, texts: T): Texts<T> {
  const said: Record<string, Message | ((parts: Record<string, Part>) => Message)> = {};
  for (const [name, text] of Object.entries(texts)) {
    const key = `${area}.${name}`;
    if (registry.has(key)) throw new Error(`text ${key} is defined twice`);
    registry.set(key, text);
    said[name] = HAS_PART.test(text.en)
      ? (parts: Record<string, Part>) => new Message(key, text, parts)
      : new Message(key, text);
  }
  return said as Texts<T>;
}

/** Text that is not ours to translate (a vendor's answer, a zod sentence already translated). */
export function verbatim(text: string): Message {
  return new Message('verbatim', { en: '{text}', de: '{text}' }, { text });
}

/**
 * A text by its key, for messages that travel as a key: a schema check's message in the shared
 * API contract (`src/common/api`), which the web app never shows as it is.
 */
export function textByKey(key: string): Message | undefined {
  const text = registry.get(key);
  return text && new Message(key, text);
}

/**
 * A message kept in the database (an activity line, a report's method note, why a webhook was
 * turned off): its key and parts, said in whoever reads it later.
 */
export type StoredText = {
  key: string;
  parts?: { [name: string]: string | number | MoneyPart | StoredText };
};

export function storeText(message: Message): StoredText {
  // Text that is not one of ours keeps its words (English, as it came).
  if (!registry.has(message.key)) return { key: 'verbatim', parts: { text: String(message) } };
  const entries = Object.entries(message.parts);
  if (entries.length === 0) return { key: message.key };
  return {
    key: message.key,
    parts: Object.fromEntries(
      entries.map(([name, part]) => [name, part instanceof Message ? storeText(part) : part]),
    ),
  };
}

/** A stored message; a key this version no longer defines is said as its parts' English, never thrown. */
export function readStoredText(stored: StoredText): Message {
  const parts = Object.fromEntries(
    Object.entries(stored.parts ?? {}).map(([name, part]) => [
      name,
      typeof part === 'object' && 'key' in part ? readStoredText(part) : part,
    ]),
  );
  if (stored.key === 'verbatim') return verbatim(String(parts.text ?? ''));
  const text = registry.get(stored.key);
  if (!text) {
    const words = Object.values(parts).map((part) =>
      typeof part === 'object' && !(part instanceof Message) ? moneyIn(part, 'en') : String(part),
    );
    return verbatim(words.join(' ') || stored.key);
  }
  return new Message(stored.key, text, parts);
}

/** Every text defined so far, for the completeness test. */
export function definedTexts(): ReadonlyMap<string, Text> {
  return registry;
}
