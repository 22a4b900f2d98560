import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { textLinkClassName } from '../../components/ui/text-link-styles';
import { withNextParam } from '../../lib/safe-next-path';
import { usePublicConfig } from '../public';
import { countReferralVisit } from './api';
import { AuthPageLayout } from './components/auth-page-layout';
import { GoogleSignInButton } from './components/google-sign-in-button';
import { OrDivider } from './components/or-divider';
import { SignUpForm } from './components/sign-up-form';
import { useNextPath } from './sign-in';

export function SignUpPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const nextPath = useNextPath();
  const googleClientId = usePublicConfig()?.googleClientId ?? null;
  // Shared by the form and the Google button: either way of signing up honours the choice.
  const [wantsNewsletter, setWantsNewsletter] = useState(false);
  const referral = searchParams.get('referral')?.trim() || null;
  const dealCode = searchParams.get('dealCode')?.trim() || null;

  useEffect(() => {
    if (referral) countReferralVisit(referral);
  }, [referral]);

  return (
    <AuthPageLayout
      title={t('auth.signUp.title')}
      intro={<p>{t('auth.signUp.intro')}</p>}
      footer={
        <p>
          {t('auth.signUp.haveAccount')}{' '}
          <Link to={withNextParam('/auth/login', nextPath)} className={textLinkClassName()}>
            {t('auth.signUp.logInLink')}
          </Link>
        </p>
      }
    >
      {dealCode ? (
        <p className="mb-4 rounded-lg bg-secondary-light p-3 text-sm text-secondary">
          {t('auth.signUp.dealCode', { code: dealCode })}
        </p>
      ) : null}
      {googleClientId ? (
        <>
          <GoogleSignInButton
            clientId={googleClientId}
            context="signup"
            wantsNewsletter={wantsNewsletter}
          />
          <OrDivider />
        </>
      ) : null}
      <SignUpForm
        referral={referral}
        dealCode={dealCode}
        wantsNewsletter={wantsNewsletter}
        onNewsletterChange={setWantsNewsletter}
      />
    </AuthPageLayout>
  );
}
