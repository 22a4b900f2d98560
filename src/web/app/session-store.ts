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

export type OrgOwner = {
  _id: string;
  fullName?: string;
  email?: string;
};

export type OrgInfo = {
  _id?: string;
  name?: string;
  limits?: PlanLimits;
  usage?: Record<string, number>;
  surveyStatus?: boolean;
  package?: string;
  packagePrice?: number;
  packageCurrency?: string;
  owner?: OrgOwner | null;
  phone?: string | null;
  country?: string | null;
  ipCountry?: string | null;
  jobRole?: string | null;
  orgType?: string | null;
  referredBy?: string | null;
  /** The deal-site redemption, when the organization came from one. */
  appsumo?: unknown;
  surveyData?: unknown;
  accountConfig?: AccountConfig;
  statusFlags?: Record<string, boolean>;
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
  /** IANA zone the user chose in settings; every time on screen is shown in it. */
  timeZone?: string;
  /** Only the owner's is reported (SPEC 6); null for everyone else. */
  emailValidationStatus?: string | null;
  emailValidationSubStatus?: string | null;
};

export type MemberRole = 'owner' | 'member' | 'guest';

export type TeamMember = {
  _id: string;
  /** An invitation may not have a name yet. */
  fullName?: string | null;
  email?: string;
  role?: string;
  /** 'invited' until the member activates the invitation. */
  status?: string;
  createdAt?: string;
};

/**
 * How the last session ended: the user logged out, or the server refused the token (401/403).
 * After an expiry the login page brings the user back to where they were; after a logout not.
 */
export type SessionEnd = 'logout' | 'expired';

export type SessionState = {
  loggedIn: boolean;
  endedBy: SessionEnd | null;
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
  resetSession: (endedBy: SessionEnd) => void;
};

export const INITIAL_SESSION_STATE: SessionState = {
  loggedIn: false,
  endedBy: null,
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
  setSession: (token) => set({ loggedIn: true, endedBy: null, token }),
  setProfile: (profile) => set({ profile }),
  setMembers: (members) => set({ members }),
  markAccessBlocked: () => set((state) => ({ profile: { ...state.profile, accessBlocked: true } })),
  resetSession: (endedBy) => set({ ...INITIAL_SESSION_STATE, endedBy }),
}));

/** Visitors without an account are treated like guests: no identity to report, no help beacon. */
export function selectIsGuest(state: SessionState): boolean {
  return !state.loggedIn || state.profile?.role === 'guest';
}

/** The owner manages the team, the plan and the API key (SPEC 6). */
export function selectIsOwner(state: SessionState): boolean {
  return state.loggedIn && state.profile?.role === 'owner';
}

/** A signed-in guest: invited read-only, so the app offers no writes. */
export function selectIsReadOnly(state: SessionState): boolean {
  return state.loggedIn && state.profile?.role === 'guest';
}
