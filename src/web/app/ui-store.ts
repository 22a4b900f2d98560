// The shell's UI state from SPEC 3. Server data lives in TanStack Query, not here.

import { create } from 'zustand';
import { UPGRADE_FIELD_RESET_MS } from '../../common/constants';
import type { ThemeColors } from './theme';

export type NotificationData = {
  title: string;
  message?: string;
};

export type ListConfig = {
  hideEmptyList: boolean;
};

/** What the white-label check learns about the host; it belongs to the host, not to the user. */
export type HostBranding = {
  agencyName: string | null;
  favicon: string | null;
  logo: string | null;
  logoChangedAt: string | null;
  colors: ThemeColors;
};

/**
 * The brand on screen (the top-level fields) is the first of: the page's (a public page wears the
 * brand of the agency that shared it), the signed-in organization's own white-label, the host's.
 */
export type UiState = HostBranding & {
  /**
   * Set while a public page (shared list, campaign, report, profile, connect, unsubscribe) wears
   * the brand of the agency that made it: the brand under it waits here to come back.
   */
  hostBranding: HostBranding | null;
  /** What the white-label check found for this host (the defaults until it has answered). */
  checkedBranding: HostBranding;
  /** The signed-in organization's white-label, on any host; null when it has none. */
  memberBranding: HostBranding | null;
  loading: boolean;
  /** True once the white-label check has finished, whatever its outcome. */
  checkWhiteLabel: boolean;
  checkDomainError: boolean;
  verifyEmailPopup: boolean;
  verifiedEmailMsg: boolean;
  contactForm: boolean;
  upgradePopup: boolean;
  upgradeMessage: string | null;
  upgradeField: string | null;
  usagePopup: boolean;
  reportExceedPopup: boolean;
  searchPopup: boolean;
  showOfferBanner: boolean;
  notification: boolean;
  notificationData: NotificationData | null;
  listConfig: ListConfig;
};

/** Plain on/off flags that later features open and close without extra rules. */
export type UiFlag =
  | 'verifiedEmailMsg'
  | 'contactForm'
  | 'usagePopup'
  | 'reportExceedPopup'
  | 'searchPopup'
  | 'showOfferBanner';

type UiActions = {
  setLoading: (loading: boolean) => void;
  completeWhiteLabelCheck: (branding: HostBranding) => void;
  failWhiteLabelCheck: () => void;
  /** A public page takes on the brand of the agency whose page it is, until it is left. */
  wearPageBranding: (branding: HostBranding) => void;
  takeOffPageBranding: () => void;
  /** A signed-in member works in their organization's brand; null gives the host's back. */
  setMemberBranding: (branding: HostBranding | null) => void;
  setFlag: (flag: UiFlag, value: boolean) => void;
  openVerifyEmailPopup: () => void;
  closeVerifyEmailPopup: () => void;
  openUpgradePopup: (field: string | null, message: string | null) => void;
  closeUpgradePopup: () => void;
  showNotification: (data: NotificationData) => void;
  hideNotification: () => void;
  setListConfig: (config: Partial<ListConfig>) => void;
  /** Logout: everything back to defaults, the brand to what the white-label check found. */
  resetUserState: () => void;
};

const DEFAULT_BRANDING: HostBranding = {
  agencyName: null,
  favicon: null,
  logo: null,
  logoChangedAt: null,
  colors: {},
};

const USER_STATE_DEFAULTS = {
  loading: false,
  verifyEmailPopup: false,
  verifiedEmailMsg: true,
  contactForm: false,
  upgradePopup: false,
  upgradeMessage: null,
  upgradeField: null,
  usagePopup: false,
  reportExceedPopup: false,
  searchPopup: false,
  showOfferBanner: true,
  notification: false,
  notificationData: null,
  listConfig: { hideEmptyList: true },
} satisfies Omit<
  UiState,
  | keyof HostBranding
  | 'hostBranding'
  | 'checkedBranding'
  | 'memberBranding'
  | 'checkWhiteLabel'
  | 'checkDomainError'
>;

export const INITIAL_UI_STATE: UiState = {
  ...DEFAULT_BRANDING,
  hostBranding: null,
  checkedBranding: DEFAULT_BRANDING,
  memberBranding: null,
  ...USER_STATE_DEFAULTS,
  // The app boots behind the loading overlay until the shell's first calls have answered.
  loading: true,
  checkWhiteLabel: false,
  checkDomainError: false,
};

type BrandLayers = Pick<UiState, 'hostBranding' | 'checkedBranding' | 'memberBranding'>;

/**
 * The state after a change of the host's or the member's brand: it goes on screen at once, or
 * waits under a page's brand while one is worn.
 */
function withBaseBranding(state: BrandLayers, change: Partial<BrandLayers>): Partial<UiState> {
  const next = { ...state, ...change };
  const base = next.memberBranding ?? next.checkedBranding;
  return next.hostBranding ? { ...change, hostBranding: base } : { ...change, ...base };
}

let upgradeFieldResetTimer: ReturnType<typeof setTimeout> | undefined;

function cancelUpgradeFieldReset(): void {
  clearTimeout(upgradeFieldResetTimer);
  upgradeFieldResetTimer = undefined;
}

export const useUiStore = create<UiState & UiActions>()((set) => ({
  ...INITIAL_UI_STATE,

  setLoading: (loading) => set({ loading }),

  // A check that ends while a page wears its owner's brand keeps it on and saves the host's.
  completeWhiteLabelCheck: (branding) =>
    set((state) => ({
      ...withBaseBranding(state, { checkedBranding: branding }),
      checkWhiteLabel: true,
      checkDomainError: false,
    })),

  failWhiteLabelCheck: () =>
    set((state) => ({
      ...withBaseBranding(state, { checkedBranding: DEFAULT_BRANDING }),
      checkWhiteLabel: true,
      checkDomainError: true,
    })),

  wearPageBranding: (branding) =>
    set((state) => ({
      ...branding,
      hostBranding: state.memberBranding ?? state.checkedBranding,
    })),

  takeOffPageBranding: () =>
    set((state) => (state.hostBranding ? { ...state.hostBranding, hostBranding: null } : {})),

  setMemberBranding: (branding) =>
    set((state) => withBaseBranding(state, { memberBranding: branding })),

  setFlag: (flag, value) => set({ [flag]: value }),

  openVerifyEmailPopup: () => set({ verifyEmailPopup: true }),
  closeVerifyEmailPopup: () => set({ verifyEmailPopup: false }),

  openUpgradePopup: (field, message) => {
    cancelUpgradeFieldReset();
    set({ upgradePopup: true, upgradeField: field, upgradeMessage: message });
  },

  closeUpgradePopup: () => {
    set({ upgradePopup: false });
    // The field and message stay until the closing animation is over, so the dialog does not
    // change its text while it fades out.
    cancelUpgradeFieldReset();
    upgradeFieldResetTimer = setTimeout(() => {
      upgradeFieldResetTimer = undefined;
      set({ upgradeField: null, upgradeMessage: null });
    }, UPGRADE_FIELD_RESET_MS);
  },

  showNotification: (data) => set({ notification: true, notificationData: data }),
  hideNotification: () => set({ notification: false, notificationData: null }),

  setListConfig: (config) => set((state) => ({ listConfig: { ...state.listConfig, ...config } })),

  resetUserState: () => {
    cancelUpgradeFieldReset();
    set((state) => ({
      ...USER_STATE_DEFAULTS,
      listConfig: { ...USER_STATE_DEFAULTS.listConfig },
      ...withBaseBranding(state, { memberBranding: null }),
    }));
  },
}));
