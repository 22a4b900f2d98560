import { useTranslation } from 'react-i18next';
import type { PublicReportData } from '../../../../common/audit-report';
import { Badge } from '../../../components/ui/badge';
import { SourceLabel } from '../../../components/ui/source-label';
import { categoryLabel } from '../../../lib/product-labels';
import { useFormatDate } from '../../../lib/use-format-date';
import { displayName } from '../report-format';
import { ReportAvatar } from './report-avatar';

export type ReportHeaderProps = { data: PublicReportData };

/**
 * Who the report is about, where its figures came from (as recorded when it was computed) and when
 * they were computed.
 */
export function ReportHeader({ data }: ReportHeaderProps) {
  const { t, i18n } = useTranslation();
  const formatDate = useFormatDate();
  const { profile } = data;
  const country = profile.country ? displayName(i18n.language, 'region', profile.country) : null;
  const location = [profile.city, country].filter(Boolean).join(', ');
  return (
    <header className="flex flex-col gap-4 sm:flex-row sm:items-center">
      <ReportAvatar
        name={profile.fullName ?? profile.username}
        avatarUrl={profile.avatarUrl}
        size="large"
      />
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold text-text-dark/60">{t('reports.kicker')}</p>
        <div className="flex flex-wrap items-center gap-2">
          <h1 className="break-words text-2xl font-bold tracking-tight sm:text-3xl">
            @{profile.username}
          </h1>
          <SourceLabel origin={profile} />
        </div>
        <p className="mt-1 text-sm text-text-dark/75">
          {[profile.fullName, t(`platforms.${profile.platform}`), location || null]
            .filter(Boolean)
            .join(' · ')}
        </p>
        {profile.categories.length > 0 ? (
          <ul aria-label={t('reports.categories')} className="mt-2 flex flex-wrap gap-1.5">
            {profile.categories.map((category) => (
              <li key={category}>
                <Badge tone="neutral">{categoryLabel(t, category)}</Badge>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <p className="text-sm text-text-dark/70 sm:text-right">
        {t('reports.computedAt', { date: formatDate(data.computedAt, 'dateTime') })}
      </p>
    </header>
  );
}
