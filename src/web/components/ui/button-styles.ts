import { cx } from '../../lib/class-names';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

const BASE =
  'inline-flex min-h-10 items-center justify-center gap-2 rounded-lg px-4 text-sm font-semibold ' +
  'transition-colors disabled:cursor-not-allowed disabled:opacity-60 ' +
  'aria-disabled:cursor-not-allowed aria-disabled:opacity-60';

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-primary text-text-light hover:bg-primary/90',
  secondary: 'border border-text-dark/15 bg-surface text-text-dark hover:bg-primary-light',
  ghost: 'text-primary hover:bg-primary-light',
  // Not brandable: a destructive action must look destructive on any agency's palette.
  danger: 'bg-danger text-surface hover:bg-danger/90',
};

/** Shared by Button and by links that must look like one (a link navigates, a button acts). */
export function buttonClassName(variant: ButtonVariant = 'primary', className?: string): string {
  return cx(BASE, VARIANTS[variant], className);
}
