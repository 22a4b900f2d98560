import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-error';

/** Only failures that may pass on their own are retried, once; a 4xx answer will not change. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1) return false;
  if (!(error instanceof ApiError)) return false;
  return error.status === 0 || error.status >= 500;
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: shouldRetryQuery },
  },
});
