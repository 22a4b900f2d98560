import { useTranslation } from 'react-i18next';
import type { PublicReportData } from '../../../../common/audit-report';
import { formatCompact } from '../../../../common/format-number';
import { formatPercent } from '../report-format';
import { ReportAvatar } from './report-avatar';
import { ReportSection } from './report-section';

export type SimilarSectionProps = { data: PublicReportData };

/** Creators from the bank like this one; the shape carries no method, so the note is ours. */
export function SimilarSection({ data }: SimilarSectionProps) {
  const { t } = useTranslation();
  return (
    <ReportSection
      id="similar"
      title={t('reports.sections.similar')}
      method={t('reports.similar.method')}
    >
      {data.similar.length === 0 ? (
        <p className="text-sm text-text-dark/70">{t('reports.similar.none')}</p>
      ) : (
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {data.similar.map((profile) => (
            <li
              key={`${profile.platform}:${profile.username}`}
              className="flex min-w-0 items-center gap-3 rounded-lg border border-text-dark/10 p-3 break-inside-avoid"
            >
              <ReportAvatar
                name={profile.fullName ?? profile.username}
                avatarUrl={profile.avatarUrl}
                size="small"
              />
              <div className="min-w-0">
                <p className="truncate font-semibold">@{profile.username}</p>
                <p className="truncate text-xs text-text-dark/70">
                  {[profile.fullName, t(`platforms.${profile.platform}`)]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
                <p className="text-xs text-text-dark/80">
                  {t('reports.similar.figures', {
                    followers: formatCompact(profile.followers),
                    er: formatPercent(profile.engagementRate),
                  })}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </ReportSection>
  );
}
