// What the auth forms check before sending. Messages are validation codes (lib/validation-messages).

import { z } from 'zod';
import { JOB_ROLES } from '../../../common/constants';
import {
  emailField,
  fullNameField,
  isPasswordLikeEmail,
  newPasswordField,
} from '../../lib/field-schemas';

function checkPasswordNotLikeEmail(password: string, email: string, context: z.RefinementCtx) {
  if (isPasswordLikeEmail(password, email)) {
    context.addIssue({ code: 'custom', path: ['password'], message: 'passwordIsEmail' });
  }
}

function checkPasswordsMatch(
  values: { password: string; passwordConfirm: string },
  context: z.RefinementCtx,
) {
  if (values.passwordConfirm && values.password !== values.passwordConfirm) {
    context.addIssue({ code: 'custom', path: ['passwordConfirm'], message: 'passwordsDiffer' });
  }
}

export const signUpSchema = z
  .object({
    fullName: fullNameField,
    email: emailField,
    password: newPasswordField,
    jobRole: z.enum(JOB_ROLES, 'jobRoleRequired'),
    newsletter: z.boolean(),
  })
  .superRefine((values, context) =>
    checkPasswordNotLikeEmail(values.password, values.email, context),
  );

export type SignUpValues = z.output<typeof signUpSchema>;

export const loginSchema = z.object({
  email: emailField,
  // Whatever the rule was when the password was set: only the server can tell if it is right.
  password: z.string().min(1, 'passwordRequired'),
});

export const forgotPasswordSchema = z.object({ email: emailField });

/** A new password for the account of `email` (reset link or invitation). */
export function newPasswordSchema(email: string) {
  return z
    .object({
      password: newPasswordField,
      passwordConfirm: z.string().min(1, 'passwordConfirmRequired'),
    })
    .superRefine((values, context) => {
      checkPasswordNotLikeEmail(values.password, email, context);
      checkPasswordsMatch(values, context);
    });
}

export function activateSchema(email: string) {
  return z
    .object({ fullName: fullNameField, password: newPasswordField })
    .superRefine((values, context) => checkPasswordNotLikeEmail(values.password, email, context));
}
