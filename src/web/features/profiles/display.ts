// How profile numbers read on screen (SPEC 5 compact numbers).

import { NO_VALUE_TEXT } from '../../../common/constants';
import { formatPercent as formatCommonPercent, formatCompact } from '../../../common/format-number';
import type { Profile } from './types';

export function displayName(profile: Pick<Profile, 'fullName' | 'platform_username'>): string {
  return profile.fullName?.trim() || profile.platform_username;
}

/** Engagement is a percentage with two decimals at most ('3.25%'). */
export function formatPercent(value: number | null | undefined): string {
  return formatCommonPercent(value);
}

export function formatCount(value: number | null | undefined): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return NO_VALUE_TEXT;
  return formatCompact(value);
}

/** Growth keeps its sign and two decimals, as the audit report writes it: '+2.50%', '-1.00%'. */
export function formatGrowth(value: number | null | undefined): string {
  return formatCommonPercent(value, { fixedDigits: 2, signed: true });
}
