import { useTranslation } from 'react-i18next';
import type { PasswordOwner } from '../../../../common/password-strength';
import { TextField } from '../../../components/ui/text-field';
import { PasswordStrengthMeter } from './password-strength-meter';

export type NewPasswordFieldsProps = {
  password: string;
  passwordConfirm: string;
  onPasswordChange: (value: string) => void;
  onPasswordConfirmChange: (value: string) => void;
  passwordError?: string;
  passwordConfirmError?: string;
  /** Whose password it is: the strength meter counts their email and name as easy guesses. */
  owner: PasswordOwner;
};

/** New password twice, with the rule shown up front and its strength as the user types. */
export function NewPasswordFields({
  password,
  passwordConfirm,
  onPasswordChange,
  onPasswordConfirmChange,
  passwordError,
  passwordConfirmError,
  owner,
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
      <PasswordStrengthMeter password={password} owner={owner} />
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
