import {
  type Announcements,
  type CollisionDetection,
  closestCorners,
  DndContext,
  type DragEndEvent,
  type DragOverEvent,
  DragOverlay,
  type DragStartEvent,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KanbanCardSlot, KanbanColumnView } from './kanban-column';
import {
  type CardPlace,
  columnOfId,
  dropPlace,
  type KanbanLayout,
  locateCard,
  moveIntoColumn,
} from './kanban-layout';

export type KanbanColumn<TCard> = {
  id: string;
  title: string;
  cards: readonly TCard[];
  /** The column's total when it holds more than the cards shown; else the number of cards. */
  count?: number;
  /** Shown before the title, e.g. the status colour. */
  marker?: ReactNode;
};

export type KanbanMove<TCard> = { card: TCard; toColumnId: string; index: number };

export type KanbanCardParts = {
  /** The drag handle, or null where the card cannot be moved (read-only, the dragged copy). */
  handle: ReactNode;
  /** The copy that follows the pointer: its controls are left out. */
  isOverlay: boolean;
};

export type KanbanBoardProps<TCard> = {
  columns: readonly KanbanColumn<TCard>[];
  cardId: (card: TCard) => string;
  /** How a screen reader names the card, e.g. "@username". */
  cardName: (card: TCard) => string;
  renderCard: (card: TCard, parts: KanbanCardParts) => ReactNode;
  /** Called once per drop that changes the card's column (or its place, on a sortable board). */
  onMove: (move: KanbanMove<TCard>) => void;
  /** Which columns take a card besides its own; all of them when not given. */
  canDrop?: (card: TCard, columnId: string) => boolean;
  /** The order within a column means something and a drop may change it. */
  isSortable?: boolean;
  isReadOnly?: boolean;
  headingLevel?: 2 | 3;
  /** How to move a card with the keyboard, read out on the handle. */
  instructions: string;
  emptyColumnText: string;
};

const SENSOR_OPTIONS = { activationConstraint: { distance: 5 } };

/**
 * The column under the pointer: the board scrolls sideways while dragging, and a card can overlap
 * two columns. The keyboard, having no pointer, goes by the nearest corners.
 */
const columnUnderPointer: CollisionDetection = (args) => {
  const underPointer = pointerWithin(args);
  return underPointer.length > 0 ? underPointer : closestCorners(args);
};

/**
 * A board of columns whose cards move by dragging their handle: with a pointer, or with the
 * keyboard (Space, the arrows, Space) while a screen reader hears each step. While a card is
 * dragged the board rearranges itself locally; on the drop one move is reported.
 */
export function KanbanBoard<TCard>({
  columns,
  cardId,
  cardName,
  renderCard,
  onMove,
  canDrop = () => true,
  isSortable = false,
  isReadOnly = false,
  headingLevel = 3,
  instructions,
  emptyColumnText,
}: KanbanBoardProps<TCard>) {
  const { t } = useTranslation();
  const baseLayout = useMemo<KanbanLayout>(
    () => columns.map((column) => ({ id: column.id, cardIds: column.cards.map(cardId) })),
    [columns, cardId],
  );
  const cardsById = useMemo(
    () => new Map(columns.flatMap((column) => column.cards.map((card) => [cardId(card), card]))),
    [columns, cardId],
  );
  const [dragLayout, setDragLayout] = useState<KanbanLayout | null>(null);
  const [active, setActive] = useState<{ id: string; origin: string } | null>(null);
  const layout = dragLayout ?? baseLayout;
  const sensors = useSensors(
    useSensor(PointerSensor, SENSOR_OPTIONS),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const activeCard = active ? cardsById.get(active.id) : undefined;

  /** The card's own column always takes it back. */
  const accepts = (id: string, columnId: string, origin: string | undefined) => {
    const card = cardsById.get(id);
    return card !== undefined && (columnId === origin || canDrop(card, columnId));
  };
  /** Where a drop of the card over `overId` lands, or null when it does not count. */
  const landing = (id: string, overId: UniqueIdentifier | undefined): CardPlace | null => {
    if (overId === undefined) return null;
    const place = dropPlace(layout, id, String(overId));
    return place && accepts(id, place.columnId, active?.origin) ? place : null;
  };
  const nameOf = (id: UniqueIdentifier) => {
    const card = cardsById.get(String(id));
    return card ? cardName(card) : '';
  };
  const titleOf = (id: UniqueIdentifier) => {
    const columnId = columnOfId(layout, String(id));
    return columns.find((column) => column.id === columnId)?.title ?? '';
  };
  const announcements: Announcements = {
    onDragStart: ({ active: dragged }) => t('kanban.announce.start', { name: nameOf(dragged.id) }),
    onDragOver: ({ active: dragged, over }) =>
      over
        ? t('kanban.announce.over', { name: nameOf(dragged.id), column: titleOf(over.id) })
        : undefined,
    onDragEnd: ({ active: dragged, over }) =>
      over && landing(String(dragged.id), over.id)
        ? t('kanban.announce.drop', { name: nameOf(dragged.id), column: titleOf(over.id) })
        : t('kanban.announce.cancel', { name: nameOf(dragged.id) }),
    onDragCancel: ({ active: dragged }) =>
      t('kanban.announce.cancel', { name: nameOf(dragged.id) }),
  };

  function handleDragStart({ active: dragged }: DragStartEvent) {
    const id = String(dragged.id);
    setActive({ id, origin: locateCard(baseLayout, id)?.columnId ?? '' });
    setDragLayout(baseLayout);
  }

  /** Across columns the card moves into the column under it at once, so the gap shows there. */
  function handleDragOver({ active: dragged, over }: DragOverEvent) {
    if (!over) return;
    const id = String(dragged.id);
    setDragLayout((current) => {
      const toColumnId = current ? columnOfId(current, String(over.id)) : null;
      if (!current || !toColumnId || !accepts(id, toColumnId, active?.origin)) return current;
      return moveIntoColumn(current, id, toColumnId, String(over.id), isSortable);
    });
  }

  function handleDragEnd({ active: dragged, over }: DragEndEvent) {
    const id = String(dragged.id);
    const place = landing(id, over?.id);
    const original = locateCard(baseLayout, id);
    const card = cardsById.get(id);
    handleDragCancel();
    if (!place || !original || !card) return;
    const isSameColumn = original.columnId === place.columnId;
    if (isSameColumn && (!isSortable || original.index === place.index)) return;
    onMove({ card, toColumnId: place.columnId, index: place.index });
  }

  function handleDragCancel() {
    setActive(null);
    setDragLayout(null);
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={columnUnderPointer}
      onDragStart={handleDragStart}
      onDragOver={handleDragOver}
      onDragEnd={handleDragEnd}
      onDragCancel={handleDragCancel}
      accessibility={{ announcements, screenReaderInstructions: { draggable: instructions } }}
    >
      <div className="relative -mx-4 flex snap-x gap-3 overflow-x-auto px-4 pb-3 sm:mx-0 sm:px-0">
        {layout.map(({ id, cardIds }) => {
          const column = columns.find((candidate) => candidate.id === id);
          if (!column) return null;
          return (
            <KanbanColumnView
              key={id}
              id={id}
              title={column.title}
              count={column.count ?? column.cards.length}
              marker={column.marker}
              cardIds={cardIds}
              headingLevel={headingLevel}
              isSortable={isSortable}
              isDropAllowed={!active || accepts(active.id, id, active.origin)}
              emptyText={emptyColumnText}
            >
              {cardIds.map((cardKey) => {
                const card = cardsById.get(cardKey);
                if (card === undefined) return null;
                return (
                  <KanbanCardSlot
                    key={cardKey}
                    id={cardKey}
                    columnId={id}
                    name={cardName(card)}
                    isDisabled={isReadOnly}
                  >
                    {(handle) => renderCard(card, { handle, isOverlay: false })}
                  </KanbanCardSlot>
                );
              })}
            </KanbanColumnView>
          );
        })}
      </div>
      <DragOverlay>
        {activeCard === undefined
          ? null
          : renderCard(activeCard, { handle: null, isOverlay: true })}
      </DragOverlay>
    </DndContext>
  );
}
