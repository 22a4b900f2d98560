// Where the cards of a board sit while one is dragged: columns of card ids, rearranged locally so
// the gap shows where the card will land, and what a drop means.

export type KanbanLayout = readonly { readonly id: string; readonly cardIds: readonly string[] }[];

export type CardPlace = { columnId: string; index: number };

/** Where a card sits: its column and index. */
export function locateCard(layout: KanbanLayout, cardId: string): CardPlace | null {
  for (const column of layout) {
    const index = column.cardIds.indexOf(cardId);
    if (index >= 0) return { columnId: column.id, index };
  }
  return null;
}

/** Which column an id names: a column's own id, or the column of the card with that id. */
export function columnOfId(layout: KanbanLayout, id: string): string | null {
  if (layout.some((column) => column.id === id)) return id;
  return locateCard(layout, id)?.columnId ?? null;
}

/**
 * The layout with the card moved into another column: before the card it is over when the
 * column keeps an order, else at the end. Within its own column nothing changes (the sorting
 * strategy shows that move).
 */
export function moveIntoColumn(
  layout: KanbanLayout,
  cardId: string,
  toColumnId: string,
  overId: string,
  isSortable: boolean,
): KanbanLayout {
  const from = locateCard(layout, cardId);
  if (!from || from.columnId === toColumnId) return layout;
  return layout.map((column) => {
    if (column.id === from.columnId) {
      return { ...column, cardIds: column.cardIds.filter((id) => id !== cardId) };
    }
    if (column.id !== toColumnId) return column;
    const overIndex = isSortable ? column.cardIds.indexOf(overId) : -1;
    const next = [...column.cardIds];
    next.splice(overIndex >= 0 ? overIndex : next.length, 0, cardId);
    return { ...column, cardIds: next };
  });
}

/** Where a dropped card lands: the column under it, at the card it is over, else where it is. */
export function dropPlace(layout: KanbanLayout, cardId: string, overId: string): CardPlace | null {
  const columnId = columnOfId(layout, overId);
  const column = layout.find((candidate) => candidate.id === columnId);
  if (!columnId || !column) return null;
  const overIndex = overId === cardId ? -1 : column.cardIds.indexOf(overId);
  if (overIndex >= 0) return { columnId, index: overIndex };
  const own = column.cardIds.indexOf(cardId);
  return { columnId, index: own >= 0 ? own : column.cardIds.length };
}
