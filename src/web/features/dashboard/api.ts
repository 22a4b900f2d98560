// Query keys and hooks of the dashboard's own calls: the only place this feature calls the API.

import { useQuery } from '@tanstack/react-query';
import type { AttentionDto } from '../../../common/api/dashboard';
import type { ScheduledItemDto } from '../../../common/api/scheduled-content';
import { useSessionStore } from '../../app/session-store';
import { apiRequest } from '../../lib/api-client';

/** A calendar item as the card reads it: what it shows and where it leads. */
export type DueItem = Pick<
  ScheduledItemDto,
  '_id' | 'title' | 'platform' | 'type' | 'scheduledAt' | 'status' | 'username' | 'campaignId'
>;

/** GET /customer/account/attention as the card reads it: the first few of each list, and totals. */
export type Attention = Omit<AttentionDto, 'dueContent'> & {
  dueContent: Omit<AttentionDto['dueContent'], 'items'> & { items: DueItem[] };
};

export const dashboardKeys = { attention: ['dashboard', 'attention'] as const };

export function useAttention() {
  const isLoggedIn = useSessionStore((state) => state.loggedIn);
  return useQuery({
    queryKey: dashboardKeys.attention,
    queryFn: ({ signal }) =>
      apiRequest<AttentionDto>('/customer/account/attention', { signal, quiet: true }),
    enabled: isLoggedIn,
  });
}
