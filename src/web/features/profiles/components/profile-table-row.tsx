import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { DemoBadge } from '../../../components/ui/demo-badge';
import { cx } from '../../../lib/class-names';
import { listStatusLabel } from '../../../lib/product-labels';
import { useProfileAction } from '../api';
import { type ColumnId, fieldIdOf } from '../columns';
import { draftToUpdate } from '../custom-field-values';
import { displayName, formatCount, formatPercent } from '../display';
import type { CustomField, Profile } from '../types';
import { CustomFieldInput } from './custom-field-input';
import { FavouriteToggle } from './favourite-toggle';
import { ProfileAvatar } from './profile-avatar';

export type ProfileTableRowProps = {
  profile: Profile;
  columns: readonly ColumnId[];
  fieldsById: ReadonlyMap<string, CustomField>;
  isSelected: boolean;
  onSelectedChange: (profileId: string) => void;
  isReadOnly: boolean;
};

const CELL = 'px-2.5 py-2 align-middle';
const NUMBER_CELL = `${CELL} text-right whitespace-nowrap tabular-nums`;

export function ProfileTableRow({
  profile,
  columns,
  fieldsById,
  isSelected,
  onSelectedChange,
  isReadOnly,
}: ProfileTableRowProps) {
  const { t } = useTranslation();
  const action = useProfileAction(profile.profileId);
  const name = displayName(profile);

  function cell(column: ColumnId) {
    switch (column) {
      case 'name':
        return <td className={CELL}>{profile.fullName ?? ''}</td>;
      case 'platform':
        return <td className={CELL}>{t(`platforms.${profile.platform}`)}</td>;
      case 'followers':
        return <td className={NUMBER_CELL}>{formatCount(profile.followers)}</td>;
      case 'engagement':
        return <td className={NUMBER_CELL}>{formatPercent(profile.engagementRate)}</td>;
      case 'lists':
        return (
          <td className={CELL}>
            <ul className="flex max-w-64 flex-wrap gap-1">
              {profile.listStatuses.map((entry) => (
                <li key={entry.listId}>
                  <Badge tone="primary">
                    {entry.status
                      ? `${entry.listName}: ${listStatusLabel(t, { name: entry.status, labelKey: entry.statusKey })}`
                      : entry.listName}
                  </Badge>
                </li>
              ))}
            </ul>
          </td>
        );
      case 'favourite':
        return (
          <td className={CELL}>
            <FavouriteToggle
              isFavourite={profile.favourite}
              username={profile.platform_username}
              isPending={action.isPending || isReadOnly}
              onToggle={() =>
                action.mutate({ action: 'updateFavourite', favourite: !profile.favourite })
              }
            />
          </td>
        );
      default: {
        const fieldId = fieldIdOf(column);
        const field = fieldId ? fieldsById.get(fieldId) : undefined;
        if (!field) return <td className={CELL} />;
        const value = profile.customFields[field._id];
        return (
          <td className={CELL}>
            <CustomFieldInput
              field={field}
              value={value}
              isDisabled={isReadOnly}
              className="w-36"
              label={t('profiles.fields.valueOf', {
                field: field.name,
                username: profile.platform_username,
              })}
              onCommit={(draft) => {
                const update = draftToUpdate(field, draft, value);
                if (update) action.mutate(update);
              }}
            />
          </td>
        );
      }
    }
  }

  return (
    <tr className={cx('border-t border-text-dark/10', isSelected && 'bg-primary-light/60')}>
      <td className="w-10 py-0 pr-0 pl-1 align-middle">
        <label className="grid size-10 cursor-pointer place-items-center">
          <input
            type="checkbox"
            checked={isSelected}
            onChange={() => onSelectedChange(profile.profileId)}
            aria-label={t('profiles.table.selectRow', { username: profile.platform_username })}
            className="size-4 accent-primary"
          />
        </label>
      </td>
      <th scope="row" className={`${CELL} text-left font-normal`}>
        <Link
          to={`/influencers/${profile.profileId}`}
          className="flex max-w-56 min-w-36 items-center gap-3 rounded-lg hover:underline"
        >
          <ProfileAvatar name={name} avatarUrl={profile.avatarUrl} />
          <span className="truncate font-semibold">@{profile.platform_username}</span>
        </Link>
        {profile.isDemo ? <DemoBadge className="mt-1" /> : null}
      </th>
      {columns.map((column) => (
        <Fragment key={column}>{cell(column)}</Fragment>
      ))}
    </tr>
  );
}
