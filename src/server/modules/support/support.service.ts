import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import { MESSAGE_MAX, PAGE_MAX, SUBJECT_MAX, type TicketDto } from '../../../common/api/support';
import type { Locale } from '../../../common/locales';
import type { Database } from '../../db/client';
import type { Caller } from '../../http/access';
import { AppError, badRequest, notFound, unsupportedMediaType } from '../../http/errors';
import { ERROR_TEXT } from '../../http/errors.text';
import type { Message } from '../../http/i18n/text';
import { safeFileName, singleLine } from '../../http/plain-text';
import { THING } from '../../http/things.text';
import {
  composeMail,
  type MailBrandFor,
  MailDeliveryError,
  type Mailer,
} from '../../integrations/mail';
import { type Storage, storeThenSave } from '../../integrations/storage';
import { sniffRasterFormat } from '../media';
import { createSupportRepository } from './support.repository';
import type { SupportTicketRow } from './support.tables';
import { SUPPORT_TEXT } from './support.text';

/** Tickets a user may send per hour: enough for anyone with a problem, too few to flood support. */
export const TICKETS_PER_HOUR = 10;
const HOUR_MS = 3_600_000;

export type TicketInput = {
  subject: string;
  message: string;
  page?: string;
  attachment?: { fileName: string; data: Buffer } | null;
};

/** What an attachment is, from its bytes (the client's type is only a claim), or null. */
function attachmentType(data: Buffer, fileName: string): string | null {
  const raster = sniffRasterFormat(data);
  if (raster) return `image/${raster}`;
  if (data.toString('latin1', 0, 5) === '%PDF-') return 'application/pdf';
  if (fileName.toLowerCase().endsWith('.txt') && !data.includes(0)) return 'text/plain';
  return null;
}

const FIELD_TEXT: Record<
  'subject' | 'message',
  { missing: Message; tooLong: (parts: { max: number }) => Message }
> = {
  subject: { missing: SUPPORT_TEXT.enterSubject, tooLong: SUPPORT_TEXT.subjectTooLong },
  message: { missing: SUPPORT_TEXT.enterMessage, tooLong: SUPPORT_TEXT.messageTooLong },
};

function requiredText(
  value: string | undefined,
  field: 'subject' | 'message',
  max: number,
): string {
  const text = value?.trim() ?? '';
  if (!text) throw badRequest(FIELD_TEXT[field].missing, field);
  if (text.length > max) throw badRequest(FIELD_TEXT[field].tooLong({ max }), field);
  return text;
}

/**
 * The contact form (SPEC create-ticket): a ticket is stored first, so nothing a user wrote is
 * lost when mail is down; then it is mailed to SUPPORT_EMAIL with its attachment, and the sender
 * gets an acknowledgement in their organization's brand.
 */
export function createSupportService(deps: {
  db: Database;
  storage: Storage;
  mailer: Mailer;
  mailBrand: MailBrandFor;
  /** SUPPORT_EMAIL; null keeps tickets for `reachbase tickets` only. */
  supportEmail: string | null;
  logger: Logger;
}) {
  const repository = createSupportRepository(deps.db);
  const logger = deps.logger.child({ component: 'support' });

  async function mailSupport(ticket: SupportTicketRow, attachment: Buffer | null, org: string) {
    if (!deps.supportEmail) return false;
    const lines = [
      `From: ${ticket.email} (organization ${org})`,
      `Page: ${ticket.page ?? '—'}`,
      `Ticket: ${ticket.id}`,
      '',
      ticket.message,
    ];
    try {
      await deps.mailer.send({
        to: deps.supportEmail,
        subject: `[Support] ${ticket.subject}`,
        text: lines.join('\n'),
        attachments:
          attachment && ticket.attachmentName && ticket.attachmentType
            ? [
                {
                  fileName: ticket.attachmentName,
                  content: attachment,
                  contentType: ticket.attachmentType,
                },
              ]
            : undefined,
        meta: { kind: 'support-ticket', ticketId: ticket.id, replyTo: ticket.email },
      });
      return true;
    } catch (error) {
      // The ticket is stored; the operator finds it with `reachbase tickets`.
      if (!(error instanceof MailDeliveryError)) throw error;
      logger.warn({ ticketId: ticket.id, err: error }, 'support ticket could not be mailed');
      return false;
    }
  }

  async function acknowledge(ticket: SupportTicketRow, greeting: string, locale: Locale) {
    const brand = await deps.mailBrand(ticket.orgId);
    try {
      await deps.mailer.send({
        to: ticket.email,
        brand,
        ...composeMail(
          brand,
          {
            subject: SUPPORT_TEXT.received({ subject: ticket.subject }),
            greeting,
            lines: [
              SUPPORT_TEXT.thankYou({ product: brand.name }),
              SUPPORT_TEXT.yourMessage({ subject: ticket.subject, ticket: ticket.id.slice(0, 8) }),
            ],
            link: brand.appUrl,
            closing: SUPPORT_TEXT.nothingElse,
          },
          locale,
        ),
        meta: { kind: 'support-acknowledgement', ticketId: ticket.id },
      });
    } catch (error) {
      if (!(error instanceof MailDeliveryError)) throw error;
      logger.warn({ ticketId: ticket.id, err: error }, 'support acknowledgement could not be sent');
    }
  }

  return {
    async createTicket(caller: Caller, input: TicketInput): Promise<TicketDto> {
      // The subject and page go into mail headers and lines and the operator's terminal: one
      // line each, without control characters (a CR/LF there would start a header or a line).
      const subject = requiredText(singleLine(input.subject), 'subject', SUBJECT_MAX);
      const message = requiredText(input.message, 'message', MESSAGE_MAX);
      const page = input.page ? singleLine(input.page).slice(0, PAGE_MAX) || null : null;
      const sender = caller.userId ? await repository.sender(caller.orgId, caller.userId) : null;
      if (!sender) throw notFound(THING.user);
      // Sent tickets count, not attempts: a form refused for a typo does not use one up.
      const sentLastHour = await repository.countSince(
        sender.userId,
        new Date(Date.now() - HOUR_MS),
      );
      if (sentLastHour >= TICKETS_PER_HOUR) {
        throw new AppError(
          'RateLimited',
          429,
          SUPPORT_TEXT.tooManyTickets({ count: TICKETS_PER_HOUR }),
        );
      }

      const { attachment } = input;
      // The client's file name is only a label: the file is stored under a generated key.
      const attachmentName = attachment ? safeFileName(attachment.fileName) : null;
      const contentType =
        attachment && attachmentName ? attachmentType(attachment.data, attachmentName) : null;
      if (attachment && !contentType) {
        throw unsupportedMediaType(ERROR_TEXT.attach({ types: SUPPORT_TEXT.attachmentTypes }));
      }
      const values = {
        orgId: caller.orgId,
        userId: sender.userId,
        email: sender.email,
        subject,
        message,
        page,
      };
      const ticket =
        attachment && contentType
          ? await storeThenSave(
              deps.storage,
              {
                key: `orgs/${caller.orgId}/support/${randomUUID()}`,
                data: attachment.data,
                contentType,
              },
              ({ key, size }) =>
                repository.insert({
                  ...values,
                  attachmentKey: key,
                  attachmentName,
                  attachmentType: contentType,
                  attachmentBytes: size,
                }),
            )
          : await repository.insert(values);

      const mailedToSupport = await mailSupport(ticket, attachment?.data ?? null, sender.orgName);
      await acknowledge(ticket, sender.fullName, caller.locale ?? 'en');
      logger.info({ ticketId: ticket.id, orgId: caller.orgId, mailedToSupport }, 'support ticket');
      return {
        _id: ticket.id,
        subject: ticket.subject,
        createdAt: ticket.createdAt.toISOString(),
        mailedToSupport,
        replyTo: ticket.email,
      };
    },
  };
}

export type SupportService = ReturnType<typeof createSupportService>;
