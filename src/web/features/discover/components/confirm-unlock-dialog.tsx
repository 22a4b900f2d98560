import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose } from '../../../components/ui/dialog';
import { type Allowance, AllowanceNote, canSpend } from '../../account';

export type ConfirmUnlockDialogProps = {
  /** The creator about to be unlocked; null while closed. */
  username: string | null;
  allowance: Allowance;
  onCancel: () => void;
  onConfirm: () => void;
};

/** An unlock spends a contact unlock of the plan: the user says yes knowing what is left. */
export function ConfirmUnlockDialog({
  username,
  allowance,
  onCancel,
  onConfirm,
}: ConfirmUnlockDialogProps) {
  const { t } = useTranslation();
  const noteId = useId();
  const isAllowed = canSpend(allowance);
  return (
    <Dialog
      isOpen={username !== null}
      onOpenChange={(isOpen) => {
        if (!isOpen) onCancel();
      }}
      title={t('discover.contacts.confirmTitle', { username: username ?? '' })}
      description={t('discover.contacts.confirmDescription')}
      closeLabel={t('dialog.close')}
      body={<AllowanceNote id={noteId} metric="contactUnlocks" allowance={allowance} />}
    >
      <DialogClose asChild>
        <Button variant="secondary">{t('dialog.cancel')}</Button>
      </DialogClose>
      <Button onClick={onConfirm} disabled={!isAllowed} aria-describedby={noteId}>
        {t('discover.contacts.confirm')}
      </Button>
    </Dialog>
  );
}
