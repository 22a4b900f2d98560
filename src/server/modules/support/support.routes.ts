import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MAX_TICKET_ATTACHMENT_BYTES,
  MESSAGE_MAX,
  SUBJECT_MAX,
  ticketFormFields,
  ticketSchema,
} from '../../../common/api/support';
import { access } from '../../http/access';
import { badRequest } from '../../http/errors';
import { multipartBody, readForm } from '../../http/multipart';
import { type SupportService, TICKETS_PER_HOUR } from './support.service';
import { SUPPORT_TEXT } from './support.text';

export function supportRoutes(deps: { support: SupportService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/customer/support/create-ticket',
      {
        schema: {
          tags: ['support'],
          security: [{ accessToken: [] }],
          summary: 'Sends a message to support (the contact form)',
          consumes: ['multipart/form-data'],
          description: `Multipart: subject (up to ${SUBJECT_MAX} characters), message (up to ${MESSAGE_MAX}), page, and an optional file: ${SUPPORT_TEXT.attachmentTypes.in('en')}, up to ${MAX_TICKET_ATTACHMENT_BYTES / 1024 / 1024} MB. The ticket is stored, mailed to the support address and acknowledged to the sender by mail. A user may send ${TICKETS_PER_HOUR} tickets an hour (429 RateLimited after that); refused forms do not count.`,
          body: multipartBody(ticketFormFields, {
            name: 'file',
            description: 'Optional attachment',
            required: false,
          }),
          response: { 201: ticketSchema },
        },
        // Guests are read-only everywhere (access.ts); they ask the organization that invited them.
        config: { access: access.member({ apiKey: false }), idempotency: 'outside-calls' },
      },
      async (request, reply) => {
        const form = await readForm(request, MAX_TICKET_ATTACHMENT_BYTES, { maxFiles: 1 });
        const [other] = Object.keys(form.files).filter((name) => name !== 'file');
        if (other) throw badRequest(SUPPORT_TEXT.attachInFile, other);
        const ticket = await deps.support.createTicket(request.caller, {
          subject: form.fields.subject ?? '',
          message: form.fields.message ?? '',
          page: form.fields.page,
          attachment: form.files.file ?? null,
        });
        return reply.status(201).send(ticket);
      },
    );
  };
}
