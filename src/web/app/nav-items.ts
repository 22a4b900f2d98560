// The sections of the top navigation, in order: one list for the wide bar and the phone menu.

export const NAV_ITEMS = [
  { to: '/dashboard', labelKey: 'nav.dashboard' },
  { to: '/discover', labelKey: 'nav.discover' },
  { to: '/profile-bank', labelKey: 'nav.profileBank' },
  { to: '/influencers', labelKey: 'profiles.nav.influencers' },
  { to: '/lists', labelKey: 'lists.nav' },
  { to: '/campaigns', labelKey: 'campaigns.nav' },
  { to: '/outreach', labelKey: 'outreach.nav' },
  { to: '/content', labelKey: 'content.nav' },
  { to: '/calendar', labelKey: 'content.calendar.nav' },
] as const;

export type NavItem = (typeof NAV_ITEMS)[number];

/** The section a path belongs to (a list's page is in Lists), or null outside them (settings). */
export function currentNavItem(pathname: string): NavItem | null {
  return (
    NAV_ITEMS.find((item) => pathname === item.to || pathname.startsWith(`${item.to}/`)) ?? null
  );
}
