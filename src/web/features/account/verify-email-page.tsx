import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { useSessionStore } from '../../app/session-store';
import { Button } from '../../components/ui/button';
import { buttonClassName } from '../../components/ui/button-styles';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { isRefusal } from '../../lib/api-error';
import { useEmailVerification, useResendVerifyEmail } from './api';

/** Where the emailed verification link lands: redeems it and says how it went. */
export function VerifyEmailPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() || null;
  const verification = useEmailVerification(token);
  const isLoggedIn = useSessionStore((state) => state.loggedIn);
  const email = useSessionStore((state) => state.profile?.email);
  const resend = useResendVerifyEmail();

  function handleResend() {
    resend.mutate(undefined, {
      onSuccess: () =>
        toast.success(email ? t('verifyEmail.resent', { email }) : t('verifyEmail.resentNoEmail')),
    });
  }

  const continueLink = isLoggedIn ? (
    <Link to="/dashboard" className={buttonClassName('primary')}>
      {t('verifyEmail.toDashboard')}
    </Link>
  ) : (
    <Link to="/auth/login" className={buttonClassName('primary')}>
      {t('verifyEmail.logIn')}
    </Link>
  );

  function renderContent() {
    if (token && verification.isPending) return <Spinner label={t('verifyEmail.checking')} />;
    if (verification.isSuccess) {
      return (
        <div className="flex flex-col items-start gap-4">
          <p role="status" className="font-semibold">
            {t('verifyEmail.verified')}
          </p>
          {continueLink}
        </div>
      );
    }
    const isLinkProblem = !token || isRefusal(verification.error);
    return (
      <div className="flex flex-col items-start gap-4">
        <p role="alert" className="rounded-lg bg-danger-light p-3 text-sm text-danger">
          {isLinkProblem ? t('verifyEmail.invalidLink') : t('auth.linkCheckFailed')}
        </p>
        {isLinkProblem ? null : (
          <Button
            variant="secondary"
            onClick={() => void verification.refetch()}
            isPending={verification.isFetching}
          >
            {t('auth.tryAgain')}
          </Button>
        )}
        {isLinkProblem && isLoggedIn ? (
          <Button onClick={handleResend} isPending={resend.isPending}>
            {t('verifyEmail.resend')}
          </Button>
        ) : null}
        {isLinkProblem && !isLoggedIn ? (
          <p className="text-sm text-text-dark/75">{t('verifyEmail.logInToResend')}</p>
        ) : null}
        {isLinkProblem && !isLoggedIn ? continueLink : null}
      </div>
    );
  }

  return (
    <div className="mx-auto w-full max-w-md sm:py-6">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
        {t('verifyEmail.pageTitle')}
      </h1>
      <Card className="mt-6">{renderContent()}</Card>
    </div>
  );
}
