import type { ReactNode } from 'react';
import { cx } from '../../lib/class-names';

export type FormAlertProps = {
  children: ReactNode;
  className?: string;
};

/** A problem with the form as a whole; announced when it appears. */
export function FormAlert({ children, className }: FormAlertProps) {
  return (
    <div
      role="alert"
      className={cx('rounded-lg bg-danger-light p-3 text-sm text-danger', className)}
    >
      {children}
    </div>
  );
}
