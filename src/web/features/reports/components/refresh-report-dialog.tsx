import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose } from '../../../components/ui/dialog';
import { AllowanceNote, canSpend, useAllowance } from '../../account';

export type RefreshReportDialogProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  isPending: boolean;
  onConfirm: () => void;
};

/** A new snapshot costs one audit report of the plan, so the user says yes knowing the count. */
export function RefreshReportDialog({
  isOpen,
  onOpenChange,
  isPending,
  onConfirm,
}: RefreshReportDialogProps) {
  const { t } = useTranslation();
  const allowance = useAllowance('reports', { isEnabled: isOpen });
  const noteId = useId();
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={t('reports.refresh.title')}
      description={t('reports.refresh.description')}
      closeLabel={t('dialog.close')}
      body={<AllowanceNote id={noteId} metric="reports" allowance={allowance} />}
    >
      <DialogClose asChild>
        <Button variant="secondary">{t('reports.refresh.cancel')}</Button>
      </DialogClose>
      <Button
        onClick={onConfirm}
        isPending={isPending}
        disabled={!canSpend(allowance)}
        aria-describedby={noteId}
      >
        {t('reports.refresh.confirm')}
      </Button>
    </Dialog>
  );
}
