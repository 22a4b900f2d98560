import type { ComponentProps } from 'react';
import { cx } from '../../lib/class-names';

export type CardProps = ComponentProps<'section'>;

/** A titled region of a page; pass aria-labelledby pointing at its heading. */
export function Card({ className, ...props }: CardProps) {
  return (
    <section
      className={cx(
        'rounded-xl border border-text-dark/10 bg-surface p-5 shadow-sm sm:p-6',
        className,
      )}
      {...props}
    />
  );
}
