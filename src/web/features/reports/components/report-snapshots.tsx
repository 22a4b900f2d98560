import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AuditReportSummary } from '../../../../common/audit-report';
import { useFormatDate } from '../../../lib/use-format-date';

export type ReportSnapshotsProps = {
  reports: AuditReportSummary[];
  /** The snapshot on screen, marked as the current page. */
  currentId?: string;
  title: string;
};

/** Dated snapshots of one profile, newest first; each reopens unchanged. */
export function ReportSnapshots({ reports, currentId, title }: ReportSnapshotsProps) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  return (
    <nav aria-label={title} className="print:hidden">
      <h2 className="mb-2 text-sm font-semibold">{title}</h2>
      <ul className="flex flex-col gap-1">
        {reports.map((report) => (
          <li key={report._id}>
            <Link
              to={`/reports/${report._id}`}
              aria-current={report._id === currentId ? 'page' : undefined}
              className="inline-flex min-h-9 items-center gap-2 rounded-lg px-2 text-sm text-primary hover:bg-primary-light aria-[current=page]:font-semibold aria-[current=page]:text-text-dark"
            >
              {t('reports.snapshot', { date: formatDate(report.createdAt, 'dateTime') })}
              {report.state === 'ready' ? null : (
                <span className="text-xs text-text-dark/60">
                  {t(`reports.states.${report.state}`)}
                </span>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
