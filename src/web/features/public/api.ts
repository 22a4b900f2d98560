// Public, token-free configuration of this installation: which third-party widgets are on.

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AnalyticsConfig } from '../../lib/analytics';
import { apiRequest } from '../../lib/api-client';
import type { ChatConfig } from '../../lib/chat-widget';
import type { HelpBeaconConfig } from '../../lib/help-beacon';

export type PublicConfig = {
  analytics: AnalyticsConfig | null;
  chat: ChatConfig | null;
  helpBeacon: HelpBeaconConfig | null;
  googleClientId: string | null;
};

export const publicConfigQuery = queryOptions({
  queryKey: ['public', 'config'],
  // Quiet: without it the app simply runs without widgets, which is not worth a toast.
  queryFn: ({ signal }) => apiRequest<PublicConfig>('/public/config', { signal, quiet: true }),
  // Set by the operator at start-up; it does not change while the page is open.
  staleTime: Number.POSITIVE_INFINITY,
});

export function usePublicConfig(): PublicConfig | undefined {
  return useQuery(publicConfigQuery).data;
}
