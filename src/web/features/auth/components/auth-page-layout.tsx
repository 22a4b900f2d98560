import type { ReactNode } from 'react';
import { LanguageSelect } from '../../../app/language-select';

export type AuthPageLayoutProps = {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  /** Links under the card, e.g. to the other auth pages. */
  footer?: ReactNode;
};

/** The narrow, centred column every auth page uses, with the page's one h1. */
export function AuthPageLayout({ title, intro, children, footer }: AuthPageLayoutProps) {
  return (
    <div className="mx-auto w-full max-w-md sm:py-6">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
      {intro ? <div className="mt-2 text-text-dark/75">{intro}</div> : null}
      <div className="mt-6 rounded-xl border border-text-dark/10 bg-surface p-5 shadow-sm sm:p-6">
        {children}
      </div>
      {footer ? (
        <div className="mt-5 flex flex-col items-center gap-2 text-center text-sm">{footer}</div>
      ) : null}
      <LanguageSelect className="mx-auto mt-6 w-56" />
    </div>
  );
}
