import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createEntriesBody,
  createEntriesSchema,
  createMailboxBody,
  entryParams,
  entrySchema,
  entryStageBody,
  entryThreadSchema,
  kanbanQuery,
  kanbanSchema,
  mailboxListSchema,
  mailboxParams,
  mailboxSchema,
  oneClickUnsubscribeBody,
  previewBody,
  previewSchema,
  resolveUnconfirmedBody,
  sequenceBody,
  sequenceListSchema,
  sequenceParams,
  sequenceSchema,
  unsubscribeQuery,
  unsubscribeSchema,
  updateMailboxBody,
  whitelabelMailboxBody,
  whitelabelSenderSchema,
} from '../../../common/api/outreach';
import { access } from '../../http/access';
import { BODY_LIMITS } from '../../http/body-limits';
import type { EntriesService } from './entries.service';
import type { MailboxesService } from './mailboxes.service';
import type { SequencesService } from './sequences.service';
import type { UnsubscribeService } from './unsubscribe.service';

const UNSUBSCRIBE_PATH = '/public/outreach/unsubscribe';

const PREFIX = '/customer/outreach';
const tags = ['outreach'];
const security = [{ accessToken: [] }];
// Members send outreach; guests only look.
const member = { access: access.member() };
const LOGIN_TESTED =
  "Saved only after a real login to the SMTP and the IMAP server works; a refusal is a 400 naming `smtp` or `imap` with the server's reason. Private and local addresses are refused unless the operator allows them (OUTBOUND_ALLOW_CIDRS).";

const MERGE_FIELDS =
  'Merge fields: {{firstName}} (a person\'s first name only, never a brand\'s), {{username}}, {{platform}} (Instagram, TikTok, YouTube), {{campaignName}}, {{senderName}} and each custom field by its name; `{{firstName|there}}` writes "there" when the value is empty. An unknown field is a 400 naming the step and part (`steps.1.body`).';

export function outreachRoutes(services: {
  mailboxes: MailboxesService;
  sequences: SequencesService;
  entries: EntriesService;
  unsubscribes: UnsubscribeService;
}): FastifyPluginAsyncZod {
  const { mailboxes, sequences, entries, unsubscribes } = services;
  return async (app) => {
    app.get(
      UNSUBSCRIBE_PATH,
      {
        schema: {
          tags,
          summary: "What an outreach message's unsubscribe link stands for",
          querystring: unsubscribeQuery,
          response: { 200: unsubscribeSchema },
        },
        config: { access: access.public() },
      },
      (request) => unsubscribes.describe(request.query.token),
    );

    // Mail clients post `List-Unsubscribe=One-Click` as a form (RFC 8058); the page posts nothing.
    await app.register(async (scope) => {
      const oneClick = scope.withTypeProvider<ZodTypeProvider>();
      oneClick.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string', bodyLimit: 1_024 },
        (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
      );
      oneClick.post(
        UNSUBSCRIBE_PATH,
        {
          schema: {
            tags,
            summary: 'Unsubscribes the address of an outreach message (RFC 8058 one-click)',
            description:
              "The target of every outreach message's List-Unsubscribe header and of the page its footer links to. The address is suppressed for the organization: its entries move to Unsubscribed in every sequence and it is never mailed again.",
            querystring: unsubscribeQuery,
            body: oneClickUnsubscribeBody,
            response: { 200: unsubscribeSchema },
          },
          config: { access: access.public() },
        },
        (request) => unsubscribes.unsubscribe(request.query.token),
      );
    });

    app.get(
      `${PREFIX}/mailboxes`,
      {
        schema: {
          tags,
          security,
          summary: "The organization's mailboxes, without their passwords",
          response: { 200: mailboxListSchema },
        },
        config: { access: access.member({ guests: true }) },
      },
      (request) => mailboxes.list(request.caller),
    );

    app.get(
      `${PREFIX}/mailboxes/whitelabel-sender`,
      {
        schema: {
          tags,
          security,
          summary: "The agency's white-label sender, offered as a mailbox's SMTP side",
          response: { 200: whitelabelSenderSchema },
        },
        config: member,
      },
      (request) => mailboxes.whitelabelSender(request.caller),
    );

    app.post(
      `${PREFIX}/mailboxes/whitelabel-sender`,
      {
        schema: {
          tags,
          security,
          summary: 'Connects a mailbox that sends through the white-label sender',
          description: `Sender name, address and SMTP come from the white-label settings (an SMTP URL); the call gives the inbox for replies. 409 (field smtp) without such a sender. ${LOGIN_TESTED}`,
          body: whitelabelMailboxBody,
          response: { 201: mailboxSchema },
        },
        config: { ...member, idempotency: 'outside-calls' },
      },
      async (request, reply) =>
        reply.status(201).send(await mailboxes.createFromWhitelabel(request.caller, request.body)),
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
        config: { ...member, idempotency: 'outside-calls' },
      },
      async (request, reply) =>
        reply.status(201).send(await mailboxes.create(request.caller, request.body)),
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
      (request) => mailboxes.update(request.caller, request.params.id, request.body),
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
        await mailboxes.remove(request.caller, request.params.id);
        return reply.status(204).send();
      },
    );

    app.get(
      `${PREFIX}/template-configurations`,
      {
        schema: {
          tags,
          security,
          summary: "The organization's sequences, oldest first",
          response: { 200: sequenceListSchema },
        },
        config: { access: access.member({ guests: true }) },
      },
      (request) => sequences.list(request.caller),
    );

    app.post(
      `${PREFIX}/add-configuration`,
      {
        schema: {
          tags,
          security,
          summary: 'Write a sequence: steps of subject and body, each follow-up after a delay',
          description: MERGE_FIELDS,
          body: sequenceBody,
          response: { 201: sequenceSchema },
        },
        bodyLimit: BODY_LIMITS.sequence,
        config: member,
      },
      async (request, reply) =>
        reply.status(201).send(await sequences.create(request.caller, request.body)),
    );

    app.post(
      `${PREFIX}/template-configurations/preview`,
      {
        schema: {
          tags,
          security,
          summary: 'Steps as one tracked creator would receive them',
          description: `${MERGE_FIELDS} {{campaignName}} stays empty here (its fallback applies): it comes from the campaign an entry is created from.`,
          body: previewBody,
          response: { 200: previewSchema },
        },
        bodyLimit: BODY_LIMITS.sequence,
        config: { access: access.member({ guests: true }) },
      },
      (request) => sequences.preview(request.caller, request.body),
    );

    app.get(
      `${PREFIX}/template-configurations/:id`,
      {
        schema: {
          tags,
          security,
          summary: 'One sequence',
          params: sequenceParams,
          response: { 200: sequenceSchema },
        },
        config: { access: access.member({ guests: true }) },
      },
      (request) => sequences.get(request.caller, request.params.id),
    );

    app.put(
      `${PREFIX}/template-configurations/:id`,
      {
        schema: {
          tags,
          security,
          summary: 'Replace a sequence',
          description: MERGE_FIELDS,
          params: sequenceParams,
          body: sequenceBody,
          response: { 200: sequenceSchema },
        },
        bodyLimit: BODY_LIMITS.sequence,
        config: member,
      },
      (request) => sequences.update(request.caller, request.params.id, request.body),
    );

    app.delete(
      `${PREFIX}/template-configurations/:id`,
      {
        schema: { tags, security, summary: 'Delete a sequence', params: sequenceParams },
        config: member,
      },
      async (request, reply) => {
        await sequences.remove(request.caller, request.params.id);
        return reply.status(204).send();
      },
    );

    app.post(
      `${PREFIX}/create-entries`,
      {
        schema: {
          tags,
          security,
          summary: 'Put creators into a sequence',
          description:
            "Each creator's address is the typed `email`, else its tracked profile's email contact. Creators without one, addresses already in the sequence, suppressed (unsubscribed or bounced) and not genuine addresses are skipped with the reason; the rest are scheduled for the first step.",
          body: createEntriesBody,
          response: { 200: createEntriesSchema },
        },
        bodyLimit: BODY_LIMITS.bulk,
        config: { ...member, idempotency: 'outside-calls' },
      },
      (request) => entries.createEntries(request.caller, request.body),
    );

    app.get(
      `${PREFIX}/kanban-data`,
      {
        schema: {
          tags,
          security,
          summary: 'Entries by column: each status, then each stage the user added',
          querystring: kanbanQuery,
          response: { 200: kanbanSchema },
        },
        config: { access: access.member({ guests: true }) },
      },
      (request) => entries.kanban(request.caller, request.query),
    );

    app.get(
      `${PREFIX}/full-outreach-data`,
      {
        schema: {
          tags,
          security,
          summary: 'One entry as its thread: its sequence, every message sent and every reply',
          querystring: entryParams,
          response: { 200: entryThreadSchema },
        },
        config: { access: access.member({ guests: true }) },
      },
      (request) => entries.fullOutreachData(request.caller, request.query.outreachId),
    );

    app.post(
      `${PREFIX}/update-to-replied`,
      {
        schema: {
          tags,
          security,
          summary: 'Mark a reply by hand: the entry is Replied and its follow-ups are not sent',
          body: entryParams,
          response: { 200: entrySchema },
        },
        config: member,
      },
      (request) => entries.markReplied(request.caller, request.body.outreachId),
    );

    app.post(
      `${PREFIX}/reinitiate-outreach`,
      {
        schema: {
          tags,
          security,
          summary: "Start an entry's sequence again from its first step",
          description: 'An unsubscribed or bounced address is refused (400).',
          body: entryParams,
          response: { 200: entrySchema },
        },
        config: member,
      },
      (request) => entries.reinitiate(request.caller, request.body.outreachId),
    );

    app.post(
      `${PREFIX}/resolve-unconfirmed`,
      {
        schema: {
          tags,
          security,
          summary: 'Decide a step that may have been sent: send it, or record it as sent',
          description:
            'Only for an entry whose status is `unconfirmed` (a crash after the SMTP server took the step, and its Sent folder could not confirm it); otherwise 409.',
          body: resolveUnconfirmedBody,
          response: { 200: entrySchema },
        },
        config: member,
      },
      (request) =>
        entries.resolveUnconfirmed(request.caller, request.body.outreachId, request.body.decision),
    );

    app.post(
      `${PREFIX}/entry-stage`,
      {
        schema: {
          tags,
          security,
          summary: 'Move an entry to a stage of your own (Interested, Declined), or back (null)',
          body: entryStageBody,
          response: { 200: entrySchema },
        },
        config: member,
      },
      (request) => entries.setStage(request.caller, request.body.outreachId, request.body.stage),
    );
  };
}
