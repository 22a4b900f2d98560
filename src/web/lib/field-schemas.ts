// Field rules shared by the account forms. Messages are validation codes (validation-messages.ts).
// The server validates again and has the last word: a common password, for instance, only it can
// tell, and its message is shown next to the field.

import { z } from 'zod';
import { EMAIL_MAX, FULL_NAME_MAX } from '../../common/api/account';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../../common/password-strength';

export const emailField = z
  .string()
  .trim()
  .min(1, 'emailRequired')
  .max(EMAIL_MAX, 'emailInvalid')
  .pipe(z.email('emailInvalid'));

export const newPasswordField = z
  .string()
  .min(MIN_PASSWORD_LENGTH, 'passwordTooShort')
  .max(MAX_PASSWORD_LENGTH, 'passwordTooLong');

export const fullNameField = z
  .string()
  .trim()
  .min(1, 'fullNameRequired')
  .max(FULL_NAME_MAX, 'fullNameTooLong');

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
