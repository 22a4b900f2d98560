import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmailField } from '../../components/ui/email-field';
import { FormAlert } from '../../components/ui/form-alert';
import { SubmitButton } from '../../components/ui/submit-button';
import { textLinkClassName } from '../../components/ui/text-link-styles';
import { useForm } from '../../lib/use-form';
import { useRequestPasswordReset } from './api';
import { AuthPageLayout } from './components/auth-page-layout';
import { forgotPasswordSchema } from './schemas';

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const requestReset = useRequestPasswordReset();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm({ schema: forgotPasswordSchema, initialValues: { email: '' } });

  const handleSubmit = form.handleSubmit(({ email }) => {
    requestReset.mutate(email, {
      onSuccess: () => setSentTo(email),
      onError: form.showApiError,
    });
  });

  return (
    <AuthPageLayout
      title={t('auth.forgotPassword.title')}
      intro={sentTo ? null : <p>{t('auth.forgotPassword.intro')}</p>}
      footer={
        <Link to="/auth/login" className={textLinkClassName()}>
          {t('auth.backToLogin')}
        </Link>
      }
    >
      {sentTo ? (
        // The same answer whether or not the address has an account: nobody learns which do.
        <p role="status" className="text-sm">
          {t('auth.forgotPassword.sent', { email: sentTo })}
        </p>
      ) : (
        <form ref={form.formRef} onSubmit={handleSubmit} noValidate className="flex flex-col gap-4">
          <EmailField
            label={t('fields.email')}
            name="email"
            required
            value={form.values.email}
            onValueChange={(value) => form.setValue('email', value)}
            error={form.fieldErrors.email}
          />
          {form.formError ? <FormAlert>{form.formError}</FormAlert> : null}
          <SubmitButton isPending={requestReset.isPending}>
            {t('auth.forgotPassword.submit')}
          </SubmitButton>
        </form>
      )}
    </AuthPageLayout>
  );
}
