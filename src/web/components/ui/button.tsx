import type { ComponentProps, MouseEvent } from 'react';
import { type ButtonVariant, buttonClassName } from './button-styles';
import { Spinner } from './spinner';

export type ButtonProps = Omit<ComponentProps<'button'>, 'type'> & {
  variant?: ButtonVariant;
  /** Buttons never submit by accident; forms ask for a submit button explicitly. */
  isSubmit?: boolean;
  /**
   * Its action is under way: the button shows a spinner and ignores clicks (and a form's Enter).
   * It is aria-disabled rather than disabled, so a keyboard user's focus stays on it.
   */
  isPending?: boolean;
};

export function Button({
  variant = 'primary',
  isSubmit = false,
  isPending = false,
  className,
  onClick,
  children,
  ...props
}: ButtonProps) {
  function handleClick(event: MouseEvent<HTMLButtonElement>) {
    if (isPending) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  }

  return (
    <button
      type={isSubmit ? 'submit' : 'button'}
      className={buttonClassName(variant, className)}
      aria-disabled={isPending || undefined}
      onClick={handleClick}
      {...props}
    >
      {isPending ? <Spinner isCurrentColor className="size-4" /> : null}
      {children}
    </button>
  );
}
