import { TextField, type TextFieldProps } from './text-field';

export type EmailFieldProps = Omit<TextFieldProps, 'type' | 'inputMode'>;

/** A labelled email input: the phone keyboard with @, and the browser's address autofill. */
export function EmailField({ autoComplete = 'email', ...props }: EmailFieldProps) {
  return <TextField type="email" inputMode="email" autoComplete={autoComplete} {...props} />;
}
