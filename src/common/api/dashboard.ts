import { z } from 'zod';
import { auditReportSummarySchema } from '../audit-report';
import { failedPostsSchema } from './campaign-content';
import { scheduledItemSchema } from './scheduled-content';

// The API contract of the dashboard's "needs attention" summary (/customer/account/attention):
// the server documents and serializes it with this schema, the web derives its types from it.

/** How many of each kind the summary lists; `total` says how many there are in all. */
export const ATTENTION_ITEMS = 5;
/** Reports finished within this many days count as ready to look at. */
export const READY_REPORT_DAYS = 7;
/** Calendar items count from this many days back (overdue) to this many ahead (due). */
export const DUE_WINDOW_DAYS = 7;

export const attentionSchema = z.object({
  failedPosts: failedPostsSchema.describe('Campaign post URLs whose metrics could not be read'),
  readyReports: z
    .object({ total: z.number().int(), items: z.array(auditReportSummarySchema) })
    .describe(`Audit reports that became ready in the last ${READY_REPORT_DAYS} days`),
  dueContent: z
    .object({
      total: z.number().int(),
      overdue: z.number().int(),
      items: z.array(scheduledItemSchema),
    })
    .describe(
      `Calendar items not yet published, from ${DUE_WINDOW_DAYS} days ago (overdue) to ${DUE_WINDOW_DAYS} days ahead`,
    ),
});
export type AttentionDto = z.infer<typeof attentionSchema>;
