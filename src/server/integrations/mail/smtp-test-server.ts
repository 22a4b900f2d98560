import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server on loopback for tests (ARCHITECTURE "Testing": outside services are
 * replaced by a real local peer). It accepts the given users (or none), and keeps every message
 * it receives with its envelope and a minimal MIME reading of it.
 */

export type ReceivedMail = {
  envelopeFrom: string;
  envelopeTo: string[];
  /** The authenticated user, if the client logged in. */
  user?: string;
  raw: string;
  /** First value of each header, names lower-cased, folded lines joined. */
  headers: Map<string, string>;
  text?: string;
  html?: string;
};

export type SmtpTestServer = {
  host: string;
  port: number;
  messages: ReceivedMail[];
  close(): Promise<void>;
};

/** A refusal the server gives instead of accepting: a code such as 451 or 550 and its text. */
export type SmtpRefusal = { code: number; message: string };

export async function startSmtpTestServer(
  options: {
    users?: Record<string, string>;
    /** Listen here (a restarted server on the port it had); default: any free port. */
    port?: number;
    /** Keep adding to this list (a restarted server counting on from before). */
    messages?: ReceivedMail[];
    /** Asked at RCPT TO: a refusal for this recipient, or null to take it. */
    refuseRecipient?: (address: string) => SmtpRefusal | null;
    /** Called with each message before the server answers its DATA; throwing refuses it. */
    beforeAccept?: (mail: ReceivedMail) => void | Promise<void>;
  } = {},
): Promise<SmtpTestServer> {
  const messages: ReceivedMail[] = options.messages ?? [];
  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    closeTimeout: 1_000,
    onAuth(auth, _session, callback) {
      if (auth.username && options.users?.[auth.username] === auth.password) {
        return callback(null, { user: auth.username });
      }
      return callback(new Error('Invalid username or password'));
    },
    onRcptTo(address, _session, callback) {
      const refusal = options.refuseRecipient?.(address.address);
      if (!refusal) return callback();
      return callback(Object.assign(new Error(refusal.message), { responseCode: refusal.code }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const envelopeFrom = session.envelope.mailFrom;
        const mail: ReceivedMail = {
          envelopeFrom: envelopeFrom ? envelopeFrom.address : '',
          envelopeTo: session.envelope.rcptTo.map((recipient) => recipient.address),
          user: session.user,
          raw,
          ...parseMessage(raw),
        };
        try {
          await options.beforeAccept?.(mail);
        } catch (error) {
          // Refused after DATA: the client never hears an acceptance, the message is not kept.
          return callback(error as Error);
        }
        messages.push(mail);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    host: '127.0.0.1',
    port,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

type Entity = { headers: Map<string, string>; body: string };

/** Just enough MIME for what nodemailer writes: multipart, quoted-printable, base64. */
export function parseMessage(raw: string): Pick<ReceivedMail, 'headers' | 'text' | 'html'> {
  const message = parseEntity(raw);
  const found: { text?: string; html?: string } = {};
  collectBodies(message, found);
  return { headers: message.headers, ...found };
}

function parseEntity(raw: string): Entity {
  const split = /\r?\n\r?\n/.exec(raw);
  const head = split ? raw.slice(0, split.index) : raw;
  const body = split ? raw.slice(split.index + split[0].length) : '';
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    if (!headers.has(name)) headers.set(name, line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function collectBodies(entity: Entity, found: { text?: string; html?: string }): void {
  const contentType = entity.headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (/^multipart\//i.test(contentType) && boundary) {
    const parts = entity.body.split(`--${boundary}`).slice(1);
    for (const part of parts) {
      if (part.startsWith('--')) break;
      collectBodies(parseEntity(part.replace(/^\r?\n/, '')), found);
    }
    return;
  }
  const encoding = (entity.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  const decoded =
    encoding === 'base64'
      ? Buffer.from(entity.body, 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? decodeQuotedPrintable(entity.body)
        : entity.body;
  const text = decoded.replace(/\r\n/g, '\n');
  if (/^text\/html/i.test(contentType)) found.html ??= text;
  else if (/^text\/plain/i.test(contentType)) found.text ??= text;
}

function decodeQuotedPrintable(body: string): string {
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}
