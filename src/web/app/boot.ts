import { publicConfigQuery } from '../features/public';
import { queryClient } from './query-client';
import { useUiStore } from './ui-store';
import { runWhiteLabelCheck } from './white-label-check';

/**
 * The shell's first calls, in parallel: the white-label check and the public configuration. The
 * loading overlay stays until both have answered, so widgets and branding do not pop in later.
 */
export async function bootShell(): Promise<void> {
  await Promise.allSettled([
    runWhiteLabelCheck(window.location.host),
    queryClient.prefetchQuery(publicConfigQuery),
  ]);
  useUiStore.getState().setLoading(false);
}
