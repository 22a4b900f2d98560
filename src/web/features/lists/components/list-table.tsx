import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatCompact, formatPercent } from '../../../../common/format-number';
import { Button } from '../../../components/ui/button';
import { inputClassName } from '../../../components/ui/field-styles';
import {
  TABLE_FRAME_CLASS_NAME,
  TABLE_HEAD_BAND_CLASS_NAME,
  Table,
} from '../../../components/ui/table';
import { listStatusLabel } from '../../../lib/product-labels';
import { useFormatDate } from '../../../lib/use-format-date';
import type { ListStatus } from '../api';
import { buildColumns, type ListItem, NO_STATUS_COLUMN } from '../kanban';
import { CreatorAvatar } from './creator-avatar';

export type ListTableProps = {
  statuses: readonly ListStatus[];
  items: readonly ListItem[];
  isReadOnly: boolean;
  /** A status id, or NO_STATUS_COLUMN. */
  onStatusChange: (item: ListItem, columnId: string) => void;
  onRemove: (item: ListItem) => void;
};

const CELL = 'px-3 py-2.5 align-middle';

/** The same items as the board, one row each, in board order; the status is a select. */
export function ListTable({
  statuses,
  items,
  isReadOnly,
  onStatusChange,
  onRemove,
}: ListTableProps) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const rows = buildColumns(statuses, items).flatMap((column) => column.items);
  return (
    <Table
      caption={t('lists.table.caption')}
      className={TABLE_FRAME_CLASS_NAME}
      tableClassName="w-full min-w-[40rem] text-left text-sm"
      headClassName={TABLE_HEAD_BAND_CLASS_NAME}
      headerCellClassName={CELL}
      columns={[
        { key: 'creator', header: t('lists.table.creator') },
        { key: 'platform', header: t('lists.table.platform') },
        { key: 'followers', header: t('lists.table.followers'), className: `${CELL} text-right` },
        {
          key: 'engagement',
          header: t('lists.table.engagement'),
          className: `${CELL} text-right`,
        },
        { key: 'status', header: t('lists.table.status') },
        { key: 'added', header: t('lists.table.added') },
        isReadOnly
          ? null
          : { key: 'actions', header: t('lists.table.actions'), isHeaderHidden: true },
      ]}
    >
      {rows.map((item) => {
        const name = item.fullName?.trim() || item.username;
        return (
          <tr key={item.profileId} className="border-t border-text-dark/10">
            <td className={CELL}>
              <div className="flex items-center gap-2">
                <CreatorAvatar name={name} avatarUrl={item.avatarUrl} className="size-8" />
                <div className="min-w-0">
                  <Link
                    to={`/influencers/${encodeURIComponent(item.profileId)}`}
                    className="block truncate font-semibold hover:underline"
                  >
                    {name}
                  </Link>
                  <span className="text-xs text-text-dark/70">@{item.username}</span>
                </div>
              </div>
            </td>
            <td className={CELL}>{t(`platforms.${item.platform}`)}</td>
            <td className={`${CELL} text-right tabular-nums`}>{formatCompact(item.followers)}</td>
            <td className={`${CELL} text-right tabular-nums`}>
              {formatPercent(item.engagementRate, { fixedDigits: 2 })}
            </td>
            <td className={CELL}>
              {isReadOnly ? (
                item.status === null ? (
                  t('lists.board.noStatus')
                ) : (
                  listStatusLabel(t, { name: item.status, labelKey: item.statusKey })
                )
              ) : (
                <select
                  aria-label={t('lists.table.statusOf', { username: item.username })}
                  value={item.statusId ?? NO_STATUS_COLUMN}
                  onChange={(event) => onStatusChange(item, event.target.value)}
                  className={inputClassName('w-40')}
                >
                  {statuses.map((status) => (
                    <option key={status._id} value={status._id}>
                      {listStatusLabel(t, status)}
                    </option>
                  ))}
                  <option value={NO_STATUS_COLUMN}>{t('lists.board.noStatus')}</option>
                </select>
              )}
            </td>
            <td className={`${CELL} whitespace-nowrap`}>{formatDate(item.addedAt)}</td>
            {isReadOnly ? null : (
              <td className={`${CELL} text-right`}>
                <Button
                  variant="ghost"
                  className="px-3 text-danger"
                  onClick={() => onRemove(item)}
                  aria-label={t('lists.board.remove', { username: item.username })}
                >
                  {t('lists.table.remove')}
                </Button>
              </td>
            )}
          </tr>
        );
      })}
    </Table>
  );
}
