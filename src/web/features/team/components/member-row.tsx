import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ASSIGNABLE_ROLE_VALUES } from '../../../../common/api/account';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { inputClassName } from '../../../components/ui/field-styles';
import { type AssignableRole, type Member, useChangeMemberRole } from '../api';
import { memberDisplayName } from '../member-name';
import { roleChangedText } from '../role-changed';

export type MemberRowProps = {
  member: Member;
  isSelf: boolean;
  onRemove: (member: Member) => void;
};

const CELL = 'px-3 py-3 sm:px-4';

function isAssignableRole(value: string): value is AssignableRole {
  return ASSIGNABLE_ROLE_VALUES.some((role) => role === value);
}

export function MemberRow({ member, isSelf, onRemove }: MemberRowProps) {
  const { t } = useTranslation();
  const changeRole = useChangeMemberRole();
  const name = memberDisplayName(member);
  const isOwner = member.role === 'owner';
  // Shown at once; the list refetches afterwards and puts the server's answer in place.
  const shownRole = changeRole.isPending ? changeRole.variables.role : member.role;

  function handleRoleChange(value: string) {
    if (isAssignableRole(value) && value !== member.role) {
      changeRole.mutate(
        { memberId: member._id, role: value },
        { onSuccess: () => toast.success(roleChangedText(t, name, value)) },
      );
    }
  }

  return (
    <tr className="border-t border-text-dark/10 align-middle">
      <td className={CELL}>
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="font-semibold wrap-anywhere">{name}</span>
          {isSelf ? <Badge tone="neutral">{t('team.you')}</Badge> : null}
          {member.status === 'invited' ? (
            <Badge tone="primary">{t('team.status.invited')}</Badge>
          ) : null}
        </div>
        {name !== member.email ? (
          <div className="mt-0.5 text-text-dark/70 wrap-anywhere">{member.email}</div>
        ) : null}
      </td>
      <td className={CELL}>
        {isOwner || isSelf ? (
          <span>{t(`roles.${member.role}`)}</span>
        ) : (
          <select
            aria-label={t('team.roleOf', { name })}
            value={shownRole}
            onChange={(event) => handleRoleChange(event.target.value)}
            aria-busy={changeRole.isPending}
            className={inputClassName('w-28')}
          >
            {ASSIGNABLE_ROLE_VALUES.map((role) => (
              <option key={role} value={role}>
                {t(`roles.${role}`)}
              </option>
            ))}
          </select>
        )}
      </td>
      <td className={`${CELL} text-right`}>
        {isOwner || isSelf ? null : (
          <Button
            variant="secondary"
            aria-label={t('team.removeMember', { name })}
            onClick={() => onRemove(member)}
            className="px-2.5 sm:px-4"
          >
            {/* Phones get the icon only; the accessible name is the same everywhere. */}
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4 sm:hidden" fill="none">
              <path
                d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
            <span className="hidden sm:inline">{t('team.remove')}</span>
          </Button>
        )}
      </td>
    </tr>
  );
}
