import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge, type BadgeTone } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { useFormatDate, useTimeZone } from '../../lib/use-format-date';
import { useAttention } from './api';
import { type AttentionKind, attentionRows, isAllClear } from './attention';

const TONES: Record<AttentionKind, BadgeTone> = {
  failedPost: 'secondary',
  overdue: 'secondary',
  due: 'primary',
  readyReport: 'neutral',
};

/** Failed post fetches, content due this week and fresh reports, each linking where to act. */
export function AttentionCard() {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const timeZone = useTimeZone();
  const attention = useAttention();
  const headingId = useId();
  const data = attention.data;

  function renderBody() {
    if (attention.isError) {
      return (
        <div role="alert" className="mt-3 flex flex-wrap items-center gap-3 text-sm">
          <span>{t('dashboard.attention.loadError')}</span>
          <Button
            variant="secondary"
            isPending={attention.isRefetching}
            onClick={() => void attention.refetch()}
          >
            {t('dashboard.retry')}
          </Button>
        </div>
      );
    }
    if (!data) return <Spinner label={t('dashboard.attention.loading')} />;
    if (isAllClear(data)) {
      return (
        <div className="mt-3 text-sm">
          <p className="font-semibold">{t('dashboard.attention.emptyTitle')}</p>
          <p className="mt-1 text-text-dark/75">{t('dashboard.attention.emptyText')}</p>
          <div className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
            <Link to="/campaigns" className="font-semibold text-primary hover:underline">
              {t('dashboard.attention.goCampaigns')}
            </Link>
            <Link to="/calendar" className="font-semibold text-primary hover:underline">
              {t('dashboard.attention.goCalendar')}
            </Link>
          </div>
        </div>
      );
    }
    const rows = attentionRows(data, timeZone);
    return (
      <>
        <p className="mt-1 text-sm text-text-dark/75">
          {(
            [
              ['failed', data.failedPosts.total],
              ['due', data.dueContent.total],
              ['reports', data.readyReports.total],
            ] as const
          )
            .filter(([, count]) => count > 0)
            .map(([key, count]) => t(`dashboard.attention.counts.${key}`, { count }))
            .join(' · ')}
        </p>
        <ul className="mt-3 flex flex-col">
          {rows.map((row) => (
            <li
              key={`${row.kind}-${row.id}`}
              className="flex flex-wrap items-center gap-x-3 gap-y-1 border-t border-text-dark/10 py-2 first:border-t-0"
            >
              <Badge tone={TONES[row.kind]}>{t(`dashboard.attention.kinds.${row.kind}`)}</Badge>
              <Link
                to={row.to}
                className="min-w-0 break-words font-semibold text-primary hover:underline"
              >
                {row.title}
              </Link>
              {row.detail ? (
                <span className="min-w-0 break-all text-sm text-text-dark/75">{row.detail}</span>
              ) : null}
              <span className="ml-auto text-xs text-text-dark/70">
                {formatDate(row.at, 'dateTime')}
              </span>
            </li>
          ))}
        </ul>
        {data.failedPosts.total > data.failedPosts.items.length ||
        data.dueContent.total > data.dueContent.items.length ||
        data.readyReports.total > data.readyReports.items.length ? (
          <p className="mt-2 text-xs text-text-dark/70">{t('dashboard.attention.more')}</p>
        ) : null}
      </>
    );
  }

  return (
    <Card aria-labelledby={headingId} className="md:col-span-2 xl:col-span-3">
      <h2 id={headingId} className="text-lg font-semibold">
        {t('dashboard.attention.title')}
      </h2>
      {renderBody()}
    </Card>
  );
}
