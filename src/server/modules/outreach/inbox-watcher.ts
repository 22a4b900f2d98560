import type { Logger } from 'pino';
import type { Database } from '../../db/client';
import type { EventConsumer } from '../../events';
import type { MailboxClients } from '../../integrations/mailbox';
import type { SecretBox } from '../../integrations/secrets';
import type { OutreachInbox } from './inbox';
import { imapServerOf } from './mailbox-servers';
import { createMailboxesRepository } from './mailboxes.repository';
import type { MailboxRow } from './outreach.tables';

/** How often the set of watched mailboxes is compared with the database. */
const SYNC_EVERY_MS = 10_000;

type Watch = {
  updatedAt: number;
  close: () => Promise<void>;
  reading: Promise<unknown> | null;
  again: boolean;
};

/**
 * Holds an IMAP connection in IDLE on the inbox of each mailbox that has sent outreach, in every
 * process that runs background work, and reads the inbox the moment the server says mail arrived.
 * The inbox job (every OUTREACH_INBOX_POLL_MS) stays as the safety net: a watch that dropped, a
 * message that arrived while none was open. Reading twice is harmless: a message is kept once.
 */
export function createInboxWatcher(deps: {
  db: Database;
  clients: MailboxClients;
  secrets: SecretBox;
  inbox: OutreachInbox;
  logger: Logger;
}): EventConsumer & { close(): Promise<void> } {
  const mailboxesRepository = createMailboxesRepository(deps.db);
  const logger = deps.logger.child({ component: 'outreach-inbox-watcher' });
  const watches = new Map<string, Watch>();
  const opening = new Set<string>();
  let lastSync = 0;
  let closed = false;

  /** Reads the mailbox's inbox; a signal during a read makes one more read after it. */
  function readSoon(mailboxId: string) {
    const watch = watches.get(mailboxId);
    if (!watch) return;
    if (watch.reading) {
      watch.again = true;
      return;
    }
    watch.reading = deps.inbox
      .read(mailboxId)
      .catch((error: unknown) => logger.warn({ err: error, mailboxId }, 'inbox read failed'))
      .finally(() => {
        watch.reading = null;
        if (watch.again) {
          watch.again = false;
          readSoon(mailboxId);
        }
      });
  }

  async function open(mailbox: MailboxRow) {
    opening.add(mailbox.id);
    try {
      const connection = await deps.clients.watchInbox(await imapServerOf(mailbox, deps.secrets), {
        onMail: () => readSoon(mailbox.id),
        onClose: () => watches.delete(mailbox.id),
      });
      if (closed) return connection.close();
      watches.set(mailbox.id, {
        updatedAt: mailbox.updatedAt.getTime(),
        close: connection.close,
        reading: null,
        again: false,
      });
      // Whatever arrived before the watch began.
      readSoon(mailbox.id);
    } catch (error) {
      logger.debug({ err: error, mailboxId: mailbox.id }, 'inbox not watched; polling covers it');
    } finally {
      opening.delete(mailbox.id);
    }
  }

  async function sync() {
    const mailboxes = await mailboxesRepository.mailboxesThatSent();
    const current = new Map(mailboxes.map((mailbox) => [mailbox.id, mailbox]));
    for (const [id, watch] of watches) {
      const mailbox = current.get(id);
      // Disconnected, or its settings changed: the next sync opens it again with the new ones.
      if (!mailbox || mailbox.updatedAt.getTime() !== watch.updatedAt) {
        watches.delete(id);
        await watch.close().catch(() => undefined);
      }
    }
    for (const mailbox of mailboxes) {
      if (!watches.has(mailbox.id) && !opening.has(mailbox.id)) void open(mailbox);
    }
  }

  return {
    name: 'outreach-inbox-watcher',
    async tick() {
      if (closed || Date.now() - lastSync < SYNC_EVERY_MS) return;
      lastSync = Date.now();
      await sync();
    },
    async close() {
      closed = true;
      const open = [...watches.values()];
      watches.clear();
      await Promise.all(open.map((watch) => watch.close().catch(() => undefined)));
    },
  };
}
