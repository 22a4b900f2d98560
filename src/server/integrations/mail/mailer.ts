import { createTransport } from 'nodemailer';
import SMTPPool from 'nodemailer/lib/smtp-pool/index.js';
import type { Logger } from 'pino';
import type { Config } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import { createMailRepository, type MailRepository } from './mail.repository';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Kept with the outbox row for the operator (e.g. { kind: 'verification', userId }). */
  meta?: Record<string, unknown>;
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
  return deps.config.smtpUrl
    ? createSmtpMailer(deps.config.smtpUrl, deps.config.from, repository, logger)
    : createOutboxMailer(deps.config.from, repository, logger);
}

/** No SMTP: the outbox and the log are the delivery, so an operator can still act on links. */
function createOutboxMailer(from: string, repository: MailRepository, logger: Logger): Mailer {
  logger.info('no SMTP_URL configured: mail is kept in the outbox and its links are logged');
  return {
    async send(message) {
      const row = await repository.insert({ ...toRow(message, from), status: 'stored' });
      // Links carry one-time tokens; they are logged only in this mode, where nothing else
      // would deliver them.
      const links = extractLinks(message.text);
      logger.info(
        { mailId: row.id, to: row.to, subject: row.subject, links },
        `mail stored, not sent (no SMTP): "${row.subject}" to ${row.to}${links.length ? ` ${links.join(' ')}` : ''}`,
      );
      return { id: row.id, status: 'stored' };
    },
    async close() {},
  };
}

function createSmtpMailer(
  smtpUrl: string,
  from: string,
  repository: MailRepository,
  logger: Logger,
): Mailer {
  // Pooled: verification and outreach bursts reuse connections instead of a handshake each.
  // SMTPPool (not createTransport's URL form) so the URL's own options merge with ours.
  const transport = createTransport(new SMTPPool({ pool: true, url: smtpUrl, ...SMTP_TIMEOUTS }));
  return {
    async send(message) {
      const row = toRow(message, from);
      let failure: { error: unknown } | null = null;
      try {
        await transport.sendMail({
          from: row.from,
          to: row.to,
          subject: row.subject,
          text: row.text,
          html: row.html ?? undefined,
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
      transport.close();
    },
  };
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
    meta: message.meta ?? null,
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
