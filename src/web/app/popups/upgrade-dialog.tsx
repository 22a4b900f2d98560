import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Dialog, DialogClose } from '../../components/ui/dialog';
import { PLANS_PATH } from '../../components/ui/upgrade-link';
import { router } from '../router';
import { useSessionStore } from '../session-store';
import { useUiStore } from '../ui-store';
import { upgradeMessageFor } from './upgrade-message';

/**
 * Opened by the API client when a plan limit answers 423 with the limit as field (SPEC 4). The
 * store keeps the field for 1000 ms after closing, so the text does not change while it fades.
 */
export function UpgradeDialog() {
  const { t } = useTranslation();
  const isOpen = useUiStore((state) => state.upgradePopup);
  const upgradeField = useUiStore((state) => state.upgradeField);
  const upgradeMessage = useUiStore((state) => state.upgradeMessage);
  const closeUpgradePopup = useUiStore((state) => state.closeUpgradePopup);
  const setFlag = useUiStore((state) => state.setFlag);
  const isLoggedIn = useSessionStore((state) => state.loggedIn);

  function handleOpenChange(isNowOpen: boolean) {
    if (!isNowOpen) closeUpgradePopup();
  }

  // Popups render beside the router, not inside it, so they navigate through the router itself.
  function handleSeePlans() {
    closeUpgradePopup();
    void router.navigate(PLANS_PATH);
  }

  function handleShowUsage() {
    closeUpgradePopup();
    setFlag('usagePopup', true);
  }

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={handleOpenChange}
      title={t('upgrade.title')}
      description={
        <>
          {upgradeMessageFor(upgradeField, upgradeMessage, t)} {t('upgrade.callToAction')}
        </>
      }
      closeLabel={t('dialog.close')}
    >
      {isLoggedIn ? (
        <>
          <Button variant="secondary" onClick={handleShowUsage}>
            {t('upgrade.showUsage')}
          </Button>
          <Button onClick={handleSeePlans}>{t('upgrade.seePlans')}</Button>
        </>
      ) : null}
      <DialogClose asChild>
        <Button variant="secondary">{t('upgrade.close')}</Button>
      </DialogClose>
    </Dialog>
  );
}
