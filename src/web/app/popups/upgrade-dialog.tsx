import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Dialog, DialogClose } from '../../components/ui/dialog';
import { useUiStore } from '../ui-store';

/** Opened by the API client when a plan limit answers 423 with the limit as field (SPEC 4). */
export function UpgradeDialog() {
  const { t } = useTranslation();
  const isOpen = useUiStore((state) => state.upgradePopup);
  const upgradeMessage = useUiStore((state) => state.upgradeMessage);
  const closeUpgradePopup = useUiStore((state) => state.closeUpgradePopup);

  function handleOpenChange(isNowOpen: boolean) {
    if (!isNowOpen) closeUpgradePopup();
  }

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={handleOpenChange}
      title={t('upgrade.title')}
      description={upgradeMessage ?? t('upgrade.defaultMessage')}
      closeLabel={t('dialog.close')}
    >
      <DialogClose asChild>
        <Button variant="secondary">{t('upgrade.close')}</Button>
      </DialogClose>
    </Dialog>
  );
}
