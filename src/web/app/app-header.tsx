import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { PRODUCT_NAME } from '../lib/brand';
import { cx } from '../lib/class-names';
import { HostLogo } from './host-logo';
import { useUiStore } from './ui-store';

function navLinkClassName({ isActive }: { isActive: boolean }): string {
  return cx(
    'inline-flex min-h-10 items-center rounded-lg px-3 text-sm font-semibold',
    isActive ? 'bg-primary-light text-primary' : 'text-text-dark/80 hover:bg-primary-light',
  );
}

export function AppHeader() {
  const { t } = useTranslation();
  const agencyName = useUiStore((state) => state.agencyName);
  const logo = useUiStore((state) => state.logo);
  const brandName = agencyName ?? PRODUCT_NAME;

  return (
    <header className="border-b border-text-dark/10 bg-navbar-background">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4 sm:px-6">
        <Link to="/dashboard" className="flex min-w-0 items-center gap-2.5 rounded-lg">
          <HostLogo
            imageUrl={logo}
            agencyName={agencyName}
            className="h-8 w-auto max-w-32 object-contain"
          />
          <span className="truncate text-base font-bold">{brandName}</span>
        </Link>
        <nav aria-label={t('shell.mainNavigation')} className="ml-auto">
          <ul className="flex items-center gap-1">
            <li>
              <NavLink to="/dashboard" className={navLinkClassName}>
                {t('nav.dashboard')}
              </NavLink>
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
