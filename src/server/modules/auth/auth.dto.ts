import { z } from 'zod';
import { organizationSchema, userSchema } from '../account';

// Auth answers carry the same user and organization as the account calls (account owns those
// shapes and their DTO functions), so the web app keeps one model of each.

export const authResponseSchema = z.object({
  token: z.string().describe('Session token: send it as X-Access-Token; valid for one year'),
  user: userSchema,
  organization: organizationSchema,
});

export type AuthResponse = z.infer<typeof authResponseSchema>;
