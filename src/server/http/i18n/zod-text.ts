import { z } from 'zod';
import type { Locale } from '../../../common/locales';
import { serverText } from './server-text';

type Issue = { keyword: string; message?: string; params?: Record<string, unknown> };
type ErrorMap = (issue: never) => unknown;

const ENGLISH = z.locales.en().localeError as ErrorMap;
const ZOD_LOCALES: Partial<Record<Locale, ErrorMap>> = {
  de: z.locales.de().localeError as ErrorMap,
};

function say(map: ErrorMap, issue: Issue): string | undefined {
  const said = map({ code: issue.keyword, ...issue.params } as never);
  if (typeof said === 'string') return said;
  return (said as { message?: string } | undefined)?.message;
}

/**
 * A schema check's message in `locale`: zod's own sentences in zod's translation of them, the
 * project's own ("min must not be above max") from the server's catalogue.
 */
export function zodIssueText(issue: Issue, locale: Locale): string {
  const message = issue.message ?? 'Invalid value';
  const zodLocale = ZOD_LOCALES[locale];
  if (!zodLocale) return message;
  if (say(ENGLISH, issue) === message) return say(zodLocale, issue) ?? message;
  return serverText(message, locale);
}
