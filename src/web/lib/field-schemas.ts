// Field rules shared by the account forms. Messages are validation codes (validation-messages.ts).
// The server validates again and has the last word: a common password, for instance, only it can
// tell, and its message is shown next to the field.

import { z } from 'zod';

export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 200;
export const MAX_FULL_NAME_LENGTH = 100;
// RFC 5321 caps a forward path at 256 characters including the angle brackets.
const MAX_EMAIL_LENGTH = 254;

export const emailField = z
  .string()
  .trim()
  .min(1, 'emailRequired')
  .max(MAX_EMAIL_LENGTH, 'emailInvalid')
  .pipe(z.email('emailInvalid'));

export const newPasswordField = z
  .string()
  .min(MIN_PASSWORD_LENGTH, 'passwordTooShort')
  .max(MAX_PASSWORD_LENGTH, 'passwordTooLong');

export const fullNameField = z
  .string()
  .trim()
  .min(1, 'fullNameRequired')
  .max(MAX_FULL_NAME_LENGTH, 'fullNameTooLong');

/**
 * The server's "not your email" rule: the password may be neither the email address nor the part
 * before the @, in any letter case.
 */
export function isPasswordLikeEmail(password: string, email: string): boolean {
  const address = email.trim().toLowerCase();
  if (!address || !password) return false;
  const lower = password.toLowerCase();
  return lower === address || lower === address.split('@')[0];
}
