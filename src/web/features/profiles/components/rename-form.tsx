import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';

export type RenameFormProps = {
  label: string;
  initialName: string;
  isPending: boolean;
  onSave: (name: string) => void;
  onCancel: () => void;
};

/** An inline name editor: save with Enter or the button, leave with Cancel. */
export function RenameForm({ label, initialName, isPending, onSave, onCancel }: RenameFormProps) {
  const { t } = useTranslation();
  const [name, setName] = useState(initialName);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed || trimmed === initialName) onCancel();
    else onSave(trimmed);
  }

  return (
    <form onSubmit={handleSubmit} className="flex flex-1 flex-wrap items-end gap-2">
      <TextField
        label={label}
        value={name}
        onValueChange={setName}
        maxLength={80}
        className="min-w-40 flex-1"
        autoFocus
      />
      <Button isSubmit isPending={isPending}>
        {t('profiles.customFields.save')}
      </Button>
      <Button variant="ghost" onClick={onCancel}>
        {t('dialog.cancel')}
      </Button>
    </form>
  );
}
