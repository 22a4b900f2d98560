// Query keys and hooks of discovery: the only place this feature calls the API.

import { useQuery } from '@tanstack/react-query';
import type { BankSummaryDto } from '../../../common/api/discovery';
import { apiRequest } from '../../lib/api-client';

export type BankSummary = BankSummaryDto;

/** While demo profiles are being seeded the card follows the progress at this pace. */
export const SEEDING_POLL_INTERVAL_MS = 2000;

export const discoveryKeys = {
  bankSummary: ['discovery', 'bank-summary'] as const,
};

export function useBankSummary() {
  return useQuery({
    queryKey: discoveryKeys.bankSummary,
    // Quiet: the card shows its own error state with a retry button.
    queryFn: ({ signal }) =>
      apiRequest<BankSummary>('/public/bank-summary', { signal, quiet: true }),
    refetchInterval: (query) =>
      query.state.data?.seeding.state === 'running' ? SEEDING_POLL_INTERVAL_MS : false,
  });
}
