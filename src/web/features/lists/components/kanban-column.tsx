import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../lib/class-names';
import type { KanbanColumn as Column, ListItem } from '../kanban';
import { KanbanCard } from './kanban-card';
import { StatusDot } from './status-dot';

export type KanbanColumnProps = {
  column: Column;
  isReadOnly: boolean;
  onRemove: (item: ListItem) => void;
};

export function KanbanColumn({ column, isReadOnly, onRemove }: KanbanColumnProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const droppable = useDroppable({ id: column.id, data: { columnId: column.id } });
  const title = column.name ?? t('lists.board.noStatus');
  return (
    <section
      aria-labelledby={headingId}
      className="flex w-72 shrink-0 snap-start flex-col rounded-xl bg-app-background p-2 ring-1 ring-text-dark/10"
    >
      <h2 id={headingId} className="flex items-center gap-2 px-1 py-1.5 text-sm font-semibold">
        {column.statusId ? <StatusDot color={column.color} /> : null}
        <span className="truncate">{title}</span>
        <span className="ml-auto text-xs font-normal text-text-dark/60">{column.items.length}</span>
      </h2>
      <SortableContext
        id={column.id}
        items={column.items.map((item) => item.profileId)}
        strategy={verticalListSortingStrategy}
      >
        <ul
          ref={droppable.setNodeRef}
          aria-label={title}
          className={cx(
            'flex min-h-24 flex-1 flex-col gap-2 rounded-lg p-1',
            droppable.isOver && 'bg-primary-light',
          )}
        >
          {column.items.map((item) => (
            <KanbanCard
              key={item.profileId}
              item={item}
              columnId={column.id}
              isReadOnly={isReadOnly}
              onRemove={onRemove}
            />
          ))}
          {column.items.length === 0 ? (
            <li className="px-2 py-6 text-center text-xs text-text-dark/50">
              {t('lists.board.emptyColumn')}
            </li>
          ) : null}
        </ul>
      </SortableContext>
    </section>
  );
}
