import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addPostFromUrlBody,
  fileParams,
  fileSchema,
  postParams,
  postSchema,
  ugcLinkBody,
  updateFileBody,
  uploadFields,
} from '../../../common/api/campaign-content';
import {
  invoiceUploadFields,
  paymentParams,
  paymentSchema,
} from '../../../common/api/campaign-payments';
import { ATTACHMENT_UPLOAD_TIMEOUT_MS } from '../../../common/constants';
import { sendDownload } from '../../http/download';
import { badRequest } from '../../http/errors';
import { zodIssueMessage } from '../../http/i18n/zod-text';
import { multipartBody, readUpload } from '../../http/multipart';
import { CAMPAIGN_FILE_TYPES, MAX_CAMPAIGN_FILE_BYTES } from './campaign-files.service';
import { INVOICE_TYPE_NAMES, MAX_INVOICE_BYTES } from './campaign-invoices.service';
import { noContent, read, security, tags, write } from './campaign-route-options';
import type { CampaignsService } from './campaigns.service';
import { CAMPAIGN_TEXT } from './campaigns.text';

/** HTTP for the posts added by URL, the files (briefs, UGC) and the payment invoices of campaigns. */
export function campaignContentRoutes(service: CampaignsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/customer/campaign/addPostFromUrl',
      {
        schema: {
          tags,
          security,
          summary: 'Adds a post or story by its URL; its metrics are fetched in the background',
          description:
            'The URL is trimmed of its query string unless it is a video-site link (SPEC 5). 400 (field url) for a malformed or non-http(s) URL, a private or local address, or a link that names no Instagram, TikTok or YouTube post. 409 when the campaign has the post already. Answers 202 with the post in state pending; a job sets it to tracked with its metrics, or failed with a reason (retry or delete it).',
          body: addPostFromUrlBody,
          response: { 202: postSchema },
        },
        config: { access: write },
      },
      async (request, reply) =>
        reply.status(202).send(await service.posts.addPostFromUrl(request.caller, request.body)),
    );

    app.post(
      '/customer/campaign/post/:postId/retry',
      {
        schema: {
          tags,
          security,
          summary: 'Fetches the metrics of a failed post again (409 unless it failed)',
          params: postParams,
          response: { 202: postSchema },
        },
        config: { access: write },
      },
      async (request, reply) =>
        reply.status(202).send(await service.posts.retry(request.caller, request.params.postId)),
    );

    app.delete(
      '/customer/campaign/post/:postId',
      {
        schema: {
          tags,
          security,
          summary: 'Deletes a post or story of a campaign (a failed post URL too)',
          params: postParams,
          response: noContent,
        },
        config: { access: write },
      },
      async (request, reply) => {
        await service.posts.remove(request.caller, request.params.postId);
        return reply.status(204).send(null);
      },
    );

    app.post(
      '/customer/campaign/upload',
      {
        schema: {
          tags,
          security,
          summary:
            'Uploads a campaign file (multipart: campaignId, kind brief|ugc|file, profileId?, title?, usageRights?, file)',
          description: `Up to ${MAX_CAMPAIGN_FILE_BYTES / 1024 / 1024} MB (413); ${CAMPAIGN_FILE_TYPES} (415 otherwise, judged by the bytes). No request timeout.`,
          consumes: ['multipart/form-data'],
          body: multipartBody(uploadFields, { name: 'file', description: CAMPAIGN_FILE_TYPES }),
          response: { 201: fileSchema },
        },
        config: {
          access: write,
          timeoutMs: ATTACHMENT_UPLOAD_TIMEOUT_MS,
          idempotency: 'outside-calls',
        },
      },
      async (request, reply) => {
        const upload = await readUpload(request, MAX_CAMPAIGN_FILE_BYTES);
        // SPEC 5: empty fields count as absent.
        const present = Object.fromEntries(
          Object.entries(upload.fields).filter(([, value]) => value.trim() !== ''),
        );
        const fields = uploadFields.safeParse(present);
        if (!fields.success) {
          const issue = fields.error.issues[0];
          const field =
            issue.path.join('.') ||
            (issue.code === 'unrecognized_keys' ? issue.keys[0] : 'campaignId');
          throw badRequest(zodIssueMessage(issue), field);
        }
        if (!upload.file) throw badRequest(CAMPAIGN_TEXT.chooseFile, 'file');
        return reply
          .status(201)
          .send(await service.files.upload(request.caller, fields.data, upload.file));
      },
    );

    app.post(
      '/customer/campaign/ugc-link',
      {
        schema: {
          tags,
          security,
          summary: 'Links UGC by its URL (kind ugc) with its usage rights',
          body: ugcLinkBody,
          response: { 201: fileSchema },
        },
        config: { access: write },
      },
      async (request, reply) =>
        reply.status(201).send(await service.files.linkUgc(request.caller, request.body)),
    );

    app.put(
      '/customer/campaign/file/:fileId',
      {
        schema: {
          tags,
          security,
          summary: "Changes a file's title or usage rights (none, requested, granted, expired)",
          params: fileParams,
          body: updateFileBody,
          response: { 200: fileSchema },
        },
        config: { access: write },
      },
      (request) => service.files.update(request.caller, request.params.fileId, request.body),
    );

    app.get(
      '/customer/campaign/file/:fileId',
      {
        schema: {
          tags,
          security,
          summary: 'Downloads an uploaded campaign file (404 for linked UGC)',
          params: fileParams,
        },
        config: { access: read },
      },
      async (request, reply) => {
        const file = await service.files.download(request.caller, request.params.fileId);
        return sendDownload(reply, file);
      },
    );

    app.delete(
      '/customer/campaign/file/:fileId',
      {
        schema: {
          tags,
          security,
          summary: 'Deletes a campaign file (and its stored bytes)',
          params: fileParams,
          response: noContent,
        },
        config: { access: write },
      },
      async (request, reply) => {
        await service.files.remove(request.caller, request.params.fileId);
        return reply.status(204).send(null);
      },
    );

    const invoiceUrl = '/customer/campaign/payment/:paymentId/invoice';

    app.post(
      invoiceUrl,
      {
        schema: {
          tags,
          security,
          summary: 'Attaches an invoice to a payment (multipart: file), replacing the one it had',
          description: `Up to ${MAX_INVOICE_BYTES / 1024 / 1024} MB (413); ${INVOICE_TYPE_NAMES} (415 otherwise, judged by the bytes). The replaced invoice is deleted. Answers the payment.`,
          consumes: ['multipart/form-data'],
          params: paymentParams,
          body: multipartBody(invoiceUploadFields, {
            name: 'file',
            description: INVOICE_TYPE_NAMES,
          }),
          response: { 200: paymentSchema },
        },
        config: {
          access: write,
          timeoutMs: ATTACHMENT_UPLOAD_TIMEOUT_MS,
          idempotency: 'outside-calls',
        },
      },
      async (request) => {
        const upload = await readUpload(request, MAX_INVOICE_BYTES);
        if (!upload.file) throw badRequest(CAMPAIGN_TEXT.chooseInvoice, 'file');
        return service.invoices.attach(request.caller, request.params.paymentId, upload.file);
      },
    );

    app.get(
      invoiceUrl,
      {
        schema: {
          tags,
          security,
          summary: "Downloads a payment's invoice (404 without one)",
          params: paymentParams,
        },
        config: { access: read },
      },
      async (request, reply) =>
        sendDownload(
          reply,
          await service.invoices.download(request.caller, request.params.paymentId),
        ),
    );

    app.delete(
      invoiceUrl,
      {
        schema: {
          tags,
          security,
          summary: "Removes a payment's invoice and its stored file (404 without one)",
          params: paymentParams,
          response: noContent,
        },
        config: { access: write },
      },
      async (request, reply) => {
        await service.invoices.remove(request.caller, request.params.paymentId);
        return reply.status(204).send(null);
      },
    );
  };
}
