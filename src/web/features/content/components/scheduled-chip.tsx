import { useDraggable } from '@dnd-kit/core';
import { CSS } from '@dnd-kit/utilities';
import { useTranslation } from 'react-i18next';
import type { ScheduledItemDto } from '../../../../common/api/scheduled-content';
import { cx } from '../../../lib/class-names';
import { useTimeZone } from '../../../lib/use-format-date';
import { SCHEDULED_STATUS_COLORS } from '../content-rules';
import { timeOf } from '../zoned-time';

export type ScheduledChipProps = {
  item: ScheduledItemDto;
  isDetailed?: boolean;
  isReadOnly: boolean;
  onOpen: (item: ScheduledItemDto) => void;
};

/**
 * A calendar item: drag it to another day with a pointer; Enter or a click opens it, where the
 * keyboard changes its date.
 */
export function ScheduledChip({
  item,
  isDetailed = false,
  isReadOnly,
  onOpen,
}: ScheduledChipProps) {
  const { t } = useTranslation();
  const timeZone = useTimeZone();
  const draggable = useDraggable({ id: item._id, disabled: isReadOnly });
  const colors = SCHEDULED_STATUS_COLORS[item.status];
  const time = timeOf(item.scheduledAt, timeZone);
  const status = t(`content.calendar.statuses.${item.status}`);
  return (
    <button
      type="button"
      ref={draggable.setNodeRef}
      {...draggable.listeners}
      onClick={() => onOpen(item)}
      aria-label={t('content.calendar.chipLabel', { title: item.title, time, status })}
      data-scheduled-id={item._id}
      style={{
        backgroundColor: colors.background,
        color: colors.text,
        transform: CSS.Translate.toString(draggable.transform),
      }}
      className={cx(
        'block w-full touch-manipulation rounded-md px-1.5 py-1 text-left text-xs leading-tight',
        !isReadOnly && 'cursor-grab',
        draggable.isDragging && 'relative z-20 shadow-lg',
      )}
    >
      <span className="block truncate">
        <span className="font-semibold tabular-nums">{time}</span> {item.title}
      </span>
      {isDetailed ? (
        <span className="mt-0.5 block truncate opacity-80">
          {[item.username ? `@${item.username}` : null, t(`platforms.${item.platform}`), status]
            .filter(Boolean)
            .join(' · ')}
        </span>
      ) : null}
    </button>
  );
}
