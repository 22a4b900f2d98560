import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { MessagePanel } from '../../components/ui/message-panel';
import { QueryView } from '../../components/ui/query-view';
import { SharedByBanner, usePageBranding } from '../whitelabel';
import { usePublicReport } from './api';
import { DownloadPdfButton } from './components/download-pdf-button';
import { PrintButton } from './components/print-button';
import { ReportView } from './components/report-view';

/** A report shared by its public link: no login; gone as soon as sharing is switched off. */
export function PublicReportPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const report = usePublicReport(token);
  usePageBranding(report.data?.branding);

  // Not ready or not loading: either way nothing to show now, and nothing the reader can do.
  const unavailable = (
    <MessagePanel title={t('reports.loadError')} isAlert>
      <p>{t('reports.public.tryLater')}</p>
    </MessagePanel>
  );
  return (
    <QueryView
      query={report}
      loadingLabel={t('reports.loading')}
      isLoadingCentered
      notFound={
        <MessagePanel title={t('reports.public.goneTitle')} isAlert>
          <p>{t('reports.public.goneText')}</p>
        </MessagePanel>
      }
      renderError={() => unavailable}
    >
      {(shared) =>
        shared.data ? (
          <div className="flex flex-col gap-6">
            <SharedByBanner branding={shared.branding} />
            <div className="flex flex-wrap gap-2 print:hidden">
              <DownloadPdfButton source={{ kind: 'public', token }} report={shared} />
              <PrintButton />
            </div>
            <ReportView data={shared.data} />
          </div>
        ) : (
          unavailable
        )
      }
    </QueryView>
  );
}
