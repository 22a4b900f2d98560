// Which shell features are on for a given page and user (SPEC 2, 6). Pure so they can be tested
// and read in one place; app-layout applies them on every route change.

function withoutTrailingSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** The chat widget belongs to the dashboard only. */
export function shouldShowChat(path: string): boolean {
  return withoutTrailingSlash(path) === '/dashboard';
}

// Pages a creator or a mail's reader reaches from an organization's link (connect, unsubscribe):
// they have no account with us and are never asked to make one.
const LINK_PAGE_PATHS = [/^\/connect$/, /^\/connect\/redirect$/, /^\/unsubscribe$/];

// Pages a creator or a client sees: a support beacon there would be our support, not theirs.
const HELP_BEACON_FREE_PATHS = [/^\/campaign\/[^/]+$/, /^\/profile\/[^/]+$/, ...LINK_PAGE_PATHS];

/** Whether the signed-out header offers Log in and Sign up on this page. */
export function shouldOfferSignUp(path: string): boolean {
  const normalizedPath = withoutTrailingSlash(path);
  if (normalizedPath.startsWith('/auth/')) return false;
  return !LINK_PAGE_PATHS.some((pattern) => pattern.test(normalizedPath));
}

export type HelpBeaconContext = {
  path: string;
  isGuest: boolean;
  /** The organization's accountConfig.userGuide; unknown (no profile yet) counts as on. */
  userGuide: boolean | undefined;
  agencyName: string | null;
};

export function shouldShowHelpBeacon({
  path,
  isGuest,
  userGuide,
  agencyName,
}: HelpBeaconContext): boolean {
  if (isGuest || userGuide === false) return false;
  // A white-labelled host must not show our product's help.
  if (agencyName) return false;
  const normalizedPath = withoutTrailingSlash(path);
  return !HELP_BEACON_FREE_PATHS.some((pattern) => pattern.test(normalizedPath));
}

/** Auth and setup pages carry tokens and personal data in their URLs; they are never reported. */
export function isAnalyticsCaptureOn(path: string): boolean {
  const lowerPath = path.toLowerCase();
  return !lowerPath.includes('auth') && !lowerPath.includes('setup');
}

export function isWindowsPlatform(userAgent: string): boolean {
  return /windows/i.test(userAgent);
}
