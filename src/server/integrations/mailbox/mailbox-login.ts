import { isIP } from 'node:net';
import { ImapFlow } from 'imapflow';
import nodemailer from 'nodemailer';
import { type AddressPolicy, type HostLookup, systemLookup } from '../outbound';

/** How a connection to a mail server is secured: TLS from the start, STARTTLS, or none. */
export const MAIL_SECURITY = ['tls', 'starttls', 'none'] as const;
export type MailSecurity = (typeof MAIL_SECURITY)[number];

export type MailServer = {
  host: string;
  port: number;
  security: MailSecurity;
  user: string;
  password: string;
};

export type MailLoginResult = { ok: true } | { ok: false; reason: string };

/** Mail submission and IMAP ports a public mail server may be reached on. */
export const MAIL_PORTS: ReadonlySet<number> = new Set([25, 143, 465, 587, 993, 2525]);

const TIMEOUT_MS = 15_000;

/**
 * Logs in to a user's SMTP and IMAP servers, as the mailbox settings test them on save. The host
 * is resolved once and checked like every outbound connection (public addresses on mail ports,
 * or the operator's allowlisted networks); the socket then goes to that checked address, with
 * the host name kept for TLS.
 */
export function createMailboxLogins(deps: {
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

  return {
    async smtp(server: MailServer): Promise<MailLoginResult> {
      const target = await addressOf(server);
      if ('reason' in target) return { ok: false, reason: target.reason };
      const transport = nodemailer.createTransport({
        host: target.address,
        port: server.port,
        secure: server.security === 'tls',
        requireTLS: server.security === 'starttls',
        ignoreTLS: server.security === 'none',
        auth: { user: server.user, pass: server.password },
        tls: tlsFor(server),
        connectionTimeout: timeoutMs,
        greetingTimeout: timeoutMs,
        socketTimeout: timeoutMs,
      });
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
      const client = new ImapFlow({
        host: target.address,
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
      });
      // A failed login also emits 'error'; unhandled, it would end the process.
      client.on('error', () => {});
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

export type MailboxLogins = ReturnType<typeof createMailboxLogins>;
