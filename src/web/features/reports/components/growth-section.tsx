import { useTranslation } from 'react-i18next';
import {
  CartesianGrid,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { PublicReportData } from '../../../../common/audit-report';
import { formatCompact } from '../../../../common/format-number';
import { useFormatDate } from '../../../lib/use-format-date';
import { formatGrowth } from '../report-format';
import { ReportSection } from './report-section';
import { StatTiles } from './stat-tiles';

export type GrowthSectionProps = { data: PublicReportData };

/** Followers over time (the bank's dated snapshots) and the 30- and 90-day change. */
export function GrowthSection({ data }: GrowthSectionProps) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const { growth } = data;
  const first = growth.history.at(0);
  const last = growth.history.at(-1);
  return (
    <ReportSection id="growth" title={t('reports.sections.growth')} method={growth.method}>
      <StatTiles
        label={t('reports.sections.growth')}
        tiles={[
          { label: t('reports.growth.growth30d'), value: formatGrowth(growth.growth30d) },
          { label: t('reports.growth.growth90d'), value: formatGrowth(growth.growth90d) },
        ]}
      />
      {first && last && growth.history.length > 1 ? (
        <figure className="min-w-0">
          <figcaption className="mb-2 text-sm font-semibold">
            {t('reports.growth.chartTitle')}
          </figcaption>
          {/* The chart is drawn for the eye; its summary says the same in words. */}
          <p className="sr-only">
            {t('reports.growth.chartSummary', {
              from: formatDate(first.date),
              to: formatDate(last.date),
              start: formatCompact(first.followers),
              end: formatCompact(last.followers),
            })}
          </p>
          <div aria-hidden="true" className="h-64 w-full print:h-56">
            <ResponsiveContainer width="100%" height="100%">
              {/* No keyboard layer: a focusable chart inside aria-hidden traps screen readers. */}
              <LineChart
                data={growth.history}
                margin={{ top: 8, right: 12, bottom: 0, left: 0 }}
                accessibilityLayer={false}
              >
                <CartesianGrid stroke="currentColor" strokeOpacity={0.08} vertical={false} />
                <XAxis
                  dataKey="date"
                  tickFormatter={(date: string) => formatDate(date)}
                  minTickGap={40}
                  tick={{ fontSize: 12 }}
                />
                <YAxis
                  tickFormatter={(value: number) => formatCompact(value)}
                  width={64}
                  tick={{ fontSize: 12 }}
                  domain={['auto', 'auto']}
                />
                <Tooltip
                  labelFormatter={(date) => formatDate(String(date))}
                  formatter={(value) => [
                    formatCompact(Number(value)),
                    t('reports.growth.followers'),
                  ]}
                />
                <Line
                  type="monotone"
                  dataKey="followers"
                  stroke="var(--color-primary)"
                  strokeWidth={2}
                  dot={false}
                  isAnimationActive={false}
                />
              </LineChart>
            </ResponsiveContainer>
          </div>
        </figure>
      ) : (
        <p className="text-sm text-text-dark/70">{t('reports.growth.noHistory')}</p>
      )}
    </ReportSection>
  );
}
