import { fetchLogoByHost, toHostBranding } from '../features/whitelabel';
import { useUiStore } from './ui-store';

/** SPEC 2: which agency this host belongs to. Either way the check ends and the shell renders. */
export async function runWhiteLabelCheck(host: string): Promise<void> {
  const ui = useUiStore.getState();
  try {
    ui.completeWhiteLabelCheck(toHostBranding(await fetchLogoByHost(host)));
  } catch {
    ui.failWhiteLabelCheck();
  }
}
