import type { ComponentProps } from 'react';
import { cx } from '../../lib/class-names';

export type BadgeTone = 'secondary' | 'primary' | 'neutral';

export type BadgeProps = ComponentProps<'span'> & {
  tone?: BadgeTone;
};

const TONES: Record<BadgeTone, string> = {
  secondary: 'bg-secondary-light text-secondary',
  primary: 'bg-primary-light text-primary',
  neutral: 'bg-app-background text-text-dark/80',
};

export function Badge({ tone = 'secondary', className, ...props }: BadgeProps) {
  return (
    <span
      className={cx(
        'inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold',
        TONES[tone],
        className,
      )}
      {...props}
    />
  );
}
