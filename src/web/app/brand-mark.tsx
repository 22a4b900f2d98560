import { cx } from '../lib/class-names';

export type BrandMarkProps = {
  className?: string;
};

/** The product's own mark, drawn in the theme colours; hosts of agencies never show it. */
export function BrandMark({ className }: BrandMarkProps) {
  return (
    <svg aria-hidden="true" viewBox="0 0 32 32" className={cx('shrink-0', className)}>
      <rect width="32" height="32" rx="8" fill="var(--color-primary)" />
      <circle cx="16" cy="16" r="5" fill="var(--color-text-light)" />
      <circle
        cx="16"
        cy="16"
        r="10"
        fill="none"
        stroke="var(--color-text-light)"
        strokeWidth="2"
        opacity="0.6"
      />
    </svg>
  );
}
