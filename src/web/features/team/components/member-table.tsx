import { useTranslation } from 'react-i18next';
import type { Member } from '../api';
import { MemberRow } from './member-row';

export type MemberTableProps = {
  members: readonly Member[];
  currentUserId: string | undefined;
  onRemove: (member: Member) => void;
};

const HEADER_CELL = 'px-3 py-2.5 font-semibold sm:px-4';

export function MemberTable({ members, currentUserId, onRemove }: MemberTableProps) {
  const { t } = useTranslation();
  return (
    // Scrolls on its own if a long email does not fit, instead of widening the page.
    <div className="relative overflow-x-auto rounded-xl border border-text-dark/10 bg-surface shadow-sm">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('team.tableCaption')}</caption>
        <thead className="bg-app-background text-xs text-text-dark/70 uppercase">
          <tr>
            <th scope="col" className={HEADER_CELL}>
              {t('team.columns.member')}
            </th>
            <th scope="col" className={HEADER_CELL}>
              {t('team.columns.role')}
            </th>
            <th scope="col" className={HEADER_CELL}>
              <span className="sr-only">{t('team.columns.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {members.map((member) => (
            <MemberRow
              key={member._id}
              member={member}
              isSelf={member._id === currentUserId}
              onRemove={onRemove}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}
