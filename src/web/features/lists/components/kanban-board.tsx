import {
  type Announcements,
  closestCorners,
  DndContext,
  type DragEndEvent,
  type DragOverEvent,
  DragOverlay,
  type DragStartEvent,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ListStatus, useMoveCard } from '../api';
import {
  buildColumns,
  type KanbanColumn as Column,
  type ListItem,
  locate,
  planMove,
} from '../kanban';
import { CardBody } from './kanban-card';
import { KanbanColumn } from './kanban-column';

export type KanbanBoardProps = {
  listId: string;
  statuses: readonly ListStatus[];
  items: readonly ListItem[];
  isReadOnly: boolean;
  onRemove: (item: ListItem) => void;
};

/** Which column an id names: a column's own id, or the column of the card with that id. */
function columnOfId(columns: readonly Column[], id: UniqueIdentifier): string | null {
  const key = String(id);
  if (columns.some((column) => column.id === key)) return key;
  return locate(columns, key)?.columnId ?? null;
}

/**
 * The list's status pipeline: one column per status, in order, then "No status". While a card is
 * dragged the board rearranges itself locally; on drop one move goes to the server.
 */
export function KanbanBoard({ listId, statuses, items, isReadOnly, onRemove }: KanbanBoardProps) {
  const { t } = useTranslation();
  const moveCard = useMoveCard(listId);
  const baseColumns = useMemo(() => buildColumns(statuses, items), [statuses, items]);
  const [dragColumns, setDragColumns] = useState<Column[] | null>(null);
  const [activeId, setActiveId] = useState<string | null>(null);
  const columns = dragColumns ?? baseColumns;
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const activeItem = activeId ? items.find((item) => item.profileId === activeId) : undefined;

  const usernameOf = (id: UniqueIdentifier) =>
    items.find((item) => item.profileId === String(id))?.username ?? '';
  const columnNameOf = (id: UniqueIdentifier | undefined) => {
    if (id === undefined) return '';
    const columnId = columnOfId(columns, id);
    const column = columns.find((candidate) => candidate.id === columnId);
    return column?.name ?? t('lists.board.noStatus');
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      t('lists.board.announce.start', { username: usernameOf(active.id) }),
    onDragOver: ({ active, over }) =>
      over
        ? t('lists.board.announce.over', {
            username: usernameOf(active.id),
            column: columnNameOf(over.id),
          })
        : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? t('lists.board.announce.drop', {
            username: usernameOf(active.id),
            column: columnNameOf(over.id),
          })
        : t('lists.board.announce.cancel', { username: usernameOf(active.id) }),
    onDragCancel: ({ active }) =>
      t('lists.board.announce.cancel', { username: usernameOf(active.id) }),
  };

  function handleDragStart({ active }: DragStartEvent) {
    setActiveId(String(active.id));
    setDragColumns(baseColumns);
  }

  /** Across columns the card moves into the column under it at once, so the gap shows there. */
  function handleDragOver({ active, over }: DragOverEvent) {
    if (!over || !dragColumns) return;
    const id = String(active.id);
    const from = locate(dragColumns, id);
    const toColumnId = columnOfId(dragColumns, over.id);
    if (!from || !toColumnId || from.columnId === toColumnId) return;
    setDragColumns((current) => {
      if (!current) return current;
      const moving = current
        .flatMap((column) => column.items)
        .find((item) => item.profileId === id);
      if (!moving) return current;
      return current.map((column) => {
        if (column.id === from.columnId) {
          return { ...column, items: column.items.filter((item) => item.profileId !== id) };
        }
        if (column.id !== toColumnId) return column;
        const overIndex = column.items.findIndex((item) => item.profileId === String(over.id));
        const index = overIndex >= 0 ? overIndex : column.items.length;
        const next = [...column.items];
        next.splice(index, 0, moving);
        return { ...column, items: next };
      });
    });
  }

  function handleDragEnd({ active, over }: DragEndEvent) {
    const id = String(active.id);
    const current = dragColumns ? locate(dragColumns, id) : null;
    setActiveId(null);
    setDragColumns(null);
    if (!over || !dragColumns || !current) return;
    const column = dragColumns.find((candidate) => candidate.id === current.columnId);
    const overIndex = column?.items.findIndex((item) => item.profileId === String(over.id)) ?? -1;
    const finalIndex = overIndex >= 0 && String(over.id) !== id ? overIndex : current.index;
    const original = locate(baseColumns, id);
    if (original?.columnId === current.columnId && original.index === finalIndex) return;
    const target = planMove(baseColumns, id, current.columnId, finalIndex);
    if (target) moveCard.mutate({ profileId: id, target });
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCorners}
      onDragStart={handleDragStart}
      onDragOver={handleDragOver}
      onDragEnd={handleDragEnd}
      onDragCancel={() => {
        setActiveId(null);
        setDragColumns(null);
      }}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: t('lists.board.instructions') },
      }}
    >
      <div className="-mx-4 flex snap-x gap-3 overflow-x-auto px-4 pb-3 sm:mx-0 sm:px-0">
        {columns.map((column) => (
          <KanbanColumn
            key={column.id}
            column={column}
            isReadOnly={isReadOnly}
            onRemove={onRemove}
          />
        ))}
      </div>
      <DragOverlay>{activeItem ? <CardBody item={activeItem} /> : null}</DragOverlay>
    </DndContext>
  );
}
