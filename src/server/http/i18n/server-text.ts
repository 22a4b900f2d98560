// What the server says to people (error messages, mail, CSV headings) is written in English where
// it is said. In another language each sentence is found in that language's catalogue, where
// `{name}` marks a part that varies. The parts are carried over as they are (names, ids, what a
// user typed), except those named in TRANSLATED_PARTS, which are words or sentences of the server
// itself ("List" in "{what} 42 was not found"). A sentence the catalogue lacks is said in
// English; `server-text.test.ts` fails when the server can write such a sentence.

import type { Locale } from '../../../common/locales';
import { GERMAN } from './server-text.de';
import { Message } from './text';

type Rule = { pattern: RegExp; target: string };

const PLACEHOLDER = /\{(\w+)\}/g;
/** Parts that hold the server's own words: translated too, one level down. */
const TRANSLATED_PARTS = new Set([
  'what',
  'message',
  'problem',
  'reason',
  'kind',
  'role',
  // The audit report's composed sentences.
  'group',
  'band',
  'position',
  'type',
  'weekday',
  'peers',
  'best',
  'w30',
  'w90',
  'source',
  'factor',
  'judged',
  'judgement',
  'weights',
]);
const MAX_DEPTH = 3;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function compile(catalogue: Record<string, string>): { exact: Map<string, string>; rules: Rule[] } {
  const exact = new Map<string, string>();
  const rules: (Rule & { literal: number })[] = [];
  for (const [source, target] of Object.entries(catalogue)) {
    const pieces = source.split(PLACEHOLDER);
    if (pieces.length === 1) {
      exact.set(source, target);
      continue;
    }
    // split() with a capture group alternates literal text and placeholder names.
    const pattern = pieces
      .map((piece, index) => (index % 2 ? `(?<${piece}>.*?)` : escapeRegExp(piece)))
      .join('');
    const literal = pieces.filter((_, index) => index % 2 === 0).join('').length;
    rules.push({ pattern: new RegExp(`^${pattern}$`, 's'), target, literal });
  }
  // The most specific sentence first: "{what} {id} was not found" before "{field}: {message}".
  rules.sort((a, b) => b.literal - a.literal);
  return { exact, rules };
}

const CATALOGUES: Partial<Record<Locale, ReturnType<typeof compile>>> = { de: compile(GERMAN) };

/** `text` said in `locale`; English, and anything the catalogue does not know, as it is. */
export function serverText(text: string, locale: Locale, depth = 0): string {
  const catalogue = CATALOGUES[locale];
  if (!catalogue) return text;
  const known = catalogue.exact.get(text);
  if (known !== undefined) return known;
  if (depth >= MAX_DEPTH) return text;
  for (const rule of catalogue.rules) {
    const parts = rule.pattern.exec(text)?.groups;
    if (parts) {
      return rule.target.replace(PLACEHOLDER, (_, name: string) => {
        const part = parts[name] ?? '';
        return TRANSLATED_PARTS.has(name) ? serverText(part, locale, depth + 1) : part;
      });
    }
  }
  return text;
}

/** An English sentence said through the catalogue above, for code not yet moved to `defineText`. */
export function legacyText(english: string): Message {
  return new Message('legacy', { en: english, de: serverText(english, 'de') });
}
