// Query keys and hooks of the dashboard's own calls: the only place this feature calls the API.

import { useQuery } from '@tanstack/react-query';
import type { AuditReportSummary } from '../../../common/audit-report';
import { useSessionStore } from '../../app/session-store';
import { apiRequest } from '../../lib/api-client';

export type FailedPost = {
  _id: string;
  kind: 'post' | 'story';
  url: string | null;
  failureReason: string | null;
  failedAt: string;
  campaignId: string;
  campaignName: string;
  platform_username: string | null;
};

export type DueItem = {
  _id: string;
  title: string;
  platform: string;
  type: string;
  scheduledAt: string;
  status: string;
  username: string | null;
  campaignId: string | null;
};

/** GET /customer/account/attention: the first few of each list, and how many there are. */
export type Attention = {
  failedPosts: { total: number; items: FailedPost[] };
  readyReports: { total: number; items: AuditReportSummary[] };
  dueContent: { total: number; overdue: number; items: DueItem[] };
};

export const dashboardKeys = { attention: ['dashboard', 'attention'] as const };

export function useAttention() {
  const isLoggedIn = useSessionStore((state) => state.loggedIn);
  return useQuery({
    queryKey: dashboardKeys.attention,
    queryFn: ({ signal }) =>
      apiRequest<Attention>('/customer/account/attention', { signal, quiet: true }),
    enabled: isLoggedIn,
  });
}
