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

export type UiState = HostBranding & {
  /**
   * Set while a public page (shared list, campaign, report, profile) wears the brand of the
   * agency that shared it: the host's own branding waits here to come back.
   */
  hostBranding: HostBranding | null;
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
  setFlag: (flag: UiFlag, value: boolean) => void;
  openVerifyEmailPopup: () => void;
  closeVerifyEmailPopup: () => void;
  openUpgradePopup: (field: string | null, message: string | null) => void;
  closeUpgradePopup: () => void;
  showNotification: (data: NotificationData) => void;
  hideNotification: () => void;
  setListConfig: (config: Partial<ListConfig>) => void;
  /** Logout: everything back to defaults except what the white-label check found for this host. */
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
  keyof HostBranding | 'hostBranding' | 'checkWhiteLabel' | 'checkDomainError'
>;

export const INITIAL_UI_STATE: UiState = {
  ...DEFAULT_BRANDING,
  hostBranding: null,
  ...USER_STATE_DEFAULTS,
  // The app boots behind the loading overlay until the shell's first calls have answered.
  loading: true,
  checkWhiteLabel: false,
  checkDomainError: false,
};

function brandingOf(state: HostBranding): HostBranding {
  const { agencyName, favicon, logo, logoChangedAt, colors } = state;
  return { agencyName, favicon, logo, logoChangedAt, colors };
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
      ...(state.hostBranding ? { hostBranding: branding } : branding),
      checkWhiteLabel: true,
      checkDomainError: false,
    })),

  failWhiteLabelCheck: () =>
    set((state) => ({
      ...(state.hostBranding ? { hostBranding: DEFAULT_BRANDING } : DEFAULT_BRANDING),
      checkWhiteLabel: true,
      checkDomainError: true,
    })),

  wearPageBranding: (branding) =>
    set((state) => ({ ...branding, hostBranding: state.hostBranding ?? brandingOf(state) })),

  takeOffPageBranding: () =>
    set((state) => (state.hostBranding ? { ...state.hostBranding, hostBranding: null } : {})),

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
    set({ ...USER_STATE_DEFAULTS, listConfig: { ...USER_STATE_DEFAULTS.listConfig } });
  },
}));
