import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatCompact, formatNumber } from '../../../../common/format-number';
import { Table } from '../../../components/ui/table';
import { useFormatDate } from '../../../lib/use-format-date';
import type { DayRow } from '../campaign-series';

export type DaySeries<K extends string> = {
  key: K;
  label: string;
  color: string;
  shape: 'bar' | 'line';
  /** A second axis on the right for a series of another magnitude (views vs engagements). */
  axis?: 'left' | 'right';
};

export type DayChartProps<K extends string> = {
  caption: string;
  /** What the chart shows in words, for the caption's fine print (per day, what is left out). */
  note?: string;
  emptyText: string;
  series: DaySeries<K>[];
  rows: DayRow<K>[];
};

const noonOf = (day: string) => `${day}T12:00:00Z`;

/**
 * A per-day chart with a caption and its numbers as a table behind a disclosure: the drawing is
 * for the eye (hidden from screen readers), the table carries the same data for everyone else.
 */
export function DayChart<K extends string>({
  caption,
  note,
  emptyText,
  series,
  rows,
}: DayChartProps<K>) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const captionId = useId();
  // A series with nothing to show (Instagram photos have no views) leaves the drawing, and the
  // legend and axes with it; the table still lists it. Alone, a series takes the left axis.
  const drawn = series.filter((s) => rows.some((row) => row[s.key] > 0));
  const hasTwoAxes = drawn.some((s) => s.axis === 'right') && drawn.some((s) => s.axis !== 'right');
  const axisOf = (s: DaySeries<K>) => (hasTwoAxes && s.axis === 'right' ? 'right' : 'left');
  const hasData = drawn.length > 0;

  return (
    <figure aria-labelledby={captionId} className="flex min-w-0 flex-col gap-2">
      <figcaption id={captionId} className="flex flex-col">
        <span className="font-semibold">{caption}</span>
        {note ? <span className="text-xs text-text-dark/60">{note}</span> : null}
        {hasTwoAxes ? (
          <span className="text-xs text-text-dark/60">
            {t('campaigns.charts.axes', {
              left: drawn
                .filter((s) => axisOf(s) === 'left')
                .map((s) => s.label)
                .join(', '),
              right: drawn
                .filter((s) => axisOf(s) === 'right')
                .map((s) => s.label)
                .join(', '),
            })}
          </span>
        ) : null}
      </figcaption>
      {hasData ? (
        <>
          <div aria-hidden="true" className="h-56 w-full">
            <ResponsiveContainer width="100%" height="100%">
              {/* No keyboard layer: a focusable chart inside aria-hidden traps screen readers. */}
              <ComposedChart
                data={rows}
                margin={{ top: 8, right: 4, bottom: 0, left: 0 }}
                accessibilityLayer={false}
              >
                <CartesianGrid stroke="currentColor" strokeOpacity={0.08} vertical={false} />
                <XAxis
                  dataKey="day"
                  tickFormatter={(day: string) => formatDate(noonOf(day))}
                  minTickGap={32}
                  tick={{ fontSize: 12 }}
                />
                <YAxis
                  yAxisId="left"
                  tickFormatter={(value: number) => formatCompact(value)}
                  width={60}
                  tick={{ fontSize: 12 }}
                  allowDecimals={false}
                />
                {hasTwoAxes ? (
                  <YAxis
                    yAxisId="right"
                    orientation="right"
                    tickFormatter={(value: number) => formatCompact(value)}
                    width={60}
                    tick={{ fontSize: 12 }}
                    allowDecimals={false}
                  />
                ) : null}
                <Tooltip
                  labelFormatter={(day) => formatDate(noonOf(String(day)))}
                  formatter={(value, name) => [formatCompact(Number(value)), name]}
                />
                <Legend wrapperStyle={{ fontSize: 12 }} />
                {drawn.map((s) =>
                  s.shape === 'bar' ? (
                    <Bar
                      key={s.key}
                      yAxisId={axisOf(s)}
                      dataKey={s.key}
                      name={s.label}
                      fill={s.color}
                      radius={[3, 3, 0, 0]}
                      maxBarSize={32}
                      isAnimationActive={false}
                    />
                  ) : (
                    <Line
                      key={s.key}
                      yAxisId={axisOf(s)}
                      type="monotone"
                      dataKey={s.key}
                      name={s.label}
                      stroke={s.color}
                      strokeWidth={2}
                      dot={rows.length < 40}
                      isAnimationActive={false}
                    />
                  ),
                )}
              </ComposedChart>
            </ResponsiveContainer>
          </div>
          <details className="text-sm">
            <summary className="cursor-pointer rounded font-semibold text-primary">
              {t('campaigns.charts.showTable')}
            </summary>
            <Table
              caption={caption}
              className="mt-2 max-h-64 overflow-auto"
              tableClassName="w-full text-left"
              headRowClassName="border-b border-text-dark/10"
              isScrollFocusable
              columns={[
                {
                  key: 'day',
                  header: t('campaigns.charts.day'),
                  className: 'py-1 pr-3 font-semibold',
                },
                ...drawn.map((s) => ({
                  key: s.key,
                  header: s.label,
                  className: 'py-1 pr-3 text-right font-semibold',
                })),
              ]}
            >
              {rows.map((row) => (
                <tr key={row.day} className="border-b border-text-dark/5">
                  <th scope="row" className="py-1 pr-3 font-normal text-text-dark/70">
                    {formatDate(noonOf(row.day))}
                  </th>
                  {drawn.map((s) => (
                    <td key={s.key} className="py-1 pr-3 text-right tabular-nums">
                      {formatNumber(row[s.key])}
                    </td>
                  ))}
                </tr>
              ))}
            </Table>
          </details>
        </>
      ) : (
        <p className="text-sm text-text-dark/70">{emptyText}</p>
      )}
    </figure>
  );
}
