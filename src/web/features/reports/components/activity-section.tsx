import { useTranslation } from 'react-i18next';
import type { PublicReportData } from '../../../../common/audit-report';
import { formatNumber } from '../../../../common/format-number';
import { hourLabel, weekdayName } from '../report-format';
import { PostingHeatmap } from './posting-heatmap';
import { ReportSection } from './report-section';
import { ShareBars } from './share-bars';
import { StatTiles } from './stat-tiles';

export type ActivitySectionProps = { data: PublicReportData };

export function ActivitySection({ data }: ActivitySectionProps) {
  const { t, i18n } = useTranslation();
  const { activity } = data;
  const bestTime = activity.bestTime
    ? t('reports.activity.bestTimeValue', {
        day: weekdayName(i18n.language, activity.bestTime.weekday, 'long'),
        hour: hourLabel(activity.bestTime.hour),
      })
    : t('reports.noData');
  return (
    <ReportSection id="activity" title={t('reports.sections.activity')} method={activity.method}>
      <StatTiles
        label={t('reports.sections.activity')}
        tiles={[
          {
            label: t('reports.activity.postsAnalysed'),
            value: formatNumber(activity.postsAnalysed),
          },
          { label: t('reports.activity.postsPerWeek'), value: formatNumber(activity.postsPerWeek) },
          { label: t('reports.activity.bestTime'), value: bestTime },
        ]}
      />
      {activity.postsAnalysed > 0 ? (
        <PostingHeatmap heatmap={activity.heatmap} />
      ) : (
        <p className="text-sm text-text-dark/70">{t('reports.activity.noPosts')}</p>
      )}
      <ShareBars
        title={t('reports.activity.contentMix')}
        bars={activity.contentMix.map((entry) => ({
          key: entry.type,
          label: t('reports.activity.typeCount', { type: entry.type, count: entry.count }),
          share: entry.share,
        }))}
      />
    </ReportSection>
  );
}
