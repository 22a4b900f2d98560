import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { downloadTextFile } from '../../../lib/download-file';
import { AllowanceNote, canSpend, useAllowance } from '../../account';
import { useExportSearch } from '../api';
import { defaultExportCount, exportFileName, exportRowLimit } from '../export';
import type { DiscoverQuery } from '../filters';
import { ExportContactsNote } from './export-contacts-note';
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
  const allowance = useAllowance('exports');
  const isAllowed = canSpend(allowance);
  const noteId = useId();
  const remaining = allowance.kind === 'available' ? allowance.remaining : undefined;

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
    <div className="flex flex-col gap-1 sm:max-w-xs sm:items-end">
      <Button
        variant="secondary"
        isPending={exportSearch.isPending}
        onClick={() => setIsDialogOpen(true)}
        // A plan without exports left is told so here, before a click that could only fail.
        disabled={!isAllowed}
        aria-describedby={isAllowed ? undefined : noteId}
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
      {isAllowed ? null : (
        <AllowanceNote
          id={noteId}
          metric="exports"
          allowance={allowance}
          className="sm:text-right"
        />
      )}
      <ExportDialog
        isOpen={isDialogOpen}
        onOpenChange={setIsDialogOpen}
        defaultCount={defaultExportCount(loadedCount, total, remaining)}
        maxCount={exportRowLimit(total, remaining)}
        allowanceNote={<AllowanceNote metric="exports" allowance={allowance} />}
        renderContactsNote={(profileCount) => (
          <ExportContactsNote query={query} profileCount={profileCount} />
        )}
        onExport={handleExport}
      />
    </div>
  );
}
