import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose } from '../../../components/ui/dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import { RadioCardGroup } from '../../../components/ui/radio-card-group';
import { TextField } from '../../../components/ui/text-field';
import { useListsWithCount } from '../api';

export type AddToListDialogProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** How many creators are being added. */
  count: number;
  isPending: boolean;
  onAdd: (listName: string) => void;
};

const NEW_LIST = '__new__';
/** The server's ceiling on a list name (the lists module's LIST_NAME_MAX). */
const LIST_NAME_MAX = 80;

/**
 * Puts the selected creators in a list: one of the organization's lists, or a new one by name
 * (profile-search creates it). Lists load when the dialog opens.
 */
export function AddToListDialog({
  isOpen,
  onOpenChange,
  count,
  isPending,
  onAdd,
}: AddToListDialogProps) {
  const { t } = useTranslation();
  const lists = useListsWithCount(isOpen);
  const [choice, setChoice] = useState('');
  const [newName, setNewName] = useState('');
  const [hasTriedSubmit, setHasTriedSubmit] = useState(false);
  const [wasOpen, setWasOpen] = useState(isOpen);

  if (wasOpen !== isOpen) {
    setWasOpen(isOpen);
    if (isOpen) {
      setChoice('');
      setNewName('');
      setHasTriedSubmit(false);
    }
  }

  const items = lists.data ?? [];
  // Without a choice yet, the first list is offered; with no lists at all, a new one.
  const selected = choice || items[0]?._id || NEW_LIST;
  const isNew = selected === NEW_LIST;
  const trimmedName = newName.trim();
  const nameError =
    hasTriedSubmit && isNew && trimmedName === '' ? t('discover.lists.nameRequired') : undefined;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setHasTriedSubmit(true);
    if (isPending) return;
    if (isNew) {
      if (trimmedName !== '') onAdd(trimmedName);
      return;
    }
    const list = items.find((item) => item._id === selected);
    if (list) onAdd(list.name);
  }

  const options = [
    ...items.map((list) => ({
      value: list._id,
      label: list.name,
      description: t('discover.lists.count', { count: list.count }),
    })),
    { value: NEW_LIST, label: t('discover.lists.newList') },
  ];

  let choices: ReactNode;
  if (lists.isPending && isOpen) {
    choices = <p className="text-sm text-text-dark/70">{t('discover.lists.loading')}</p>;
  } else if (lists.isError) {
    // A new list can still be named while the existing ones fail to load.
    choices = (
      <FormAlert className="flex flex-wrap items-center justify-between gap-2">
        {t('discover.lists.error')}
        <Button
          variant="secondary"
          isPending={lists.isFetching}
          onClick={() => void lists.refetch()}
        >
          {t('discover.states.retry')}
        </Button>
      </FormAlert>
    );
  } else {
    choices = (
      <div className="max-h-72 overflow-y-auto p-0.5">
        <RadioCardGroup
          legend={t('discover.lists.choose')}
          name="discover-add-to-list"
          options={options}
          value={selected}
          onValueChange={setChoice}
          columnsClassName=""
        />
      </div>
    );
  }

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={t('discover.lists.title', { count })}
      description={t('discover.lists.description')}
      closeLabel={t('dialog.close')}
      body={
        <form onSubmit={handleSubmit} noValidate className="flex flex-col gap-5">
          {choices}
          {isNew && !(lists.isPending && isOpen) ? (
            <TextField
              label={t('discover.lists.newListName')}
              value={newName}
              onValueChange={setNewName}
              error={nameError}
              maxLength={LIST_NAME_MAX}
              autoComplete="off"
              required
            />
          ) : null}
          <div className="flex flex-wrap justify-end gap-3">
            <DialogClose asChild>
              <Button variant="secondary">{t('dialog.cancel')}</Button>
            </DialogClose>
            <Button isSubmit isPending={isPending}>
              {t('discover.lists.submit')}
            </Button>
          </div>
        </form>
      }
    />
  );
}
