import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useLogout } from '../features/auth';
import { cx } from '../lib/class-names';
import { initialsOf } from './initials';
import { LanguageSelect } from './language-select';
import { selectIsOwner, useSessionStore } from './session-store';
import { useUiStore } from './ui-store';
import { useDismiss } from './use-dismiss';

const ITEM_CLASS_NAME =
  'flex min-h-10 w-full items-center rounded-lg px-3 text-left text-sm font-semibold hover:bg-primary-light focus-visible:bg-primary-light';

/**
 * The signed-in user's menu: a disclosure button with a list of links (not an ARIA menu), so Tab,
 * Enter and screen readers work as on any other links; Escape and clicks outside close it.
 */
export function UserMenu() {
  const { t } = useTranslation();
  const menuId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [isOpen, setIsOpen] = useState(false);
  const { pathname } = useLocation();
  const profile = useSessionStore((state) => state.profile);
  const isOwner = useSessionStore(selectIsOwner);
  // Guests are read-only, sending a ticket included; they ask the organization that invited them.
  // Offered once the role is known, since a refused write ends the session.
  const canContactSupport = profile !== null && profile.role !== 'guest';
  const setFlag = useUiStore((state) => state.setFlag);
  const logout = useLogout();
  const name = profile?.fullName?.trim() || profile?.email || t('userMenu.fallbackName');

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page closes the menu; pathname is the trigger.
  useEffect(() => {
    setIsOpen(false);
  }, [pathname]);

  useDismiss(isOpen, () => setIsOpen(false), containerRef, buttonRef);

  function handleOpenContactForm() {
    setIsOpen(false);
    buttonRef.current?.focus();
    setFlag('contactForm', true);
  }

  function handleOpenUsage() {
    setIsOpen(false);
    // The popup hands focus back to what had it: the menu button, not the item about to hide.
    buttonRef.current?.focus();
    setFlag('usagePopup', true);
  }

  return (
    <div ref={containerRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={isOpen}
        aria-controls={menuId}
        onClick={() => setIsOpen((open) => !open)}
        className="flex min-h-10 items-center gap-2 rounded-lg px-1.5 text-sm font-semibold hover:bg-primary-light sm:px-2"
      >
        <span
          aria-hidden="true"
          className="grid size-8 shrink-0 place-items-center rounded-full bg-primary text-xs text-text-light"
        >
          {initialsOf(name)}
        </span>
        {/* Named by its content, not aria-label: the initials are a picture of the person, and a
            label that leaves out the visible text fails WCAG 2.5.3 (label in name). */}
        <span className="sr-only">{t('userMenu.button', { name })}</span>
        <span aria-hidden="true" className="hidden max-w-40 truncate sm:block xl:hidden 2xl:block">
          {name}
        </span>
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 shrink-0" fill="none">
          <path d="M5 8l5 5 5-5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <div
        id={menuId}
        hidden={!isOpen}
        className="absolute right-0 z-40 mt-2 w-64 max-w-[calc(100vw-2rem)] rounded-xl border border-text-dark/10 bg-surface p-2 shadow-lg"
      >
        <div className="border-b border-text-dark/10 px-3 pt-1 pb-2.5">
          <p className="truncate text-sm font-semibold">{name}</p>
          {profile?.email ? (
            <p className="truncate text-xs text-text-dark/70">{profile.email}</p>
          ) : null}
        </div>
        <ul className="mt-2 flex flex-col gap-0.5">
          <li>
            <Link to="/settings" className={ITEM_CLASS_NAME}>
              {t('userMenu.settings')}
            </Link>
          </li>
          {isOwner ? (
            <>
              <li>
                <Link to="/settings/team" className={ITEM_CLASS_NAME}>
                  {t('userMenu.team')}
                </Link>
              </li>
              <li>
                <Link to="/settings/api-key" className={ITEM_CLASS_NAME}>
                  {t('userMenu.apiKey')}
                </Link>
              </li>
            </>
          ) : null}
          <li>
            <button type="button" onClick={handleOpenUsage} className={ITEM_CLASS_NAME}>
              {t('userMenu.usage')}
            </button>
          </li>
          {canContactSupport ? (
            <li>
              <button type="button" onClick={handleOpenContactForm} className={ITEM_CLASS_NAME}>
                {t('userMenu.contactSupport')}
              </button>
            </li>
          ) : null}
          <li className="mt-1 border-t border-text-dark/10 px-3 pt-2 pb-1">
            <LanguageSelect />
          </li>
          <li className="mt-1 border-t border-text-dark/10 pt-1">
            <button
              type="button"
              onClick={() => logout.mutate()}
              disabled={logout.isPending}
              className={cx(ITEM_CLASS_NAME, 'text-danger')}
            >
              {t('userMenu.logOut')}
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
