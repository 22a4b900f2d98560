import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/ui/form-alert';
import { Spinner } from '../../../components/ui/spinner';
import { apiErrorToFormErrors } from '../../../lib/form-errors';
import { useGoogleLogin } from '../api';
import { type GoogleCredentialResponse, loadGoogleIdentity } from '../google-identity';
import { useFinishSignIn } from '../sign-in';

// Google draws its button at a fixed pixel width between these bounds.
const MIN_BUTTON_WIDTH = 200;
const MAX_BUTTON_WIDTH = 400;

export type GoogleSignInButtonProps = {
  clientId: string;
  context: 'signin' | 'signup';
  /** The sign-up form's newsletter choice, sent along when Google creates the account. */
  wantsNewsletter?: boolean;
};

/** "Continue with Google": Google draws the button; its ID token signs in or signs up. */
export function GoogleSignInButton({
  clientId,
  context,
  wantsNewsletter,
}: GoogleSignInButtonProps) {
  const { t, i18n } = useTranslation();
  const containerRef = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');
  const googleLogin = useGoogleLogin();
  const finishSignIn = useFinishSignIn();
  const locale = i18n.language;

  // Google keeps the first callback it was given; it reads the current form state through this.
  const handleCredential = useRef<(response: GoogleCredentialResponse) => void>(() => {});
  useEffect(() => {
    handleCredential.current = (response) => {
      googleLogin.mutate(
        { token: response.credential, newsletter: wantsNewsletter, host: window.location.host },
        { onSuccess: finishSignIn },
      );
    };
  });

  useEffect(() => {
    let isCancelled = false;
    loadGoogleIdentity().then(
      (google) => {
        const container = containerRef.current;
        if (isCancelled || !container) return;
        google.initialize({
          client_id: clientId,
          callback: (response) => handleCredential.current(response),
          context,
          ux_mode: 'popup',
        });
        const width = Math.min(
          MAX_BUTTON_WIDTH,
          Math.max(MIN_BUTTON_WIDTH, Math.floor(container.clientWidth)),
        );
        google.renderButton(container, {
          type: 'standard',
          theme: 'outline',
          size: 'large',
          text: 'continue_with',
          shape: 'rectangular',
          logo_alignment: 'center',
          width,
          locale,
        });
        setStatus('ready');
      },
      () => {
        if (!isCancelled) setStatus('failed');
      },
    );
    return () => {
      isCancelled = true;
    };
  }, [clientId, context, locale]);

  const errorMessage = googleLogin.isError
    ? apiErrorToFormErrors(googleLogin.error, [], t('errors.generic')).formError
    : null;

  return (
    <div className="flex flex-col gap-3" aria-busy={googleLogin.isPending}>
      <div className="relative min-h-11">
        <div ref={containerRef} className="flex w-full justify-center" />
        {status === 'loading' ? (
          <p className="absolute inset-0 flex items-center justify-center gap-2 text-sm text-text-dark/70">
            <Spinner className="size-4" />
            {t('auth.google.loading')}
          </p>
        ) : null}
        {status === 'failed' ? (
          <p className="absolute inset-0 flex items-center justify-center text-center text-sm text-text-dark/70">
            {t('auth.google.unavailable')}
          </p>
        ) : null}
      </div>
      {googleLogin.isPending ? <Spinner label={t('auth.google.signingIn')} /> : null}
      {errorMessage ? <FormAlert>{errorMessage}</FormAlert> : null}
    </div>
  );
}
