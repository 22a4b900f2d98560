import type { ComponentProps } from 'react';
import { type ButtonVariant, buttonClassName } from './button-styles';

export type ButtonProps = Omit<ComponentProps<'button'>, 'type'> & {
  variant?: ButtonVariant;
  /** Buttons never submit by accident; forms ask for a submit button explicitly. */
  isSubmit?: boolean;
};

export function Button({
  variant = 'primary',
  isSubmit = false,
  className,
  ...props
}: ButtonProps) {
  return (
    <button
      type={isSubmit ? 'submit' : 'button'}
      className={buttonClassName(variant, className)}
      {...props}
    />
  );
}
