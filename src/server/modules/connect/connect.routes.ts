import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  authorizeBody,
  authorizeSchema,
  bulkLinksBody,
  bulkLinksSchema,
  callbackBody,
  callbackSchema,
  connectionSchema,
  createLinkBody,
  creatorDisconnectBody,
  disconnectBody,
  disconnectSchema,
  emailLinkBody,
  linkParams,
  linkSchema,
  publicLinkQuery,
  publicLinkSchema,
  statusQuery,
  statusSchema,
  thirdpartyConnectBody,
} from '../../../common/api/connect';
import { access } from '../../http/access';
import { type ConnectService, MAX_BULK_LINKS } from './connect.service';

const tags = ['connect'];
const security = [{ accessToken: [] }];
const member = { access: access.member() };
const PUBLIC = '/public/connect';

/** HTTP for creator self-connect (SPEC 7 `connect`, `disconnect`; docs/connect.md). */
export function connectRoutes(service: ConnectService): FastifyPluginAsyncZod {
  return async (app) => {
    app.put(
      '/customer/connect',
      {
        schema: {
          tags,
          security,
          summary: 'Makes a connect link for a tracked creator',
          description:
            "The link (`url`) lets the creator connect their Instagram, YouTube or TikTok account without an account here. A new link revokes the profile's previous one.",
          body: createLinkBody,
          response: { 200: linkSchema },
        },
        config: member,
      },
      (request) => service.createLink(request.caller, request.body),
    );

    app.put(
      '/customer/connect/bulk',
      {
        schema: {
          tags,
          security,
          summary: 'Makes connect links for every creator of a list or a campaign',
          description: `One new link per tracked creator (revoking their previous one), at most ${MAX_BULK_LINKS}; with \`email: true\`, each creator with an email address among their contacts gets theirs by mail.`,
          body: bulkLinksBody,
          response: { 200: bulkLinksSchema },
        },
        config: member,
      },
      (request) => service.bulkLinks(request.caller, request.body),
    );

    app.get(
      '/customer/connect',
      {
        schema: {
          tags,
          security,
          summary: "A tracked creator's live connect link and connected accounts",
          querystring: statusQuery,
          response: { 200: statusSchema },
        },
        config: { access: access.member({ guests: true }) },
      },
      (request) => service.status(request.caller, request.query.profileId),
    );

    app.delete(
      '/customer/connect/:id',
      {
        schema: {
          tags,
          security,
          summary: 'Revokes a connect link: the creator can no longer open it',
          params: linkParams,
        },
        config: member,
      },
      async (request, reply) => {
        await service.revokeLink(request.caller, request.params.id);
        return reply.code(204).send();
      },
    );

    app.post(
      '/customer/connect/email',
      {
        schema: {
          tags,
          security,
          summary: 'Mails a new connect link to the creator',
          description:
            "Makes a new link (revoking the previous) and sends it in the organization's name.",
          body: emailLinkBody,
          response: { 200: linkSchema },
        },
        config: { ...member, idempotency: 'outside-calls' },
      },
      (request) => service.emailLink(request.caller, request.body),
    );

    app.put(
      '/customer/disconnect',
      {
        schema: {
          tags,
          security,
          summary: "Disconnects a creator's account",
          description:
            'Revokes the grant at the provider where it offers a call for it (Google, TikTok), deletes the tokens and, with `keepData: false`, the stories the account brought in.',
          body: disconnectBody,
          response: { 200: disconnectSchema },
        },
        config: member,
      },
      (request) => service.disconnect(request.caller, request.body),
    );

    app.put(
      '/customer/thirdparty-connect',
      {
        schema: {
          tags,
          security,
          summary: "Links a creator's account connected through the data aggregator",
          description:
            "The creator linked their account in the aggregator's own widget; `accountId` is its id there. The aggregator must know the account and still be connected to it (400 otherwise); its stories then arrive like those of a direct connection.",
          body: thirdpartyConnectBody,
          response: { 200: connectionSchema },
        },
        config: member,
      },
      (request) => service.thirdpartyConnect(request.caller, request.body),
    );

    app.get(
      `${PUBLIC}/link`,
      {
        schema: {
          tags,
          summary: 'What a connect link asks of the creator',
          querystring: publicLinkQuery,
          response: { 200: publicLinkSchema },
        },
        config: { access: access.public() },
      },
      (request) => service.describe(request.query.token),
    );

    app.post(
      `${PUBLIC}/authorize`,
      {
        schema: {
          tags,
          summary: "Starts connecting an account: the provider's consent URL",
          description: 'OAuth 2 authorization code with a one-use `state` and PKCE (S256).',
          body: authorizeBody,
          response: { 200: authorizeSchema },
        },
        config: { access: access.public() },
      },
      (request) => service.authorize(request.body),
    );

    app.post(
      `${PUBLIC}/callback`,
      {
        schema: {
          tags,
          summary: 'Finishes connecting: what the provider sent back to /connect/redirect',
          description:
            'A used or unknown `state`, a denied consent, a refused code or a revoked link answer 400 and store nothing.',
          body: callbackBody,
          response: { 200: callbackSchema },
        },
        config: { access: access.public() },
      },
      (request) => service.callback(request.body),
    );

    app.post(
      `${PUBLIC}/disconnect`,
      {
        schema: {
          tags,
          summary: 'The creator disconnects from the page of their link',
          body: creatorDisconnectBody,
          response: { 200: disconnectSchema },
        },
        config: { access: access.public() },
      },
      (request) => service.disconnectByCreator(request.body),
    );
  };
}
