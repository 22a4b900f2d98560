// Rows written before the server's texts had keys hold English sentences: an audit report's
// method notes and signal details in its frozen snapshot, a webhook attempt's error. Those are said
// in another language by finding the sentence in STORED_GERMAN, where `{name}` marks a part that
// varies. The parts are carried over as they are, except those named in TRANSLATED_PARTS, which are
// the report's own words ("a spike" in "{judgement} ..."). New rows store a key and its parts
// (`storeText`), so this catalogue never grows.

import type { Locale } from '../../../common/locales';
import { STORED_GERMAN } from './stored-english.de';
import { Message } from './text';

type Rule = { pattern: RegExp; target: string };

const PLACEHOLDER = /\{(\w+)\}/g;
/** Parts that hold the server's own words: translated too, one level down. */
const TRANSLATED_PARTS = new Set([
  'what',
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

const CATALOGUES: Partial<Record<Locale, ReturnType<typeof compile>>> = {
  de: compile(STORED_GERMAN),
};

/** `text` said in `locale`; English, and anything the catalogue does not know, as it is. */
function storedEnglishIn(text: string, locale: Locale, depth = 0): string {
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
        return TRANSLATED_PARTS.has(name) ? storedEnglishIn(part, locale, depth + 1) : part;
      });
    }
  }
  return text;
}

/** A sentence a row stored in English, as a Message said through the catalogue above. */
export function legacyText(english: string): Message {
  return new Message('legacy', { en: english, de: storedEnglishIn(english, 'de') });
}
