import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { downloadTextFile } from '../../../lib/download-file';
import { useExportSearch } from '../api';
import { defaultExportCount, exportFileName, exportRowLimit } from '../export';
import type { DiscoverQuery } from '../filters';
import { ExportDialog } from './export-dialog';

export type ExportResultsProps = {
  query: DiscoverQuery;
  /** Rows loaded on the page: the count the dialog offers first. */
  loadedCount: number;
  total: number;
};

/**
 * "Export CSV" on the results toolbar. The dialog closes on download and the button shows the
 * export under way; a refused export (423 exports) opens the upgrade popup through the client,
 * any other failure is a toast from the client.
 */
export function ExportResults({ query, loadedCount, total }: ExportResultsProps) {
  const { t } = useTranslation();
  const [isDialogOpen, setIsDialogOpen] = useState(false);
  const exportSearch = useExportSearch();

  function handleExport(profileCount: number) {
    setIsDialogOpen(false);
    exportSearch.mutate(
      { query, profileCount },
      {
        onSuccess: (csv) => {
          downloadTextFile(csv, exportFileName(query, new Date()), 'text/csv;charset=utf-8');
          toast.success(t('discover.export.done'));
        },
      },
    );
  }

  return (
    <>
      <Button
        variant="secondary"
        isPending={exportSearch.isPending}
        onClick={() => setIsDialogOpen(true)}
        className="w-full sm:w-auto"
      >
        {exportSearch.isPending ? (
          t('discover.export.exporting')
        ) : (
          <>
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none">
              <path
                d="M12 4v11m0 0l-4-4m4 4l4-4M5 19h14"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
            {t('discover.export.button')}
          </>
        )}
      </Button>
      <ExportDialog
        isOpen={isDialogOpen}
        onOpenChange={setIsDialogOpen}
        defaultCount={defaultExportCount(loadedCount, total)}
        maxCount={exportRowLimit(total)}
        onExport={handleExport}
      />
    </>
  );
}
