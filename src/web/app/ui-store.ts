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
} satisfies Omit<UiState, keyof HostBranding | 'checkWhiteLabel' | 'checkDomainError'>;

export const INITIAL_UI_STATE: UiState = {
  ...DEFAULT_BRANDING,
  ...USER_STATE_DEFAULTS,
  // The app boots behind the loading overlay until the shell's first calls have answered.
  loading: true,
  checkWhiteLabel: false,
  checkDomainError: false,
};

let upgradeFieldResetTimer: ReturnType<typeof setTimeout> | undefined;

function cancelUpgradeFieldReset(): void {
  clearTimeout(upgradeFieldResetTimer);
  upgradeFieldResetTimer = undefined;
}

export const useUiStore = create<UiState & UiActions>()((set) => ({
  ...INITIAL_UI_STATE,

  setLoading: (loading) => set({ loading }),

  completeWhiteLabelCheck: (branding) =>
    set({ ...branding, checkWhiteLabel: true, checkDomainError: false }),

  failWhiteLabelCheck: () =>
    set({ ...DEFAULT_BRANDING, checkWhiteLabel: true, checkDomainError: true }),

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
