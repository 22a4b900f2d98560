import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog';
import { FormDialogActions } from '../../../components/ui/form-dialog-actions';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-error';
import { LIST_NAME_MAX } from '../list-rules';

export type ListNameDialogProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: string;
  submitLabel: string;
  initialName?: string;
  isPending: boolean;
  /** Resolves when saved; a refusal rejects with the server's error, shown under the field. */
  onSubmit: (name: string) => Promise<unknown>;
};

/** Names a new list or renames one. */
export function ListNameDialog(props: ListNameDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      isOpen={props.isOpen}
      onOpenChange={props.onOpenChange}
      title={props.title}
      description={t('lists.nameDialog.description')}
      closeLabel={t('dialog.close')}
      body={props.isOpen ? <ListNameForm {...props} /> : null}
    />
  );
}

function ListNameForm({
  onOpenChange,
  submitLabel,
  initialName = '',
  isPending,
  onSubmit,
}: ListNameDialogProps) {
  const { t } = useTranslation();
  const [name, setName] = useState(initialName);
  const [error, setError] = useState<string | undefined>();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isPending) return;
    const trimmed = name.trim();
    if (!trimmed) {
      setError(t('lists.nameDialog.required'));
      return;
    }
    onSubmit(trimmed).then(
      () => onOpenChange(false),
      (failure: unknown) => {
        if (failure instanceof ApiError && failure.status === 423) onOpenChange(false);
        else setError(failure instanceof Error ? failure.message : t('lists.genericError'));
      },
    );
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="flex flex-col gap-4">
      <TextField
        label={t('lists.nameDialog.label')}
        name="listName"
        autoComplete="off"
        required
        maxLength={LIST_NAME_MAX}
        value={name}
        onValueChange={(value) => {
          setName(value);
          setError(undefined);
        }}
        error={error}
      />
      <FormDialogActions submitLabel={submitLabel} isPending={isPending} />
    </form>
  );
}
