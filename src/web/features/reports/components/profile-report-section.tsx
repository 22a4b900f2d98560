import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { buttonClassName } from '../../../components/ui/button-styles';
import { Card } from '../../../components/ui/card';
import { QueryView } from '../../../components/ui/query-view';
import { useFormatDate } from '../../../lib/use-format-date';
import { AllowanceNote, canSpend, useAllowance } from '../../account';
import { useReportList } from '../api';
import { useNewReport } from '../use-new-report';
import { RefreshReportDialog } from './refresh-report-dialog';
import { ReportSnapshots } from './report-snapshots';

export type ProfileReportSectionProps = { profileId: string; isReadOnly: boolean };

/** The audit report of a tracked profile: create the first, open the newest, refresh, reopen. */
export function ProfileReportSection({ profileId, isReadOnly }: ProfileReportSectionProps) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const headingId = useId();
  const list = useReportList({ profileId, accountId: null });
  const newReport = useNewReport();
  const [isConfirmingRefresh, setIsConfirmingRefresh] = useState(false);
  const [newest, ...earlier] = list.data?.reports ?? [];
  const costNoteId = useId();
  const reportAllowance = useAllowance('reports', {
    isEnabled: !isReadOnly && list.isSuccess && !newest,
  });

  let content: ReactNode;
  if (!newest) {
    content = (
      <div className="flex flex-col items-start gap-3 text-sm">
        <p className="text-text-dark/75">{t('reports.profile.none')}</p>
        {isReadOnly ? null : (
          <>
            <Button
              isPending={newReport.isPending}
              onClick={() => newReport.start(profileId)}
              disabled={!canSpend(reportAllowance)}
              aria-describedby={costNoteId}
            >
              {newReport.isPending ? t('reports.profile.creating') : t('reports.profile.create')}
            </Button>
            {/* One click spends a report: what it costs and what is left, before the click. */}
            <AllowanceNote id={costNoteId} metric="reports" allowance={reportAllowance} />
          </>
        )}
      </div>
    );
  } else {
    content = (
      <div className="flex flex-col gap-4">
        <p className="text-sm text-text-dark/75">
          {t('reports.profile.latest', { date: formatDate(newest.createdAt, 'dateTime') })}
          {newest.state === 'ready' ? null : ` · ${t(`reports.states.${newest.state}`)}`}
        </p>
        <div className="flex flex-wrap gap-2">
          <Link to={`/reports/${newest._id}`} className={buttonClassName('primary')}>
            {t('reports.profile.open')}
          </Link>
          {isReadOnly ? null : (
            <Button variant="secondary" onClick={() => setIsConfirmingRefresh(true)}>
              {t('reports.profile.refresh')}
            </Button>
          )}
        </div>
        {earlier.length > 0 ? (
          <ReportSnapshots reports={earlier} title={t('reports.profile.earlier')} />
        ) : null}
      </div>
    );
  }

  return (
    <Card aria-labelledby={headingId}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold">
          {t('reports.profile.title')}
        </h2>
        <Link to="/sample-report" className="text-sm font-semibold text-primary hover:underline">
          {t('reports.profile.sample')}
        </Link>
      </div>
      <div className="mt-4">
        <QueryView
          query={list}
          loadingLabel={t('reports.loading')}
          errorTitle={t('reports.profile.loadError')}
        >
          {() => content}
        </QueryView>
      </div>
      <RefreshReportDialog
        isOpen={isConfirmingRefresh}
        onOpenChange={setIsConfirmingRefresh}
        isPending={newReport.isPending}
        onConfirm={() => newReport.start(profileId, () => setIsConfirmingRefresh(false))}
      />
    </Card>
  );
}
