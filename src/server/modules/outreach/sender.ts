import { setTimeout as sleep } from 'node:timers/promises';
import { and, asc, count, eq, gte, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Database } from '../../db/client';
import { AppError } from '../../http/errors';
import type { MailboxClients, SendOutcome, SmtpSender } from '../../integrations/mailbox';
import type { SecretBox } from '../../integrations/secrets';
import type { JobDefinition } from '../../jobs/queue';
import type { UsageService } from '../account';
import { smtpServerOf } from './mailbox-servers';
import { renderText } from './merge-fields';
import { mergeValuesFor } from './merge-values';
import {
  type EntryRow,
  type MailboxRow,
  type MessageRow,
  outreachEntries,
  outreachMailboxes,
  outreachMessages,
  outreachSequences,
  outreachSuppressions,
  type SequenceStep,
} from './outreach.tables';
import { inWindow, nextLocalDay, nextWindowStart, startOfLocalDay } from './send-window';
import type { UnsubscribeLinks } from './unsubscribe-links';

export const SEND_JOB = 'outreach.send';

const DAY_MS = 86_400_000;
/** A sender holds its mailbox this long past each message; a crashed one frees it by then. */
const LEASE_MS = 60_000;
/** One job sends for at most this long, then leaves the rest to the next job. */
const BATCH_MS = 20_000;
/** A 4xx refusal is tried again after 1, 4, 16 and 64 minutes; the fifth refusal fails it. */
const MAX_ATTEMPTS = 5;
const retryDelayMs = (attempts: number) => 60_000 * 4 ** (attempts - 1);
/** An unreachable server is tried again after 5 s, doubling, at most every 5 minutes. */
const unreachableDelayMs = (failures: number) => Math.min(5_000 * 2 ** (failures - 1), 300_000);
/** An exhausted allowance is looked at again this often (an upgrade resumes sending). */
const ALLOWANCE_RECHECK_MS = 10 * 60_000;

export const ALLOWANCE_REASON = 'outreach_emails_exhausted';

type DueEntry = { entry: EntryRow; steps: SequenceStep[] };

/** `<entry.round.step@sender-domain>`: the same step of the same entry always has the same ID. */
export function messageIdFor(entry: Pick<EntryRow, 'id' | 'round'>, step: number, from: string) {
  return `<${entry.id}.${entry.round}.${step}@${from.split('@')[1] ?? 'localhost'}>`;
}

/**
 * Sends outreach steps (docs/outreach.md "Sending"): a job per mailbox takes the mailbox (a lease
 * in its row, so one sender at a time however many workers run), then sends its due steps one by
 * one inside the window and under the daily cap, with a random pause between messages.
 *
 * Each step is recorded as `sending` with its Message-ID before the SMTP conversation and marked
 * `sent` right after the server's acceptance; a step found `sending` again (a crash between the
 * two) is sent again with the same Message-ID.
 */
export function createOutreachSender(deps: {
  db: Database;
  clients: MailboxClients;
  secrets: SecretBox;
  usage: UsageService;
  links: UnsubscribeLinks;
  jitterMs: [number, number];
  logger: Logger;
}) {
  const { db } = deps;
  const logger = deps.logger.child({ component: 'outreach-sender' });

  const pause = () => {
    const [min, max] = deps.jitterMs;
    const wait = min + Math.random() * (max - min);
    return wait > 0 ? sleep(wait) : Promise.resolve();
  };

  /** Takes the mailbox for this sender, or null when another holds it or it waits. */
  async function takeMailbox(mailboxId: string): Promise<MailboxRow | null> {
    const [mailbox] = await db
      .update(outreachMailboxes)
      .set({ sendingUntil: new Date(Date.now() + LEASE_MS) })
      .where(
        and(
          eq(outreachMailboxes.id, mailboxId),
          or(
            isNull(outreachMailboxes.sendingUntil),
            lt(outreachMailboxes.sendingUntil, sql`now()`),
          ),
          or(isNull(outreachMailboxes.holdUntil), lte(outreachMailboxes.holdUntil, sql`now()`)),
        ),
      )
      .returning();
    return mailbox ?? null;
  }

  const setMailbox = (mailboxId: string, values: Partial<MailboxRow>) =>
    db.update(outreachMailboxes).set(values).where(eq(outreachMailboxes.id, mailboxId));

  const hold = (mailboxId: string, until: Date, reason: string) =>
    setMailbox(mailboxId, { holdUntil: until, holdReason: reason });

  async function sentToday(mailbox: MailboxRow): Promise<number> {
    const [row] = await db
      .select({ sent: count() })
      .from(outreachMessages)
      .where(
        and(
          eq(outreachMessages.mailboxId, mailbox.id),
          gte(outreachMessages.sentAt, startOfLocalDay(mailbox, new Date())),
        ),
      );
    return row?.sent ?? 0;
  }

  async function nextDue(mailboxId: string): Promise<DueEntry | null> {
    const [row] = await db
      .select({ entry: outreachEntries, steps: outreachSequences.steps })
      .from(outreachEntries)
      .innerJoin(outreachSequences, eq(outreachSequences.id, outreachEntries.sequenceId))
      .where(
        and(
          eq(outreachSequences.mailboxId, mailboxId),
          lte(outreachEntries.nextSendAt, sql`now()`),
          isNotNull(outreachEntries.nextStep),
        ),
      )
      .orderBy(asc(outreachEntries.nextSendAt), asc(outreachEntries.id))
      .limit(1);
    return row ?? null;
  }

  /** The step's message: the one written before (a retry, a crash), else a new one, charged. */
  async function messageFor(mailbox: MailboxRow, due: DueEntry): Promise<MessageRow | 'exhausted'> {
    const { entry } = due;
    const step = entry.nextStep as number;
    const [written] = await db
      .select()
      .from(outreachMessages)
      .where(
        and(
          eq(outreachMessages.entryId, entry.id),
          eq(outreachMessages.round, entry.round),
          eq(outreachMessages.step, step),
        ),
      );
    if (written) return written;
    try {
      await deps.usage.consume(entry.orgId, 'outreachEmails');
    } catch (error) {
      if (error instanceof AppError && error.name === 'LimitExceeded') return 'exhausted';
      throw error;
    }
    const values = (await mergeValuesFor(db, entry.orgId, {
      profileId: entry.profileId,
      campaignId: entry.campaignId,
      senderName: mailbox.fromName,
    })) ?? { senderName: mailbox.fromName };
    const template = due.steps[step];
    const [message] = await db
      .insert(outreachMessages)
      .values({
        orgId: entry.orgId,
        entryId: entry.id,
        mailboxId: mailbox.id,
        direction: 'out',
        round: entry.round,
        step,
        status: 'sending',
        messageId: messageIdFor(entry, step, mailbox.fromEmail),
        fromAddress: mailbox.fromEmail,
        subject: renderText(template.subject, values)
          .replace(/[\r\n]+/g, ' ')
          .trim(),
        body: renderText(template.body, values),
      })
      .returning();
    return message;
  }

  /** The Message-IDs this round sent before the step: a follow-up answers them. */
  async function threadOf(entry: EntryRow, step: number): Promise<string[]> {
    const rows = await db
      .select({ messageId: outreachMessages.messageId })
      .from(outreachMessages)
      .where(
        and(
          eq(outreachMessages.entryId, entry.id),
          eq(outreachMessages.round, entry.round),
          eq(outreachMessages.status, 'sent'),
          lt(outreachMessages.step, step),
        ),
      )
      .orderBy(asc(outreachMessages.step));
    return rows.map((row) => row.messageId);
  }

  /** The entry still waits for exactly this step (not replied, unsubscribed or restarted since). */
  const stillDue = (entry: EntryRow, step: number) =>
    and(
      eq(outreachEntries.id, entry.id),
      eq(outreachEntries.round, entry.round),
      eq(outreachEntries.nextStep, step),
    );

  async function recordOutcome(due: DueEntry, message: MessageRow, outcome: SendOutcome) {
    const { entry, steps } = due;
    const step = message.step as number;
    const now = new Date();
    if (outcome.ok) {
      const next = step + 1 < steps.length ? step + 1 : null;
      await db.transaction(async (tx) => {
        await tx
          .update(outreachMessages)
          .set({ status: 'sent', sentAt: now, error: null })
          .where(eq(outreachMessages.id, message.id));
        await tx
          .update(outreachEntries)
          .set({
            status: 'sent',
            attempts: 0,
            reason: null,
            nextStep: next,
            nextSendAt:
              next === null ? null : new Date(now.getTime() + steps[next].delayDays * DAY_MS),
            updatedAt: now,
          })
          .where(stillDue(entry, step));
      });
      return;
    }
    if (outcome.kind === 'permanent' || entry.attempts + 1 >= MAX_ATTEMPTS) {
      const status = outcome.kind === 'permanent' ? 'bounced' : 'failed';
      await db.transaction(async (tx) => {
        await tx
          .update(outreachMessages)
          .set({ status: 'failed', error: outcome.reply })
          .where(eq(outreachMessages.id, message.id));
        await tx
          .update(outreachEntries)
          .set({ status, reason: outcome.reply, nextStep: null, nextSendAt: null, updatedAt: now })
          .where(stillDue(entry, step));
        if (status === 'bounced') {
          await tx
            .insert(outreachSuppressions)
            .values({ orgId: entry.orgId, email: entry.email, reason: 'bounced' })
            .onConflictDoNothing();
        }
      });
      return;
    }
    // Refused for now (4xx): the same message is sent again after the backoff.
    await db
      .update(outreachEntries)
      .set({
        attempts: entry.attempts + 1,
        reason: outcome.reply,
        nextSendAt: new Date(now.getTime() + retryDelayMs(entry.attempts + 1)),
        updatedAt: now,
      })
      .where(stillDue(entry, step));
  }

  /** Due entries of the mailbox wait with the reason until the allowance is there again. */
  async function pauseForAllowance(mailbox: MailboxRow) {
    await db
      .update(outreachEntries)
      .set({ reason: ALLOWANCE_REASON })
      .where(
        and(
          eq(outreachEntries.orgId, mailbox.orgId),
          lte(outreachEntries.nextSendAt, sql`now()`),
          sql`${outreachEntries.sequenceId} in (select ${outreachSequences.id} from ${outreachSequences} where ${outreachSequences.mailboxId} = ${mailbox.id})`,
        ),
      );
    await hold(mailbox.id, new Date(Date.now() + ALLOWANCE_RECHECK_MS), ALLOWANCE_REASON);
  }

  /**
   * Sends what is due from one mailbox for up to BATCH_MS. Returns how many messages the SMTP
   * server accepted.
   */
  async function sendBatch(mailboxId: string): Promise<{ sent: number }> {
    const mailbox = await takeMailbox(mailboxId);
    if (!mailbox) return { sent: 0 };
    const deadline = Date.now() + BATCH_MS;
    let sender: SmtpSender | null = null;
    let sent = 0;
    try {
      let today = await sentToday(mailbox);
      while (Date.now() < deadline) {
        const now = new Date();
        if (!inWindow(mailbox, now)) {
          await hold(mailbox.id, nextWindowStart(mailbox, now), 'outside_window');
          break;
        }
        if (today >= mailbox.dailyCap) {
          const tomorrow = nextLocalDay(mailbox, now);
          await hold(mailbox.id, tomorrow, 'daily_cap');
          break;
        }
        const due = await nextDue(mailbox.id);
        if (!due) break;
        const step = due.entry.nextStep as number;
        if (!due.steps[step]) {
          // The sequence was shortened under the entry: nothing more to send.
          await db
            .update(outreachEntries)
            .set({ nextStep: null, nextSendAt: null })
            .where(stillDue(due.entry, step));
          continue;
        }
        const message = await messageFor(mailbox, due);
        if (message === 'exhausted') {
          await pauseForAllowance(mailbox);
          break;
        }
        if (!sender) {
          const opened = await deps.clients.openSmtp(await smtpServerOf(mailbox, deps.secrets));
          if ('reason' in opened) {
            await holdUnreachable(mailbox, opened.reason);
            break;
          }
          sender = opened;
        }
        const token = await deps.links.token(due.entry.id);
        const outcome = await sender.send({
          from: { name: mailbox.fromName, address: mailbox.fromEmail },
          to: due.entry.email,
          subject: message.subject,
          text: `${message.body}\n\n--\nUnsubscribe: ${deps.links.pageUrl(token)}\n`,
          messageId: message.messageId,
          references: await threadOf(due.entry, step),
          headers: {
            'List-Unsubscribe': `<${deps.links.oneClickUrl(token)}>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          },
        });
        if (!outcome.ok && outcome.kind === 'unreachable') {
          logger.warn({ mailboxId, reply: outcome.reply }, 'SMTP server unreachable');
          await holdUnreachable(mailbox, outcome.reply);
          break;
        }
        await recordOutcome(due, message, outcome);
        if (outcome.ok) {
          sent += 1;
          today += 1;
        }
        await setMailbox(mailbox.id, {
          sendingUntil: new Date(Date.now() + LEASE_MS),
          ...(mailbox.smtpFailures ? { smtpFailures: 0, holdReason: null } : {}),
        });
        mailbox.smtpFailures = 0;
        await pause();
      }
    } finally {
      sender?.close();
      await setMailbox(mailbox.id, { sendingUntil: null });
    }
    return { sent };
  }

  async function holdUnreachable(mailbox: MailboxRow, reply: string) {
    const failures = mailbox.smtpFailures + 1;
    await setMailbox(mailbox.id, {
      smtpFailures: failures,
      holdUntil: new Date(Date.now() + unreachableDelayMs(failures)),
      holdReason: `smtp_unreachable: ${reply}`,
    });
  }

  /** Mailboxes with a step due that no sender holds and that do not wait. */
  async function mailboxesDue(): Promise<string[]> {
    const rows = await db
      .selectDistinct({ id: outreachMailboxes.id })
      .from(outreachEntries)
      .innerJoin(outreachSequences, eq(outreachSequences.id, outreachEntries.sequenceId))
      .innerJoin(outreachMailboxes, eq(outreachMailboxes.id, outreachSequences.mailboxId))
      .where(
        and(
          lte(outreachEntries.nextSendAt, sql`now()`),
          or(isNull(outreachMailboxes.holdUntil), lte(outreachMailboxes.holdUntil, sql`now()`)),
          or(
            isNull(outreachMailboxes.sendingUntil),
            lt(outreachMailboxes.sendingUntil, sql`now()`),
          ),
        ),
      );
    return rows.map((row) => row.id);
  }

  return {
    sendBatch,
    mailboxesDue,
    job(): JobDefinition<{ mailboxId: string }> {
      return {
        name: SEND_JOB,
        handle: ({ mailboxId }) => sendBatch(mailboxId),
        // One queued job per mailbox (singletonKey); the lease keeps sending to one at a time.
        queue: { policy: 'short', retryLimit: 2, retryDelay: 5, expireInSeconds: 300 },
      };
    },
  };
}

export type OutreachSender = ReturnType<typeof createOutreachSender>;
