import { z } from 'zod';
import { JOB_ROLES } from '../constants';
import {
  ASSIGNABLE_ROLE_VALUES,
  emailField,
  fullNameField,
  organizationSchema,
  PASSWORD_INPUT_MAX,
  userSchema,
} from './account';

// The API contract of /customer/auth/* (sign-up, sign-in, password reset, invitations) and of
// email verification: the server validates with these schemas and documents them in OpenAPI, the
// web derives its types from them.

const token = z.string().min(1).max(200).describe('The token from the emailed link');
const password = z.string().max(PASSWORD_INPUT_MAX);

// ---- responses --------------------------------------------------------------------------------

// Auth answers carry the same user and organization as the account calls, so the web app keeps
// one model of each.
export const authResponseSchema = z.object({
  token: z.string().describe('Session token: send it as X-Access-Token; valid for one year'),
  user: userSchema,
  organization: organizationSchema,
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

export const forgotPasswordResponse = z.union([
  z.object({ sent: z.literal(true) }),
  z.object({ valid: z.literal(true), email: z.string() }),
  z.object({ changed: z.literal(true) }),
]);
export type ForgotPasswordResponse = z.infer<typeof forgotPasswordResponse>;

export const invitationResponse = z.object({
  email: z.string(),
  organization: z.object({ name: z.string() }),
  role: z.enum(ASSIGNABLE_ROLE_VALUES),
  invitedBy: z.string().optional().describe('Full name of the owner who invited'),
  fullName: z
    .string()
    .optional()
    .describe(
      "The invited person's name as the owner typed it, when given; the form starts with it",
    ),
});
export type InvitationDto = z.infer<typeof invitationResponse>;

export const verificationStatusSchema = z.object({
  email: z.boolean().describe('The signed-in user has verified their email address'),
});
export type VerificationStatusDto = z.infer<typeof verificationStatusSchema>;

export const mailSentSchema = z.object({ sent: z.literal(true) });

// ---- requests ---------------------------------------------------------------------------------

export const signupBody = z.strictObject({
  email: emailField,
  password: password.describe(
    'At least 8 characters, not the email, and hard to guess: a zxcvbn score of at least 3, with the email, the name and the product name as known words',
  ),
  fullName: fullNameField,
  jobRole: z.enum(JOB_ROLES),
  newsletter: z.boolean().optional(),
  referral: z
    .string()
    .trim()
    .max(100)
    .optional()
    .describe('Who referred the user; "voiceOfCrypto" marks a partner sign-up'),
  dealCode: z
    .string()
    .trim()
    .max(40)
    .optional()
    .describe('Deal-site code RB-DEAL-XXXXXXXX (8 letters or digits); redeemable once'),
  role: z.literal('owner').optional().describe('Sign-up always creates the owner'),
});
export type SignupBody = z.input<typeof signupBody>;

export const loginBody = z.strictObject({
  email: emailField,
  password: password.min(1),
  guest: z
    .boolean()
    .optional()
    .describe('Sent by the guest entry: only guest accounts may sign in through it'),
});
export type LoginBody = z.input<typeof loginBody>;

export const googleBody = z.strictObject({
  token: z.string().min(1).max(4096).describe('The Google ID token (a JWT) from Google sign-in'),
  newsletter: z.boolean().optional(),
  host: z
    .string()
    .max(253)
    .optional()
    .describe('Host the sign-in started on; accepted for white-label domains, not used yet'),
});
export type GoogleBody = z.input<typeof googleBody>;

export const forgotPasswordBody = z.discriminatedUnion('method', [
  z
    .strictObject({ method: z.literal('request'), email: emailField })
    .describe('Mail a reset link; the same answer whether or not the email has an account'),
  z.strictObject({ method: z.literal('validate'), token }).describe('Check a reset link'),
  z
    .strictObject({ method: z.literal('change'), token, password })
    .describe('Set the new password; ends every session of the user'),
]);
export type ForgotPasswordBody = z.input<typeof forgotPasswordBody>;

export const invitationParams = z.object({ token });

export const activateBody = z.strictObject({ token, fullName: fullNameField, password });
export type ActivateBody = z.input<typeof activateBody>;

export const verifyEmailBody = z.strictObject({ token });
