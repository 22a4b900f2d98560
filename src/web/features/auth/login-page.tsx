import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { textLinkClassName } from '../../components/ui/text-link-styles';
import { withNextParam } from '../../lib/safe-next-path';
import { usePublicConfig } from '../public';
import { AuthPageLayout } from './components/auth-page-layout';
import { GoogleSignInButton } from './components/google-sign-in-button';
import { LoginForm } from './components/login-form';
import { OrDivider } from './components/or-divider';
import { useNextPath } from './sign-in';

export type LoginPageProps = {
  /** The guest entry: the same sign-in, explained for people invited read-only. */
  isGuestEntry?: boolean;
};

export function LoginPage({ isGuestEntry = false }: LoginPageProps) {
  const { t } = useTranslation();
  const nextPath = useNextPath();
  const googleClientId = usePublicConfig()?.googleClientId ?? null;

  const footer = isGuestEntry ? (
    <p>
      <Link to={withNextParam('/auth/login', nextPath)} className={textLinkClassName()}>
        {t('auth.login.memberEntry')}
      </Link>
    </p>
  ) : (
    <>
      <p>
        {t('auth.login.noAccount')}{' '}
        <Link to={withNextParam('/auth/signup', nextPath)} className={textLinkClassName()}>
          {t('auth.login.signUpLink')}
        </Link>
      </p>
      <p>
        <Link to={withNextParam('/auth/guest', nextPath)} className={textLinkClassName()}>
          {t('auth.login.guestEntry')}
        </Link>
      </p>
    </>
  );

  return (
    <AuthPageLayout
      title={isGuestEntry ? t('auth.guest.title') : t('auth.login.title')}
      intro={isGuestEntry ? <p>{t('auth.guest.intro')}</p> : null}
      footer={footer}
    >
      {googleClientId && !isGuestEntry ? (
        <>
          <GoogleSignInButton clientId={googleClientId} context="signin" />
          <OrDivider />
        </>
      ) : null}
      <LoginForm isGuestEntry={isGuestEntry} />
    </AuthPageLayout>
  );
}

export function GuestLoginPage() {
  return <LoginPage isGuestEntry />;
}
