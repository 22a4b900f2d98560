// Public pages (shared lists, campaign pages, audit reports, creator cards, connect and unsubscribe
// pages) wear the brand of the agency that made them, on the agency's domain and on ours alike,
// so a client or creator never meets a product name the agency did not choose.

import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useUiStore } from '../../app/ui-store';
import { isAgencyBranding, type LogoByHost, toHostBranding } from './api';

/** While the page is open, the shell (header, colours, title, favicon) wears this branding. */
export function usePageBranding(branding: LogoByHost | undefined): void {
  useEffect(() => {
    if (!branding || !isAgencyBranding(branding)) return;
    const store = useUiStore.getState();
    store.wearPageBranding(toHostBranding(branding));
    return () => store.takeOffPageBranding();
  }, [branding]);
}

export type SharedByBannerProps = { branding: LogoByHost | undefined };

/** "Shared by <agency>" with its logo, atop a public page, when the agency leaves it on. */
export function SharedByBanner({ branding }: SharedByBannerProps) {
  const { t } = useTranslation();
  if (!branding?.showBanner) return null;
  const { agencyName, logo } = toHostBranding(branding);
  if (!agencyName) return null;
  return (
    <aside className="mb-6 flex items-center gap-3 rounded-xl border border-text-dark/10 bg-surface px-4 py-3">
      {logo ? <img src={logo} alt="" className="h-8 w-auto max-w-32 object-contain" /> : null}
      <p className="text-sm">{t('whitelabel.sharedBy', { agencyName })}</p>
    </aside>
  );
}
