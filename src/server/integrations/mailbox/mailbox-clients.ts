import { connect, isIP, type Socket } from 'node:net';
import { Readable } from 'node:stream';
import nodemailer from 'nodemailer';
import MailComposer from 'nodemailer/lib/mail-composer/index.js';
import { MAIL_SECURITY_VALUES } from '../../../common/api/outreach';
import { type AddressPolicy, type HostLookup, systemLookup } from '../outbound';

/** How a connection to a mail server is secured (the outreach API names the same values). */
export const MAIL_SECURITY = MAIL_SECURITY_VALUES;
export type MailSecurity = (typeof MAIL_SECURITY)[number];

export type MailServer = {
  host: string;
  port: number;
  security: MailSecurity;
  user: string;
  password: string;
};

export type MailLoginResult = { ok: true } | { ok: false; reason: string };

/** A message of an outreach step as it goes out. Message-ID and threading headers are ours. */
export type OutgoingMail = {
  from: { name: string; address: string };
  to: string;
  subject: string;
  text: string;
  messageId: string;
  /** The Message-IDs of the thread so far, oldest first (follow-ups answer the step before). */
  references: string[];
  headers: Record<string, string>;
};

/**
 * What the SMTP server made of a message: accepted, refused for now (4xx: try again later),
 * refused for good (5xx: the address bounces), or the server could not be used at all (down,
 * unreachable, the login refused), which is the mailbox's trouble, not the recipient's.
 * `unknown`: the connection failed after the whole message was handed over, before the server's
 * answer, so the server may have accepted it.
 */
export type SendOutcome =
  | { ok: true }
  | { ok: false; kind: 'temporary' | 'permanent' | 'unreachable' | 'unknown'; reply: string };

/** Where a search of the Sent folder looked, and the Message-IDs it found there. */
export type SentSearch = { folder: string; found: Set<string> };

export type SmtpSender = { send(mail: OutgoingMail): Promise<SendOutcome>; close(): void };

/** New messages of an inbox since a UID: their raw source, and where to go on from next time. */
export type InboxRead = {
  uidValidity: string;
  lastUid: number;
  messages: { uid: number; source: Buffer }[];
};

const UNREACHABLE_CODES = new Set([
  'ECONNECTION',
  'ETIMEDOUT',
  'ESOCKET',
  'EDNS',
  'ETLS',
  'EAUTH',
  'EPROTOCOL',
  'ECONNREFUSED',
]);

/** Sorts a nodemailer failure into the three kinds above. */
function outcomeOf(error: unknown): SendOutcome {
  const failure = error as Error & { code?: string; responseCode?: number; response?: string };
  const reply = failure.response ?? failure.message;
  if (failure.responseCode && failure.code !== 'EAUTH') {
    if (failure.responseCode >= 500) return { ok: false, kind: 'permanent', reply };
    if (failure.responseCode >= 400) return { ok: false, kind: 'temporary', reply };
  }
  if (!failure.code || UNREACHABLE_CODES.has(failure.code)) {
    return { ok: false, kind: 'unreachable', reply };
  }
  return { ok: false, kind: 'temporary', reply };
}

type SocketCallback = (error: Error | null, socket?: { connection: Socket }) => void;

/**
 * A connected socket with Nagle's algorithm off. With it on, the last small write of each
 * message waits for the server's delayed ACK: about 40 ms a message, whatever the server's speed.
 * nodemailer upgrades it to TLS itself when the mailbox says `tls`.
 */
function openNoDelaySocket(host: string, port: number, timeoutMs: number, done: SocketCallback) {
  const socket = connect({ host, port, noDelay: true });
  const fail = (error: Error) => {
    socket.destroy();
    done(error);
  };
  socket.setTimeout(timeoutMs, () =>
    fail(Object.assign(new Error('Connection timeout'), { code: 'ETIMEDOUT' })),
  );
  socket.once('error', fail);
  socket.once('connect', () => {
    socket.setTimeout(0);
    socket.removeListener('error', fail);
    socket.setNoDelay(true);
    done(null, { connection: socket });
  });
}

/**
 * Names the Sent folder goes by where the server does not mark it `\Sent` (RFC 6154), compared
 * in lower case with the folder's path and its last part.
 */
const SENT_FOLDER_NAMES = new Set([
  'sent',
  'sent items',
  'sent messages',
  'sent mail',
  'gesendet',
  'gesendete objekte',
  'gesendete elemente',
]);

/** At most this many new messages per inbox read; the rest come with the next. */
const INBOX_BATCH = 200;

/** Mail submission and IMAP ports a public mail server may be reached on. */
export const MAIL_PORTS: ReadonlySet<number> = new Set([25, 143, 465, 587, 993, 2525]);

const TIMEOUT_MS = 15_000;

/**
 * Talks to a user's SMTP and IMAP servers: logs in as the mailbox settings test them on save,
 * sends a batch of outreach messages, reads the inbox for replies and bounces. The host
 * is resolved once and checked like every outbound connection (public addresses on mail ports,
 * or the operator's allowlisted networks); the socket then goes to that checked address, with
 * the host name kept for TLS.
 */
export function createMailboxClients(deps: {
  policy: AddressPolicy;
  lookup?: HostLookup;
  timeoutMs?: number;
}) {
  const lookup = deps.lookup ?? systemLookup;
  const timeoutMs = deps.timeoutMs ?? TIMEOUT_MS;

  /** The checked address to connect to, or why there is none. */
  async function addressOf(server: MailServer): Promise<{ address: string } | { reason: string }> {
    let addresses: string[];
    try {
      addresses = isIP(server.host)
        ? [server.host]
        : (await lookup(server.host)).map((answer) => answer.address);
    } catch {
      return { reason: `the host ${server.host} was not found` };
    }
    const refusal = deps.policy.refusalFor(addresses, server.port, MAIL_PORTS);
    return refusal ? { reason: refusal.message } : { address: addresses[0] };
  }

  const tlsFor = (server: MailServer) => (isIP(server.host) ? {} : { servername: server.host });

  const smtpTransport = (server: MailServer, address: string, pooled: boolean) =>
    nodemailer.createTransport({
      host: address,
      port: server.port,
      secure: server.security === 'tls',
      requireTLS: server.security === 'starttls',
      ignoreTLS: server.security === 'none',
      auth: { user: server.user, pass: server.password },
      tls: tlsFor(server),
      connectionTimeout: timeoutMs,
      greetingTimeout: timeoutMs,
      socketTimeout: timeoutMs,
      // One connection reused for a whole batch: a handshake per message would cap throughput.
      ...(pooled
        ? {
            pool: true,
            maxConnections: 1,
            maxMessages: Number.POSITIVE_INFINITY,
            getSocket: (_options: unknown, callback: SocketCallback) =>
              openNoDelaySocket(address, server.port, timeoutMs, callback),
          }
        : {}),
    });

  const imapClient = async (
    server: MailServer,
    address: string,
    watching?: { autoIdleDelay: number; maxIdleTime: number; socketTimeout: number },
  ) => {
    // Loaded on first use rather than by every command at start (docs/performance.md, Start-up).
    const { ImapFlow } = await import('imapflow');
    const client = new ImapFlow({
      host: address,
      port: server.port,
      secure: server.security === 'tls',
      doSTARTTLS:
        server.security === 'starttls' ? true : server.security === 'none' ? false : undefined,
      servername: isIP(server.host) ? undefined : server.host,
      auth: { user: server.user, pass: server.password },
      logger: false,
      connectionTimeout: timeoutMs,
      greetingTimeout: timeoutMs,
      socketTimeout: timeoutMs,
      ...watching,
    });
    // A failed login also emits 'error'; unhandled, it would end the process.
    client.on('error', () => {});
    return client;
  };

  return {
    /** A sender for one batch of a mailbox's messages over one kept-open connection. */
    async openSmtp(server: MailServer): Promise<SmtpSender | { reason: string }> {
      const target = await addressOf(server);
      if ('reason' in target) return { reason: target.reason };
      const transport = smtpTransport(server, target.address, true);
      return {
        async send(mail) {
          let handedOver = false;
          try {
            const raw = await new MailComposer({
              from: { name: mail.from.name, address: mail.from.address },
              to: mail.to,
              subject: mail.subject,
              text: mail.text,
              messageId: mail.messageId,
              inReplyTo: mail.references.at(-1),
              references: mail.references.length ? mail.references : undefined,
              headers: mail.headers,
            })
              .compile()
              .build();
            // The message goes as a stream we can watch: once it has all been read into the
            // connection, a failure may come after the server took it.
            const body = Readable.from([raw]);
            body.once('end', () => {
              handedOver = true;
            });
            await transport.sendMail({
              envelope: { from: mail.from.address, to: [mail.to] },
              raw: body,
            });
            return { ok: true };
          } catch (error) {
            const outcome = outcomeOf(error);
            return handedOver && !outcome.ok && outcome.kind === 'unreachable'
              ? { ...outcome, kind: 'unknown' }
              : outcome;
          }
        },
        close: () => transport.close(),
      };
    },

    /** The inbox's messages with a UID above `lastUid` (all of them when UIDVALIDITY changed). */
    async readInbox(
      server: MailServer,
      since: { uidValidity: string | null; lastUid: number },
    ): Promise<InboxRead> {
      const target = await addressOf(server);
      if ('reason' in target) throw new Error(target.reason);
      const client = await imapClient(server, target.address);
      try {
        await client.connect();
        const mailbox = await client.mailboxOpen('INBOX', { readOnly: true });
        const uidValidity = String(mailbox.uidValidity);
        const from = uidValidity === since.uidValidity ? since.lastUid : 0;
        const messages: InboxRead['messages'] = [];
        if (mailbox.exists > 0 && mailbox.uidNext - 1 > from) {
          for await (const message of client.fetch(
            `${from + 1}:*`,
            { uid: true, source: true },
            { uid: true },
          )) {
            // `N:*` also names the last message when no UID is above N.
            if (message.uid > from && message.source) {
              messages.push({ uid: message.uid, source: message.source });
            }
            if (messages.length >= INBOX_BATCH) break;
          }
        }
        await client.logout();
        return {
          uidValidity,
          lastUid: messages.reduce((last, message) => Math.max(last, message.uid), from),
          messages,
        };
      } finally {
        client.close();
      }
    },

    /**
     * Looks for messages by Message-ID in the mailbox's Sent folder: the folder marked `\Sent`
     * (RFC 6154 special use), else one of the usual names. Throws when the folder cannot be
     * searched (no such folder, login refused, server down).
     */
    async searchSent(server: MailServer, messageIds: string[]): Promise<SentSearch> {
      const target = await addressOf(server);
      if ('reason' in target) throw new Error(target.reason);
      const client = await imapClient(server, target.address);
      try {
        await client.connect();
        const folders = await client.list();
        const folder =
          folders.find((entry) => entry.specialUse === '\\Sent') ??
          folders.find(
            (entry) =>
              SENT_FOLDER_NAMES.has(entry.path.toLowerCase()) ||
              SENT_FOLDER_NAMES.has(entry.name.toLowerCase()),
          );
        if (!folder) throw new Error('the mailbox has no Sent folder');
        await client.mailboxOpen(folder.path, { readOnly: true });
        const found = new Set<string>();
        for (const messageId of messageIds) {
          // SEARCH HEADER matches a substring; with its angle brackets an ID matches only itself.
          const uids = await client.search({ header: { 'message-id': messageId } }, { uid: true });
          if (uids && uids.length > 0) found.add(messageId);
        }
        await client.logout();
        return { folder: folder.path, found };
      } finally {
        client.close();
      }
    },

    /**
     * Keeps a connection on the inbox and calls `onMail` when a message arrives: imapflow waits
     * in IDLE where the server offers it and polls with NOOP otherwise. `onClose` tells that
     * the connection ended (the server went away, the password changed).
     */
    async watchInbox(
      server: MailServer,
      handlers: { onMail: () => void; onClose: () => void },
    ): Promise<{ close(): Promise<void> }> {
      const target = await addressOf(server);
      if ('reason' in target) throw new Error(target.reason);
      // IDLE at once, renewed every 4 minutes (servers end an IDLE after 30 at the latest).
      const client = await imapClient(server, target.address, {
        autoIdleDelay: 500,
        maxIdleTime: 240_000,
        socketTimeout: 300_000,
      });
      client.on('exists', handlers.onMail);
      client.on('close', handlers.onClose);
      try {
        await client.connect();
        await client.mailboxOpen('INBOX', { readOnly: true });
      } catch (error) {
        client.close();
        throw error;
      }
      return {
        async close() {
          client.off('close', handlers.onClose);
          await client.logout().catch(() => client.close());
        },
      };
    },

    async smtp(server: MailServer): Promise<MailLoginResult> {
      const target = await addressOf(server);
      if ('reason' in target) return { ok: false, reason: target.reason };
      const transport = smtpTransport(server, target.address, false);
      try {
        await transport.verify();
        return { ok: true };
      } catch (error) {
        return { ok: false, reason: (error as Error).message };
      } finally {
        transport.close();
      }
    },

    async imap(server: MailServer): Promise<MailLoginResult> {
      const target = await addressOf(server);
      if ('reason' in target) return { ok: false, reason: target.reason };
      const client = await imapClient(server, target.address);
      try {
        await client.connect();
        await client.logout();
        return { ok: true };
      } catch (error) {
        const failure = error as Error & { responseText?: string; authenticationFailed?: boolean };
        const reason = failure.authenticationFailed
          ? `the server refused the login${failure.responseText ? `: ${failure.responseText}` : ''}`
          : (failure.responseText ?? failure.message);
        return { ok: false, reason };
      } finally {
        client.close();
      }
    },
  };
}

export type MailboxClients = ReturnType<typeof createMailboxClients>;
