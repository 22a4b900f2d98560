import { useDroppable } from '@dnd-kit/core';
import { useTranslation } from 'react-i18next';
import type { ScheduledItemDto } from '../../../../common/api/scheduled-content';
import { cx } from '../../../lib/class-names';
import type { DayKey } from '../zoned-time';
import { ScheduledChip } from './scheduled-chip';

export type CalendarDayProps = {
  day: DayKey;
  /** The date as people read it, e.g. "Nov 22, 2026". */
  label: string;
  items: readonly ScheduledItemDto[];
  isToday: boolean;
  isOutside?: boolean;
  isDetailed?: boolean;
  isReadOnly: boolean;
  onOpen: (item: ScheduledItemDto) => void;
  onCreate: (day: DayKey) => void;
};

/** One day of the calendar: a drop target for items dragged from another day. */
export function CalendarDay({
  day,
  label,
  items,
  isToday,
  isOutside = false,
  isDetailed = false,
  isReadOnly,
  onOpen,
  onCreate,
}: CalendarDayProps) {
  const { t } = useTranslation();
  const droppable = useDroppable({ id: day });
  return (
    <div
      ref={droppable.setNodeRef}
      data-day={day}
      className={cx(
        'flex min-h-24 min-w-0 flex-col gap-1 bg-surface p-1 sm:p-1.5',
        // Muted, yet readable: /70 keeps the 4.5:1 contrast small text needs (WCAG 1.4.3).
        isOutside && 'bg-app-background text-text-dark/70',
        droppable.isOver && 'bg-primary-light',
        isDetailed && 'min-h-40',
      )}
    >
      <div className="flex items-center justify-between gap-1">
        <span
          className={cx(
            'grid size-6 place-items-center rounded-full text-xs font-semibold',
            isToday && 'bg-primary text-text-light',
          )}
        >
          <span aria-hidden="true">{Number(day.slice(8))}</span>
          <span className="sr-only">{label}</span>
        </span>
        {isReadOnly ? null : (
          <button
            type="button"
            onClick={() => onCreate(day)}
            aria-label={t('content.calendar.planOn', { date: label })}
            // Phones: a month's day is too narrow for it; "Plan content" and the week view remain.
            className={cx(
              'size-6 place-items-center rounded text-text-dark/50 hover:bg-primary-light hover:text-primary',
              isDetailed ? 'grid' : 'hidden sm:grid',
            )}
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-3.5" fill="none">
              <path
                d="M12 5v14M5 12h14"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
          </button>
        )}
      </div>
      <ul className="flex min-w-0 flex-col gap-1">
        {items.map((item) => (
          <li key={item._id} className="min-w-0">
            <ScheduledChip
              item={item}
              isDetailed={isDetailed}
              isReadOnly={isReadOnly}
              onOpen={onOpen}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
