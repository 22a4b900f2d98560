import { useTranslation } from 'react-i18next';
import { Spinner } from '../components/ui/spinner';

/** Shown while the first page's code loads. */
export function RouteFallback() {
  const { t } = useTranslation();
  return (
    <div className="grid min-h-dvh place-items-center">
      <Spinner label={t('shell.loading')} className="size-6" />
    </div>
  );
}
