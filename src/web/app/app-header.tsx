import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { Badge } from '../components/ui/badge';
import { buttonClassName } from '../components/ui/button-styles';
import { NotificationBell } from '../features/notifications';
import { PRODUCT_NAME } from '../lib/brand';
import { cx } from '../lib/class-names';
import { HostLogo } from './host-logo';
import { NAV_ITEMS } from './nav-items';
import { SectionMenu } from './section-menu';
import { selectIsReadOnly, useSessionStore } from './session-store';
import { shouldOfferSignUp } from './shell-rules';
import { useUiStore } from './ui-store';
import { UserMenu } from './user-menu';

function navLinkClassName({ isActive }: { isActive: boolean }): string {
  return cx(
    'inline-flex min-h-10 items-center whitespace-nowrap rounded-lg px-3 text-sm font-semibold',
    isActive ? 'bg-primary-light text-primary' : 'text-text-dark/80 hover:bg-primary-light',
  );
}

export function AppHeader() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const agencyName = useUiStore((state) => state.agencyName);
  const logo = useUiStore((state) => state.logo);
  const setFlag = useUiStore((state) => state.setFlag);
  const isLoggedIn = useSessionStore((state) => state.loggedIn);
  // A page an agency shared wears its brand: its clients are not asked to sign up with us.
  const isPageBranded = useUiStore((state) => state.hostBranding !== null);
  const isReadOnly = useSessionStore(selectIsReadOnly);
  // Only once the role is known: a guest's poll would be refused, and a refusal ends the session.
  const canBeNotified = useSessionStore(
    (state) => state.loggedIn && state.profile !== null && state.profile.role !== 'guest',
  );
  const brandName = agencyName ?? PRODUCT_NAME;

  return (
    <header className="border-b border-text-dark/10 bg-navbar-background">
      {/* On phones the section menu takes a second row instead of squeezing the brand out; wide
          screens get the room of the whole window, so brand, sections and user menu all fit. */}
      <div className="mx-auto flex min-h-16 max-w-7xl flex-wrap items-center gap-x-2 px-4 sm:gap-x-3 sm:px-6 md:flex-nowrap">
        <Link
          to="/dashboard"
          className="flex min-h-16 min-w-0 items-center gap-2.5 rounded-lg md:max-w-64 md:shrink-0"
        >
          <HostLogo
            imageUrl={logo}
            agencyName={agencyName}
            className="h-8 w-auto max-w-32 object-contain"
          />
          <span className="truncate text-base font-bold">{brandName}</span>
        </Link>
        {isLoggedIn ? (
          <>
            {/* The full bar where all sections fit; elsewhere a menu named after the section. */}
            <nav
              aria-label={t('shell.mainNavigation')}
              className="hidden min-w-0 flex-1 overflow-x-auto xl:block"
            >
              <ul className="flex items-center justify-end gap-1">
                {NAV_ITEMS.map((item) => (
                  <li key={item.to}>
                    <NavLink to={item.to} className={navLinkClassName}>
                      {t(item.labelKey)}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
            <SectionMenu className="order-last w-full pb-2 md:order-none md:w-auto md:pb-0 xl:hidden" />
            <div className="ml-auto flex shrink-0 items-center gap-2 xl:ml-0">
              <button
                type="button"
                onClick={() => setFlag('searchPopup', true)}
                aria-label={t('searchPopup.open')}
                title={t('searchPopup.open')}
                className="grid size-10 place-items-center rounded-lg text-text-dark/80 hover:bg-primary-light"
              >
                <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none">
                  <circle cx="11" cy="11" r="7" stroke="currentColor" strokeWidth="2" />
                  <path
                    d="M20 20l-3.5-3.5"
                    stroke="currentColor"
                    strokeWidth="2"
                    strokeLinecap="round"
                  />
                </svg>
              </button>
              {isReadOnly ? <Badge tone="neutral">{t('header.readOnly')}</Badge> : null}
              {canBeNotified ? <NotificationBell /> : null}
              <UserMenu />
            </div>
          </>
        ) : null}
        {!isLoggedIn && !isPageBranded && shouldOfferSignUp(pathname) ? (
          <div className="ml-auto flex items-center gap-2">
            <Link to="/auth/login" className={buttonClassName('ghost')}>
              {t('header.logIn')}
            </Link>
            <Link to="/auth/signup" className={buttonClassName('primary')}>
              {t('header.signUp')}
            </Link>
          </div>
        ) : null}
      </div>
    </header>
  );
}
