import { z } from 'zod';

const MAX_STEPS = 10;

const stepText = {
  subject: z.string().trim().min(1).max(200),
  body: z.string().trim().min(1).max(20_000),
};

export const sequenceBody = z.strictObject({
  name: z.string().trim().min(1).max(100),
  mailboxId: z.uuid().describe('The mailbox it sends from (mailboxes)'),
  steps: z
    .array(
      z.strictObject({
        ...stepText,
        delayDays: z
          .number()
          .int()
          .min(0)
          .max(90)
          .describe('Days after the step before (the first: after the entry is created)'),
      }),
    )
    .min(1)
    .max(MAX_STEPS)
    .refine((steps) => steps.slice(1).every((step) => step.delayDays >= 1), {
      message: 'A follow-up waits at least one day',
    }),
});
export type SequenceBody = z.infer<typeof sequenceBody>;

export const sequenceParams = z.strictObject({ id: z.uuid() });

export const previewBody = z.strictObject({
  profileId: z.uuid().describe('A tracked profile whose values fill the fields'),
  mailboxId: z.uuid().optional().describe('Its sender name fills {{senderName}}'),
  steps: z.array(z.strictObject(stepText)).min(1).max(MAX_STEPS),
});
export type PreviewBody = z.infer<typeof previewBody>;

const step = z.object({ subject: z.string(), body: z.string(), delayDays: z.number().int() });
export const sequenceSchema = z.object({
  id: z.string(),
  name: z.string(),
  mailboxId: z.string().nullable(),
  steps: z.array(step),
  createdAt: z.string(),
  updatedAt: z.string(),
});
