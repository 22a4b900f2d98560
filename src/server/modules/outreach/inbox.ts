import type { ParsedMail } from 'mailparser';
import type { Logger } from 'pino';
import type { Database } from '../../db/client';
import type { MailboxClients } from '../../integrations/mailbox';
import type { SecretBox } from '../../integrations/secrets';
import type { JobDefinition } from '../../jobs/queue';
import { createEntriesRepository } from './entries.repository';
import { imapServerOf } from './mailbox-servers';
import { createMailboxesRepository } from './mailboxes.repository';
import type { MailboxRow } from './outreach.tables';

export const INBOX_JOB = 'outreach.read-inbox';

/** A reply or report's text is kept up to this many characters in the thread. */
const MAX_BODY_CHARS = 100_000;
const MESSAGE_ID_HEADER = /^message-id:\s*(<[^>\s]+>)/gim;

type Incoming = {
  kind: 'reply' | 'bounce';
  /** Message-IDs of ours it names: the one replied to, or the one that bounced. */
  names: string[];
  messageId: string;
  from: string;
  subject: string;
  body: string;
  at: Date;
  /** A bounce's reason, from its delivery status. */
  reason?: string;
};

/** A delivery status notification (RFC 3464) that reports a failure, else null. */
function bounceOf(parsed: ParsedMail, source: string): Pick<Incoming, 'names' | 'reason'> | null {
  const contentType = parsed.headers.get('content-type') as
    | { value: string; params: Record<string, string> }
    | undefined;
  const status = parsed.attachments.find((part) => part.contentType === 'message/delivery-status');
  const isReport =
    contentType?.value === 'multipart/report' &&
    contentType.params['report-type'] === 'delivery-status';
  if (!isReport && !status) return null;
  const fields = status?.content.toString('utf8') ?? source;
  if (!/^action:\s*failed/im.test(fields)) return null;
  const diagnostic = /^diagnostic-code:\s*(?:smtp;\s*)?(.+)$/im.exec(fields)?.[1]?.trim();
  const code = /^status:\s*([245]\.\d+\.\d+)/im.exec(fields)?.[1];
  const own = parsed.messageId;
  const names = [...source.matchAll(MESSAGE_ID_HEADER)]
    .map((match) => match[1])
    .filter((id) => id !== own);
  return { names, reason: diagnostic ?? (code ? `status ${code}` : 'delivery failed') };
}

function asList(value: string | string[] | undefined): string[] {
  if (!value) return [];
  return (Array.isArray(value) ? value : value.split(/\s+/)).filter(Boolean);
}

/** What an inbox message is to outreach: a reply, a bounce report, or (null) neither. */
async function readMessage(source: Buffer, fallbackId: string): Promise<Incoming | null> {
  // Loaded on first use rather than by every command at start (docs/performance.md, Start-up).
  const { simpleParser } = await import('mailparser');
  const parsed = await simpleParser(source, { keepDeliveryStatus: true, skipTextToHtml: true });
  const text = source.toString('utf8');
  const common = {
    messageId: parsed.messageId ?? fallbackId,
    from: parsed.from?.value[0]?.address ?? '',
    subject: parsed.subject ?? '',
    body: (parsed.text ?? '').slice(0, MAX_BODY_CHARS),
    at: parsed.date ?? new Date(),
  };
  const bounce = bounceOf(parsed, text);
  if (bounce) return { kind: 'bounce', ...common, ...bounce };
  const names = [...asList(parsed.inReplyTo), ...asList(parsed.references)];
  return names.length ? { kind: 'reply', names, ...common } : null;
}

/**
 * Reads each mailbox's inbox (docs/outreach.md "Replies and bounces"): a message whose
 * In-Reply-To or References names one of our messages marks its entry Replied and stops its
 * follow-ups; a failure report naming one marks it Bounced and suppresses the address. Either is
 * kept in the entry's thread. Messages are read once: the mailbox keeps the highest UID read.
 */
export function createOutreachInbox(deps: {
  db: Database;
  clients: MailboxClients;
  secrets: SecretBox;
  pollMs: number;
  logger: Logger;
}) {
  const mailboxes = createMailboxesRepository(deps.db);
  const entries = createEntriesRepository(deps.db);
  const logger = deps.logger.child({ component: 'outreach-inbox' });

  /** Keeps a reply or bounce of ours in its entry's thread; false when it names none of ours. */
  async function apply(mailbox: MailboxRow, incoming: Incoming): Promise<boolean> {
    const ours = await entries.messageNamed(mailbox.orgId, incoming.names);
    if (!ours) return false;
    if (incoming.kind === 'reply') await entries.recordReply(mailbox, ours, incoming);
    else await entries.recordBounce(mailbox, ours, incoming);
    return true;
  }

  /** Reads the mailbox's new inbox messages; returns how many were replies or bounces of ours. */
  async function read(mailboxId: string): Promise<{ matched: number }> {
    const mailbox = await mailboxes.markInboxChecked(mailboxId);
    if (!mailbox) return { matched: 0 };
    let matched = 0;
    try {
      const read = await deps.clients.readInbox(await imapServerOf(mailbox, deps.secrets), {
        uidValidity: mailbox.imapUidValidity,
        lastUid: mailbox.imapLastUid,
      });
      for (const message of read.messages) {
        const incoming = await readMessage(
          message.source,
          `<imap.${read.uidValidity}.${message.uid}@${mailbox.id}>`,
        );
        if (incoming && (await apply(mailbox, incoming))) matched += 1;
      }
      await mailboxes.saveInboxRead(mailboxId, read);
    } catch (error) {
      const reason = (error as Error).message;
      logger.warn({ mailboxId, err: error }, 'inbox could not be read');
      await mailboxes.saveInboxError(mailboxId, reason);
    }
    return { matched };
  }

  /** Mailboxes with a message out whose inbox was not read for pollMs. */
  const mailboxesToRead = (): Promise<string[]> =>
    mailboxes.mailboxesToRead(new Date(Date.now() - deps.pollMs));

  return {
    read,
    mailboxesToRead,
    job(): JobDefinition<{ mailboxId: string }> {
      return {
        name: INBOX_JOB,
        handle: ({ mailboxId }) => read(mailboxId),
        queue: { policy: 'short', retryLimit: 0, expireInSeconds: 120 },
      };
    },
  };
}

export type OutreachInbox = ReturnType<typeof createOutreachInbox>;
