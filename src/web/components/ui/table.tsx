import type { ReactNode } from 'react';
import { cx } from '../../lib/class-names';

export type TableColumn = {
  key: string;
  /** The header's content: mostly text, sometimes a control (select all) or an abbreviation. */
  header: ReactNode;
  /** Heard, not seen: for a column of buttons whose cells name themselves. */
  isHeaderHidden?: boolean;
  /** The header cell's classes; the table's `headerCellClassName` when not given. */
  className?: string;
};

export type TableProps = {
  /** Names the table for screen readers; shown only where no heading above names it. */
  caption: string;
  isCaptionVisible?: boolean;
  /** Columns that are not shown (a read-only view, a feature turned off) are left out as null. */
  columns: readonly (TableColumn | null)[];
  /** The scroll box: a frame and background where the table stands alone. */
  className?: string;
  /** The table itself: its text size and the width below which it scrolls. */
  tableClassName?: string;
  headClassName?: string;
  headRowClassName?: string;
  headerCellClassName?: string;
  /**
   * The scroll box joins the tab order, for tables with nothing focusable inside: the keyboard
   * could not scroll them otherwise (WCAG 2.1.1).
   */
  isScrollFocusable?: boolean;
  /** The rows. */
  children: ReactNode;
};

/**
 * A data table that scrolls sideways inside its own box instead of widening the page. The box is
 * positioned so screen-reader-only text in a column scrolled out of view stays inside it too;
 * on paper the table shows whole.
 */
export function Table({
  caption,
  isCaptionVisible = false,
  columns,
  className,
  tableClassName = 'w-full text-left text-sm',
  headClassName,
  headRowClassName,
  headerCellClassName,
  isScrollFocusable = false,
  children,
}: TableProps) {
  const box = cx('relative overflow-x-auto print:overflow-visible', className);
  const table = (
    <table className={tableClassName}>
      <caption className={isCaptionVisible ? 'mb-2 text-left font-semibold' : 'sr-only'}>
        {caption}
      </caption>
      <thead className={headClassName}>
        <tr className={headRowClassName}>
          {columns.map((column) =>
            column ? (
              <th key={column.key} scope="col" className={column.className ?? headerCellClassName}>
                {column.isHeaderHidden ? (
                  <span className="sr-only">{column.header}</span>
                ) : (
                  column.header
                )}
              </th>
            ) : null,
          )}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
  if (!isScrollFocusable) return <div className={box}>{table}</div>;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must be reachable by keyboard
    <section aria-label={caption} tabIndex={0} className={box}>
      {table}
    </section>
  );
}

/** The frame of a table standing alone on a page. */
export const TABLE_FRAME_CLASS_NAME = 'rounded-xl border border-text-dark/10 bg-surface';
/** The shaded header band of a framed table. */
export const TABLE_HEAD_BAND_CLASS_NAME = 'bg-app-background text-xs text-text-dark/70 uppercase';
