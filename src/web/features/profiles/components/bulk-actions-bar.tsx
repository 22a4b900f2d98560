import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ListPickerDialog } from '../../lists';
import { useAddToList, useBulkProfileAction, useDeleteProfiles } from '../api';

export type BulkActionsBarProps = {
  selectedIds: readonly string[];
  onClear: () => void;
};

/** What can be done to the selected rows at once: add to a list, favourite, remove from the CRM. */
export function BulkActionsBar({ selectedIds, onClear }: BulkActionsBarProps) {
  const { t } = useTranslation();
  const [isListOpen, setIsListOpen] = useState(false);
  const [isRemoveOpen, setIsRemoveOpen] = useState(false);
  const addToList = useAddToList();
  const favourite = useBulkProfileAction();
  const remove = useDeleteProfiles();
  const count = selectedIds.length;
  if (count === 0) return null;

  return (
    <section
      aria-label={t('profiles.bulk.label')}
      className="flex flex-wrap items-center gap-2 rounded-xl border border-primary/30 bg-primary-light p-3"
    >
      <p className="mr-auto text-sm font-semibold" aria-live="polite">
        {t('profiles.bulk.selected', { count })}
      </p>
      <Button variant="secondary" onClick={() => setIsListOpen(true)}>
        {t('profiles.bulk.addToList')}
      </Button>
      <Button
        variant="secondary"
        isPending={favourite.isPending}
        onClick={() =>
          favourite.mutate(
            {
              profileIds: [...selectedIds],
              action: { action: 'updateFavourite', favourite: true },
            },
            { onSuccess: () => toast.success(t('profiles.bulk.favourited', { count })) },
          )
        }
      >
        {t('profiles.bulk.favourite')}
      </Button>
      <Button variant="danger" onClick={() => setIsRemoveOpen(true)}>
        {t('profiles.bulk.remove')}
      </Button>
      <Button variant="ghost" onClick={onClear}>
        {t('profiles.bulk.clear')}
      </Button>
      <ListPickerDialog
        isOpen={isListOpen}
        onOpenChange={setIsListOpen}
        title={t('profiles.listDialog.title', { count })}
        description={t('profiles.listDialog.description')}
        isPending={addToList.isPending}
        onPick={(choice) =>
          addToList.mutate(
            { profileIds: [...selectedIds], list: choice },
            {
              onSuccess: (result) => {
                toast.success(t('profiles.bulk.added', { count: result.added }));
                setIsListOpen(false);
              },
            },
          )
        }
      />
      <ConfirmDialog
        isOpen={isRemoveOpen}
        onOpenChange={setIsRemoveOpen}
        title={t('profiles.bulk.removeTitle', { count })}
        description={t('profiles.bulk.removeDescription')}
        confirmLabel={t('profiles.bulk.removeConfirm')}
        cancelLabel={t('dialog.cancel')}
        closeLabel={t('dialog.close')}
        isPending={remove.isPending}
        onConfirm={() =>
          remove.mutate(selectedIds, {
            onSuccess: () => {
              toast.success(t('profiles.bulk.removed', { count }));
              setIsRemoveOpen(false);
              onClear();
            },
          })
        }
      />
    </section>
  );
}
