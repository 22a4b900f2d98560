import { z } from 'zod';
import { emailField, MAX_FULL_NAME_LENGTH } from '../../lib/field-schemas';
import { ASSIGNABLE_ROLES } from './api';

export const invitationSchema = z.object({
  email: emailField,
  fullName: z.string().trim().max(MAX_FULL_NAME_LENGTH, 'fullNameTooLong'),
  role: z.enum(ASSIGNABLE_ROLES, 'roleRequired'),
});
