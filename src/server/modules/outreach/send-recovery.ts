import type { Logger } from 'pino';
import type { MailboxClients, SentSearch } from '../../integrations/mailbox';
import type { SecretBox } from '../../integrations/secrets';
import { imapServerOf } from './mailbox-servers';
import type { MailboxRow } from './outreach.tables';
import { recordStepSent, recordStepUnconfirmed } from './step-records';
import type { InterruptedSend, StepsRepository } from './steps.repository';

export type { InterruptedSend } from './steps.repository';

/**
 * Settles sends a crash interrupted (docs/outreach.md "What is guaranteed across a crash"): a
 * message left `sending` was handed to the SMTP server by a sender that is gone, so it may have
 * been delivered. Its Message-ID is looked for in the mailbox's Sent folder over IMAP: found, it
 * is recorded sent; not found, or the folder cannot be searched, it is `unconfirmed` for a person
 * to decide. It is never sent again without that decision.
 */
export function createSendRecovery(deps: {
  steps: StepsRepository;
  clients: MailboxClients;
  secrets: SecretBox;
  logger: Logger;
}) {
  const { steps: repository } = deps;

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
        await recordStepSent(repository, {
          entry,
          steps,
          message,
          at: message.attemptedAt ?? new Date(),
        });
        continue;
      }
      const reason = search
        ? `May have been sent: the sender stopped after handing it to the SMTP server, and it is not in the Sent folder (${search.folder})`
        : `May have been sent: the sender stopped after handing it to the SMTP server, and the Sent folder could not be searched: ${failure}`;
      await recordStepUnconfirmed(repository, { entry, message, reason });
    }
    deps.logger.warn(
      { mailboxId: mailbox.id, interrupted: sends.length, confirmed: search?.found.size ?? 0 },
      'settled interrupted sends',
    );
  }

  return {
    /** Settles the mailbox's interrupted sends. */
    async recover(mailbox: MailboxRow) {
      await settle(mailbox, await repository.interruptedSends(mailbox.id));
    },
    /** Settles the given ones (a due step left `sending` by another mailbox's sender). */
    settle,
  };
}

export type SendRecovery = ReturnType<typeof createSendRecovery>;
