import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Dialog, DialogClose } from '../../components/ui/dialog';
import { UsageList } from '../../features/account';
import { useSessionStore } from '../session-store';
import { useUiStore } from '../ui-store';

/** The usage popup (SPEC 3): how much of each plan allowance is used. */
export function UsageDialog() {
  const { t } = useTranslation();
  const isOpen = useUiStore((state) => state.usagePopup);
  const setFlag = useUiStore((state) => state.setFlag);
  const isLoggedIn = useSessionStore((state) => state.loggedIn);

  return (
    <Dialog
      isOpen={isOpen && isLoggedIn}
      onOpenChange={(isNowOpen) => setFlag('usagePopup', isNowOpen)}
      title={t('usage.dialogTitle')}
      description={t('usage.dialogDescription')}
      closeLabel={t('dialog.close')}
      // Fetched when opened, so the numbers are current.
      body={isOpen && isLoggedIn ? <UsageList /> : null}
    >
      <DialogClose asChild>
        <Button variant="secondary">{t('usage.close')}</Button>
      </DialogClose>
    </Dialog>
  );
}
