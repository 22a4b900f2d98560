import { z } from 'zod';
import { ENTRY_STATUSES, MESSAGE_STATUSES } from './outreach.tables';

export const createEntriesBody = z.strictObject({
  sequenceId: z.uuid(),
  campaignId: z.uuid().optional().describe('Its name fills {{campaignName}}'),
  creators: z
    .array(
      z
        .strictObject({
          profileId: z
            .uuid()
            .optional()
            .describe('A tracked profile: its contacts give the address'),
          email: z.email().max(320).optional().describe('Typed: wins over the contacts'),
        })
        .refine((creator) => creator.profileId || creator.email, {
          message: 'Give a profileId, an email or both',
        }),
    )
    .min(1)
    .max(500),
});
export type CreateEntriesBody = z.infer<typeof createEntriesBody>;

export const SKIP_REASONS = [
  'not_found',
  'no_address',
  'invalid_address',
  'suppressed',
  'duplicate',
] as const;

export const createEntriesSchema = z.object({
  created: z.array(z.object({ outreachId: z.string(), email: z.string() })),
  skipped: z.array(
    z.object({
      profileId: z.string().nullable(),
      email: z.string().nullable(),
      reason: z.enum(SKIP_REASONS),
    }),
  ),
});

export const entrySchema = z.object({
  outreachId: z.string(),
  email: z.string(),
  sequenceId: z.string(),
  profileId: z.string().nullable(),
  username: z.string().nullable(),
  status: z.enum(ENTRY_STATUSES),
  stage: z.string().nullable(),
  nextStep: z.number().int().nullable(),
  nextSendAt: z.string().nullable(),
  reason: z.string().nullable(),
  updatedAt: z.string(),
});

export const threadMessageSchema = z.object({
  id: z.string(),
  direction: z.enum(['out', 'in']).describe('out: a step we sent; in: a reply or bounce report'),
  status: z
    .enum(MESSAGE_STATUSES)
    .describe(
      'out: queued, sending, sent, failed, or unconfirmed (a crash left it in doubt: it may have been sent); in: reply or bounce',
    ),
  step: z.number().int().nullable(),
  messageId: z.string(),
  from: z.string(),
  subject: z.string(),
  body: z.string(),
  error: z
    .string()
    .nullable()
    .describe("The SMTP server's reply when it refused the message; why it is unconfirmed"),
  at: z.string(),
});

export const kanbanQuery = z.strictObject({
  sequenceId: z.uuid().optional(),
  perColumn: z.coerce.number().int().min(1).max(200).default(50),
});

export const kanbanSchema = z.object({
  columns: z.array(
    z.object({
      key: z.string().describe('A status, or `stage:<name>` for a stage the user added'),
      total: z.number().int(),
      entries: z.array(entrySchema),
    }),
  ),
});

export const entryParams = z.strictObject({ outreachId: z.uuid() });

export const resolveUnconfirmedBody = z.strictObject({
  outreachId: z.uuid(),
  decision: z
    .enum(['send', 'markSent'])
    .describe('send: send the step (again, if it did go out); markSent: record it as sent'),
});
