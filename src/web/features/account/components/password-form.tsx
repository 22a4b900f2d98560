import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { FormAlert } from '../../../components/ui/form-alert';
import { PasswordField } from '../../../components/ui/password-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { useForm } from '../../../lib/use-form';
import { PasswordStrengthMeter } from '../../auth/components/password-strength-meter';
import { useChangePassword } from '../api';
import { passwordChangeSchema } from '../schemas';

export type PasswordFormProps = {
  email: string;
  /** For the strength meter: a password made of the user's name is weak. */
  fullName?: string;
};

const EMPTY = { oldPassword: '', newPassword: '', passwordConfirm: '' };

export function PasswordForm({ email, fullName }: PasswordFormProps) {
  const { t } = useTranslation();
  const changePassword = useChangePassword();
  const schema = useMemo(() => passwordChangeSchema(email), [email]);
  const form = useForm({ schema, initialValues: EMPTY });

  const handleSubmit = form.handleSubmit((change) => {
    changePassword.mutate(change, {
      onSuccess: () => {
        form.reset(EMPTY);
        toast.success(t('settings.password.changed'));
      },
      onError: form.showApiError,
    });
  });

  return (
    <form ref={form.formRef} onSubmit={handleSubmit} noValidate className="flex flex-col gap-4">
      {/* Lets password managers file the new password under the right account. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <PasswordField
        label={t('fields.currentPassword')}
        name="oldPassword"
        purpose="current"
        required
        value={form.values.oldPassword}
        onValueChange={(value) => form.setValue('oldPassword', value)}
        error={form.fieldErrors.oldPassword}
        className="sm:max-w-sm"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <PasswordField
          label={t('fields.newPassword')}
          name="newPassword"
          purpose="new"
          required
          value={form.values.newPassword}
          onValueChange={(value) => form.setValue('newPassword', value)}
          hint={t('auth.passwordRule')}
          error={form.fieldErrors.newPassword}
        />
        <PasswordField
          label={t('fields.confirmNewPassword')}
          name="passwordConfirm"
          purpose="new"
          required
          value={form.values.passwordConfirm}
          onValueChange={(value) => form.setValue('passwordConfirm', value)}
          error={form.fieldErrors.passwordConfirm}
        />
      </div>
      <PasswordStrengthMeter password={form.values.newPassword} owner={{ email, fullName }} />
      <p className="text-xs text-text-dark/70">{t('settings.password.otherSessions')}</p>
      {form.formError ? <FormAlert>{form.formError}</FormAlert> : null}
      <SubmitButton isPending={changePassword.isPending} className="self-start">
        {t('settings.password.submit')}
      </SubmitButton>
    </form>
  );
}
