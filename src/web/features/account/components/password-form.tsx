import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { FormAlert } from '../../../components/ui/form-alert';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
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
      <TextField
        label={t('fields.currentPassword')}
        type="password"
        name="oldPassword"
        autoComplete="current-password"
        required
        value={form.values.oldPassword}
        onValueChange={(value) => form.setValue('oldPassword', value)}
        error={form.fieldErrors.oldPassword}
        className="sm:max-w-sm"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('fields.newPassword')}
          type="password"
          name="newPassword"
          autoComplete="new-password"
          required
          value={form.values.newPassword}
          onValueChange={(value) => form.setValue('newPassword', value)}
          hint={t('auth.passwordRule')}
          error={form.fieldErrors.newPassword}
        />
        <TextField
          label={t('fields.confirmNewPassword')}
          type="password"
          name="passwordConfirm"
          autoComplete="new-password"
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
