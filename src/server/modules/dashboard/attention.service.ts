import {
  ATTENTION_ITEMS,
  type AttentionDto,
  DUE_WINDOW_DAYS,
  READY_REPORT_DAYS,
} from '../../../common/api/dashboard';
import type { Caller } from '../../http/access';
import type { CampaignsService } from '../campaigns';
import type { ContentService } from '../content';
import type { ReportsService } from '../reports';

const DAY_MS = 24 * 60 * 60 * 1000;

export type AttentionDeps = {
  campaigns: Pick<CampaignsService, 'failedPosts'>;
  reports: Pick<ReportsService, 'readySince'>;
  content: { scheduled: Pick<ContentService['scheduled'], 'unpublishedBetween'> };
  now?: () => Date;
};

/** What needs the organization's attention, in one answer for the dashboard. */
export function createAttentionService(deps: AttentionDeps) {
  const now = deps.now ?? (() => new Date());
  return {
    async summary(caller: Caller): Promise<AttentionDto> {
      const at = now().getTime();
      const [failedPosts, readyReports, due] = await Promise.all([
        deps.campaigns.failedPosts(caller, ATTENTION_ITEMS),
        deps.reports.readySince(caller, new Date(at - READY_REPORT_DAYS * DAY_MS), ATTENTION_ITEMS),
        deps.content.scheduled.unpublishedBetween(
          caller,
          new Date(at - DUE_WINDOW_DAYS * DAY_MS),
          new Date(at + DUE_WINDOW_DAYS * DAY_MS),
        ),
      ]);
      // Overdue items first: they were due already and are still not published.
      const overdue = due.filter((item) => Date.parse(item.scheduledAt) < at).length;
      return {
        failedPosts,
        readyReports,
        dueContent: { total: due.length, overdue, items: due.slice(0, ATTENTION_ITEMS) },
      };
    },
  };
}

export type AttentionService = ReturnType<typeof createAttentionService>;
