import { useTranslation } from 'react-i18next';
import { clicksPerDay } from '../campaign-series';
import type { LinkClicks } from '../types';
import { DayChart } from './day-chart';

export type ClicksChartProps = { days: (LinkClicks & { day: string })[] };

/** Human clicks on the tracked links per day: total clicks beside unique visitors. */
export function ClicksChart({ days }: ClicksChartProps) {
  const { t } = useTranslation();
  return (
    <DayChart
      caption={t('campaigns.links.perDay')}
      note={t('campaigns.charts.clicksNote')}
      emptyText={t('campaigns.links.noClicks')}
      rows={clicksPerDay(days)}
      series={[
        {
          key: 'total',
          label: t('campaigns.links.clicks.total'),
          color: 'var(--color-primary)',
          shape: 'bar',
        },
        {
          key: 'unique',
          label: t('campaigns.links.clicks.unique'),
          color: 'var(--color-secondary)',
          shape: 'bar',
        },
      ]}
    />
  );
}
