import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { selectIsReadOnly, useSessionStore } from '../../app/session-store';
import { Button } from '../../components/ui/button';
import { MessagePanel } from '../../components/ui/message-panel';
import { QueryError, QueryView } from '../../components/ui/query-view';
import { useReport, useReportList } from './api';
import { RefreshReportDialog } from './components/refresh-report-dialog';
import { ReportProgress } from './components/report-progress';
import { ReportSnapshots } from './components/report-snapshots';
import { ReportToolbar } from './components/report-toolbar';
import { ReportView } from './components/report-view';
import { useNewReport } from './use-new-report';

/** One stored report snapshot: computing, failed or ready, with its toolbar and siblings. */
export function ReportPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { reportId = '' } = useParams();
  const isReadOnly = useSessionStore(selectIsReadOnly);
  const report = useReport(reportId);
  const subject = {
    profileId: report.data?.profileId ?? null,
    accountId: report.data?.profileId ? null : (report.data?.accountId ?? null),
  };
  const snapshots = useReportList(subject, { isEnabled: report.isSuccess });
  const newReport = useNewReport();
  const [isConfirmingRefresh, setIsConfirmingRefresh] = useState(false);

  const profilePath = subject.profileId ? `/influencers/${subject.profileId}` : null;
  const back = (
    <Link
      to={profilePath ?? '/influencers'}
      className="text-sm font-semibold text-primary hover:underline print:hidden"
    >
      ← {profilePath ? t('reports.backToProfile') : t('reports.backToInfluencers')}
    </Link>
  );

  const subjectId = subject.profileId ?? subject.accountId;

  function withBack(content: ReactNode) {
    return (
      <div className="flex flex-col gap-4">
        {back}
        {content}
      </div>
    );
  }

  function handleConfirmRefresh() {
    if (!subjectId) return;
    newReport.start(subjectId, () => setIsConfirmingRefresh(false));
  }

  const earlier = snapshots.data?.reports ?? [];
  return (
    <QueryView
      query={report}
      loadingLabel={t('reports.loading')}
      isLoadingCentered
      notFound={withBack(<MessagePanel title={t('reports.notFound')} isAlert />)}
      renderError={() =>
        withBack(
          <QueryError
            title={t('reports.loadError')}
            layout="panel"
            onRetry={() => void report.refetch()}
            isRetrying={report.isFetching}
          />,
        )
      }
    >
      {(current) => (
        <div className="flex flex-col gap-6">
          {back}
          {current.state === 'pending' ? <ReportProgress username={current.username} /> : null}
          {current.state === 'failed' ? (
            <MessagePanel title={t('reports.failed.title')} isAlert tone="danger">
              <p>{current.failureReason ?? t('reports.failed.noReason')}</p>
              {isReadOnly || !subjectId ? null : (
                <Button variant="secondary" onClick={() => setIsConfirmingRefresh(true)}>
                  {t('reports.failed.retry')}
                </Button>
              )}
            </MessagePanel>
          ) : null}
          {current.state === 'ready' && current.data ? (
            <>
              <ReportToolbar
                report={current}
                isReadOnly={isReadOnly || !subjectId}
                onRefresh={() => setIsConfirmingRefresh(true)}
                onDeleted={() => navigate(profilePath ?? '/influencers', { replace: true })}
              />
              <ReportView data={current.data} />
            </>
          ) : null}
          {earlier.length > 1 ? (
            <ReportSnapshots
              reports={earlier}
              currentId={current._id}
              title={t('reports.snapshots')}
            />
          ) : null}
          <RefreshReportDialog
            isOpen={isConfirmingRefresh}
            onOpenChange={setIsConfirmingRefresh}
            isPending={newReport.isPending}
            onConfirm={handleConfirmRefresh}
          />
        </div>
      )}
    </QueryView>
  );
}
