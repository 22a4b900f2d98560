import { createTransport, type Transporter } from 'nodemailer';
import SMTPPool from 'nodemailer/lib/smtp-pool/index.js';
import type { Logger } from 'pino';
import type { Config } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import { createMailRepository } from './mail.repository';
import type { MailBrand } from './mail-brand';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Sender name and, with an agency's own SMTP credentials, its address and server. */
  brand?: MailBrand;
  /** Kept with the outbox row for the operator (e.g. { kind: 'verification', userId }). */
  meta?: Record<string, unknown>;
  /** Sent with the message; the outbox keeps their names in `meta`, not their bytes. */
  attachments?: { fileName: string; content: Buffer; contentType: string }[];
};

export type SentMail = { id: string; status: 'sent' | 'stored' };

export type Mailer = {
  /**
   * Resolves once the message is handed to SMTP ('sent') or, with no SMTP configured, kept in
   * the outbox and logged ('stored'). Rejects with `MailDeliveryError` when SMTP refuses it.
   */
  send(message: MailMessage): Promise<SentMail>;
  close(): Promise<void>;
};

/**
 * SMTP refused or could not be reached. The message is in the outbox with status 'failed'.
 * Deliberately not an AppError: mail is sent from requests and from jobs alike, so the caller
 * decides what it means — a route waiting on it (resend verification) answers
 * `serviceUnavailable()`, a job rethrows so pg-boss retries.
 */
export class MailDeliveryError extends Error {
  override readonly name = 'MailDeliveryError';
  constructor(
    readonly outboxId: string,
    cause: unknown,
  ) {
    super(`Mail ${outboxId} could not be sent: ${errorText(cause)}`, { cause });
  }
}

/** A stalled SMTP server must fail the send well inside the 40 s request timeout. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

export function createMailer(deps: {
  config: Config['mail'];
  database: DatabaseHandle;
  logger: Logger;
}): Mailer {
  const repository = createMailRepository(deps.database.db);
  const logger = deps.logger.child({ component: 'mail' });
  const product = deps.config.smtpUrl ? createPooledTransport(deps.config.smtpUrl) : null;
  if (!product) {
    logger.info('no SMTP_URL configured: mail is kept in the outbox and its links are logged');
  }
  // An agency's own SMTP server per URL, opened on first use and kept like the product's.
  const agencyTransports = new Map<string, Transporter>();
  const agencyTransport = (smtpUrl: string) => {
    let transport = agencyTransports.get(smtpUrl);
    if (!transport) {
      transport = createPooledTransport(smtpUrl);
      agencyTransports.set(smtpUrl, transport);
    }
    return transport;
  };

  return {
    async send(message) {
      const from = fromHeader(deps.config.from, message.brand);
      const row = toRow(message, from);
      const sender = message.brand?.sender;
      const transport = sender ? agencyTransport(sender.smtpUrl) : product;
      if (!transport) return storeInOutbox(row);
      let failure: { error: unknown } | null = null;
      try {
        await transport.sendMail({
          from: row.from,
          to: row.to,
          subject: row.subject,
          text: row.text,
          html: row.html ?? undefined,
          attachments: message.attachments?.map(({ fileName, content, contentType }) => ({
            filename: fileName,
            content,
            contentType,
          })),
        });
      } catch (error) {
        failure = { error };
      }
      // Recorded outside the try: a database error must not be mistaken for an SMTP refusal.
      if (failure) {
        const { error } = failure;
        const failed = await repository.insert({
          ...row,
          status: 'failed',
          error: errorText(error),
        });
        logger.warn({ mailId: failed.id, to: row.to, err: error }, 'mail could not be sent');
        throw new MailDeliveryError(failed.id, error);
      }
      const sent = await repository.insert({ ...row, status: 'sent', sentAt: new Date() });
      logger.debug({ mailId: sent.id, to: row.to }, 'mail sent');
      return { id: sent.id, status: 'sent' };
    },
    async close() {
      product?.close();
      for (const transport of agencyTransports.values()) transport.close();
    },
  };

  /** No SMTP: the outbox and the log are the delivery, so an operator can still act on links. */
  async function storeInOutbox(row: ReturnType<typeof toRow>): Promise<SentMail> {
    const stored = await repository.insert({ ...row, status: 'stored' });
    // Links carry one-time tokens; they are logged only in this mode, where nothing else
    // would deliver them.
    const links = extractLinks(row.text);
    logger.info(
      { mailId: stored.id, to: stored.to, subject: stored.subject, links },
      `mail stored, not sent (no SMTP): "${stored.subject}" to ${stored.to}${links.length ? ` ${links.join(' ')}` : ''}`,
    );
    return { id: stored.id, status: 'stored' };
  }
}

// Pooled: verification and outreach bursts reuse connections instead of a handshake each.
// SMTPPool (not createTransport's URL form) so the URL's own options merge with ours.
function createPooledTransport(smtpUrl: string): Transporter {
  return createTransport(new SMTPPool({ pool: true, url: smtpUrl, ...SMTP_TIMEOUTS }));
}

/**
 * The From header: MAIL_FROM, or the brand's name with MAIL_FROM's address, or, with the brand's
 * own SMTP credentials, its own address. A brand without credentials never borrows an address.
 */
function fromHeader(mailFrom: string, brand: MailBrand | undefined): string {
  if (!brand) return mailFrom;
  const address = brand.sender?.address ?? addressOf(mailFrom);
  return `"${brand.name.replaceAll('"', "'")}" <${address}>`;
}

function addressOf(from: string): string {
  return from.match(/<([^>]+)>/)?.[1]?.trim() ?? from.trim();
}

function toRow(message: MailMessage, from: string) {
  return {
    from,
    to: message.to,
    // A line break in a subject would start a new header; nodemailer encodes it, but the stored
    // row and the log line should show what recipients see.
    subject: message.subject.replace(/[\r\n]+/g, ' ').trim(),
    text: message.text,
    html: message.html ?? null,
    meta: message.attachments?.length
      ? { ...message.meta, attachments: message.attachments.map((a) => a.fileName) }
      : (message.meta ?? null),
  };
}

/** http(s) URLs in plain text, without the punctuation that ends the sentence around them. */
export function extractLinks(text: string): string[] {
  const found = text.match(/https?:\/\/[^\s<>"'`]+/g) ?? [];
  return [...new Set(found.map((link) => link.replace(/[.,;:!?)\]}]+$/, '')))];
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
