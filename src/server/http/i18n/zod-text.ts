import { z } from 'zod';
import type { Locale } from '../../../common/locales';
import { Message, readStoredText, textByKey, verbatim } from './text';
import { VALIDATION_TEXT } from './validation.text';

type Issue = { keyword: string; message?: string; params?: Record<string, unknown> };
type ErrorMap = (issue: never) => unknown;

const ZOD_LOCALES: Record<Locale, ErrorMap> = {
  en: z.locales.en().localeError as ErrorMap,
  de: z.locales.de().localeError as ErrorMap,
};

function say(map: ErrorMap, issue: Issue): string | undefined {
  const said = map({ code: issue.keyword, ...issue.params } as never);
  if (typeof said === 'string') return said;
  return (said as { message?: string } | undefined)?.message;
}

const INVALID_TYPE = /^Invalid input: expected (.+), received (.+)$/s;

/** The parts a check passed in its `params` (fastify keeps a zod issue's fields under `params`). */
function partsOf(issue: Issue): Record<string, string | number> {
  const params = issue.params?.params;
  if (!params || typeof params !== 'object') return {};
  return Object.fromEntries(
    Object.entries(params).filter(
      (entry): entry is [string, string | number] =>
        typeof entry[1] === 'string' || typeof entry[1] === 'number',
    ),
  );
}

/**
 * A schema check's message as a Message: the project's own (the shared contract's messages are
 * keys such as 'validation.hostName', their parts in the check's `params`), or zod's own sentence,
 * said in zod's translation of it.
 */
function issueMessage(issue: Issue): Message {
  const message = issue.message ?? 'Invalid value';
  if (textByKey(message)) return readStoredText({ key: message, parts: partsOf(issue) });
  // zod's English for a mistyped value needs the value, which its issue does not carry.
  const mistyped = issue.keyword === 'invalid_type' ? INVALID_TYPE.exec(message) : null;
  if (mistyped)
    return VALIDATION_TEXT.invalidType({ expected: mistyped[1], received: mistyped[2] });
  if (say(ZOD_LOCALES.en, issue) !== message) return verbatim(message);
  // zod's own sentence, in zod's own translations of it.
  const said = (locale: Locale) => say(ZOD_LOCALES[locale], issue) ?? message;
  return new Message('zod', { en: message, de: said('de') });
}

/**
 * The message of an issue from a schema parsed outside the request pipeline (a multipart form's
 * fields): shaped as fastify hands issues over, then said like them.
 */
export function zodIssueMessage(issue: z.core.$ZodIssue): Message {
  const { code, message, path: _path, ...params } = issue;
  return issueMessage({ keyword: code, message, params });
}

/** A schema check's message in `locale`. */
export function zodIssueText(issue: Issue, locale: Locale): string {
  return issueMessage(issue).in(locale);
}
