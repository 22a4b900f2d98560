import { z } from 'zod';
import { PLATFORMS } from '../constants';
import { brandingSchema } from './branding';

/**
 * The outreach API's contract (/customer/outreach/..., /public/outreach/unsubscribe): mailboxes,
 * sequences, entries with their kanban and thread, and unsubscribing. The server validates and
 * documents with these schemas; the web takes its types and option lists from them.
 */

// ---- enums ----------------------------------------------------------------------------------

/** How a connection to a mail server is secured: TLS from the start, STARTTLS, or none. */
export const MAIL_SECURITY_VALUES = ['tls', 'starttls', 'none'] as const;
export type MailSecurity = (typeof MAIL_SECURITY_VALUES)[number];
const mailSecurity = z.enum(MAIL_SECURITY_VALUES);

/** Where an entry stands; the kanban's fixed columns. */
export const ENTRY_STATUS_VALUES = [
  'scheduled',
  'sent',
  'replied',
  'bounced',
  'unsubscribed',
  'failed',
  // The worker stopped after handing a step to the SMTP server, and its Sent folder could not
  // confirm it: a person decides (docs/outreach.md "What is guaranteed across a crash").
  'unconfirmed',
] as const;
export type EntryStatus = (typeof ENTRY_STATUS_VALUES)[number];

/** What became of a message; outgoing ones move queued → sending → sent (or the others). */
export const MESSAGE_STATUS_VALUES = [
  'queued',
  'sending',
  'sent',
  'unconfirmed',
  'failed',
  'reply',
  'bounce',
] as const;
export type MessageStatus = (typeof MESSAGE_STATUS_VALUES)[number];

/** Why create-entries left a creator out. */
export const SKIP_REASON_VALUES = [
  'not_found',
  'no_address',
  'invalid_address',
  'suppressed',
  'duplicate',
] as const;
export type SkipReason = (typeof SKIP_REASON_VALUES)[number];

/** A step a crash left in doubt: send it (again, if it did go out), or record it as sent. */
export const UNCONFIRMED_DECISION_VALUES = ['send', 'markSent'] as const;
export type UnconfirmedDecision = (typeof UNCONFIRMED_DECISION_VALUES)[number];

/** Why a mailbox's sending waits; an unreachable server's is `smtp_unreachable: <its reply>`. */
export const PAUSE_REASON_VALUES = [
  'outside_window',
  'daily_cap',
  'outreach_emails_exhausted',
] as const;
/** The pause (and entries' reason) while the organization's outreachEmails allowance is spent. */
export const ALLOWANCE_REASON =
  'outreach_emails_exhausted' satisfies (typeof PAUSE_REASON_VALUES)[number];

/** Merge fields every step may use besides the organization's custom fields. */
export const BUILT_IN_MERGE_FIELDS = [
  'firstName',
  'username',
  'platform',
  'campaignName',
  'senderName',
] as const;

// ---- mailboxes ------------------------------------------------------------------------------

const hostname = z
  .string()
  .trim()
  .min(1)
  .max(253)
  .regex(/^[A-Za-z0-9.:[\]-]+$/, 'validation.hostName');
const port = z.number().int().min(1).max(65_535);
const clock = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'validation.timeOfDay')
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
  security: mailSecurity.describe(
    'tls: TLS from the start (465, 993); starttls: upgraded (587, 143); none',
  ),
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
      message: 'validation.windowOrder',
      path: ['end'],
    })
    .describe('When mail may be sent, in the time zone'),
  timeZone: z.string().max(64).refine(isTimeZone, 'validation.timeZone'),
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
export type CreateMailboxInput = z.input<typeof createMailboxBody>;

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

export const mailServerSchema = z.object({
  host: z.string(),
  port: z.number().int(),
  security: mailSecurity,
  user: z.string(),
});
export type MailServerSettings = z.infer<typeof mailServerSchema>;

export const mailboxSchema = z.object({
  id: z.string(),
  fromName: z.string(),
  fromEmail: z.string(),
  smtp: mailServerSchema,
  imap: mailServerSchema,
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
export type Mailbox = z.infer<typeof mailboxSchema>;

export const mailboxListSchema = z.object({ items: z.array(mailboxSchema) });
export type MailboxList = z.infer<typeof mailboxListSchema>;

/** A mailbox that sends through the agency's white-label sender: only the inbox is asked for. */
export const whitelabelMailboxBody = z.strictObject({
  dailyCap: settingsFields.dailyCap.default(50),
  window: settingsFields.window.default({ start: '08:00', end: '18:00' }),
  timeZone: settingsFields.timeZone.default('Europe/Vienna'),
  imap: serverBody,
});
export type WhitelabelMailboxBody = z.infer<typeof whitelabelMailboxBody>;
export type WhitelabelMailboxInput = z.input<typeof whitelabelMailboxBody>;

export const whitelabelSenderSchema = z.object({
  sender: z
    .object({
      fromName: z.string(),
      fromEmail: z.string(),
      smtp: mailServerSchema,
    })
    .nullable()
    .describe('Null: no white-label sender with SMTP credentials (agency plans set one up)'),
});
export type WhitelabelSenderAnswer = z.infer<typeof whitelabelSenderSchema>;

// ---- sequences ------------------------------------------------------------------------------

export const SEQUENCE_MAX_STEPS = 10;
export const SEQUENCE_NAME_MAX = 100;
export const STEP_SUBJECT_MAX = 200;

const stepText = {
  subject: z.string().trim().min(1).max(STEP_SUBJECT_MAX),
  body: z.string().trim().min(1).max(20_000),
};

export const sequenceBody = z.strictObject({
  name: z.string().trim().min(1).max(SEQUENCE_NAME_MAX),
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
    .max(SEQUENCE_MAX_STEPS)
    .refine((steps) => steps.slice(1).every((step) => step.delayDays >= 1), {
      message: 'validation.followUpDelay',
    }),
});
export type SequenceBody = z.infer<typeof sequenceBody>;
export type SequenceInput = z.input<typeof sequenceBody>;

export const sequenceParams = z.strictObject({ id: z.uuid() });

export const previewBody = z.strictObject({
  profileId: z.uuid().describe('A tracked profile whose values fill the fields'),
  mailboxId: z.uuid().optional().describe('Its sender name fills {{senderName}}'),
  steps: z.array(z.strictObject(stepText)).min(1).max(SEQUENCE_MAX_STEPS),
});
export type PreviewBody = z.infer<typeof previewBody>;
export type PreviewInput = z.input<typeof previewBody>;

const previewFallback = z.object({
  profileId: z.string(),
  username: z.string(),
  platform: z.enum(PLATFORMS),
  fields: z
    .array(z.string())
    .describe('The fields, as the steps write them, that take their fallback for this creator'),
});
export type PreviewFallback = z.infer<typeof previewFallback>;

export const previewSchema = z.object({
  steps: z.array(z.object({ subject: z.string(), body: z.string() })),
  fallbacks: z
    .array(previewFallback)
    .describe(
      "Each of the organization's tracked creators for whom a creator field of these steps has no value (a brand has no first name), by username",
    ),
});
export type SequencePreview = z.infer<typeof previewSchema>;

const step = z.object({ subject: z.string(), body: z.string(), delayDays: z.number().int() });
export const sequenceSchema = z.object({
  id: z.string(),
  name: z.string(),
  mailboxId: z.string().nullable(),
  steps: z.array(step),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Sequence = z.infer<typeof sequenceSchema>;
export type SequenceStep = Sequence['steps'][number];

export const sequenceListSchema = z.object({ items: z.array(sequenceSchema) });
export type SequenceList = z.infer<typeof sequenceListSchema>;

// ---- entries --------------------------------------------------------------------------------

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
          message: 'validation.profileOrEmail',
        }),
    )
    .min(1)
    .max(500),
});
export type CreateEntriesBody = z.infer<typeof createEntriesBody>;
export type CreateEntriesInput = z.input<typeof createEntriesBody>;

export const createEntriesSchema = z.object({
  created: z.array(z.object({ outreachId: z.string(), email: z.string() })),
  skipped: z.array(
    z.object({
      profileId: z.string().nullable(),
      email: z.string().nullable(),
      reason: z.enum(SKIP_REASON_VALUES),
    }),
  ),
});
export type CreateEntriesResult = z.infer<typeof createEntriesSchema>;
export type SkippedCreator = CreateEntriesResult['skipped'][number];

export const entrySchema = z.object({
  outreachId: z.string(),
  email: z.string(),
  sequenceId: z.string(),
  profileId: z.string().nullable(),
  username: z.string().nullable(),
  status: z.enum(ENTRY_STATUS_VALUES),
  stage: z.string().nullable(),
  nextStep: z.number().int().nullable(),
  nextSendAt: z.string().nullable(),
  reason: z.string().nullable(),
  updatedAt: z.string(),
});
export type OutreachEntry = z.infer<typeof entrySchema>;

export const threadMessageSchema = z.object({
  id: z.string(),
  direction: z.enum(['out', 'in']).describe('out: a step we sent; in: a reply or bounce report'),
  status: z
    .enum(MESSAGE_STATUS_VALUES)
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
export type ThreadMessage = z.infer<typeof threadMessageSchema>;

export const entryThreadSchema = z.object({
  entry: entrySchema,
  sequence: z.object({
    name: z.string(),
    steps: z.array(z.object({ subject: z.string(), body: z.string(), delayDays: z.number() })),
  }),
  messages: z.array(threadMessageSchema),
});
export type EntryThread = z.infer<typeof entryThreadSchema>;

export const kanbanQuery = z.strictObject({
  sequenceId: z.uuid().optional(),
  perColumn: z.coerce.number().int().min(1).max(200).default(50),
});
export type KanbanQuery = z.infer<typeof kanbanQuery>;

export const kanbanSchema = z.object({
  columns: z.array(
    z.object({
      key: z.string().describe('A status, or `stage:<name>` for a stage the user added'),
      total: z.number().int(),
      entries: z.array(entrySchema),
    }),
  ),
});
export type Kanban = z.infer<typeof kanbanSchema>;
export type KanbanColumn = Kanban['columns'][number];

export const entryParams = z.strictObject({ outreachId: z.uuid() });

export const resolveUnconfirmedBody = z.strictObject({
  outreachId: z.uuid(),
  decision: z
    .enum(UNCONFIRMED_DECISION_VALUES)
    .describe('send: send the step (again, if it did go out); markSent: record it as sent'),
});
export type ResolveUnconfirmedInput = z.input<typeof resolveUnconfirmedBody>;

export const entryStageBody = z.strictObject({
  outreachId: z.uuid(),
  stage: z.string().trim().min(1).max(40).nullable(),
});
export type EntryStageInput = z.input<typeof entryStageBody>;

// ---- unsubscribe (public) -------------------------------------------------------------------

export const unsubscribeQuery = z.strictObject({ token: z.string().min(1).max(200) });

/** What mail clients post (RFC 8058 one-click); the page posts nothing. */
export const oneClickUnsubscribeBody = z
  .strictObject({ 'List-Unsubscribe': z.enum(['One-Click']) })
  .nullish()
  .describe('What mail clients post; the page posts nothing');

export const unsubscribeSchema = z.object({
  email: z.string(),
  sender: z.string(),
  unsubscribed: z.boolean(),
  branding: brandingSchema.describe('The brand of the organization that sent the message'),
});
export type UnsubscribeState = z.infer<typeof unsubscribeSchema>;
