import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountConfigSchema,
  addMemberBody,
  apiKeyCreatedSchema,
  apiKeySchema,
  changedSchema,
  changePasswordBody,
  configBody,
  eventBody,
  eventSchema,
  idParams,
  listQuery,
  memberListSchema,
  memberSchema,
  meSchema,
  organizationDetailSchema,
  statusFlagsBody,
  statusFlagsSchema,
  surveyBody,
  surveySchema,
  updateGuestBody,
  updateMemberBody,
  updateUserInfoBody,
  usageQuery,
  usageReportSchema,
} from '../../../common/api/account';
import { access, signedInCaller } from '../../http/access';
import { ownLimits } from '../../http/rate-limit';
import type { AccountService } from './account.service';

const PREFIX = '/customer/account';
const tags = ['account'];
const security = [{ accessToken: [] }];
const noContent = { 204: z.null().describe('Done; no body') };

// Who may call what: reading is open to the whole organization (guests included); account and
// team management need a person's session; only `GET usage` and `GET organization` accept the
// organization's API key, which acts for the organization and is never a person.
const session = { apiKey: false } as const;

/** HTTP for /api/v1/customer/account/*: parse, authorize (config.access), one service call. */
export function accountRoutes(service: AccountService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      `${PREFIX}/me`,
      {
        schema: {
          tags,
          security,
          summary: 'The signed-in user with their organization (SPEC 3 "Profile of the user")',
          response: { 200: meSchema },
        },
        config: { access: access.member({ guests: true, ...session }) },
      },
      (request) => service.me(request.caller),
    );

    app.get(
      `${PREFIX}/organization`,
      {
        schema: {
          tags,
          security,
          summary: 'The organization: plan, owner, member counts and seats',
          response: { 200: organizationDetailSchema },
        },
        config: { access: access.member({ guests: true, apiKey: true }) },
      },
      (request) => service.organization(request.caller),
    );

    app.put(
      `${PREFIX}/updateUserInfo`,
      {
        schema: {
          tags,
          security,
          summary: "Updates the user's name and table settings; organization fields (owner only)",
          body: updateUserInfoBody,
          response: { 200: meSchema },
        },
        config: { access: access.member(session) },
      },
      (request) => service.updateUserInfo(request.caller, request.body),
    );

    app.put(
      `${PREFIX}/changePassword`,
      {
        schema: {
          tags,
          security,
          summary: 'Changes the password; every other session of the user ends',
          description:
            'The new password must be at least 8 characters, not the email, and hard to guess (a zxcvbn score of at least 3); refused on the field newPassword. 10 calls per minute per user, counted apart from the global limit, then 429.',
          body: changePasswordBody,
          response: { 200: changedSchema },
        },
        config: { access: access.member(session) },
        // Guessing the old password from a stolen session is slowed down, under a key of its
        // own: the user's ordinary reads never use up their password changes.
        preHandler: ownLimits({
          name: 'change-password',
          max: 10,
          windowMs: 60_000,
          key: (request) => request.caller?.userId ?? null,
        }),
      },
      (request) => {
        const token = request.headers['x-access-token'];
        return service.changePassword(
          signedInCaller(request),
          request.body,
          typeof token === 'string' ? token : undefined,
        );
      },
    );

    // ---- team ---------------------------------------------------------------------------------

    app.get(
      `${PREFIX}/list`,
      {
        schema: {
          tags,
          security,
          summary: 'Members of the organization, invited ones included, oldest first',
          querystring: listQuery,
          response: { 200: memberListSchema },
        },
        config: { access: access.member({ guests: true, ...session }) },
      },
      (request) => service.team.list(request.caller, request.query),
    );

    app.post(
      `${PREFIX}/add`,
      {
        schema: {
          tags,
          security,
          summary: 'Invites a member or guest by email; the answer is the invited member',
          description: [
            '423 EmailNotVerified until the owner has verified their email.',
            '423 LimitExceeded (field teamSeats) when every seat of the plan is taken;',
            'the owner, members, guests and pending invitations each take a seat.',
            '409 Conflict (field email) when the address already has an account.',
            '503 when the invitation email cannot be sent (nothing is kept).',
          ].join(' '),
          body: addMemberBody,
          response: { 201: memberSchema },
        },
        config: { access: access.owner(), idempotency: 'outside-calls' },
      },
      async (request, reply) =>
        reply.status(201).send(await service.team.invite(request.caller, request.body)),
    );

    app.put(
      `${PREFIX}/guest/:id`,
      {
        schema: {
          tags,
          security,
          summary: 'Updates a guest of the organization (404 when the id is not one)',
          params: idParams,
          body: updateGuestBody,
          response: { 200: memberSchema },
        },
        config: { access: access.owner() },
      },
      (request) => service.team.updateGuest(request.caller, request.params.id, request.body),
    );

    app.put(
      `${PREFIX}/:id`,
      {
        schema: {
          tags,
          security,
          summary: "Changes a member's role or name",
          params: idParams,
          body: updateMemberBody,
          response: { 200: memberSchema },
        },
        config: { access: access.owner() },
      },
      (request) => service.team.update(request.caller, request.params.id, request.body),
    );

    app.delete(
      `${PREFIX}/:id`,
      {
        schema: {
          tags,
          security,
          summary: 'Removes a member or guest: their sessions end and the seat is free again',
          params: idParams,
          response: noContent,
        },
        config: { access: access.owner() },
      },
      async (request, reply) => {
        await service.team.remove(request.caller, request.params.id);
        return reply.status(204).send(null);
      },
    );

    // ---- organization settings and onboarding --------------------------------------------------

    app.post(
      `${PREFIX}/survey`,
      {
        schema: {
          tags,
          security,
          summary: 'Stores the onboarding survey answers (replacing earlier ones)',
          body: surveyBody,
          response: { 200: surveySchema },
        },
        config: { access: access.member(session) },
      },
      (request) => service.saveSurvey(request.caller, request.body.data),
    );

    app.put(
      `${PREFIX}/config`,
      {
        schema: {
          tags,
          security,
          summary: "Merges settings into the organization's accountConfig",
          body: configBody,
          response: { 200: accountConfigSchema },
        },
        config: { access: access.owner() },
      },
      (request) => service.updateConfig(request.caller, request.body),
    );

    app.put(
      `${PREFIX}/status-flags`,
      {
        schema: {
          tags,
          security,
          summary: "Merges named flags into the organization's statusFlags (orgInfo.statusFlags)",
          body: statusFlagsBody,
          response: { 200: statusFlagsSchema },
        },
        config: { access: access.member(session) },
      },
      (request) => service.updateStatusFlags(request.caller, request.body.flags),
    );

    app.put(
      `${PREFIX}/event`,
      {
        schema: {
          tags,
          security,
          summary: "Records the user's latest onboarding event",
          body: eventBody,
          response: { 200: eventSchema },
        },
        config: { access: access.member(session) },
      },
      (request) => service.recordEvent(request.caller, request.body.event),
    );

    app.get(
      `${PREFIX}/usage`,
      {
        schema: {
          tags,
          security,
          summary: 'Used and limit per plan metric this period',
          querystring: usageQuery,
          response: { 200: usageReportSchema },
        },
        config: { access: access.member({ guests: true, apiKey: true }) },
      },
      (request) => service.usage(request.caller, request.query.fields),
    );

    // ---- API key (one per organization) ---------------------------------------------------------

    app.post(
      `${PREFIX}/api-key`,
      {
        schema: {
          tags,
          security,
          summary: 'Creates the API key (shown once); the previous key stops working',
          response: { 201: apiKeyCreatedSchema },
        },
        // Its answer holds the key in plain text: never kept for an Idempotency-Key replay.
        config: { access: access.owner(), idempotency: false },
      },
      async (request, reply) =>
        reply.status(201).send(await service.apiKeys.create(request.caller)),
    );

    app.get(
      `${PREFIX}/api-key`,
      {
        schema: {
          tags,
          security,
          summary: 'The live API key by its prefix; 404 when there is none',
          response: { 200: apiKeySchema },
        },
        config: { access: access.owner() },
      },
      (request) => service.apiKeys.get(request.caller),
    );

    app.delete(
      `${PREFIX}/api-key`,
      {
        schema: {
          tags,
          security,
          summary: 'Revokes the API key at once; 404 when there is none',
          response: noContent,
        },
        config: { access: access.owner() },
      },
      async (request, reply) => {
        await service.apiKeys.revoke(request.caller);
        return reply.status(204).send(null);
      },
    );
  };
}
