import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSessionStore } from '../../app/session-store';
import { buttonClassName } from '../../components/ui/button-styles';
import { QueryError, QueryView } from '../../components/ui/query-view';
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

  const failure = (
    <QueryError
      title={t('reports.loadError')}
      layout="panel"
      onRetry={() => void sample.refetch()}
      isRetrying={sample.isFetching}
    />
  );
  return (
    <div className="flex flex-col gap-6">
      {banner}
      <QueryView
        query={sample}
        loadingLabel={t('reports.loading')}
        isLoadingCentered
        renderError={() => failure}
      >
        {(report) =>
          report.data ? (
            <>
              <div className="flex flex-wrap gap-2 print:hidden">
                <DownloadPdfButton source={{ kind: 'sample' }} report={report} />
                <PrintButton />
              </div>
              <ReportView data={report.data} />
            </>
          ) : (
            failure
          )
        }
      </QueryView>
    </div>
  );
}
