import { and, eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Database } from '../../db/client';
import type { MailboxClients, SentSearch } from '../../integrations/mailbox';
import type { SecretBox } from '../../integrations/secrets';
import { imapServerOf } from './mailbox-servers';
import {
  type EntryRow,
  type MailboxRow,
  type MessageRow,
  outreachEntries,
  outreachMessages,
  outreachSequences,
  type SequenceStep,
} from './outreach.tables';
import { recordStepSent, recordStepUnconfirmed } from './step-records';

export type InterruptedSend = { message: MessageRow; entry: EntryRow; steps: SequenceStep[] };

/**
 * Settles sends a crash interrupted (docs/outreach.md "What is guaranteed across a crash"): a
 * message left `sending` was handed to the SMTP server by a sender that is gone, so it may have
 * been delivered. Its Message-ID is looked for in the mailbox's Sent folder over IMAP: found, it
 * is recorded sent; not found, or the folder cannot be searched, it is `unconfirmed` for a person
 * to decide. It is never sent again without that decision.
 */
export function createSendRecovery(deps: {
  db: Database;
  clients: MailboxClients;
  secrets: SecretBox;
  logger: Logger;
}) {
  const { db } = deps;

  /** The mailbox's messages left `sending`; call it only while holding the mailbox's lease. */
  function interruptedSends(mailboxId: string): Promise<InterruptedSend[]> {
    return db
      .select({ message: outreachMessages, entry: outreachEntries, steps: outreachSequences.steps })
      .from(outreachMessages)
      .innerJoin(outreachEntries, eq(outreachEntries.id, outreachMessages.entryId))
      .innerJoin(outreachSequences, eq(outreachSequences.id, outreachEntries.sequenceId))
      .where(
        and(eq(outreachMessages.mailboxId, mailboxId), eq(outreachMessages.status, 'sending')),
      );
  }

  async function settle(mailbox: MailboxRow, sends: InterruptedSend[]) {
    if (!sends.length) return;
    let search: SentSearch | null = null;
    let failure = '';
    try {
      search = await deps.clients.searchSent(
        await imapServerOf(mailbox, deps.secrets),
        sends.map((send) => send.message.messageId),
      );
    } catch (error) {
      failure = (error as Error).message;
      deps.logger.warn({ mailboxId: mailbox.id, err: error }, 'Sent folder could not be searched');
    }
    for (const { message, entry, steps } of sends) {
      if (search?.found.has(message.messageId)) {
        await recordStepSent(db, { entry, steps, message, at: message.attemptedAt ?? new Date() });
        continue;
      }
      const reason = search
        ? `May have been sent: the sender stopped after handing it to the SMTP server, and it is not in the Sent folder (${search.folder})`
        : `May have been sent: the sender stopped after handing it to the SMTP server, and the Sent folder could not be searched: ${failure}`;
      await recordStepUnconfirmed(db, { entry, message, reason });
    }
    deps.logger.warn(
      { mailboxId: mailbox.id, interrupted: sends.length, confirmed: search?.found.size ?? 0 },
      'settled interrupted sends',
    );
  }

  return {
    /** Settles the mailbox's interrupted sends. */
    async recover(mailbox: MailboxRow) {
      await settle(mailbox, await interruptedSends(mailbox.id));
    },
    /** Settles the given ones (a due step left `sending` by another mailbox's sender). */
    settle,
  };
}

export type SendRecovery = ReturnType<typeof createSendRecovery>;
