import { cx } from '../../lib/class-names';

/**
 * Inputs and selects share one look; 16 px text on phones stops iOS from zooming in on focus. The
 * width is the caller's: 'w-full' in a form column, a fixed width inside a table.
 */
export function inputClassName(className?: string): string {
  return cx(
    'min-h-10 rounded-lg border border-text-dark/20 bg-surface px-3 py-2 text-base sm:text-sm',
    'text-text-dark placeholder:text-text-dark/50 disabled:cursor-not-allowed disabled:opacity-60',
    '[&[readonly]]:bg-app-background aria-[invalid=true]:border-danger',
    className,
  );
}

export const LABEL_CLASS_NAME = 'text-sm font-semibold text-text-dark';
export const HINT_CLASS_NAME = 'text-xs text-text-dark/70';
export const ERROR_CLASS_NAME = 'text-sm text-danger';

/** The ids an input points aria-describedby at: its hint, then its error. */
export function describedBy(...ids: (string | false | null | undefined)[]): string | undefined {
  const joined = ids.filter(Boolean).join(' ');
  return joined || undefined;
}
