import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { toast } from 'sonner';
import { useSessionStore } from '../../../app/session-store';
import { useUiStore } from '../../../app/ui-store';
import { Button } from '../../../components/ui/button';
import { useResendVerifyEmail } from '../api';

/**
 * A slim reminder while the signed-in user's email is unverified; dismissing it hides it until
 * the next sign-in (the UI store resets on logout).
 */
export function VerifyEmailBanner() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const isUnverified = useSessionStore(
    (state) => state.loggedIn && state.profile?.verificationStatus?.email === false,
  );
  const email = useSessionStore((state) => state.profile?.email);
  const isShown = useUiStore((state) => state.verifiedEmailMsg);
  const setFlag = useUiStore((state) => state.setFlag);
  const resend = useResendVerifyEmail();

  // The auth pages (the verification link's own page among them) speak for themselves.
  if (!isUnverified || !isShown || pathname.startsWith('/auth/')) return null;

  function handleResend() {
    resend.mutate(undefined, {
      onSuccess: () =>
        toast.success(email ? t('verifyEmail.resent', { email }) : t('verifyEmail.resentNoEmail')),
    });
  }

  return (
    <section
      aria-label={t('verifyEmail.bannerLabel')}
      className="border-b border-secondary/20 bg-secondary-light"
    >
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2 text-sm text-text-dark sm:px-6">
        <p className="min-w-0 flex-1">{t('verifyEmail.banner')}</p>
        <div className="flex items-center gap-1">
          <Button
            variant="ghost"
            onClick={handleResend}
            isPending={resend.isPending}
            className="min-h-9 px-3"
          >
            {t('verifyEmail.resendShort')}
          </Button>
          <Button
            variant="ghost"
            onClick={() => setFlag('verifiedEmailMsg', false)}
            className="min-h-9 px-3"
          >
            {t('verifyEmail.dismiss')}
          </Button>
        </div>
      </div>
    </section>
  );
}
