import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/spinner';

export type ReportProgressProps = { username: string };

/** The server is still computing: said once to screen readers, shown as moving for the eye. */
export function ReportProgress({ username }: ReportProgressProps) {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      className="flex flex-col items-center gap-4 rounded-xl border border-text-dark/10 bg-surface p-8 text-center"
    >
      <Spinner className="size-8" />
      <p className="text-base font-semibold">{t('reports.pending.title', { username })}</p>
      <p className="max-w-md text-sm text-text-dark/70">{t('reports.pending.text')}</p>
      <div
        aria-hidden="true"
        className="h-1.5 w-full max-w-sm overflow-hidden rounded-full bg-primary-light"
      >
        <div className="h-full w-1/3 rounded-full bg-primary motion-safe:animate-pulse" />
      </div>
    </div>
  );
}
