import { z } from 'zod';
import { ASSIGNABLE_ROLE_VALUES, FULL_NAME_MAX } from '../../../common/api/account';
import { emailField } from '../../lib/field-schemas';

export const invitationSchema = z.object({
  email: emailField,
  fullName: z.string().trim().max(FULL_NAME_MAX, 'fullNameTooLong'),
  role: z.enum(ASSIGNABLE_ROLE_VALUES, 'roleRequired'),
});
