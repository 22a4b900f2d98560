import { TextField, type TextFieldProps } from './text-field';

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'autoComplete'> & {
  /**
   * 'current': the password the person has, which a password manager fills in. 'new': one being
   * set, or a secret for another system, which a manager offers to generate and never fills with
   * the person's own login.
   */
  purpose: 'current' | 'new';
};

/** A labelled password input, hidden as it is typed, with the autofill its purpose needs. */
export function PasswordField({ purpose, ...props }: PasswordFieldProps) {
  return (
    <TextField
      type="password"
      autoComplete={purpose === 'current' ? 'current-password' : 'new-password'}
      {...props}
    />
  );
}
