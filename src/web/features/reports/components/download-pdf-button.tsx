import { useTranslation } from 'react-i18next';
import type { PublicAuditReport } from '../../../../common/audit-report';
import { Button } from '../../../components/ui/button';
import { type PdfSource, useDownloadReportPdf } from '../api';

export type DownloadPdfButtonProps = { source: PdfSource; report: PublicAuditReport };

/** The server renders the branded PDF; this fetches and saves it, busy meanwhile. */
export function DownloadPdfButton({ source, report }: DownloadPdfButtonProps) {
  const { t } = useTranslation();
  const download = useDownloadReportPdf();
  return (
    <Button
      variant="secondary"
      isPending={download.isPending}
      onClick={() => download.mutate({ source, report })}
    >
      {download.isPending ? t('reports.toolbar.downloading') : t('reports.toolbar.downloadPdf')}
    </Button>
  );
}
