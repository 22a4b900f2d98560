import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuditReport } from '../../../../common/audit-report';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useDeleteReport } from '../api';
import { DownloadPdfButton } from './download-pdf-button';
import { PrintButton } from './print-button';
import { ShareReportDialog } from './share-report-dialog';

export type ReportToolbarProps = {
  report: AuditReport;
  isReadOnly: boolean;
  onRefresh: () => void;
  onDeleted: () => void;
};

/** What can be done with a stored report: save, share, refresh, print, delete. */
export function ReportToolbar({ report, isReadOnly, onRefresh, onDeleted }: ReportToolbarProps) {
  const { t } = useTranslation();
  const [isSharing, setIsSharing] = useState(false);
  const [isDeleting, setIsDeleting] = useState(false);
  const remove = useDeleteReport();

  function handleDelete() {
    remove.mutate(report._id, {
      onSuccess: () => {
        setIsDeleting(false);
        onDeleted();
      },
    });
  }

  return (
    <div
      role="toolbar"
      aria-label={t('reports.toolbar.label')}
      className="flex flex-wrap gap-2 print:hidden"
    >
      <DownloadPdfButton source={{ kind: 'stored', reportId: report._id }} report={report} />
      {isReadOnly ? null : (
        <>
          <Button variant="secondary" onClick={() => setIsSharing(true)}>
            {t('reports.toolbar.share')}
          </Button>
          <Button variant="secondary" onClick={onRefresh}>
            {t('reports.toolbar.refresh')}
          </Button>
        </>
      )}
      <PrintButton />
      {isReadOnly ? null : (
        <Button variant="secondary" onClick={() => setIsDeleting(true)}>
          {t('reports.toolbar.delete')}
        </Button>
      )}
      <ShareReportDialog report={report} isOpen={isSharing} onOpenChange={setIsSharing} />
      <ConfirmDialog
        isOpen={isDeleting}
        onOpenChange={setIsDeleting}
        title={t('reports.delete.title')}
        description={t('reports.delete.description', { username: report.username })}
        confirmLabel={t('reports.delete.confirm')}
        cancelLabel={t('reports.delete.cancel')}
        closeLabel={t('dialog.close')}
        isPending={remove.isPending}
        onConfirm={handleDelete}
        // The toolbar leaves with the report; focus goes to the page that follows.
        onCloseAutoFocus={(event) => event.preventDefault()}
      />
    </div>
  );
}
