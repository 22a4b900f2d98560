import type { ReactNode } from 'react';
import { cx } from '../../lib/class-names';

export type MessagePanelProps = {
  title: string;
  children?: ReactNode;
  /** Alerts are announced when they appear (a failure, a limit); notes are not. */
  isAlert?: boolean;
  tone?: 'neutral' | 'danger';
};

/**
 * The panel in place of content: nothing here yet or nothing found (with what to do next), a
 * failure, a limit.
 */
export function MessagePanel({
  title,
  children,
  isAlert = false,
  tone = 'neutral',
}: MessagePanelProps) {
  return (
    <div
      role={isAlert ? 'alert' : undefined}
      className={cx(
        'rounded-xl border p-6 text-sm',
        tone === 'danger'
          ? 'border-danger/30 bg-danger-light'
          : 'border-dashed border-text-dark/20 bg-surface',
      )}
    >
      <p className={cx('text-base font-semibold', tone === 'danger' && 'text-danger')}>{title}</p>
      {children ? <div className="mt-2 space-y-3 text-text-dark/80">{children}</div> : null}
    </div>
  );
}
