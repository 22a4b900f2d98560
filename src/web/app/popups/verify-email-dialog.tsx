import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Dialog, DialogClose } from '../../components/ui/dialog';
import { useUiStore } from '../ui-store';

/** Opened by the API client when a call answers EmailNotVerified (SPEC 8). */
export function VerifyEmailDialog() {
  const { t } = useTranslation();
  const isOpen = useUiStore((state) => state.verifyEmailPopup);
  const closeVerifyEmailPopup = useUiStore((state) => state.closeVerifyEmailPopup);

  function handleOpenChange(isNowOpen: boolean) {
    if (!isNowOpen) closeVerifyEmailPopup();
  }

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={handleOpenChange}
      title={t('verifyEmail.title')}
      description={t('verifyEmail.body')}
      closeLabel={t('dialog.close')}
    >
      <DialogClose asChild>
        <Button>{t('verifyEmail.close')}</Button>
      </DialogClose>
    </Dialog>
  );
}
