import { z } from 'zod';
import { MAIL_SECURITY } from '../../integrations/mailbox';

const hostname = z
  .string()
  .trim()
  .min(1)
  .max(253)
  .regex(/^[A-Za-z0-9.:[\]-]+$/, 'A host name or an IP address');
const port = z.number().int().min(1).max(65_535);
const clock = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'A time of day as HH:MM')
  .describe('HH:MM, 24-hour clock');

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const serverFields = {
  host: hostname,
  port,
  security: z
    .enum(MAIL_SECURITY)
    .describe('tls: TLS from the start (465, 993); starttls: upgraded (587, 143); none'),
  user: z.string().min(1).max(320),
};
const serverBody = z.strictObject({
  ...serverFields,
  password: z.string().min(1).max(1_000).describe('Stored encrypted, never returned'),
});
const serverChanges = z.strictObject({
  ...serverFields,
  password: z.string().min(1).max(1_000).optional().describe('Unset: keep the saved one'),
});

const settingsFields = {
  fromName: z.string().trim().min(1).max(100),
  fromEmail: z.email().max(320),
  dailyCap: z.number().int().min(1).max(2_000).describe('Messages a day, in the time zone'),
  window: z
    .strictObject({ start: clock, end: clock })
    .refine((window) => window.start < window.end, {
      message: 'The window must end after it starts',
      path: ['end'],
    })
    .describe('When mail may be sent, in the time zone'),
  timeZone: z.string().max(64).refine(isTimeZone, 'An IANA time zone such as Europe/Vienna'),
};

export const createMailboxBody = z.strictObject({
  ...settingsFields,
  dailyCap: settingsFields.dailyCap.default(50),
  window: settingsFields.window.default({ start: '08:00', end: '18:00' }),
  timeZone: settingsFields.timeZone.default('Europe/Vienna'),
  smtp: serverBody,
  imap: serverBody,
});
export type CreateMailboxBody = z.infer<typeof createMailboxBody>;

export const updateMailboxBody = z
  .strictObject({
    fromName: settingsFields.fromName,
    fromEmail: settingsFields.fromEmail,
    dailyCap: settingsFields.dailyCap,
    window: settingsFields.window,
    timeZone: settingsFields.timeZone,
    smtp: serverChanges,
    imap: serverChanges,
  })
  .partial();
export type UpdateMailboxBody = z.infer<typeof updateMailboxBody>;

export const mailboxParams = z.strictObject({ id: z.uuid() });

const serverSchema = z.object({
  host: z.string(),
  port: z.number().int(),
  security: z.enum(MAIL_SECURITY),
  user: z.string(),
});
export const mailboxSchema = z.object({
  id: z.string(),
  fromName: z.string(),
  fromEmail: z.string(),
  smtp: serverSchema,
  imap: serverSchema,
  dailyCap: z.number().int(),
  window: z.object({ start: z.string(), end: z.string() }),
  timeZone: z.string(),
  status: z.object({
    pausedUntil: z.string().nullable().describe('Sending waits until then'),
    pauseReason: z
      .string()
      .nullable()
      .describe(
        '`outside_window`, `daily_cap`, `outreach_emails_exhausted`, or `smtp_unreachable: <reason>`',
      ),
    inboxError: z.string().nullable().describe('Why the inbox could not be read last time'),
  }),
  createdAt: z.string(),
});

/** A mailbox that sends through the agency's white-label sender: only the inbox is asked for. */
export const whitelabelMailboxBody = z.strictObject({
  dailyCap: settingsFields.dailyCap.default(50),
  window: settingsFields.window.default({ start: '08:00', end: '18:00' }),
  timeZone: settingsFields.timeZone.default('Europe/Vienna'),
  imap: serverBody,
});
export type WhitelabelMailboxBody = z.infer<typeof whitelabelMailboxBody>;

export const whitelabelSenderSchema = z.object({
  sender: z
    .object({
      fromName: z.string(),
      fromEmail: z.string(),
      smtp: z.object({
        host: z.string(),
        port: z.number().int(),
        security: z.enum(MAIL_SECURITY),
        user: z.string(),
      }),
    })
    .nullable()
    .describe('Null: no white-label sender with SMTP credentials (agency plans set one up)'),
});
