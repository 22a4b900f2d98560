import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { ProgressBar } from '../../../components/ui/progress-bar';
import type { UsageEntry } from '../api';
import { isMonthlyMetric, toUsageBar, type UsageMetric } from '../usage';

export type UsageMeterProps = {
  metric: UsageMetric;
  entry: UsageEntry;
};

export function UsageMeter({ metric, entry }: UsageMeterProps) {
  const { t } = useTranslation();
  const bar = toUsageBar(entry.used, entry.limit);
  const name = t(`usage.metrics.${metric}`);

  let summary: string;
  if (bar.kind === 'limited')
    summary = t('usage.usedOfLimit', { used: bar.used, limit: bar.limit });
  else if (bar.kind === 'not-included') summary = t('usage.notIncluded');
  else summary = t('usage.used', { used: bar.used });

  return (
    <li className="flex flex-col gap-1.5">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <span className="text-sm font-semibold">{name}</span>
        <span className="flex items-center gap-2 text-sm text-text-dark/75 tabular-nums">
          {summary}
          {bar.kind === 'unlimited' ? <Badge>{t('usage.unlimited')}</Badge> : null}
        </span>
      </div>
      {bar.kind === 'limited' ? (
        <ProgressBar
          value={bar.percent}
          max={100}
          label={name}
          valueText={summary}
          tone={bar.isExhausted ? 'danger' : 'default'}
        />
      ) : null}
      <p className="text-xs text-text-dark/60">
        {isMonthlyMetric(metric) ? t('usage.periodMonthly') : t('usage.periodTotal')}
      </p>
    </li>
  );
}
