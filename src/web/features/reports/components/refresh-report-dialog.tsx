import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose } from '../../../components/ui/dialog';
import { toUsageBar, useUsage } from '../../account';

export type RefreshReportDialogProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  isPending: boolean;
  onConfirm: () => void;
};

const REPORT_METRIC = ['reports'] as const;

/** A new snapshot costs one audit report of the plan, so the user says yes knowing the count. */
export function RefreshReportDialog({
  isOpen,
  onOpenChange,
  isPending,
  onConfirm,
}: RefreshReportDialogProps) {
  const { t } = useTranslation();
  const usage = useUsage(REPORT_METRIC, { isEnabled: isOpen });
  const entry = usage.data?.reports;
  const bar = entry ? toUsageBar(entry.used, entry.limit) : null;
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={t('reports.refresh.title')}
      description={
        <>
          {t('reports.refresh.description')}{' '}
          {bar?.kind === 'limited'
            ? t('reports.refresh.remaining', { remaining: bar.remaining, limit: bar.limit })
            : null}
        </>
      }
      closeLabel={t('dialog.close')}
    >
      <DialogClose asChild>
        <Button variant="secondary">{t('reports.refresh.cancel')}</Button>
      </DialogClose>
      <Button onClick={onConfirm} isPending={isPending}>
        {t('reports.refresh.confirm')}
      </Button>
    </Dialog>
  );
}
