import { useDroppable } from '@dnd-kit/core';
import {
  SortableContext,
  type SortingStrategy,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../lib/class-names';
import { DragHandle } from './drag-handle';

/** Columns without an order of their own: the other cards stay put while one is dragged. */
const keepInPlace: SortingStrategy = () => null;

export type KanbanColumnViewProps = {
  id: string;
  title: string;
  count: number;
  marker?: ReactNode;
  cardIds: readonly string[];
  headingLevel: 2 | 3;
  isSortable: boolean;
  /** False while a card that may not go here is dragged: the column does not light up. */
  isDropAllowed: boolean;
  emptyText: string;
  children: ReactNode;
};

/** One column: a labelled region with its heading and a list the cards are dropped into. */
export function KanbanColumnView({
  id,
  title,
  count,
  marker,
  cardIds,
  headingLevel,
  isSortable,
  isDropAllowed,
  emptyText,
  children,
}: KanbanColumnViewProps) {
  const { t } = useTranslation();
  const droppable = useDroppable({ id });
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section
      aria-label={t('kanban.column', { title, count })}
      data-column={id}
      className="flex w-72 shrink-0 snap-start flex-col rounded-xl bg-app-background p-2 ring-1 ring-text-dark/10"
    >
      <Heading className="flex items-center gap-2 px-1 py-1.5 text-sm font-semibold">
        {marker}
        <span className="truncate">{title}</span>
        <span className="ml-auto text-xs font-normal text-text-dark/60">{count}</span>
      </Heading>
      <SortableContext
        id={id}
        items={[...cardIds]}
        strategy={isSortable ? verticalListSortingStrategy : keepInPlace}
      >
        <ul
          ref={droppable.setNodeRef}
          aria-label={title}
          className={cx(
            'flex min-h-24 flex-1 flex-col gap-2 rounded-lg p-1',
            droppable.isOver && isDropAllowed && 'bg-primary-light',
          )}
        >
          {children}
          {cardIds.length === 0 ? (
            <li className="px-2 py-6 text-center text-xs text-text-dark/70">{emptyText}</li>
          ) : null}
        </ul>
      </SortableContext>
    </section>
  );
}

export type KanbanCardSlotProps = {
  id: string;
  columnId: string;
  /** The name a screen reader gives the card, e.g. "@username". */
  name: string;
  isDisabled: boolean;
  children: (handle: ReactNode) => ReactNode;
};

/** A card's place in its column; the handle drags it with a pointer or the keyboard. */
export function KanbanCardSlot({ id, columnId, name, isDisabled, children }: KanbanCardSlotProps) {
  const { t } = useTranslation();
  const sortable = useSortable({ id, data: { columnId }, disabled: isDisabled });
  return (
    <li
      ref={sortable.setNodeRef}
      style={{
        transform: CSS.Translate.toString(sortable.transform),
        transition: sortable.transition,
      }}
      className={cx(sortable.isDragging && 'opacity-40')}
      data-card-id={id}
    >
      {children(
        isDisabled ? null : (
          <DragHandle drag={sortable} label={t('kanban.moveCard', { name })} className="size-9" />
        ),
      )}
    </li>
  );
}
