import type { ReactNode } from 'react';
import { Button } from './button';
import type { ButtonVariant } from './button-styles';

export type SubmitButtonProps = {
  /** While the form is being sent a second click or Enter does not send it again. */
  isPending: boolean;
  children: ReactNode;
  variant?: ButtonVariant;
  className?: string;
};

export function SubmitButton({ isPending, children, variant, className }: SubmitButtonProps) {
  return (
    <Button isSubmit isPending={isPending} variant={variant} className={className}>
      {children}
    </Button>
  );
}
