// The signed-in user's session (SPEC 3, 4). Persistence of the token lives in session.ts so this
// store stays free of browser APIs.

import { create } from 'zustand';

/**
 * Limits may arrive as the string 'Infinity' (unlimited); whoever loads the profile parses them
 * with parseLimits from common/plans, so the store holds numbers (null for an unreadable limit).
 */
export type PlanLimits = Record<string, number | null>;

export type AccountConfig = {
  userGuide?: boolean;
};

export type OrgInfo = {
  limits?: PlanLimits;
  usage?: Record<string, number>;
  surveyStatus?: boolean;
  package?: string;
  packagePrice?: number;
  owner?: string;
  phone?: string;
  country?: string;
  ipCountry?: string;
  jobRole?: string;
  orgType?: string;
  referredBy?: string;
  appsumo?: boolean;
  surveyData?: unknown;
  accountConfig?: AccountConfig;
};

export type UserProfile = {
  _id?: string;
  fullName?: string;
  email?: string;
  role?: string;
  orgInfo?: OrgInfo;
  verificationStatus?: { email?: boolean };
  accessBlocked?: boolean;
  tableSettings?: unknown;
  emailValidationStatus?: string;
  emailValidationSubStatus?: string;
};

export type TeamMember = {
  _id: string;
  fullName?: string;
  email?: string;
  role?: string;
};

export type SessionState = {
  loggedIn: boolean;
  token: string | null;
  profile: UserProfile | null;
  members: TeamMember[];
  dashData: unknown;
  profileCount: number | null;
  contentCount: number | null;
  listData: unknown;
  emailVerifyStatus: string | null;
  reportUsage: number | null;
  userTableConfig: unknown;
  orgSurvey: unknown;
};

type SessionActions = {
  setSession: (token: string) => void;
  setProfile: (profile: UserProfile) => void;
  setMembers: (members: TeamMember[]) => void;
  /** AccessBlocked (SPEC 8): the blocked status is recorded on the profile, nothing else. */
  markAccessBlocked: () => void;
  resetSession: () => void;
};

export const INITIAL_SESSION_STATE: SessionState = {
  loggedIn: false,
  token: null,
  profile: null,
  members: [],
  dashData: null,
  profileCount: null,
  contentCount: null,
  listData: null,
  emailVerifyStatus: null,
  reportUsage: null,
  userTableConfig: null,
  orgSurvey: null,
};

export const useSessionStore = create<SessionState & SessionActions>()((set) => ({
  ...INITIAL_SESSION_STATE,
  setSession: (token) => set({ loggedIn: true, token }),
  setProfile: (profile) => set({ profile }),
  setMembers: (members) => set({ members }),
  markAccessBlocked: () => set((state) => ({ profile: { ...state.profile, accessBlocked: true } })),
  resetSession: () => set(INITIAL_SESSION_STATE),
}));

/** Visitors without an account are treated like guests: no identity to report, no help beacon. */
export function selectIsGuest(state: SessionState): boolean {
  return !state.loggedIn || state.profile?.role === 'guest';
}
