import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { MessagePanel } from '../../components/ui/message-panel';
import { Spinner } from '../../components/ui/spinner';
import { ApiError } from '../../lib/api-error';
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

  if (report.isPending) {
    return (
      <div className="grid place-items-center py-16">
        <Spinner label={t('reports.loading')} className="size-8" />
      </div>
    );
  }
  if (report.isError || !report.data.data) {
    const isGone = report.error instanceof ApiError && report.error.status === 404;
    return (
      <MessagePanel title={isGone ? t('reports.public.goneTitle') : t('reports.loadError')} isAlert>
        <p>{isGone ? t('reports.public.goneText') : t('reports.public.tryLater')}</p>
      </MessagePanel>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <SharedByBanner branding={report.data.branding} />
      <div className="flex flex-wrap gap-2 print:hidden">
        <DownloadPdfButton source={{ kind: 'public', token }} report={report.data} />
        <PrintButton />
      </div>
      <ReportView data={report.data.data} />
    </div>
  );
}
