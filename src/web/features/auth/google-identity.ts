// Google Identity Services (the "Sign in with Google" button). The script is Google's and is only
// loaded on the auth pages of an installation whose operator configured a client id, so nothing
// is fetched from Google otherwise (and never in tests, which run without one).

import { loadScript } from '../../lib/load-script';

export const GOOGLE_IDENTITY_SCRIPT = 'https://accounts.google.com/gsi/client';

export type GoogleCredentialResponse = {
  /** The ID token (a JWT) the server verifies against Google's keys. */
  credential: string;
};

export type GoogleButtonOptions = {
  type?: 'standard' | 'icon';
  theme?: 'outline' | 'filled_blue' | 'filled_black';
  size?: 'large' | 'medium' | 'small';
  text?: 'signin_with' | 'signup_with' | 'continue_with' | 'signin';
  shape?: 'rectangular' | 'pill' | 'circle' | 'square';
  logo_alignment?: 'left' | 'center';
  width?: number;
  locale?: string;
};

export type GoogleAccountsId = {
  initialize: (config: {
    client_id: string;
    callback: (response: GoogleCredentialResponse) => void;
    context?: 'signin' | 'signup' | 'use';
    ux_mode?: 'popup' | 'redirect';
    cancel_on_tap_outside?: boolean;
  }) => void;
  renderButton: (parent: HTMLElement, options: GoogleButtonOptions) => void;
  disableAutoSelect: () => void;
};

declare global {
  // Augmenting the browser's Window needs an interface.
  interface Window {
    google?: { accounts?: { id?: GoogleAccountsId } };
  }
}

/** Loads the script once and resolves with the API, or rejects when it cannot load. */
export async function loadGoogleIdentity(): Promise<GoogleAccountsId> {
  await loadScript(GOOGLE_IDENTITY_SCRIPT);
  const api = window.google?.accounts?.id;
  if (!api) throw new Error('Google Identity Services did not start');
  return api;
}
