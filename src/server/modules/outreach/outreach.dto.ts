import type { Mailbox, OutreachEntry, Sequence, ThreadMessage } from '../../../common/api/outreach';
import type { EntryRow, MailboxRow, MessageRow, SequenceRow } from './outreach.tables';

/** Minutes after midnight as the API writes a time of day: 480 → "08:00". */
const toClock = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

/** A mailbox without its passwords; a hold that has passed is no pause any more. */
export function toMailboxDto(row: MailboxRow): Mailbox {
  return {
    id: row.id,
    fromName: row.fromName,
    fromEmail: row.fromEmail,
    smtp: {
      host: row.smtpHost,
      port: row.smtpPort,
      security: row.smtpSecurity,
      user: row.smtpUser,
    },
    imap: {
      host: row.imapHost,
      port: row.imapPort,
      security: row.imapSecurity,
      user: row.imapUser,
    },
    dailyCap: row.dailyCap,
    window: { start: toClock(row.windowStartMinute), end: toClock(row.windowEndMinute) },
    timeZone: row.timeZone,
    status: {
      pausedUntil:
        row.holdUntil && row.holdUntil.getTime() > Date.now() ? row.holdUntil.toISOString() : null,
      pauseReason:
        row.holdUntil && row.holdUntil.getTime() > Date.now() ? (row.holdReason ?? null) : null,
      inboxError: row.imapError,
    },
    createdAt: row.createdAt.toISOString(),
  };
}

export function toSequenceDto(row: SequenceRow): Sequence {
  return {
    id: row.id,
    name: row.name,
    mailboxId: row.mailboxId,
    steps: row.steps,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** An entry, with the creator's username where the kanban read it. */
export function toEntryDto(row: EntryRow & { username?: string | null }): OutreachEntry {
  return {
    outreachId: row.id,
    email: row.email,
    sequenceId: row.sequenceId,
    profileId: row.profileId,
    username: row.username ?? null,
    status: row.status,
    stage: row.stage,
    nextStep: row.nextStep,
    nextSendAt: row.nextSendAt?.toISOString() ?? null,
    reason: row.reason,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A message of an entry's thread: when it was sent, else when it was recorded. */
export function toThreadMessageDto(message: MessageRow): ThreadMessage {
  return {
    id: message.id,
    direction: message.direction,
    status: message.status,
    step: message.step,
    messageId: message.messageId,
    from: message.fromAddress,
    subject: message.subject,
    body: message.body,
    error: message.error,
    at: (message.sentAt ?? message.createdAt).toISOString(),
  };
}
