import { z } from 'zod';
import {
  auditReportSchema,
  auditReportSummarySchema,
  publicAuditReportSchema,
} from '../audit-report';
import { brandingSchema } from './branding';

// The API contract of the audit report calls (/customer/socialProfile/auditReport/{id},
// /customer/auditReport*, /public/report, the sample): the server validates and documents them
// with these schemas, the web derives its types from them. The report itself is the shared shape
// in src/common/audit-report.ts, so the page, the PDF and the API cannot drift apart.

export const REPORTS_PAGE_MAX = 100;

const id = z.string().min(1).max(64);

export const profileParams = z.strictObject({
  id: id.describe('A tracked profile id of the organization, or a bank profile id'),
});
export const reportParams = z.strictObject({ reportId: id });
export const tokenParams = z.strictObject({ token: z.string().min(1).max(100) });

export const reportsQuery = z.strictObject({
  profileId: id.optional().describe('Only reports of this tracked profile'),
  accountId: id.optional().describe('Only reports of this bank profile'),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(REPORTS_PAGE_MAX).default(20),
});
export type ReportsQuery = z.output<typeof reportsQuery>;
export type ReportsQueryInput = z.input<typeof reportsQuery>;

export const shareBody = z.strictObject({
  enabled: z
    .boolean()
    .describe('true: a public link (created once, then kept); false: the link answers 404 at once'),
});
export type ShareInput = z.input<typeof shareBody>;

export const reportPageSchema = z.object({
  reports: z.array(auditReportSummarySchema),
  total: z.number().int(),
});
export type ReportPageDto = z.infer<typeof reportPageSchema>;

/** A shared report with the brand of the organization that shared it, which its page wears. */
export const sharedReportSchema = publicAuditReportSchema.extend({
  branding: brandingSchema.describe(
    "The owner's white-label (the product's defaults unless it is an agency): the page wears it",
  ),
});
export type SharedReportDto = z.infer<typeof sharedReportSchema>;

export { auditReportSchema, auditReportSummarySchema, publicAuditReportSchema };
