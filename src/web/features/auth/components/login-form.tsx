import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmailField } from '../../../components/ui/email-field';
import { FormAlert } from '../../../components/ui/form-alert';
import { PasswordField } from '../../../components/ui/password-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { textLinkClassName } from '../../../components/ui/text-link-styles';
import { useForm } from '../../../lib/use-form';
import { useLogin } from '../api';
import { loginSchema } from '../schemas';
import { useFinishSignIn } from '../sign-in';

export type LoginFormProps = {
  isGuestEntry: boolean;
};

export function LoginForm({ isGuestEntry }: LoginFormProps) {
  const { t } = useTranslation();
  const login = useLogin();
  const finishSignIn = useFinishSignIn();
  const form = useForm({ schema: loginSchema, initialValues: { email: '', password: '' } });

  const handleSubmit = form.handleSubmit((credentials) => {
    login.mutate(isGuestEntry ? { ...credentials, guest: true } : credentials, {
      onSuccess: finishSignIn,
      onError: form.showApiError,
    });
  });

  return (
    <form ref={form.formRef} onSubmit={handleSubmit} noValidate className="flex flex-col gap-4">
      <EmailField
        label={t('fields.email')}
        name="email"
        autoComplete="username"
        required
        value={form.values.email}
        onValueChange={(value) => form.setValue('email', value)}
        error={form.fieldErrors.email}
      />
      <div className="flex flex-col gap-1.5">
        <PasswordField
          label={t('fields.password')}
          name="password"
          purpose="current"
          required
          value={form.values.password}
          onValueChange={(value) => form.setValue('password', value)}
          error={form.fieldErrors.password}
        />
        <Link to="/auth/forgot-password" className={textLinkClassName('self-end text-sm')}>
          {t('auth.login.forgotPassword')}
        </Link>
      </div>
      {form.formError ? <FormAlert>{form.formError}</FormAlert> : null}
      <SubmitButton isPending={login.isPending}>{t('auth.login.submit')}</SubmitButton>
    </form>
  );
}
