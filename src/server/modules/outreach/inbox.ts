import { and, eq, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import type { Logger } from 'pino';
import type { Database } from '../../db/client';
import type { MailboxClients } from '../../integrations/mailbox';
import type { SecretBox } from '../../integrations/secrets';
import type { JobDefinition } from '../../jobs/queue';
import { imapServerOf } from './mailbox-servers';
import {
  type MailboxRow,
  outreachEntries,
  outreachMailboxes,
  outreachMessages,
  outreachSuppressions,
} from './outreach.tables';

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
  const { db } = deps;
  const logger = deps.logger.child({ component: 'outreach-inbox' });

  async function apply(mailbox: MailboxRow, incoming: Incoming): Promise<boolean> {
    const [ours] = await db
      .select({ entryId: outreachMessages.entryId, round: outreachMessages.round })
      .from(outreachMessages)
      .where(
        and(
          eq(outreachMessages.orgId, mailbox.orgId),
          eq(outreachMessages.direction, 'out'),
          inArray(outreachMessages.messageId, incoming.names),
        ),
      )
      .limit(1);
    if (!ours) return false;
    const now = new Date();
    await db.transaction(async (tx) => {
      const [kept] = await tx
        .insert(outreachMessages)
        .values({
          orgId: mailbox.orgId,
          entryId: ours.entryId,
          mailboxId: mailbox.id,
          direction: 'in',
          status: incoming.kind,
          messageId: incoming.messageId,
          fromAddress: incoming.from,
          subject: incoming.subject,
          body: incoming.body,
          sentAt: incoming.at,
        })
        .onConflictDoNothing()
        .returning({ id: outreachMessages.id });
      if (!kept) return;
      // A reply or bounce to an earlier round does not stop the round running now.
      const sameRound = and(
        eq(outreachEntries.id, ours.entryId),
        eq(outreachEntries.round, ours.round ?? 0),
      );
      if (incoming.kind === 'reply') {
        await tx
          .update(outreachEntries)
          .set({
            status: 'replied',
            repliedAt: incoming.at,
            nextStep: null,
            nextSendAt: null,
            reason: null,
            updatedAt: now,
          })
          .where(and(sameRound, sql`${outreachEntries.status} not in ('unsubscribed', 'bounced')`));
        return;
      }
      const [entry] = await tx
        .update(outreachEntries)
        .set({
          status: 'bounced',
          reason: incoming.reason ?? null,
          nextStep: null,
          nextSendAt: null,
          updatedAt: now,
        })
        .where(and(sameRound, sql`${outreachEntries.status} <> 'unsubscribed'`))
        .returning({ email: outreachEntries.email });
      if (entry) {
        await tx
          .insert(outreachSuppressions)
          .values({ orgId: mailbox.orgId, email: entry.email, reason: 'bounced' })
          .onConflictDoNothing();
      }
    });
    return true;
  }

  /** Reads the mailbox's new inbox messages; returns how many were replies or bounces of ours. */
  async function read(mailboxId: string): Promise<{ matched: number }> {
    const [mailbox] = await db
      .update(outreachMailboxes)
      .set({ imapCheckedAt: new Date() })
      .where(eq(outreachMailboxes.id, mailboxId))
      .returning();
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
      await db
        .update(outreachMailboxes)
        .set({ imapUidValidity: read.uidValidity, imapLastUid: read.lastUid, imapError: null })
        .where(eq(outreachMailboxes.id, mailboxId));
    } catch (error) {
      const reason = (error as Error).message;
      logger.warn({ mailboxId, err: error }, 'inbox could not be read');
      await db
        .update(outreachMailboxes)
        .set({ imapError: reason })
        .where(eq(outreachMailboxes.id, mailboxId));
    }
    return { matched };
  }

  /** Mailboxes with a message out whose inbox was not read for pollMs. */
  async function mailboxesToRead(): Promise<string[]> {
    const rows = await db
      .select({ id: outreachMailboxes.id })
      .from(outreachMailboxes)
      .where(
        and(
          or(
            isNull(outreachMailboxes.imapCheckedAt),
            lt(outreachMailboxes.imapCheckedAt, new Date(Date.now() - deps.pollMs)),
          ),
          sql`exists (select 1 from ${outreachMessages} where ${outreachMessages.mailboxId} = ${outreachMailboxes.id} and ${isNotNull(outreachMessages.sentAt)})`,
        ),
      );
    return rows.map((row) => row.id);
  }

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
