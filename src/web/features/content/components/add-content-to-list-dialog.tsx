import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { ContentDto } from '../../../../common/api/content';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose } from '../../../components/ui/dialog';
import { SelectField } from '../../../components/ui/select-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { useLists } from '../../lists';
import { useAddContentToList } from '../api';

export type AddContentToListDialogProps = {
  content: ContentDto | null;
  onClose: () => void;
};

export function AddContentToListDialog({ content, onClose }: AddContentToListDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      isOpen={content !== null}
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      title={t('content.addToList.title')}
      description={t('content.addToList.description')}
      closeLabel={t('dialog.close')}
      body={content ? <AddToListForm content={content} onDone={onClose} /> : null}
    />
  );
}

function AddToListForm({ content, onDone }: { content: ContentDto; onDone: () => void }) {
  const { t } = useTranslation();
  const lists = useLists(true);
  const addToList = useAddContentToList();
  const [listId, setListId] = useState('');
  const [error, setError] = useState<string | undefined>();
  const items = lists.data ?? [];
  const chosen = listId || items[0]?._id || '';

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (addToList.isPending) return;
    if (!chosen) {
      setError(t('content.addToList.pick'));
      return;
    }
    const name = items.find((list) => list._id === chosen)?.name ?? '';
    addToList.mutate(
      { contentIds: [content._id], listId: chosen },
      {
        onSuccess: () => {
          toast.success(t('content.addToList.done', { name }));
          onDone();
        },
      },
    );
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="flex flex-col gap-4">
      <SelectField
        label={t('content.addToList.list')}
        value={chosen}
        onValueChange={setListId}
        error={error}
        hint={lists.isSuccess && items.length === 0 ? t('content.addToList.noLists') : undefined}
      >
        {lists.isPending ? <option value="">{t('content.addToList.loading')}</option> : null}
        {items.map((list) => (
          <option key={list._id} value={list._id}>
            {list.name}
          </option>
        ))}
      </SelectField>
      <div className="flex flex-wrap justify-end gap-3">
        <DialogClose asChild>
          <Button variant="secondary">{t('dialog.cancel')}</Button>
        </DialogClose>
        <SubmitButton isPending={addToList.isPending}>{t('content.addToList.submit')}</SubmitButton>
      </div>
    </form>
  );
}
