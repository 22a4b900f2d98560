import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { RouterProvider } from 'react-router';
import { ContactFormDialog } from '../features/support';
import { AppToaster } from './app-toaster';
import { removeBootOverlay } from './boot-overlay';
import { LoadingOverlay } from './loading-overlay';
import { ReportExceedDialog } from './popups/report-exceed-dialog';
import { SearchDialog } from './popups/search-dialog';
import { UpgradeDialog } from './popups/upgrade-dialog';
import { UsageDialog } from './popups/usage-dialog';
import { VerifyEmailDialog } from './popups/verify-email-dialog';
import { queryClient } from './query-client';
import { router } from './router';
import { useUiStore } from './ui-store';

export function App() {
  const isWhiteLabelChecked = useUiStore((state) => state.checkWhiteLabel);
  // index.html's boot cover stays until something branded (the app or its overlay) is on screen.
  useEffect(() => {
    if (isWhiteLabelChecked) removeBootOverlay();
  }, [isWhiteLabelChecked]);
  return (
    <QueryClientProvider client={queryClient}>
      {/* Nothing branded renders before the host's branding is known. */}
      {isWhiteLabelChecked ? (
        <>
          <RouterProvider router={router} />
          <LoadingOverlay />
          <VerifyEmailDialog />
          <UpgradeDialog />
          <UsageDialog />
          <ReportExceedDialog />
          <SearchDialog />
          <ContactFormDialog />
          <AppToaster />
        </>
      ) : null}
    </QueryClientProvider>
  );
}
