import type { TFunction } from 'i18next';
import type { AssignableRole } from './api';

/** The toast after a role change: the member's new role and what it lets them do. */
export function roleChangedText(t: TFunction, name: string, role: AssignableRole): string {
  return t(`team.roleChanged.${role}`, { name });
}
