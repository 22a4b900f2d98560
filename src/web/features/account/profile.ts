// GET me's profile as the session store holds it: limits parsed once, so no screen meets the
// string 'Infinity' (SPEC 3).

import { parseLimits } from '../../../common/plans';
import type { OrgInfo, UserProfile } from '../../app/session-store';

/**
 * GET me's profile (common/api/account.ts MeDto) read defensively: a limit that cannot be read
 * becomes null instead of breaking the shell.
 */
export type MeProfileDto = Omit<UserProfile, 'orgInfo'> & {
  orgInfo?: Omit<OrgInfo, 'limits'> & { limits?: Record<string, number | string | null> };
};

export function toUserProfile(dto: MeProfileDto): UserProfile {
  const { orgInfo, ...user } = dto;
  if (!orgInfo) return user;
  const { limits, ...org } = orgInfo;
  return { ...user, orgInfo: limits ? { ...org, limits: parseLimits(limits) } : org };
}
