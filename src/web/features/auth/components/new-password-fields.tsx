import { useTranslation } from 'react-i18next';
import type { PasswordOwner } from '../../../../common/password-strength';
import { PasswordField } from '../../../components/ui/password-field';
import { NewPasswordField } from './new-password-field';

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
      <NewPasswordField
        label={t('fields.newPassword')}
        name="password"
        value={password}
        onValueChange={onPasswordChange}
        error={passwordError}
        owner={owner}
      />
      <PasswordField
        label={t('fields.confirmNewPassword')}
        name="passwordConfirm"
        purpose="new"
        required
        value={passwordConfirm}
        onValueChange={onPasswordConfirmChange}
        error={passwordConfirmError}
      />
    </>
  );
}
