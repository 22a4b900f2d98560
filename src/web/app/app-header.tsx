import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { Badge } from '../components/ui/badge';
import { buttonClassName } from '../components/ui/button-styles';
import { PRODUCT_NAME } from '../lib/brand';
import { cx } from '../lib/class-names';
import { HostLogo } from './host-logo';
import { selectIsReadOnly, useSessionStore } from './session-store';
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
  const isReadOnly = useSessionStore(selectIsReadOnly);
  const brandName = agencyName ?? PRODUCT_NAME;
  const isAuthPage = pathname.startsWith('/auth/');

  return (
    <header className="border-b border-text-dark/10 bg-navbar-background">
      {/* On phones the navigation takes a second row instead of squeezing the brand out. */}
      <div className="mx-auto flex min-h-16 max-w-6xl flex-wrap items-center gap-x-2 px-4 sm:gap-x-3 sm:px-6 md:flex-nowrap">
        <Link to="/dashboard" className="flex min-h-16 min-w-0 items-center gap-2.5 rounded-lg">
          <HostLogo
            imageUrl={logo}
            agencyName={agencyName}
            className="h-8 w-auto max-w-32 object-contain"
          />
          <span className="truncate text-base font-bold">{brandName}</span>
        </Link>
        {isLoggedIn ? (
          <>
            <nav
              aria-label={t('shell.mainNavigation')}
              className="order-last -mx-1 w-full overflow-x-auto pb-2 md:order-none md:mx-0 md:ml-auto md:w-auto md:pb-0"
            >
              <ul className="flex items-center gap-1 px-1 md:px-0">
                <li>
                  <NavLink to="/dashboard" className={navLinkClassName}>
                    {t('nav.dashboard')}
                  </NavLink>
                </li>
                <li>
                  <NavLink to="/discover" className={navLinkClassName}>
                    {t('nav.discover')}
                  </NavLink>
                </li>
                <li>
                  <NavLink to="/profile-bank" className={navLinkClassName}>
                    {t('nav.profileBank')}
                  </NavLink>
                </li>
                <li>
                  <NavLink to="/influencers" className={navLinkClassName}>
                    {t('profiles.nav.influencers')}
                  </NavLink>
                </li>
                <li>
                  <NavLink to="/lists" className={navLinkClassName}>
                    {t('lists.nav')}
                  </NavLink>
                </li>
                <li>
                  <NavLink to="/campaigns" className={navLinkClassName}>
                    {t('campaigns.nav')}
                  </NavLink>
                </li>
                <li>
                  <NavLink to="/content" className={navLinkClassName}>
                    {t('content.nav')}
                  </NavLink>
                </li>
                <li>
                  <NavLink to="/calendar" className={navLinkClassName}>
                    {t('content.calendar.nav')}
                  </NavLink>
                </li>
              </ul>
            </nav>
            <div className="ml-auto flex items-center gap-2 md:ml-0">
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
              <UserMenu />
            </div>
          </>
        ) : null}
        {!isLoggedIn && !isAuthPage ? (
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
