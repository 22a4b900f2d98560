import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { cx } from '../lib/class-names';
import { currentNavItem, NAV_ITEMS } from './nav-items';
import { useDismiss } from './use-dismiss';

const ITEM_CLASS_NAME = 'flex min-h-11 w-full items-center rounded-lg px-3 text-sm font-semibold';

/**
 * The main navigation where the bar does not fit: a button that names the current section (so a
 * phone always shows where you are) and opens the list of sections. A disclosure of links, like
 * the user menu: Tab, Enter and screen readers work as on any links; Escape closes it.
 */
export function SectionMenu({ className }: { className?: string }) {
  const { t } = useTranslation();
  const listId = useId();
  const containerRef = useRef<HTMLElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [isOpen, setIsOpen] = useState(false);
  const { pathname } = useLocation();
  const current = currentNavItem(pathname);
  const currentLabel = current ? t(current.labelKey) : t('shell.sections');

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page closes the menu; pathname is the trigger.
  useEffect(() => {
    setIsOpen(false);
  }, [pathname]);

  useDismiss(isOpen, () => setIsOpen(false), containerRef, buttonRef);

  return (
    <nav
      ref={containerRef}
      aria-label={t('shell.mainNavigation')}
      className={cx('relative', className)}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={isOpen}
        aria-controls={listId}
        // The visible text is the section alone; the name says what the button opens.
        aria-label={current ? t('shell.sectionMenu', { section: currentLabel }) : undefined}
        onClick={() => setIsOpen((open) => !open)}
        className="flex min-h-10 w-full items-center justify-between gap-2 rounded-lg border border-text-dark/15 bg-surface px-3 text-sm font-semibold hover:bg-primary-light md:w-auto md:min-w-44"
      >
        <span className="truncate">{currentLabel}</span>
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 shrink-0" fill="none">
          <path d="M5 8l5 5 5-5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <ul
        id={listId}
        hidden={!isOpen}
        className="absolute left-0 z-40 mt-2 flex w-full min-w-56 flex-col gap-0.5 rounded-xl border border-text-dark/10 bg-surface p-2 shadow-lg md:w-64"
      >
        {NAV_ITEMS.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              className={({ isActive }) =>
                cx(
                  ITEM_CLASS_NAME,
                  isActive
                    ? 'bg-primary-light text-primary'
                    : 'hover:bg-primary-light focus-visible:bg-primary-light',
                )
              }
            >
              {t(item.labelKey)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
