import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from 'pino';
import { ALLOWANCE_REASON } from '../../../common/api/outreach';
import type { Database } from '../../db/client';
import { AppError } from '../../http/errors';
import type { MailboxClients, SendOutcome, SmtpSender } from '../../integrations/mailbox';
import type { SecretBox } from '../../integrations/secrets';
import type { JobDefinition } from '../../jobs/queue';
import type { UsageService } from '../account';
import { MAILBOX_LEASE_MS } from './mailbox-lease';
import { smtpServerOf } from './mailbox-servers';
import { createMailboxesRepository } from './mailboxes.repository';
import { renderText } from './merge-fields';
import { loadMergeValues } from './merge-values';
import type { EntryRow, MailboxRow, MessageRow } from './outreach.tables';
import { createSendRecovery, type InterruptedSend } from './send-recovery';
import { inWindow, nextLocalDay, nextWindowStart, startOfLocalDay } from './send-window';
import { createSequencesRepository } from './sequences.repository';
import { recordStepSent } from './step-records';
import { createStepsRepository, type DueEntry } from './steps.repository';
import type { UnsubscribeLinks } from './unsubscribe-links';

export const SEND_JOB = 'outreach.send';

const LEASE_MS = MAILBOX_LEASE_MS;
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

/** `<entry.round.step@sender-domain>`: the same step of the same entry always has the same ID. */
export function messageIdFor(entry: Pick<EntryRow, 'id' | 'round'>, step: number, from: string) {
  return `<${entry.id}.${entry.round}.${step}@${from.split('@')[1] ?? 'localhost'}>`;
}

/**
 * Sends outreach steps (docs/outreach.md "Sending"): a job per mailbox takes the mailbox (a lease
 * in its row, so one sender at a time however many workers run), then sends its due steps one by
 * one inside the window and under the daily cap, with a random pause between messages.
 *
 * Each step is written `queued` with its Message-ID, claimed as `sending` in one statement right
 * before its SMTP conversation and marked `sent` right after the server's acceptance. A step
 * found `sending` later may have been delivered by a sender that died: the recovery settles it
 * from the Sent folder and never sends it again blindly.
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
  const mailboxes = createMailboxesRepository(deps.db);
  const stepsRepository = createStepsRepository(deps.db);
  const sequences = createSequencesRepository(deps.db);
  const logger = deps.logger.child({ component: 'outreach-sender' });
  const recovery = createSendRecovery({ ...deps, steps: stepsRepository, logger });

  const pauseMs = () => {
    const [min, max] = deps.jitterMs;
    return min + Math.random() * (max - min);
  };

  /** Takes the mailbox for this sender, or null when another holds it or it waits. */
  const takeMailbox = (mailboxId: string): Promise<MailboxRow | null> =>
    mailboxes.takeMailbox(mailboxId, new Date(Date.now() + LEASE_MS));

  const setMailbox = mailboxes.setSendingState;

  const hold = (mailboxId: string, until: Date, reason: string) =>
    setMailbox(mailboxId, { holdUntil: until, holdReason: reason });

  const sentToday = (mailbox: MailboxRow): Promise<number> =>
    stepsRepository.sentSince(mailbox.id, startOfLocalDay(mailbox, new Date()));

  /**
   * The chunk's messages: those written before (a retry, a crash) as they are, the others
   * rendered, charged and written as `queued`. Steps the allowance does not cover are left out
   * (`exhausted`); steps left `sending` are handed to the recovery (`interrupted`). Each comes
   * with the Message-IDs its round sent before it, for threading.
   */
  async function prepare(mailbox: MailboxRow, chunk: DueEntry[]) {
    const key = (entryId: string, round: number | null, step: number | null) =>
      `${entryId}.${round}.${step}`;
    const written = await stepsRepository.outgoingMessagesOf(chunk.map((due) => due.entry.id));
    const byKey = new Map(written.map((row) => [key(row.entryId, row.round, row.step), row]));
    const fresh = chunk.filter(
      (due) => !byKey.has(key(due.entry.id, due.entry.round, due.entry.nextStep)),
    );
    const affordable = fresh.slice(0, await charge(mailbox.orgId, fresh.length));
    if (affordable.length) {
      const merge = await loadMergeValues(
        sequences,
        mailbox.orgId,
        affordable.map((due) => due.entry),
      );
      const rows = await stepsRepository.insertQueuedMessages(
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
            status: 'queued' as const,
            messageId: messageIdFor(entry, step, mailbox.fromEmail),
            fromAddress: mailbox.fromEmail,
            subject: renderText(steps[step].subject, values)
              .replace(/[\r\n]+/g, ' ')
              .trim(),
            body: renderText(steps[step].body, values),
          };
        }),
      );
      for (const row of rows) byKey.set(key(row.entryId, row.round, row.step), row);
    }
    const interrupted: InterruptedSend[] = [];
    const ready = chunk.flatMap((due) => {
      const { entry } = due;
      const message = byKey.get(key(entry.id, entry.round, entry.nextStep));
      if (message?.status === 'sending') interrupted.push({ message, ...due });
      if (message?.status !== 'queued') return [];
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
    return { ready, interrupted, exhausted: affordable.length < fresh.length };
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

  async function recordOutcome(due: DueEntry, message: MessageRow, outcome: SendOutcome) {
    const { entry, steps } = due;
    const step = message.step as number;
    const now = new Date();
    if (outcome.ok) {
      await recordStepSent(stepsRepository, { entry, steps, message, at: now });
      return;
    }
    if (outcome.kind === 'permanent' || entry.attempts + 1 >= MAX_ATTEMPTS) {
      const status = outcome.kind === 'permanent' ? 'bounced' : 'failed';
      // A bounced address is never mailed again by the organization.
      await stepsRepository.recordFailed({
        entry,
        step,
        messageId: message.id,
        status,
        reply: outcome.reply,
        at: now,
        suppress: status === 'bounced',
      });
      return;
    }
    // Refused for now (4xx): the same message is sent again after the backoff (unless the
    // recovery took it meanwhile, this sender having outlived its lease).
    if (!(await stepsRepository.requeueRefused(message.id, outcome.reply))) return;
    await stepsRepository.postponeStep(entry, step, {
      attempts: entry.attempts + 1,
      reason: outcome.reply,
      nextSendAt: new Date(now.getTime() + retryDelayMs(entry.attempts + 1)),
      updatedAt: now,
    });
  }

  /** Due entries of the mailbox wait with the reason until the allowance is there again. */
  async function pauseForAllowance(mailbox: MailboxRow) {
    await stepsRepository.markDueWaiting(mailbox.orgId, mailbox.id, ALLOWANCE_REASON);
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
    const renewLease = async () => {
      leasedAt = Date.now();
      await setMailbox(mailbox.id, { sendingUntil: new Date(leasedAt + LEASE_MS) });
    };
    try {
      await recovery.recover(mailbox);
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
        const due = await stepsRepository.dueEntries(
          mailbox.id,
          Math.min(CHUNK, mailbox.dailyCap - today),
        );
        if (!due.length) break;
        const { ready, interrupted, exhausted } = await prepare(mailbox, await withSteps(due));
        if (interrupted.length) await recovery.settle(mailbox, interrupted);
        if (!ready.length && !exhausted) {
          // Only interrupted steps were due, now settled: look again for the next ones.
          if (interrupted.length) continue;
          break;
        }
        for (const { due: item, message, references } of ready) {
          if (Date.now() >= deadline) break sending;
          if (Date.now() - leasedAt > LEASE_MS / 4) await renewLease();
          if (!sender) {
            const opened = await deps.clients.openSmtp(await smtpServerOf(mailbox, deps.secrets));
            if ('reason' in opened) {
              await holdUnreachable(mailbox, opened.reason);
              break sending;
            }
            sender = opened;
          }
          const token = await deps.links.token(item.entry.id);
          if (!(await stepsRepository.claim(message.id))) continue;
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
          if (!outcome.ok && (outcome.kind === 'unreachable' || outcome.kind === 'unknown')) {
            logger.warn({ mailboxId, reply: outcome.reply }, 'SMTP server unreachable');
            // Not even begun: the message waits its turn again. Begun (`unknown`): it stays
            // `sending` for the next batch's recovery to settle from the Sent folder.
            if (outcome.kind === 'unreachable') await unclaim(message);
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
          const wait = pauseMs();
          // The lease must outlast the pause (OUTREACH_JITTER_MS stays below it, config.ts).
          if (Date.now() + wait - leasedAt > LEASE_MS / 4) await renewLease();
          if (wait > 0) await sleep(wait);
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
      await stepsRepository.dropStep(item.entry, item.entry.nextStep as number);
    }
    return stale.length ? due.filter((item) => !stale.includes(item)) : due;
  }

  const unclaim = (message: MessageRow) => stepsRepository.unclaim(message.id);

  async function holdUnreachable(mailbox: MailboxRow, reply: string) {
    const failures = mailbox.smtpFailures + 1;
    await setMailbox(mailbox.id, {
      smtpFailures: failures,
      holdUntil: new Date(Date.now() + unreachableDelayMs(failures)),
      holdReason: `smtp_unreachable: ${reply}`,
    });
  }

  return {
    sendBatch,
    /** Mailboxes with a step due that no sender holds and that do not wait. */
    mailboxesDue: mailboxes.mailboxesDue,
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
