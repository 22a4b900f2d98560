// What a form shows for a failed submit: a message next to each input the failure names, and one
// message for the form as a whole for everything else. Pure, so the mapping is unit-tested.

import { ApiError } from './api-error';

/** Field name -> the message shown next to that input. */
export type FieldErrors<Field extends string = string> = Partial<Record<Field, string>>;

export type FormErrors<Field extends string = string> = {
  fieldErrors: FieldErrors<Field>;
  /** Shown above the submit button; null when every problem sits next to its input. */
  formError: string | null;
};

export const NO_FORM_ERRORS: FormErrors<never> = { fieldErrors: {}, formError: null };

/** A validation issue as zod reports it; only the parts the mapping needs. */
export type ValidationIssue = {
  path: readonly PropertyKey[];
  message: string;
};

/**
 * The first message per form field, in issue order; the first path segment names the field
 * (`data.teamSize` belongs to `data`). Issues without a path concern the whole form.
 */
export function issuesToFormErrors<Field extends string>(
  issues: readonly ValidationIssue[],
  translate: (message: string) => string,
): FormErrors<Field> {
  const fieldErrors: FieldErrors<Field> = {};
  let formError: string | null = null;
  for (const issue of issues) {
    const [head] = issue.path;
    if (typeof head !== 'string') {
      formError ??= translate(issue.message);
      continue;
    }
    const field = head as Field;
    fieldErrors[field] ??= translate(issue.message);
  }
  return { fieldErrors, formError };
}

/**
 * A failed API call as form errors. The server names failing fields in `fields` (validation) or
 * `field` (e.g. 409 on `email`); those the form shows go next to their input, the rest and any
 * error without a field become the form's message. 423 and AccessBlocked are left out: the shell
 * already answers them with a popup or the blocked state, so the form adds nothing.
 */
export function apiErrorToFormErrors<Field extends string>(
  error: unknown,
  formFields: readonly Field[],
  fallbackMessage: string,
): FormErrors<Field> {
  if (!(error instanceof ApiError)) return { fieldErrors: {}, formError: fallbackMessage };
  if (error.status === 423 || error.name === 'AccessBlocked') return { ...NO_FORM_ERRORS };

  const known = new Set<string>(formFields);
  const fieldErrors: FieldErrors<Field> = {};
  const otherMessages: string[] = [];
  const named = error.fields.length > 0 ? error.fields : namedField(error);

  for (const { field, message } of named) {
    const head = field.split('.')[0];
    if (known.has(head)) fieldErrors[head as Field] ??= message;
    else otherMessages.push(message);
  }

  const hasFieldErrors = Object.keys(fieldErrors).length > 0;
  let formError: string | null = null;
  if (otherMessages.length > 0) formError = otherMessages.join(' ');
  else if (!hasFieldErrors) formError = error.message || fallbackMessage;
  return { fieldErrors, formError };
}

function namedField(error: ApiError): { field: string; message: string }[] {
  return error.field ? [{ field: error.field, message: error.message }] : [];
}
