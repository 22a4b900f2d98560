import { useTranslation } from 'react-i18next';
import { contentByPublishDay } from '../campaign-series';
import type { CampaignPost } from '../types';
import { DayChart } from './day-chart';

export type ContentChartProps = { posts: CampaignPost[]; stories: CampaignPost[] };

/** Views and engagements of the tracked posts and stories by the day they were published. */
export function ContentChart({ posts, stories }: ContentChartProps) {
  const { t } = useTranslation();
  const { days, undated } = contentByPublishDay([...posts, ...stories]);
  const note = [
    t('campaigns.charts.contentNote'),
    undated > 0 ? t('campaigns.charts.undated', { count: undated }) : null,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <DayChart
      caption={t('campaigns.charts.contentTitle')}
      note={note}
      emptyText={t('campaigns.charts.noContent')}
      rows={days}
      series={[
        {
          key: 'views',
          label: t('campaigns.metrics.views'),
          color: 'var(--color-primary)',
          shape: 'bar',
        },
        {
          key: 'engagements',
          label: t('campaigns.results.engagements'),
          color: 'var(--color-secondary)',
          shape: 'line',
          axis: 'right',
        },
      ]}
    />
  );
}
