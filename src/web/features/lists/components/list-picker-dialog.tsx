import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose } from '../../../components/ui/dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import { RadioCardGroup } from '../../../components/ui/radio-card-group';
import { TextField } from '../../../components/ui/text-field';
import { usePickableLists } from '../api';
import { LIST_NAME_MAX } from '../list-rules';

/** One of the organization's lists, or a new one by name (listId null) for the server to create. */
export type ListChoice = { listId: string; name: string } | { listId: null; name: string };

export type ListPickerDialogProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Says what goes in the list, e.g. "Add 2 creators to a list". */
  title: string;
  description: string;
  isPending: boolean;
  /** Lists left out of the choices, e.g. those the creator is already in. */
  excludeListIds?: readonly string[];
  onPick: (choice: ListChoice) => void;
};

const NEW_LIST = '__new__';

/**
 * Picks one of the organization's lists, or names a new one. Lists load when the dialog opens;
 * while they fail to load, a new list can still be named.
 */
export function ListPickerDialog({
  isOpen,
  onOpenChange,
  title,
  description,
  isPending,
  excludeListIds = [],
  onPick,
}: ListPickerDialogProps) {
  const { t } = useTranslation();
  const lists = usePickableLists(isOpen);
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

  const items = (lists.data ?? []).filter((list) => !excludeListIds.includes(list._id));
  // Without a choice yet, the first list is offered; with no lists at all, a new one.
  const selected = choice || items[0]?._id || NEW_LIST;
  const isNew = selected === NEW_LIST;
  const isLoading = lists.isPending && isOpen;
  const trimmedName = newName.trim();
  const nameError =
    hasTriedSubmit && isNew && trimmedName === '' ? t('lists.picker.nameRequired') : undefined;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setHasTriedSubmit(true);
    if (isPending) return;
    if (isNew) {
      if (trimmedName !== '') onPick({ listId: null, name: trimmedName });
      return;
    }
    const list = items.find((item) => item._id === selected);
    if (list) onPick({ listId: list._id, name: list.name });
  }

  const options = [
    ...items.map((list) => ({
      value: list._id,
      label: list.name,
      description: t('lists.profileCount', { count: list.count }),
    })),
    { value: NEW_LIST, label: t('lists.picker.newList') },
  ];

  let choices: ReactNode;
  if (isLoading) {
    choices = <p className="text-sm text-text-dark/70">{t('lists.picker.loading')}</p>;
  } else if (lists.isError) {
    choices = (
      <FormAlert className="flex flex-wrap items-center justify-between gap-2">
        {t('lists.picker.loadError')}
        <Button
          variant="secondary"
          isPending={lists.isFetching}
          onClick={() => void lists.refetch()}
        >
          {t('lists.picker.retry')}
        </Button>
      </FormAlert>
    );
  } else {
    choices = (
      <div className="max-h-72 overflow-y-auto p-0.5">
        <RadioCardGroup
          legend={t('lists.picker.list')}
          name="list-picker"
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
      title={title}
      description={description}
      closeLabel={t('dialog.close')}
      body={
        <form onSubmit={handleSubmit} noValidate className="flex flex-col gap-5">
          {choices}
          {isNew && !isLoading ? (
            <TextField
              label={t('lists.picker.newListName')}
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
              {t('lists.picker.submit')}
            </Button>
          </div>
        </form>
      }
    />
  );
}
