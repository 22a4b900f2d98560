import { useTranslation } from 'react-i18next';
import { Spinner } from '../components/ui/spinner';
import { isLoadingOverlayVisible } from './boot-overlay';
import { HostLogo } from './host-logo';
import { useUiStore } from './ui-store';

/** Full-screen cover while `loading` is on; only after the white-label check (SPEC 2). */
export function LoadingOverlay() {
  const { t } = useTranslation();
  const isVisible = useUiStore(isLoadingOverlayVisible);
  const favicon = useUiStore((state) => state.favicon);
  const agencyName = useUiStore((state) => state.agencyName);
  if (!isVisible) return null;
  return (
    <div
      role="status"
      aria-label={t('shell.loading')}
      className="fixed inset-0 z-[90] grid place-items-center bg-app-background"
    >
      <div className="flex flex-col items-center gap-5">
        <HostLogo imageUrl={favicon} agencyName={agencyName} className="size-16 object-contain" />
        <Spinner className="size-6" />
      </div>
    </div>
  );
}
