import type { Member } from './api';

/** How a member is named on screen: an invitation may not have a name yet. */
export function memberDisplayName(member: Pick<Member, 'fullName' | 'email'>): string {
  return member.fullName?.trim() || member.email;
}
