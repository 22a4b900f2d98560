// What the settings forms check before sending. Messages are validation codes.

import { z } from 'zod';
import { JOB_ROLES } from '../../../common/constants';
import { fullNameField, isPasswordLikeEmail, newPasswordField } from '../../lib/field-schemas';

// The server's rule: 3-40 digits and the usual separators, an optional leading +. Empty means
// "not given" (empty values are not sent).
const PHONE_PATTERN = /^(\+?[0-9 ().-]{3,40})?$/;

export const profileSchema = z.object({
  fullName: fullNameField,
  phone: z.string().trim().regex(PHONE_PATTERN, 'phoneInvalid'),
  country: z.string().trim(),
  // No choice is sent as no change.
  jobRole: z.union([z.enum(JOB_ROLES), z.literal('')]).transform((role) => role || undefined),
});

/** Members change only their name; the organization's details are the owner's. */
export const memberProfileSchema = z.object({ fullName: fullNameField });

export function passwordChangeSchema(email: string) {
  return z
    .object({
      oldPassword: z.string().min(1, 'currentPasswordRequired'),
      newPassword: newPasswordField,
      passwordConfirm: z.string().min(1, 'passwordConfirmRequired'),
    })
    .superRefine((values, context) => {
      if (isPasswordLikeEmail(values.newPassword, email)) {
        context.addIssue({ code: 'custom', path: ['newPassword'], message: 'passwordIsEmail' });
      }
      if (values.oldPassword && values.newPassword === values.oldPassword) {
        context.addIssue({ code: 'custom', path: ['newPassword'], message: 'passwordUnchanged' });
      }
      if (values.passwordConfirm && values.passwordConfirm !== values.newPassword) {
        context.addIssue({ code: 'custom', path: ['passwordConfirm'], message: 'passwordsDiffer' });
      }
    });
}

export const TEAM_SIZES = ['solo', 'small', 'medium', 'large'] as const;
export type TeamSize = (typeof TEAM_SIZES)[number];

export const SURVEY_GOALS = ['discover', 'campaigns', 'tracking', 'outreach', 'reports'] as const;
export type SurveyGoal = (typeof SURVEY_GOALS)[number];

export const surveySchema = z.object({
  teamSize: z.enum(TEAM_SIZES, 'teamSizeRequired'),
  goals: z.array(z.enum(SURVEY_GOALS)).min(1, 'goalsRequired'),
});

export type SurveyAnswers = z.output<typeof surveySchema>;

/** Earlier answers from orgInfo.surveyData, as far as they are still valid choices. */
export function readSurveyAnswers(surveyData: unknown): {
  teamSize: TeamSize | '';
  goals: SurveyGoal[];
} {
  const data = typeof surveyData === 'object' && surveyData !== null ? surveyData : {};
  const teamSize = 'teamSize' in data ? data.teamSize : undefined;
  const goals = 'goals' in data && Array.isArray(data.goals) ? data.goals : [];
  return {
    teamSize: TEAM_SIZES.find((size) => size === teamSize) ?? '',
    goals: SURVEY_GOALS.filter((goal) => goals.includes(goal)),
  };
}
