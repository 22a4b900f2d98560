// What the app does for each action of the error catalogue (SPEC 8). The decision itself is
// classifyApiError in lib/api-error.ts.

import i18next from 'i18next';
import { toast } from 'sonner';
import { configureApiClient } from '../lib/api-client';
import type { ApiErrorAction } from '../lib/api-error';
import { logout } from './session';
import { useSessionStore } from './session-store';
import { useUiStore } from './ui-store';

export function applyApiErrorAction(action: ApiErrorAction, { quiet }: { quiet: boolean }): void {
  switch (action.kind) {
    case 'open-verify-email':
      useUiStore.getState().openVerifyEmailPopup();
      return;
    case 'store-access-blocked':
      useSessionStore.getState().markAccessBlocked();
      return;
    case 'clear-session':
      // Only a live session is cleared: a second 401 after logout must not reset again and again.
      if (useSessionStore.getState().loggedIn) logout('expired');
      return;
    case 'open-upgrade':
      // Used-up audit reports have their own popup with the month's count (SPEC 4).
      if (action.field === 'reports') useUiStore.getState().setFlag('reportExceedPopup', true);
      else useUiStore.getState().openUpgradePopup(action.field, action.message);
      return;
    case 'empty-result':
      return;
    case 'toast':
      if (!quiet) toast.error(action.message);
      return;
  }
}

export function setUpApiClient(): void {
  configureApiClient({
    getAccessToken: () => useSessionStore.getState().token,
    getAgencyName: () => useUiStore.getState().agencyName,
    describeFailure: (kind) => i18next.t(`errors.${kind}`),
    onErrorAction: applyApiErrorAction,
  });
}
