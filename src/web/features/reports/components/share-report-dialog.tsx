import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { AuditReport } from '../../../../common/audit-report';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { Dialog } from '../../../components/ui/dialog';
import { useShareReport } from '../api';

export type ShareReportDialogProps = {
  report: AuditReport;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
};

/** The report's public link: switch it on or off (off revokes it) and copy it. */
export function ShareReportDialog({ report, isOpen, onOpenChange }: ShareReportDialogProps) {
  const { t } = useTranslation();
  const share = useShareReport(report._id);
  // The switch shows the asked-for state from the click on: React state set in the handler is
  // rendered before the browser's own toggle is undone, while the mutation's pending state
  // arrives a tick later and the switch would flick back meanwhile.
  const [asked, setAsked] = useState<boolean | null>(null);
  const isShared = asked ?? report.shareEnabled;

  function handleShareChange(enabled: boolean) {
    setAsked(enabled);
    share.mutate(enabled, { onSettled: () => setAsked(null) });
  }

  async function handleCopy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('reports.share.copied'));
    } catch {
      toast.error(t('reports.share.copyFailed'));
    }
  }

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={t('reports.share.title')}
      description={t('reports.share.description')}
      closeLabel={t('dialog.close')}
      body={
        <div className="flex flex-col gap-4">
          <CheckboxField
            label={t('reports.share.enabled')}
            isChecked={isShared}
            disabled={share.isPending}
            onCheckedChange={handleShareChange}
          />
          {report.shareEnabled && report.publicUrl ? (
            <div className="flex flex-col gap-2">
              <label className="text-sm font-semibold" htmlFor="report-public-url">
                {t('reports.share.link')}
              </label>
              <div className="flex gap-2">
                <input
                  id="report-public-url"
                  readOnly
                  value={report.publicUrl}
                  className="min-w-0 flex-1 rounded-lg border border-text-dark/20 px-3 py-2 text-sm"
                  onFocus={(event) => event.target.select()}
                />
                <Button variant="secondary" onClick={() => void handleCopy(report.publicUrl ?? '')}>
                  {t('reports.share.copy')}
                </Button>
              </div>
            </div>
          ) : (
            <p className="text-sm text-text-dark/70">{t('reports.share.off')}</p>
          )}
        </div>
      }
    />
  );
}
