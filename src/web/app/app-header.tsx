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
    'inline-flex min-h-10 items-center rounded-lg px-3 text-sm font-semibold',
    isActive ? 'bg-primary-light text-primary' : 'text-text-dark/80 hover:bg-primary-light',
  );
}

export function AppHeader() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const agencyName = useUiStore((state) => state.agencyName);
  const logo = useUiStore((state) => state.logo);
  const isLoggedIn = useSessionStore((state) => state.loggedIn);
  const isReadOnly = useSessionStore(selectIsReadOnly);
  const brandName = agencyName ?? PRODUCT_NAME;
  const isAuthPage = pathname.startsWith('/auth/');

  return (
    <header className="border-b border-text-dark/10 bg-navbar-background">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4 sm:gap-3 sm:px-6">
        <Link to="/dashboard" className="flex min-w-0 items-center gap-2.5 rounded-lg">
          <HostLogo
            imageUrl={logo}
            agencyName={agencyName}
            className="h-8 w-auto max-w-32 object-contain"
          />
          <span className="truncate text-base font-bold">{brandName}</span>
        </Link>
        {isLoggedIn ? (
          <>
            <nav aria-label={t('shell.mainNavigation')} className="ml-auto">
              <ul className="flex items-center gap-1">
                <li>
                  <NavLink to="/dashboard" className={navLinkClassName}>
                    {t('nav.dashboard')}
                  </NavLink>
                </li>
              </ul>
            </nav>
            {isReadOnly ? <Badge tone="neutral">{t('header.readOnly')}</Badge> : null}
            <UserMenu />
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
