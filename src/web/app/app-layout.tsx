import { Outlet, ScrollRestoration } from 'react-router';
import { useMe, VerifyEmailBanner } from '../features/account';
import { OfferBanner, PaymentFailedBanner } from '../features/billing';
import { useMemberBranding } from '../features/whitelabel';
import { AppHeader } from './app-header';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import { useAnalytics } from './use-analytics';
import { useRouteProgress } from './use-route-progress';
import { useSupportWidgets } from './use-support-widgets';

export function AppLayout() {
  useRouteProgress();
  useAnalytics();
  useSupportWidgets();
  // The signed-in user's profile feeds the header, the banner and the shell rules.
  useMe();
  // On any host, a member works in their organization's brand once it has a white-label.
  useMemberBranding();

  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <AppHeader />
      <VerifyEmailBanner />
      <PaymentFailedBanner />
      <OfferBanner />
      <main
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 outline-none sm:px-6 sm:py-8"
      >
        <Outlet />
      </main>
      <ScrollRestoration />
    </div>
  );
}
