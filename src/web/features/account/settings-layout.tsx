import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import { selectIsGuest, selectIsOwner, useSessionStore } from '../../app/session-store';
import { cx } from '../../lib/class-names';

function settingsLinkClassName({ isActive }: { isActive: boolean }): string {
  return cx(
    'inline-flex min-h-10 shrink-0 items-center rounded-lg px-3 text-sm font-semibold',
    isActive ? 'bg-primary-light text-primary' : 'text-text-dark/80 hover:bg-primary-light',
  );
}

/** Settings pages share a section menu: at the side on wide screens, on top on phones. */
export function SettingsLayout() {
  const { t } = useTranslation();
  const isOwner = useSessionStore(selectIsOwner);
  const isGuest = useSessionStore(selectIsGuest);

  return (
    <div className="flex flex-col gap-6 md:flex-row md:gap-10">
      <nav aria-label={t('settings.nav.label')} className="md:w-48 md:shrink-0">
        <ul className="flex gap-1 overflow-x-auto md:flex-col">
          <li>
            <NavLink to="/settings" end className={settingsLinkClassName}>
              {t('settings.nav.account')}
            </NavLink>
          </li>
          <li>
            <NavLink to="/settings/plan" className={settingsLinkClassName}>
              {t('plans.navLabel')}
            </NavLink>
          </li>
          <li>
            <NavLink to="/settings/custom-fields" className={settingsLinkClassName}>
              {t('profiles.nav.customFields')}
            </NavLink>
          </li>
          {isGuest ? null : (
            <>
              <li>
                <NavLink to="/settings/notifications" className={settingsLinkClassName}>
                  {t('notifications.preferences.nav')}
                </NavLink>
              </li>
              <li>
                <NavLink to="/settings/mailboxes" className={settingsLinkClassName}>
                  {t('outreach.mailboxes.nav')}
                </NavLink>
              </li>
              <li>
                <NavLink to="/settings/data-sources" className={settingsLinkClassName}>
                  {t('dataSources.nav')}
                </NavLink>
              </li>
            </>
          )}
          {isOwner ? (
            <>
              <li>
                <NavLink to="/settings/team" className={settingsLinkClassName}>
                  {t('settings.nav.team')}
                </NavLink>
              </li>
              <li>
                <NavLink to="/settings/api-key" className={settingsLinkClassName}>
                  {t('settings.nav.apiKey')}
                </NavLink>
              </li>
              <li>
                <NavLink to="/settings/white-label" className={settingsLinkClassName}>
                  {t('whitelabel.nav')}
                </NavLink>
              </li>
              <li>
                <NavLink to="/settings/webhooks" className={settingsLinkClassName}>
                  {t('webhooks.nav')}
                </NavLink>
              </li>
            </>
          ) : null}
        </ul>
      </nav>
      <div className="min-w-0 flex-1">
        <Outlet />
      </div>
    </div>
  );
}
