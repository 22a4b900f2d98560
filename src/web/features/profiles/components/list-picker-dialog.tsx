import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose } from '../../../components/ui/dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { type ListTarget, useAllLists } from '../api';

export type ListPickerDialogProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  count: number;
  isPending: boolean;
  /** Lists the profile is already in, left out of the choices. */
  excludeListIds?: readonly string[];
  onPick: (target: ListTarget) => void;
};

const NEW_LIST = '__new__';
const LIST_NAME_MAX = 80;

/** Picks one of the organization's lists, or names a new one (created by addToList). */
export function ListPickerDialog({
  isOpen,
  onOpenChange,
  count,
  isPending,
  excludeListIds = [],
  onPick,
}: ListPickerDialogProps) {
  const { t } = useTranslation();
  const lists = useAllLists(isOpen);
  const [choice, setChoice] = useState('');
  const [newName, setNewName] = useState('');
  const [hasTried, setHasTried] = useState(false);
  const [wasOpen, setWasOpen] = useState(isOpen);
  if (wasOpen !== isOpen) {
    setWasOpen(isOpen);
    if (isOpen) {
      setChoice('');
      setNewName('');
      setHasTried(false);
    }
  }

  const items = (lists.data ?? []).filter((list) => !excludeListIds.includes(list._id));
  const selected = choice || items[0]?._id || NEW_LIST;
  const isNew = selected === NEW_LIST;
  const nameError =
    hasTried && isNew && newName.trim() === '' ? t('profiles.listDialog.nameRequired') : undefined;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setHasTried(true);
    if (isPending) return;
    if (isNew) {
      if (newName.trim()) onPick({ listName: newName.trim() });
      return;
    }
    onPick({ listId: selected });
  }

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={t('profiles.listDialog.title', { count })}
      description={t('profiles.listDialog.description')}
      closeLabel={t('dialog.close')}
      body={
        <form onSubmit={handleSubmit} noValidate className="flex flex-col gap-4">
          {lists.isError ? <FormAlert>{t('profiles.listDialog.loadError')}</FormAlert> : null}
          <SelectField
            label={t('profiles.listDialog.list')}
            value={selected}
            onValueChange={setChoice}
            disabled={lists.isPending && isOpen}
          >
            {items.map((list) => (
              <option key={list._id} value={list._id}>
                {list.name}
              </option>
            ))}
            <option value={NEW_LIST}>{t('profiles.listDialog.newList')}</option>
          </SelectField>
          {isNew ? (
            <TextField
              label={t('profiles.listDialog.newListName')}
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
              {t('profiles.listDialog.submit')}
            </Button>
          </div>
        </form>
      }
    />
  );
}
