import { useTranslation } from 'react-i18next';
import { TABLE_FRAME_CLASS_NAME, Table } from '../../../components/ui/table';
import { type ColumnId, fieldIdOf } from '../columns';
import type { CustomField, Profile } from '../types';
import { ProfileTableRow } from './profile-table-row';

export type ProfilesTableProps = {
  profiles: readonly Profile[];
  columns: readonly ColumnId[];
  fieldsById: ReadonlyMap<string, CustomField>;
  selected: ReadonlySet<string>;
  onSelectedChange: (profileId: string) => void;
  onSelectAll: (isSelected: boolean) => void;
  isReadOnly: boolean;
};

const HEAD =
  'px-2.5 py-2 text-left text-xs font-semibold uppercase tracking-wide text-text-dark/70';

export function ProfilesTable({
  profiles,
  columns,
  fieldsById,
  selected,
  onSelectedChange,
  onSelectAll,
  isReadOnly,
}: ProfilesTableProps) {
  const { t } = useTranslation();
  const isAllSelected = profiles.length > 0 && profiles.every((p) => selected.has(p.profileId));

  function heading(column: ColumnId): string {
    const fieldId = fieldIdOf(column);
    if (fieldId) return fieldsById.get(fieldId)?.name ?? '';
    return t(`profiles.columns.${column as Exclude<ColumnId, `cf:${string}`>}`);
  }

  return (
    <Table
      caption={t('profiles.table.caption')}
      className={TABLE_FRAME_CLASS_NAME}
      tableClassName="w-full min-w-max border-collapse text-sm"
      headerCellClassName={HEAD}
      columns={[
        {
          key: 'select',
          className: 'w-10 py-0 pr-0 pl-1',
          header: (
            <label className="grid size-10 cursor-pointer place-items-center">
              <input
                type="checkbox"
                checked={isAllSelected}
                onChange={(event) => onSelectAll(event.target.checked)}
                aria-label={t('profiles.table.selectAll')}
                className="size-4 accent-primary"
              />
            </label>
          ),
        },
        { key: 'username', header: t('profiles.columns.username') },
        ...columns.map((column) => ({
          key: column,
          header: heading(column),
          className:
            column === 'followers' || column === 'engagement' ? `${HEAD} text-right` : undefined,
        })),
      ]}
    >
      {profiles.map((profile) => (
        <ProfileTableRow
          key={profile.profileId}
          profile={profile}
          columns={columns}
          fieldsById={fieldsById}
          isSelected={selected.has(profile.profileId)}
          onSelectedChange={onSelectedChange}
          isReadOnly={isReadOnly}
        />
      ))}
    </Table>
  );
}
