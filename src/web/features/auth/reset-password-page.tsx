import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { buttonClassName } from '../../components/ui/button-styles';
import { FormAlert } from '../../components/ui/form-alert';
import { QueryView } from '../../components/ui/query-view';
import { SubmitButton } from '../../components/ui/submit-button';
import { textLinkClassName } from '../../components/ui/text-link-styles';
import { useForm } from '../../lib/use-form';
import { useResetPassword, useResetTokenCheck } from './api';
import { AuthPageLayout } from './components/auth-page-layout';
import { LinkCheckError } from './components/link-check-failed';
import { LinkProblem } from './components/link-problem';
import { NewPasswordFields } from './components/new-password-fields';
import { newPasswordSchema } from './schemas';

export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() || null;
  const tokenCheck = useResetTokenCheck(token);
  const [isChanged, setIsChanged] = useState(false);

  const invalidLink = (
    <LinkProblem
      message={t('auth.resetPassword.invalidLink')}
      action={
        <Link to="/auth/forgot-password" className={buttonClassName('primary')}>
          {t('auth.resetPassword.requestNewLink')}
        </Link>
      }
    />
  );
  let content: ReactNode = invalidLink;
  if (isChanged) {
    content = (
      <div className="flex flex-col items-start gap-4">
        <p role="status" className="text-sm">
          {t('auth.resetPassword.changed')}
        </p>
        <Link to="/auth/login" className={buttonClassName('primary')}>
          {t('auth.resetPassword.logIn')}
        </Link>
      </div>
    );
  } else if (token) {
    content = (
      <QueryView
        query={tokenCheck}
        loadingLabel={t('auth.resetPassword.checking')}
        renderError={(error) => (
          <LinkCheckError error={error} check={tokenCheck} invalidLink={invalidLink} />
        )}
      >
        {(data) =>
          data.valid ? (
            <ResetPasswordForm
              token={token}
              email={data.email}
              onChanged={() => setIsChanged(true)}
            />
          ) : (
            invalidLink
          )
        }
      </QueryView>
    );
  }

  return (
    <AuthPageLayout
      title={t('auth.resetPassword.title')}
      footer={
        <Link to="/auth/login" className={textLinkClassName()}>
          {t('auth.backToLogin')}
        </Link>
      }
    >
      {content}
    </AuthPageLayout>
  );
}

type ResetPasswordFormProps = {
  token: string;
  email: string;
  onChanged: () => void;
};

function ResetPasswordForm({ token, email, onChanged }: ResetPasswordFormProps) {
  const { t } = useTranslation();
  const resetPassword = useResetPassword();
  const schema = useMemo(() => newPasswordSchema(email), [email]);
  const form = useForm({ schema, initialValues: { password: '', passwordConfirm: '' } });

  const handleSubmit = form.handleSubmit(({ password }) => {
    resetPassword.mutate({ token, password }, { onSuccess: onChanged, onError: form.showApiError });
  });

  return (
    <form ref={form.formRef} onSubmit={handleSubmit} noValidate className="flex flex-col gap-4">
      <p className="text-sm text-text-dark/75">{t('auth.resetPassword.forAccount', { email })}</p>
      {/* Lets password managers file the new password under the right account. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <NewPasswordFields
        password={form.values.password}
        passwordConfirm={form.values.passwordConfirm}
        onPasswordChange={(value) => form.setValue('password', value)}
        onPasswordConfirmChange={(value) => form.setValue('passwordConfirm', value)}
        passwordError={form.fieldErrors.password}
        passwordConfirmError={form.fieldErrors.passwordConfirm}
        owner={{ email }}
      />
      {form.formError ? <FormAlert>{form.formError}</FormAlert> : null}
      <SubmitButton isPending={resetPassword.isPending}>
        {t('auth.resetPassword.submit')}
      </SubmitButton>
    </form>
  );
}
