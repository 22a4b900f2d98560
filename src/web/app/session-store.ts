// The signed-in user's session (SPEC 3, 4). Persistence of the token lives in session.ts so this
// store stays free of browser APIs.

import { create } from 'zustand';
import type { MemberDto, OrgInfoDto, ProfileDto } from '../../common/api/account';

/**
 * Limits may arrive as the string 'Infinity' (unlimited); whoever loads the profile parses them
 * with parseLimits from common/plans, so the store holds numbers (null for an unreadable limit).
 */
export type PlanLimits = Record<string, number | null>;

/**
 * GET me's orgInfo (common/api/account.ts) as the store keeps it: limits parsed, and every field
 * optional, since an auth answer fills the session before GET me does.
 */
export type OrgInfo = Partial<Omit<OrgInfoDto, 'limits' | 'usage'>> & {
  limits?: PlanLimits;
  usage?: Partial<OrgInfoDto['usage']>;
};

/** GET me's profile, partly known until GET me has answered (see OrgInfo). */
export type UserProfile = Partial<Omit<ProfileDto, 'orgInfo'>> & { orgInfo?: OrgInfo };

export type TeamMember = MemberDto;

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
