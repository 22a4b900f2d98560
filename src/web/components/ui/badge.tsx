import type { ComponentProps } from 'react';
import { cx } from '../../lib/class-names';

export type BadgeProps = ComponentProps<'span'>;

export function Badge({ className, ...props }: BadgeProps) {
  return (
    <span
      className={cx(
        'inline-flex shrink-0 items-center rounded-full bg-secondary-light px-2.5 py-0.5',
        'text-xs font-semibold text-secondary',
        className,
      )}
      {...props}
    />
  );
}
