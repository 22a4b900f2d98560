import type { Member } from './api';

/** How a member is named on screen: an invitation may not have a name yet. */
export function memberDisplayName(member: {
  fullName?: Member['fullName'] | null;
  email: Member['email'];
}): string {
  return member.fullName?.trim() || member.email;
}
