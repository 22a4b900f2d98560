import type { ReactNode } from 'react';
import { cx } from '../../../lib/class-names';

export type ScrollRegionProps = { label: string; className?: string; children: ReactNode };

/**
 * A wide figure that scrolls sideways inside its own box on a phone, instead of the page. Being
 * focusable lets a keyboard user scroll it too (WCAG 2.1.1); on paper it shows whole.
 */
export function ScrollRegion({ label, className, children }: ScrollRegionProps) {
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must be reachable by keyboard
      tabIndex={0}
      className={cx('overflow-x-auto rounded-lg print:overflow-visible', className)}
    >
      {children}
    </section>
  );
}
