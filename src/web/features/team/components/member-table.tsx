import { useTranslation } from 'react-i18next';
import {
  TABLE_FRAME_CLASS_NAME,
  TABLE_HEAD_BAND_CLASS_NAME,
  Table,
} from '../../../components/ui/table';
import type { Member } from '../api';
import { MemberRow } from './member-row';

export type MemberTableProps = {
  members: readonly Member[];
  currentUserId: string | undefined;
  onRemove: (member: Member) => void;
};

export function MemberTable({ members, currentUserId, onRemove }: MemberTableProps) {
  const { t } = useTranslation();
  return (
    // Scrolls on its own if a long email does not fit, instead of widening the page.
    <Table
      caption={t('team.tableCaption')}
      className={`${TABLE_FRAME_CLASS_NAME} shadow-sm`}
      headClassName={TABLE_HEAD_BAND_CLASS_NAME}
      headerCellClassName="px-3 py-2.5 font-semibold sm:px-4"
      columns={[
        { key: 'member', header: t('team.columns.member') },
        { key: 'role', header: t('team.columns.role') },
        { key: 'actions', header: t('team.columns.actions'), isHeaderHidden: true },
      ]}
    >
      {members.map((member) => (
        <MemberRow
          key={member._id}
          member={member}
          isSelf={member._id === currentUserId}
          onRemove={onRemove}
        />
      ))}
    </Table>
  );
}
