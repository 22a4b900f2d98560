import { useTranslation } from 'react-i18next';
import type { PublicReportData } from '../../../../common/audit-report';
import { formatCompact } from '../../../../common/format-number';
import { formatPercent } from '../report-format';
import { PeerComparison } from './peer-comparison';
import { ReportSection } from './report-section';
import { StatTiles } from './stat-tiles';

export type OverviewSectionProps = { data: PublicReportData };

export function OverviewSection({ data }: OverviewSectionProps) {
  const { t } = useTranslation();
  const { overview } = data;
  return (
    <ReportSection id="overview" title={t('reports.sections.overview')} method={overview.method}>
      <StatTiles
        label={t('reports.sections.overview')}
        tiles={[
          { label: t('reports.overview.followers'), value: formatCompact(overview.followers) },
          { label: t('reports.overview.following'), value: formatCompact(overview.following) },
          { label: t('reports.overview.posts'), value: formatCompact(overview.postsCount) },
          {
            label: t('reports.overview.engagementRate'),
            value: formatPercent(overview.engagementRate),
          },
          { label: t('reports.overview.avgLikes'), value: formatCompact(overview.avgLikes) },
          { label: t('reports.overview.avgComments'), value: formatCompact(overview.avgComments) },
          { label: t('reports.overview.avgViews'), value: formatCompact(overview.avgViews) },
          { label: t('reports.overview.likesToComments'), value: overview.likesToComments },
          {
            label: t('reports.overview.followersToFollowing'),
            value: overview.followersToFollowing,
          },
        ]}
      />
      <PeerComparison overview={overview} platform={t(`platforms.${data.profile.platform}`)} />
    </ReportSection>
  );
}
