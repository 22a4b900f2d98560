import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  auditReportSchema,
  profileParams,
  reportPageSchema,
  reportParams,
  reportsQuery,
  shareBody,
  sharedReportSchema,
  tokenParams,
} from '../../../common/api/reports';
import { AUDIT_REPORT_TIMEOUT_MS } from '../../../common/constants';
import { access } from '../../http/access';
import { sendDownload } from '../../http/download';
import { requestLocale } from '../../http/i18n/request-locale';
import type { PdfFile, ReportsService } from './reports.service';

const tags = ['reports'];
const publicTags = ['public'];
const security = [{ accessToken: [] }];
const noContent = { 204: z.null().describe('Done; no body') };
const read = access.member({ guests: true });
const write = access.member();
const pdfDescription = 'application/pdf as an attachment named report-{username}-{YYYY-MM-DD}.pdf.';

const sendPdf = (reply: FastifyReply, file: PdfFile) =>
  sendDownload(reply, {
    body: Readable.from([file.body]),
    contentType: 'application/pdf',
    size: file.body.length,
    fileName: file.fileName,
  });

/** HTTP for the audit reports of /customer/... and their public pages (issue #7). */
export function reportsRoutes(service: ReportsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.put(
      '/customer/socialProfile/auditReport/:id',
      {
        schema: {
          tags,
          security,
          summary: 'Creates a new audit report of a tracked or bank profile',
          description:
            "Spends one of the plan's reports (423 LimitExceeded, field reports; 423 EmailNotVerified; nothing is stored when refused). The report is computed by a background job; the call waits for it up to the 100 s timeout and answers 200 with the ready report, or with state failed and a failureReason (the report is given back), or 202 with state pending when it takes longer (poll GET /customer/auditReport/{reportId}). id: a tracked profile id of the organization or a bank profile id; anything else is 404.",
          params: profileParams,
          response: { 200: auditReportSchema, 202: auditReportSchema },
        },
        config: { access: write, timeoutMs: AUDIT_REPORT_TIMEOUT_MS },
      },
      async (request, reply) => {
        const report = await service.create(request.caller, request.params.id);
        return reply.status(report.state === 'pending' ? 202 : 200).send(report);
      },
    );

    app.get(
      '/customer/socialProfile/auditReport/:id',
      {
        schema: {
          tags,
          security,
          summary: 'The newest report of a profile (free); 404 when it has none',
          description:
            'id: a tracked profile id or a bank profile id. Failed reports are skipped (they were given back).',
          params: profileParams,
          response: { 200: auditReportSchema },
        },
        config: { access: read },
      },
      (request) => service.newestOf(request.caller, request.params.id),
    );

    app.get(
      '/customer/auditReports',
      {
        schema: {
          tags,
          security,
          summary: "The organization's reports, newest first, without their figures",
          description:
            'Dated snapshots to reopen; filter by profileId (tracked) or accountId (bank).',
          querystring: reportsQuery,
          response: { 200: reportPageSchema },
        },
        config: { access: read },
      },
      (request) => service.list(request.caller, request.query),
    );

    app.get(
      '/customer/auditReport/:reportId',
      {
        schema: {
          tags,
          security,
          summary: 'One stored report exactly as it was computed (free)',
          params: reportParams,
          response: { 200: auditReportSchema },
        },
        config: { access: read },
      },
      (request) => service.get(request.caller, request.params.reportId),
    );

    app.get(
      '/customer/auditReport/:reportId/pdf',
      {
        schema: {
          tags,
          security,
          summary: 'The report as a PDF (409 while pending or failed)',
          description: pdfDescription,
          params: reportParams,
        },
        config: { access: read },
      },
      async (request, reply) =>
        sendPdf(reply, await service.pdf(request.caller, request.params.reportId)),
    );

    app.put(
      '/customer/auditReport/:reportId/share',
      {
        schema: {
          tags,
          security,
          summary: 'Switches the public link of a report on or off',
          description:
            'On: a random link /report/{token} is made once and kept across off and on. Off: the link answers 404 at once. Answers the report with publicUrl and shareEnabled.',
          params: reportParams,
          body: shareBody,
          response: { 200: auditReportSchema },
        },
        config: { access: write },
      },
      (request) => service.share(request.caller, request.params.reportId, request.body.enabled),
    );

    app.delete(
      '/customer/auditReport/:reportId',
      {
        schema: {
          tags,
          security,
          summary: 'Deletes a stored report (its public link with it)',
          params: reportParams,
          response: noContent,
        },
        config: { access: write },
      },
      async (request, reply) => {
        await service.remove(request.caller, request.params.reportId);
        return reply.status(204).send(null);
      },
    );

    app.get(
      '/public/report/:token',
      {
        schema: {
          tags: publicTags,
          summary: 'A shared report (no login); 404 when unknown or sharing is off',
          description:
            'The report without our ids (no _id, profileId or accountId, none in data.profile or data.similar).',
          params: tokenParams,
          response: { 200: sharedReportSchema },
        },
        config: { access: access.public() },
      },
      (request) => service.shared(request.params.token, requestLocale(request)),
    );

    app.get(
      '/public/report/:token/pdf',
      {
        schema: {
          tags: publicTags,
          summary: 'A shared report as a PDF (no login); 404 when unknown or sharing is off',
          description: pdfDescription,
          params: tokenParams,
        },
        config: { access: access.public() },
      },
      async (request, reply) =>
        sendPdf(reply, await service.sharedPdf(request.params.token, requestLocale(request))),
    );

    app.get(
      '/public/sample-report',
      {
        schema: {
          tags: publicTags,
          summary: 'The sample report: the demo Instagram creator with the most followers',
          description:
            'Computed live from the bank, never stored, spends nothing (_id "sample"). 404 when the bank has no demo profiles.',
          response: { 200: auditReportSchema },
        },
        config: { access: access.public() },
      },
      (request) => service.sample(requestLocale(request)),
    );

    app.get(
      '/public/sample-report/pdf',
      {
        schema: {
          tags: publicTags,
          summary: 'The sample report as a PDF',
          description: pdfDescription,
        },
        config: { access: access.public() },
      },
      async (request, reply) =>
        sendPdf(reply, await service.samplePdf(request.headers.host, requestLocale(request))),
    );

    app.get(
      '/public/test-report',
      {
        schema: {
          tags: publicTags,
          summary: 'The test report: a made-up profile built into the server (_id "test")',
          description:
            'Always available, no database read, spends nothing: for checking the report page and the PDF.',
          response: { 200: auditReportSchema },
        },
        config: { access: access.public() },
      },
      (request) => service.test(requestLocale(request)),
    );

    app.get(
      '/public/test-report/pdf',
      {
        schema: {
          tags: publicTags,
          summary: 'The test report as a PDF',
          description: pdfDescription,
        },
        config: { access: access.public() },
      },
      async (request, reply) => sendPdf(reply, await service.testPdf(requestLocale(request))),
    );
  };
}
