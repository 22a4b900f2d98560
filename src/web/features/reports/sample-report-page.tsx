import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSessionStore } from '../../app/session-store';
import { Button } from '../../components/ui/button';
import { buttonClassName } from '../../components/ui/button-styles';
import { MessagePanel } from '../../components/ui/message-panel';
import { Spinner } from '../../components/ui/spinner';
import { useSampleReport } from './api';
import { DownloadPdfButton } from './components/download-pdf-button';
import { PrintButton } from './components/print-button';
import { ReportView } from './components/report-view';

/** What an audit report looks like, on a fixed demo profile, for anyone. */
export function SampleReportPage() {
  const { t } = useTranslation();
  const isLoggedIn = useSessionStore((state) => state.loggedIn);
  const sample = useSampleReport();

  const banner = (
    <aside
      aria-label={t('reports.sample.bannerLabel')}
      className="flex flex-col gap-3 rounded-xl border border-primary/20 bg-primary-light p-5 sm:flex-row sm:items-center print:hidden"
    >
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{t('reports.sample.title')}</p>
        <p className="mt-1 text-sm text-text-dark/80">{t('reports.sample.text')}</p>
      </div>
      {isLoggedIn ? (
        <Link to="/influencers" className={buttonClassName('primary')}>
          {t('reports.sample.openCrm')}
        </Link>
      ) : (
        <Link to="/auth/signup" className={buttonClassName('primary')}>
          {t('reports.sample.signUp')}
        </Link>
      )}
    </aside>
  );

  if (sample.isPending) {
    return (
      <div className="flex flex-col gap-6">
        {banner}
        <div className="grid place-items-center py-16">
          <Spinner label={t('reports.loading')} className="size-8" />
        </div>
      </div>
    );
  }
  if (sample.isError || !sample.data.data) {
    return (
      <div className="flex flex-col gap-6">
        {banner}
        <MessagePanel title={t('reports.loadError')} isAlert tone="danger">
          <Button variant="secondary" onClick={() => void sample.refetch()}>
            {t('reports.retry')}
          </Button>
        </MessagePanel>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      {banner}
      <div className="flex flex-wrap gap-2 print:hidden">
        <DownloadPdfButton source={{ kind: 'sample' }} report={sample.data} />
        <PrintButton />
      </div>
      <ReportView data={sample.data.data} />
    </div>
  );
}
