import { useTranslation } from 'react-i18next';
import { cx } from '../../../lib/class-names';
import { heatLevel, hourLabel, weekdayName } from '../report-format';
import { ScrollRegion } from './scroll-region';

export type PostingHeatmapProps = {
  /** heatmap[weekday][hour]: percents of posts, weekday 0 = Monday, hours in UTC. */
  heatmap: number[][];
};

// One class per heat level, none to busiest (HEAT_LEVELS of them).
const LEVEL_CLASSES: readonly string[] = [
  'bg-app-background',
  'bg-primary/20',
  'bg-primary/45',
  'bg-primary/70',
  'bg-primary',
];

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
const WEEKDAYS = Array.from({ length: 7 }, (_, weekday) => weekday);
/** Every third hour is labelled; all 24 would not fit a phone. */
const LABELLED_HOUR_STEP = 3;

/** When the creator posts: 7 weekdays by 24 UTC hours, each cell shaded by its share of posts. */
export function PostingHeatmap({ heatmap }: PostingHeatmapProps) {
  const { t, i18n } = useTranslation();
  const maxShare = Math.max(0, ...heatmap.flat());
  const title = t('reports.activity.heatmapTitle');
  return (
    <figure className="min-w-0 break-inside-avoid">
      <figcaption className="mb-2 text-sm font-semibold">
        {title} <span className="font-normal text-text-dark/70">{t('reports.activity.utc')}</span>
      </figcaption>
      {/* On a phone the grid keeps its size and scrolls inside its own box. */}
      <ScrollRegion label={title} className="pb-2">
        <div
          className="grid min-w-[36rem] gap-[3px] print:min-w-0"
          style={{ gridTemplateColumns: '2.75rem repeat(24, minmax(0, 1fr))' }}
        >
          <span />
          {HOURS.map((hour) => (
            <span
              key={hour}
              aria-hidden="true"
              className="text-center text-[10px] text-text-dark/60"
            >
              {hour % LABELLED_HOUR_STEP === 0 ? hour : ''}
            </span>
          ))}
          {WEEKDAYS.map((weekday) => {
            const dayName = weekdayName(i18n.language, weekday, 'long');
            return [
              <span
                key={`day-${weekday}`}
                aria-hidden="true"
                className="self-center text-xs text-text-dark/70"
              >
                {weekdayName(i18n.language, weekday, 'short')}
              </span>,
              ...HOURS.map((hour) => {
                const share = heatmap[weekday]?.[hour] ?? 0;
                const label = t('reports.activity.cell', {
                  day: dayName,
                  hour: hourLabel(hour),
                  share: share.toFixed(2),
                });
                return (
                  <span
                    key={`${weekday}-${hour}`}
                    role="img"
                    aria-label={label}
                    title={label}
                    className={cx(
                      'aspect-square rounded-sm print:[print-color-adjust:exact]',
                      LEVEL_CLASSES[heatLevel(share, maxShare)],
                    )}
                  />
                );
              }),
            ];
          })}
        </div>
      </ScrollRegion>
      <div className="mt-2 flex items-center gap-2 text-xs text-text-dark/70" aria-hidden="true">
        <span>{t('reports.activity.legendFewer')}</span>
        {LEVEL_CLASSES.map((className) => (
          <span
            key={className}
            className={cx('size-3.5 rounded-sm border border-text-dark/10', className)}
          />
        ))}
        <span>{t('reports.activity.legendMore')}</span>
      </div>
    </figure>
  );
}
