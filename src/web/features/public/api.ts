// Public, token-free configuration of this installation: which third-party widgets are on.

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicConfigDto } from '../../../common/api/system';
import { apiRequest } from '../../lib/api-client';

/** The widgets' settings (analytics, chat, help beacon) and Google sign-in, from the contract. */
export type PublicConfig = PublicConfigDto;

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
