import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Dialog, DialogClose } from '../../components/ui/dialog';
import { toUsageBar, useUsage } from '../../features/account';
import { useSessionStore } from '../session-store';
import { useUiStore } from '../ui-store';

const REPORT_METRIC = ['reports'] as const;

/**
 * Opened by the API client when creating a report answers 423 with field `reports` (SPEC 4): the
 * month's audit reports are used up. Shows how many, and the way to more.
 */
export function ReportExceedDialog() {
  const { t } = useTranslation();
  const isOpen = useUiStore((state) => state.reportExceedPopup);
  const setFlag = useUiStore((state) => state.setFlag);
  const isLoggedIn = useSessionStore((state) => state.loggedIn);
  // Fetched when opened, so the count is the one that refused.
  const usage = useUsage(REPORT_METRIC, { isEnabled: isOpen });
  const entry = usage.data?.reports;
  const bar = entry ? toUsageBar(entry.used, entry.limit) : null;

  function handleShowUsage() {
    setFlag('reportExceedPopup', false);
    setFlag('usagePopup', true);
  }

  return (
    <Dialog
      isOpen={isOpen && isLoggedIn}
      onOpenChange={(isNowOpen) => setFlag('reportExceedPopup', isNowOpen)}
      title={t('reports.exceed.title')}
      description={
        <>
          {bar?.kind === 'limited'
            ? t('reports.exceed.usedOfLimit', { used: bar.used, limit: bar.limit })
            : t('upgrade.limitReached.reports')}{' '}
          {t('upgrade.callToAction')}
        </>
      }
      closeLabel={t('dialog.close')}
    >
      <Button variant="secondary" onClick={handleShowUsage}>
        {t('upgrade.showUsage')}
      </Button>
      <DialogClose asChild>
        <Button>{t('upgrade.close')}</Button>
      </DialogClose>
    </Dialog>
  );
}
