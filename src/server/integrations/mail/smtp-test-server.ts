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

export async function startSmtpTestServer(
  options: { users?: Record<string, string> } = {},
): Promise<SmtpTestServer> {
  const messages: ReceivedMail[] = [];
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
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const envelopeFrom = session.envelope.mailFrom;
        messages.push({
          envelopeFrom: envelopeFrom ? envelopeFrom.address : '',
          envelopeTo: session.envelope.rcptTo.map((recipient) => recipient.address),
          user: session.user,
          raw,
          ...parseMessage(raw),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
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
