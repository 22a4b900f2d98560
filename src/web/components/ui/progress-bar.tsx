import { cx } from '../../lib/class-names';

export type ProgressBarProps = {
  value: number;
  max: number;
  label: string;
  /** How the value is read out, e.g. '2,500 of 10,000'; defaults to the percentage. */
  valueText?: string;
  /** Danger marks a bar that has reached its limit. */
  tone?: 'default' | 'danger';
  className?: string;
};

export function ProgressBar({
  value,
  max,
  label,
  valueText,
  tone = 'default',
  className,
}: ProgressBarProps) {
  const safeMax = Math.max(max, 1);
  const safeValue = Math.min(Math.max(value, 0), safeMax);
  const percent = Math.round((safeValue / safeMax) * 100);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={safeMax}
      aria-valuenow={safeValue}
      aria-valuetext={valueText ?? `${percent}%`}
      className={cx('h-2 w-full overflow-hidden rounded-full bg-primary-light', className)}
    >
      <div
        className={cx(
          'h-full rounded-full motion-safe:transition-[width] motion-safe:duration-500',
          tone === 'danger' ? 'bg-danger' : 'bg-primary',
        )}
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
