import type { ReactNode } from 'react';
import { cx } from '../../../lib/class-names';

export type PageMessageProps = {
  title: string;
  children?: ReactNode;
  tone?: 'default' | 'danger';
  isAlert?: boolean;
};

/** An empty, error or not-found state: what happened and what to do next. */
export function PageMessage({ title, children, tone = 'default', isAlert }: PageMessageProps) {
  return (
    <div
      role={isAlert ? 'alert' : undefined}
      className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-text-dark/20 bg-surface px-6 py-10 text-center"
    >
      <h2 className={cx('text-lg font-semibold', tone === 'danger' && 'text-danger')}>{title}</h2>
      {children ? (
        <div className="flex max-w-md flex-col items-center gap-3 text-sm text-text-dark/75">
          {children}
        </div>
      ) : null}
    </div>
  );
}
