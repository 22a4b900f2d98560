import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';

export type ConfirmRemoveButtonProps = {
  /** The button's accessible name, e.g. "Remove link example.com". */
  label: string;
  /** Visible text of the button and of the dialog's confirm button; defaults to "Remove". */
  text?: string;
  title: string;
  description: string;
  isPending: boolean;
  /** Call `done` once removed, to close the dialog. */
  onConfirm: (done: () => void) => void;
  isDisabled?: boolean;
};

/** A remove button that asks first. */
export function ConfirmRemoveButton({
  label,
  text,
  title,
  description,
  isPending,
  onConfirm,
  isDisabled = false,
}: ConfirmRemoveButtonProps) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button
        variant="ghost"
        aria-label={label}
        disabled={isDisabled}
        onClick={() => setIsOpen(true)}
        className="px-2 text-danger"
      >
        {text ?? t('profiles.detail.remove')}
      </Button>
      <ConfirmDialog
        isOpen={isOpen}
        onOpenChange={setIsOpen}
        title={title}
        description={description}
        confirmLabel={text ?? t('profiles.detail.remove')}
        cancelLabel={t('dialog.cancel')}
        closeLabel={t('dialog.close')}
        isPending={isPending}
        onConfirm={() => onConfirm(() => setIsOpen(false))}
      />
    </>
  );
}
