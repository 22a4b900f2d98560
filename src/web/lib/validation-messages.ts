// Client-side validation messages are codes in en.json's `validation` group, so schemas stay free
// of React and every message is translated where it is shown.

import en from '../locales/en.json';

export type ValidationCode = keyof typeof en.validation;

export function isValidationCode(value: string): value is ValidationCode {
  return Object.hasOwn(en.validation, value);
}
