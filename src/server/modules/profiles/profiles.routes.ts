import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  attachmentSchema,
  attachmentUploadFields,
  dashboardSchema,
  enrichRequestedSchema,
  idParams,
  infoBody,
  profileActionBody,
  profileBankBody,
  profileDetailSchema,
  profileIdQuery,
  profilePageSchema,
  profileSearchBody,
  profileSearchResultSchema,
  profileSummariesSchema,
  profilesQuery,
  publicProfileParams,
  publicProfileQuery,
  publicProfileSchema,
  relatedQuery,
  slugBody,
} from '../../../common/api/profiles';
import { ATTACHMENT_UPLOAD_TIMEOUT_MS } from '../../../common/constants';
import { access } from '../../http/access';
import { BODY_LIMITS } from '../../http/body-limits';
import { sendDownload } from '../../http/download';
import { badRequest } from '../../http/errors';
import { zodIssueMessage } from '../../http/i18n/zod-text';
import { multipartBody, readUpload } from '../../http/multipart';
import { MAX_ATTACHMENT_BYTES } from './attachment-types';
import type { ProfilesService } from './profiles.service';
import { PROFILE_TEXT } from './profiles.text';

const tags = ['profiles'];
const security = [{ accessToken: [] }];
const read = access.member({ guests: true });
const write = access.member();

/** HTTP for tracked profiles (SPEC 7 "Profiles"): parse, authorize, one service call. */
export function profilesRoutes(service: ProfilesService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/customer/socialProfiles',
      {
        schema: {
          tags,
          security,
          summary: "The organization's tracked profiles, a page at a time",
          description:
            '`filters` is a JSON object: platform, listId, listStatus, favourite, text, followers {min,max}, engagementRate {min,max}, customFields {fieldId: value}, sort (newest | followers | engagement | username).',
          querystring: profilesQuery,
          response: { 200: profilePageSchema },
        },
        config: { access: read },
      },
      (request) => service.page(request.caller, request.query),
    );

    app.get(
      '/customer/socialProfile/all',
      {
        schema: {
          tags,
          security,
          summary: 'Every tracked profile in short (up to 5,000), for pickers',
          response: { 200: profileSummariesSchema },
        },
        config: { access: read },
      },
      (request) => service.all(request.caller),
    );

    app.get(
      '/customer/socialProfile/related-profiles',
      {
        schema: {
          tags,
          security,
          summary: 'Bank lookalikes of a tracked profile (free)',
          querystring: relatedQuery,
        },
        config: { access: read },
      },
      (request) => service.related(request.caller, request.query.profileId, request.query.limit),
    );

    app.get(
      '/customer/socialProfile/:id',
      {
        schema: {
          tags,
          security,
          summary: 'A tracked profile with its activity, links, coupons and attachments',
          params: idParams,
          response: { 200: profileDetailSchema },
        },
        config: { access: read },
      },
      (request) => service.detail(request.caller, request.params.id),
    );

    app.put(
      '/customer/socialProfile/:id',
      {
        schema: {
          tags,
          security,
          summary: 'One action on a tracked profile (SPEC 7)',
          description:
            'Actions: removeActivity, addLink, removeLink, editAttachment, removeAttachment, addCoupon, removeCoupon, updateFavourite, updateListStatus, clearListStatus, updateSystemFields, contact, enableStoryTracking, disableShare. Answers the updated profile.',
          params: idParams,
          body: profileActionBody,
          response: { 200: profileDetailSchema },
        },
        bodyLimit: BODY_LIMITS.bulk,
        config: { access: write },
      },
      (request) => service.act(request.caller, request.params.id, request.body),
    );

    app.put(
      '/customer/socialProfile/:id/info',
      {
        schema: {
          tags,
          security,
          summary: "Sets the profile's display name and category",
          params: idParams,
          body: infoBody,
          response: { 200: profileDetailSchema },
        },
        config: { access: write },
      },
      (request) => service.updateInfo(request.caller, request.params.id, request.body),
    );

    app.put(
      '/customer/socialProfile/:id/slug',
      {
        schema: {
          tags,
          security,
          summary: "Sets the profile's slug, a readable handle (SPEC 5 rule; 409 when taken)",
          params: idParams,
          body: slugBody,
          response: { 200: profileDetailSchema },
        },
        config: { access: write },
      },
      (request) => service.updateSlug(request.caller, request.params.id, request.body.slug),
    );

    app.put(
      '/customer/socialProfile/:id/enrich',
      {
        schema: {
          tags,
          security,
          summary: 'Refreshes the profile from the provider as a background job (202)',
          params: idParams,
          response: { 202: enrichRequestedSchema },
        },
        config: { access: write },
      },
      async (request, reply) =>
        reply.status(202).send(await service.requestEnrich(request.caller, request.params.id)),
    );

    app.put(
      '/customer/socialProfile/:id/collect-contacts',
      {
        schema: {
          tags,
          security,
          summary: "Copies the bank's emails and phones into the profile's contacts",
          description:
            'Revealing them is a contact unlock (423 LimitExceeded contactUnlocks), free when the organization unlocked this creator before.',
          params: idParams,
          response: { 200: profileDetailSchema },
        },
        config: { access: write },
      },
      (request) => service.collectContacts(request.caller, request.params.id),
    );

    app.delete(
      '/customer/socialProfile',
      {
        schema: {
          tags,
          security,
          summary: 'Stops tracking a profile; its list items, content and files go too',
          querystring: profileIdQuery,
        },
        config: { access: write },
      },
      async (request, reply) => {
        await service.remove(request.caller, request.query.profileId);
        return reply.status(204).send();
      },
    );

    app.post(
      '/customer/socialProfile/profile-bank',
      {
        schema: {
          tags,
          security,
          summary: 'Tracks a bank profile (201; 200 when already tracked)',
          description: "Spends one of the plan's profiles (423 LimitExceeded, field profiles).",
          body: profileBankBody,
          response: { 200: profileDetailSchema, 201: profileDetailSchema },
        },
        config: { access: write },
      },
      async (request, reply) => {
        const { created, profile } = await service.addFromBank(
          request.caller,
          request.body.profileBankId,
        );
        return reply.status(created ? 201 : 200).send(profile);
      },
    );

    app.post(
      '/customer/socialProfile/profile-search',
      {
        schema: {
          tags,
          security,
          summary: 'Tracks search results at once, optionally putting them in a list',
          description:
            "New profiles spend the plan's profiles, all or none (423 LimitExceeded, field profiles). With listName every one of them also goes into that list (created when missing).",
          body: profileSearchBody,
          response: { 200: profileSearchResultSchema },
        },
        config: { access: write },
      },
      (request) => service.addFromSearch(request.caller, request.body),
    );

    app.post(
      '/customer/socialProfile/attachment',
      {
        schema: {
          tags,
          security,
          summary: 'Attaches a file to a profile (multipart: profileId, title?, file)',
          description: `Up to ${MAX_ATTACHMENT_BYTES / 1024 / 1024} MB (413); PDF, images, Office files, CSV or text (415 otherwise, judged by the bytes). No request timeout.`,
          consumes: ['multipart/form-data'],
          body: multipartBody(attachmentUploadFields, {
            name: 'file',
            description: 'The file to attach',
          }),
          response: { 201: attachmentSchema },
        },
        config: {
          access: write,
          timeoutMs: ATTACHMENT_UPLOAD_TIMEOUT_MS,
          idempotency: 'outside-calls',
        },
      },
      async (request, reply) => {
        const upload = await readUpload(request, MAX_ATTACHMENT_BYTES);
        const fields = attachmentUploadFields.safeParse(upload.fields);
        if (!fields.success) {
          const issue = fields.error.issues[0];
          throw badRequest(zodIssueMessage(issue), issue.path.join('.') || 'profileId');
        }
        if (!upload.file) throw badRequest(PROFILE_TEXT.chooseFile, 'file');
        const attachment = await service.uploadAttachment(request.caller, {
          ...fields.data,
          ...upload.file,
        });
        return reply.status(201).send(attachment);
      },
    );

    app.get(
      '/customer/socialProfile/attachment/:id',
      {
        schema: {
          tags,
          security,
          summary: 'Downloads an attachment',
          params: idParams,
        },
        config: { access: read },
      },
      async (request, reply) => {
        const file = await service.downloadAttachment(request.caller, request.params.id);
        return sendDownload(reply, file);
      },
    );

    app.get(
      '/customer/dashboard',
      {
        schema: {
          tags,
          security,
          summary: 'Home page counts and recent activity',
          response: { 200: dashboardSchema },
        },
        config: { access: read },
      },
      (request) => service.dashboard(request.caller),
    );

    app.get(
      '/public/profile/:token',
      {
        schema: {
          tags: ['public'],
          summary: 'The public page of a shared profile (/profile/{token}); 404 unless shared',
          description:
            'Opt-in per profile (disableShare with disabled false); the token is 32 random bytes and revoking it makes the link 404 for good. Shows bank figures and recent posts only, never what the organization keeps privately (its name for the creator, notes, contacts, custom fields, prices).',
          params: publicProfileParams,
          querystring: publicProfileQuery,
          response: { 200: publicProfileSchema },
        },
        config: { access: access.public() },
      },
      (request) => service.publicProfile(request.params.token),
    );
  };
}
