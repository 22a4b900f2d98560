import { BUILT_IN_MERGE_FIELDS as BUILT_IN_FIELDS } from '../../../common/api/outreach';
import { badRequest } from '../../http/errors';

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
          `Unknown merge field ${unknown} in step ${index + 1}: use ${BUILT_IN_FIELDS.join(', ')} or a custom field`,
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

/** The first word of a display name: "Maya Lopez" → "Maya". */
export function firstNameOf(fullName: string | null): string | null {
  return fullName?.trim().split(/\s+/)[0] ?? null;
}
