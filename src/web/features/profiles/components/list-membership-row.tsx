import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { inputClassName } from '../../../components/ui/field-styles';
import { listStatusLabel } from '../../../lib/product-labels';
import { useListStatuses, useProfileAction, useRemoveFromList } from '../api';
import type { ProfileList } from '../types';
import { usePendingValue } from '../use-pending-value';
import { ConfirmRemoveButton } from './confirm-remove-button';

export type ListMembershipRowProps = {
  profileId: string;
  list: ProfileList;
  isReadOnly: boolean;
};

/** One list the creator is in: its status there (a select of the list's statuses) and removal. */
export function ListMembershipRow({ profileId, list, isReadOnly }: ListMembershipRowProps) {
  const { t } = useTranslation();
  const statuses = useListStatuses(list._id);
  const action = useProfileAction(profileId);
  const remove = useRemoveFromList();
  const names = statuses.data?.map((status) => status.name) ?? [];
  // The option's value is the status's name, which the server knows it by; its text is the label.
  const labels = new Map(statuses.data?.map((status) => [status.name, listStatusLabel(t, status)]));
  const current = usePendingValue(list.status ?? '');

  return (
    <li className="flex flex-wrap items-center gap-3 border-t border-text-dark/10 py-2 first:border-t-0">
      <span className="min-w-32 flex-1 font-semibold">{list.name}</span>
      <select
        aria-label={t('profiles.lists.statusOf', { list: list.name })}
        value={current.value}
        disabled={isReadOnly}
        onChange={(event) => {
          const status = event.target.value;
          current.hold(status);
          action.mutate(
            status
              ? { action: 'updateListStatus', listId: list._id, status }
              : { action: 'clearListStatus', listId: list._id },
            // The profile's lists refetch after the change; until then the choice stays shown.
            { onSettled: current.settle },
          );
        }}
        className={inputClassName('w-48')}
      >
        <option value="">{t('profiles.lists.noStatus')}</option>
        {names.map((name) => (
          <option key={name} value={name}>
            {labels.get(name) ?? name}
          </option>
        ))}
        {current.value && !names.includes(current.value) ? (
          <option value={current.value}>{current.value}</option>
        ) : null}
      </select>
      {isReadOnly ? null : (
        <ConfirmRemoveButton
          label={t('profiles.lists.removeFrom', { list: list.name })}
          title={t('profiles.lists.removeTitle', { list: list.name })}
          description={t('profiles.lists.removeDescription')}
          isPending={remove.isPending}
          onConfirm={(done) =>
            remove.mutate(
              { profileIds: [profileId], listId: list._id },
              {
                onSuccess: () => {
                  toast.success(t('profiles.lists.removed', { list: list.name }));
                  done();
                },
              },
            )
          }
        />
      )}
    </li>
  );
}
