import { useTranslation } from 'react-i18next';
import { useFormatDate } from '../../../lib/use-format-date';
import type { LinkClicks } from '../api';
import { formatMetric } from '../campaign-format';

export type ClicksChartProps = { days: (LinkClicks & { day: string })[] };

/** Human clicks per day as a plain bar list: readable by screen readers and on phones. */
export function ClicksChart({ days }: ClicksChartProps) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  if (days.length === 0)
    return <p className="text-sm text-text-dark/70">{t('campaigns.links.noClicks')}</p>;
  const most = Math.max(1, ...days.map((day) => day.total));
  return (
    <ul aria-label={t('campaigns.links.perDay')} className="flex flex-col gap-1.5">
      {days.map((day) => (
        <li key={day.day} className="grid grid-cols-[6.5rem_1fr_3rem] items-center gap-2 text-sm">
          <span className="text-text-dark/70">{formatDate(`${day.day}T12:00:00Z`)}</span>
          <span className="h-3 rounded bg-app-background">
            <span
              className="block h-3 rounded bg-primary"
              style={{ width: `${(day.total / most) * 100}%` }}
            />
          </span>
          <span className="text-right font-semibold">{formatMetric(day.total)}</span>
        </li>
      ))}
    </ul>
  );
}
