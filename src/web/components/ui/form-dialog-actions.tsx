import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { DialogClose } from './dialog';
import { SubmitButton } from './submit-button';

export type FormDialogActionsProps = { submitLabel: string; isPending: boolean };

/** The foot of a form in a dialog: Cancel closes it, the submit button sends the form. */
export function FormDialogActions({ submitLabel, isPending }: FormDialogActionsProps) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap justify-end gap-3">
      <DialogClose asChild>
        <Button variant="secondary">{t('dialog.cancel')}</Button>
      </DialogClose>
      <SubmitButton isPending={isPending}>{submitLabel}</SubmitButton>
    </div>
  );
}
