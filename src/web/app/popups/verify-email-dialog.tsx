import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { Dialog, DialogClose } from '../../components/ui/dialog';
import { useResendVerifyEmail } from '../../features/account';
import { useSessionStore } from '../session-store';
import { useUiStore } from '../ui-store';

/** Opened by the API client when a call answers EmailNotVerified (SPEC 8). */
export function VerifyEmailDialog() {
  const { t } = useTranslation();
  const isOpen = useUiStore((state) => state.verifyEmailPopup);
  const closeVerifyEmailPopup = useUiStore((state) => state.closeVerifyEmailPopup);
  const isLoggedIn = useSessionStore((state) => state.loggedIn);
  const email = useSessionStore((state) => state.profile?.email);
  const resend = useResendVerifyEmail();

  function handleOpenChange(isNowOpen: boolean) {
    if (!isNowOpen) closeVerifyEmailPopup();
  }

  function handleResend() {
    resend.mutate(undefined, {
      onSuccess: () => {
        toast.success(email ? t('verifyEmail.resent', { email }) : t('verifyEmail.resentNoEmail'));
        closeVerifyEmailPopup();
      },
    });
  }

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={handleOpenChange}
      title={t('verifyEmail.title')}
      description={t('verifyEmail.body')}
      closeLabel={t('dialog.close')}
    >
      {isLoggedIn ? (
        <Button variant="secondary" onClick={handleResend} isPending={resend.isPending}>
          {t('verifyEmail.resend')}
        </Button>
      ) : null}
      <DialogClose asChild>
        <Button>{t('verifyEmail.close')}</Button>
      </DialogClose>
    </Dialog>
  );
}
