import { cx } from '../../lib/class-names';

export type SpinnerProps = {
  /** Announced to screen readers; without it the spinner is decoration next to visible text. */
  label?: string;
  /** Takes the surrounding text colour, e.g. inside a filled button. */
  isCurrentColor?: boolean;
  className?: string;
};

export function Spinner({ label, isCurrentColor = false, className }: SpinnerProps) {
  const icon = (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      className={cx(
        'size-5 motion-safe:animate-spin',
        isCurrentColor ? 'text-current' : 'text-primary',
        className,
      )}
    >
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
  if (!label) return icon;
  return (
    <output className="inline-flex items-center">
      {icon}
      <span className="sr-only">{label}</span>
    </output>
  );
}
