import { setTimeout as sleep } from 'node:timers/promises';
import {
  and,
  asc,
  count,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  or,
  sql,
} from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Database } from '../../db/client';
import { AppError } from '../../http/errors';
import type { MailboxClients, SendOutcome, SmtpSender } from '../../integrations/mailbox';
import type { SecretBox } from '../../integrations/secrets';
import type { JobDefinition } from '../../jobs/queue';
import type { UsageService } from '../account';
import { smtpServerOf } from './mailbox-servers';
import { renderText } from './merge-fields';
import { loadMergeValues } from './merge-values';
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
/** Due steps prepared together: read, rendered, charged and written in a few statements. */
const CHUNK = 100;
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

  /** The mailbox's due steps, oldest first, at most `limit`. */
  async function dueEntries(mailboxId: string, limit: number): Promise<DueEntry[]> {
    return db
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
      .limit(limit);
  }

  /**
   * The chunk's messages: those written before (a retry, a crash) as they are, the others
   * rendered, charged and written as `sending`. Steps the allowance does not cover are left out
   * (`exhausted`). Each comes with the Message-IDs its round sent before it, for threading.
   */
  async function prepare(mailbox: MailboxRow, chunk: DueEntry[]) {
    const key = (entryId: string, round: number | null, step: number | null) =>
      `${entryId}.${round}.${step}`;
    const written = await db
      .select()
      .from(outreachMessages)
      .where(
        and(
          inArray(
            outreachMessages.entryId,
            chunk.map((due) => due.entry.id),
          ),
          eq(outreachMessages.direction, 'out'),
        ),
      );
    const byKey = new Map(written.map((row) => [key(row.entryId, row.round, row.step), row]));
    const fresh = chunk.filter(
      (due) => !byKey.has(key(due.entry.id, due.entry.round, due.entry.nextStep)),
    );
    const affordable = fresh.slice(0, await charge(mailbox.orgId, fresh.length));
    if (affordable.length) {
      const merge = await loadMergeValues(
        db,
        mailbox.orgId,
        affordable.map((due) => due.entry),
      );
      const rows = await db
        .insert(outreachMessages)
        .values(
          affordable.map(({ entry, steps }) => {
            const step = entry.nextStep as number;
            const values = merge.valuesFor(entry, mailbox.fromName) ?? {
              senderName: mailbox.fromName,
            };
            return {
              orgId: entry.orgId,
              entryId: entry.id,
              mailboxId: mailbox.id,
              direction: 'out' as const,
              round: entry.round,
              step,
              status: 'sending' as const,
              messageId: messageIdFor(entry, step, mailbox.fromEmail),
              fromAddress: mailbox.fromEmail,
              subject: renderText(steps[step].subject, values)
                .replace(/[\r\n]+/g, ' ')
                .trim(),
              body: renderText(steps[step].body, values),
            };
          }),
        )
        .onConflictDoNothing()
        .returning();
      for (const row of rows) byKey.set(key(row.entryId, row.round, row.step), row);
    }
    const ready = chunk.flatMap((due) => {
      const { entry } = due;
      const message = byKey.get(key(entry.id, entry.round, entry.nextStep));
      if (!message) return [];
      const references = written
        .filter(
          (row) =>
            row.entryId === entry.id &&
            row.round === entry.round &&
            row.status === 'sent' &&
            (row.step ?? 0) < (entry.nextStep as number),
        )
        .sort((a, b) => (a.step ?? 0) - (b.step ?? 0))
        .map((row) => row.messageId);
      return [{ due, message, references }];
    });
    return { ready, exhausted: affordable.length < fresh.length };
  }

  /** Charges up to `wanted` outreach emails; how many the allowance covered. */
  async function charge(orgId: string, wanted: number): Promise<number> {
    if (wanted === 0) return 0;
    try {
      await deps.usage.consume(orgId, 'outreachEmails', wanted);
      return wanted;
    } catch (error) {
      if (!(error instanceof AppError && error.name === 'LimitExceeded')) throw error;
    }
    const { used, limit } = (await deps.usage.report(orgId, ['outreachEmails'])).outreachEmails;
    const left = Math.min(wanted, Math.max(0, limit - used));
    if (left === 0) return 0;
    try {
      await deps.usage.consume(orgId, 'outreachEmails', left);
      return left;
    } catch {
      // Spent by another sender meanwhile: this chunk waits for the next look.
      return 0;
    }
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
    let leasedAt = Date.now();
    try {
      let today = await sentToday(mailbox);
      sending: while (Date.now() < deadline) {
        const now = new Date();
        if (!inWindow(mailbox, now)) {
          await hold(mailbox.id, nextWindowStart(mailbox, now), 'outside_window');
          break;
        }
        if (today >= mailbox.dailyCap) {
          await hold(mailbox.id, nextLocalDay(mailbox, now), 'daily_cap');
          break;
        }
        const due = await dueEntries(mailbox.id, Math.min(CHUNK, mailbox.dailyCap - today));
        if (!due.length) break;
        const { ready, exhausted } = await prepare(mailbox, await withSteps(due));
        for (const { due: item, message, references } of ready) {
          if (Date.now() >= deadline) break sending;
          if (Date.now() - leasedAt > LEASE_MS / 4) {
            leasedAt = Date.now();
            await setMailbox(mailbox.id, { sendingUntil: new Date(leasedAt + LEASE_MS) });
          }
          if (!sender) {
            const opened = await deps.clients.openSmtp(await smtpServerOf(mailbox, deps.secrets));
            if ('reason' in opened) {
              await holdUnreachable(mailbox, opened.reason);
              break sending;
            }
            sender = opened;
          }
          const token = await deps.links.token(item.entry.id);
          const outcome = await sender.send({
            from: { name: mailbox.fromName, address: mailbox.fromEmail },
            to: item.entry.email,
            subject: message.subject,
            text: `${message.body}\n\n--\nUnsubscribe: ${deps.links.pageUrl(token)}\n`,
            messageId: message.messageId,
            references,
            headers: {
              'List-Unsubscribe': `<${deps.links.oneClickUrl(token)}>`,
              'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
            },
          });
          if (!outcome.ok && outcome.kind === 'unreachable') {
            logger.warn({ mailboxId, reply: outcome.reply }, 'SMTP server unreachable');
            await holdUnreachable(mailbox, outcome.reply);
            break sending;
          }
          await recordOutcome(item, message, outcome);
          if (outcome.ok) {
            sent += 1;
            today += 1;
          }
          if (mailbox.smtpFailures) {
            await setMailbox(mailbox.id, { smtpFailures: 0, holdReason: null });
            mailbox.smtpFailures = 0;
          }
          await pause();
        }
        if (exhausted) {
          await pauseForAllowance(mailbox);
          break;
        }
      }
    } finally {
      sender?.close();
      await setMailbox(mailbox.id, { sendingUntil: null });
    }
    return { sent };
  }

  /** Entries whose sequence lost the step they wait for (it was shortened) have nothing left. */
  async function withSteps(due: DueEntry[]): Promise<DueEntry[]> {
    const stale = due.filter((item) => !item.steps[item.entry.nextStep as number]);
    for (const item of stale) {
      await db
        .update(outreachEntries)
        .set({ nextStep: null, nextSendAt: null })
        .where(stillDue(item.entry, item.entry.nextStep as number));
    }
    return stale.length ? due.filter((item) => !stale.includes(item)) : due;
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
