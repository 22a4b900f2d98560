// The loading overlay of SPEC 2 comes in two parts: index.html's unbranded boot cover, painted
// before any script runs, and LoadingOverlay, branded, once the white-label check has answered.

export const BOOT_OVERLAY_ID = 'boot-overlay';

/** The branded overlay is on while loading, but never before the host's branding is known. */
export function isLoadingOverlayVisible(state: {
  loading: boolean;
  checkWhiteLabel: boolean;
}): boolean {
  return state.checkWhiteLabel && state.loading;
}

/**
 * Takes index.html's boot cover away once the app has rendered after the white-label check:
 * from then on the app (or the branded overlay, while loading lasts) is what the user sees.
 */
export function removeBootOverlay(doc: Pick<Document, 'getElementById'> = document): void {
  doc.getElementById(BOOT_OVERLAY_ID)?.remove();
}
