import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../http/access';
import {
  createMailboxBody,
  mailboxParams,
  mailboxSchema,
  updateMailboxBody,
} from './mailboxes.schemas';
import type { MailboxesService } from './mailboxes.service';

const PREFIX = '/customer/outreach';
const tags = ['outreach'];
const security = [{ accessToken: [] }];
// Members send outreach; guests only look.
const member = { access: access.member() };
const LOGIN_TESTED =
  "Saved only after a real login to the SMTP and the IMAP server works; a refusal is a 400 naming `smtp` or `imap` with the server's reason. Private and local addresses are refused unless the operator allows them (OUTBOUND_ALLOW_CIDRS).";

export function outreachRoutes(mailboxes: MailboxesService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      `${PREFIX}/mailboxes`,
      {
        schema: {
          tags,
          security,
          summary: "The organization's mailboxes, without their passwords",
          response: { 200: z.object({ items: z.array(mailboxSchema) }) },
        },
        config: { access: access.member({ guests: true }) },
      },
      (request) => mailboxes.list(request.caller!),
    );

    app.post(
      `${PREFIX}/mailboxes`,
      {
        schema: {
          tags,
          security,
          summary: 'Connect a mailbox: SMTP to send, IMAP to read replies',
          description: LOGIN_TESTED,
          body: createMailboxBody,
          response: { 201: mailboxSchema },
        },
        config: member,
      },
      async (request, reply) =>
        reply.status(201).send(await mailboxes.create(request.caller!, request.body)),
    );

    app.patch(
      `${PREFIX}/mailboxes/:id`,
      {
        schema: {
          tags,
          security,
          summary: "Change a mailbox's settings; changed servers are logged in to again",
          description: LOGIN_TESTED,
          params: mailboxParams,
          body: updateMailboxBody,
          response: { 200: mailboxSchema },
        },
        config: member,
      },
      (request) => mailboxes.update(request.caller!, request.params.id, request.body),
    );

    app.delete(
      `${PREFIX}/mailboxes/:id`,
      {
        schema: {
          tags,
          security,
          summary: 'Disconnect a mailbox and forget its passwords',
          params: mailboxParams,
        },
        config: member,
      },
      async (request, reply) => {
        await mailboxes.remove(request.caller!, request.params.id);
        return reply.status(204).send();
      },
    );
  };
}
