import { useTranslation } from 'react-i18next';
import type { PasswordOwner } from '../../../../common/password-strength';
import { PasswordField, type PasswordFieldProps } from '../../../components/ui/password-field';
import { PasswordStrengthMeter } from './password-strength-meter';

export type NewPasswordFieldProps = Omit<PasswordFieldProps, 'purpose' | 'hint' | 'required'> & {
  /** Whose password it is: the strength meter counts their email and name as easy guesses. */
  owner: PasswordOwner;
};

/** A password being set, with the rule shown up front and its strength as the user types. */
export function NewPasswordField({ owner, ...props }: NewPasswordFieldProps) {
  const { t } = useTranslation();
  return (
    <>
      <PasswordField purpose="new" required hint={t('auth.passwordRule')} {...props} />
      <PasswordStrengthMeter password={props.value} owner={owner} />
    </>
  );
}
