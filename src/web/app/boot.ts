import { publicConfigQuery } from '../features/public';
import { applyMemberBranding, memberBrandingQuery } from '../features/whitelabel';
import { queryClient } from './query-client';
import { useSessionStore } from './session-store';
import { useUiStore } from './ui-store';
import { runWhiteLabelCheck } from './white-label-check';

/** A returning member's organization brand, so the shell does not open in the host's first. */
async function loadMemberBranding(): Promise<void> {
  if (!useSessionStore.getState().loggedIn) return;
  try {
    applyMemberBranding(await queryClient.fetchQuery(memberBrandingQuery));
  } catch {
    // The host's brand stays; the shell asks again once it renders.
  }
}

/**
 * The shell's first calls, in parallel: the white-label check, the signed-in organization's brand
 * and the public configuration. The loading overlay stays until all have answered, so widgets and
 * branding do not pop in later.
 */
export async function bootShell(): Promise<void> {
  await Promise.allSettled([
    runWhiteLabelCheck(window.location.host),
    loadMemberBranding(),
    queryClient.prefetchQuery(publicConfigQuery),
  ]);
  useUiStore.getState().setLoading(false);
}
