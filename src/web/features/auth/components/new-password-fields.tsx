import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/text-field';

export type NewPasswordFieldsProps = {
  password: string;
  passwordConfirm: string;
  onPasswordChange: (value: string) => void;
  onPasswordConfirmChange: (value: string) => void;
  passwordError?: string;
  passwordConfirmError?: string;
};

/** New password twice, with the rule shown up front. */
export function NewPasswordFields({
  password,
  passwordConfirm,
  onPasswordChange,
  onPasswordConfirmChange,
  passwordError,
  passwordConfirmError,
}: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        label={t('fields.newPassword')}
        type="password"
        name="password"
        autoComplete="new-password"
        required
        value={password}
        onValueChange={onPasswordChange}
        hint={t('auth.passwordRule')}
        error={passwordError}
      />
      <TextField
        label={t('fields.confirmNewPassword')}
        type="password"
        name="passwordConfirm"
        autoComplete="new-password"
        required
        value={passwordConfirm}
        onValueChange={onPasswordConfirmChange}
        error={passwordConfirmError}
      />
    </>
  );
}
