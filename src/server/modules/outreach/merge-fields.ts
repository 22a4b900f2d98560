import { BUILT_IN_MERGE_FIELDS as BUILT_IN_FIELDS } from '../../../common/api/outreach';
import { badRequest } from '../../http/errors';
import { OUTREACH_TEXT } from './outreach.text';

// Merge fields of a sequence step: `{{firstName}}`, or `{{firstName|there}}` with what to write
// when the creator has no value. Besides the built-in ones (BUILT_IN_MERGE_FIELDS, part of the
// API's contract), each of the organization's custom fields is a merge field under its own name
// (`{{Budget}}`, any case).

const TOKEN = /\{\{\s*([^{}|]+?)\s*(?:\|\s*([^{}]*?)\s*)?\}\}/g;

export type StepText = { subject: string; body: string };

/** The field names a text uses, as written. */
export function fieldsIn(text: string): string[] {
  return [...text.matchAll(TOKEN)].map((match) => match[1]);
}

/** A 400 naming the first unknown merge field and where it is (`steps.1.body`). */
export function assertKnownFields(steps: readonly StepText[], customFieldNames: readonly string[]) {
  const known = new Set(
    [...BUILT_IN_FIELDS, ...customFieldNames].map((name) => name.toLowerCase()),
  );
  steps.forEach((step, index) => {
    for (const part of ['subject', 'body'] as const) {
      const unknown = fieldsIn(step[part]).find((name) => !known.has(name.toLowerCase()));
      if (unknown) {
        throw badRequest(
          OUTREACH_TEXT.unknownMergeField({
            field: unknown,
            step: index + 1,
            fields: BUILT_IN_FIELDS.join(', '),
          }),
          `steps.${index}.${part}`,
        );
      }
    }
  });
}

/** The text with each field replaced by its value (case-insensitive name), else its fallback. */
export function renderText(text: string, values: Readonly<Record<string, string | null>>): string {
  const byName = new Map(
    Object.entries(values).map(([name, value]) => [name.toLowerCase(), value] as const),
  );
  return text.replace(TOKEN, (_token, name: string, fallback: string | undefined) => {
    const value = byName.get(name.toLowerCase());
    return value?.trim() ? value : (fallback ?? '');
  });
}

/** The field names a text uses (first spelling of each) whose value is empty, so they fall back. */
export function fallingBackIn(
  texts: readonly string[],
  values: Readonly<Record<string, string | null>>,
): string[] {
  const byName = new Map(
    Object.entries(values).map(([name, value]) => [name.toLowerCase(), value] as const),
  );
  const falling = new Map<string, string>();
  for (const name of texts.flatMap(fieldsIn)) {
    const key = name.toLowerCase();
    if (!byName.get(key)?.trim() && !falling.has(key)) falling.set(key, name);
  }
  return [...falling.values()];
}

// ---- {{firstName}}: a person's first name, or nothing -------------------------------------------

/** Words that make a name a brand's, a shop's or a group's, never a person's. */
const NOT_A_PERSON = new Set(
  (
    'studio collective club lab house co shop store official team agency media magazine brand ' +
    'company group boutique academy community daily news tv inc ltd gmbh llc the and ' +
    // Category words a profile names itself after ("Travel", "Fashion Diaries").
    'fashion beauty fitness food travel gaming tech parenting finance music pets home sports ' +
    'comedy art lifestyle style makeup health wellness yoga cooking recipes photography design ' +
    'diy books cars crypto nature outdoors dance memes diaries vlogs kitchen eats'
  ).split(' '),
);
/** A capitalized name word: "Anna", "Jean-Luc", "Zoë". */
const NAME_WORD = /^\p{Lu}[\p{Ll}\p{M}]+(?:[-'’]\p{Lu}[\p{Ll}\p{M}]+)*$/u;
/** Lower-case words inside a person's name: "Anna van Dijk", "Luis de la Cruz". */
const NAME_PARTICLES = new Set('van von de der den da di del la le du zu y'.split(' '));

export type NameSource = {
  name: string | null;
  accountType: 'personal' | 'creator' | 'business' | null;
  /** The profile's niches and the organization's category for it: never a first name. */
  categories: readonly string[];
};

/**
 * The first name of a profile that is a person, else null (the sequence's fallback applies).
 * Conservative, since a wrong greeting ("Hi Travel,") is worse than "Hi there,": never for a
 * business account; the name must be two to four capitalized words (one word may be a brand)
 * with no brand or category word among them.
 */
export function personFirstName({ name, accountType, categories }: NameSource): string | null {
  if (accountType === 'business' || !name) return null;
  const words = name.trim().split(/\s+/);
  if (words.length < 2 || words.length > 4) return null;
  const notNames = new Set([...NOT_A_PERSON, ...categories.map((word) => word.toLowerCase())]);
  const isPersonWord = (word: string, index: number) =>
    !notNames.has(word.toLowerCase()) &&
    (NAME_WORD.test(word) || (index > 0 && NAME_PARTICLES.has(word)));
  return words.every(isPersonWord) ? words[0] : null;
}
