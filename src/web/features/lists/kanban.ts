// The kanban's pure rules: which cards sit in which column, in what order, and what a move sends.

import type { ListItemDto, StatusDto } from '../../../common/api/lists';
import type { ListStatusKey } from '../../../common/product-labels';

export type ListItem = ListItemDto;

type StatusLike = StatusDto;

/** The id of the "No status" column; statuses use their own ids. */
export const NO_STATUS_COLUMN = 'no-status';

export type KanbanColumn = {
  id: string;
  statusId: string | null;
  name: string | null;
  /** The product's key of a default status (its title in the reader's language). */
  labelKey: ListStatusKey | null;
  color: string | null;
  items: ListItem[];
};

export type MoveTarget = {
  /** null: the "No status" column. */
  statusId: string | null;
  /** Where the card lands among the column's other cards. */
  index: number;
  /** What the server is told (its positions may have gaps); none for "No status". */
  position?: number;
};

export function columnIdOf(statusId: string | null): string {
  return statusId ?? NO_STATUS_COLUMN;
}

function byPosition(a: { position: number }, b: { position: number }): number {
  return a.position - b.position;
}

/** Columns in the list's status order, then "No status"; cards by their position. */
export function buildColumns(statuses: readonly StatusLike[], items: readonly ListItem[]) {
  const ordered = [...statuses].sort(byPosition);
  const known = new Set(ordered.map((status) => status._id));
  const columns: KanbanColumn[] = ordered.map((status) => ({
    id: status._id,
    statusId: status._id,
    name: status.name,
    labelKey: status.labelKey,
    color: status.color,
    items: [],
  }));
  const none: KanbanColumn = {
    id: NO_STATUS_COLUMN,
    statusId: null,
    name: null,
    labelKey: null,
    color: null,
    items: [],
  };
  const byId = new Map(columns.map((column) => [column.id, column]));
  for (const item of items) {
    const column = item.statusId && known.has(item.statusId) ? byId.get(item.statusId) : undefined;
    (column ?? none).items.push(item);
  }
  for (const column of [...columns, none]) column.items.sort(byPosition);
  return [...columns, none];
}

/**
 * The move of a card to `index` of a column, with the position the server needs: that of the card
 * it lands before (the server shifts that one and the rest down), or one past the card it follows.
 */
export function planMove(
  columns: readonly KanbanColumn[],
  profileId: string,
  toColumnId: string,
  index: number,
): MoveTarget | null {
  const column = columns.find((candidate) => candidate.id === toColumnId);
  if (!column) return null;
  const others = column.items.filter((item) => item.profileId !== profileId);
  const at = Math.max(0, Math.min(index, others.length));
  if (column.statusId === null) return { statusId: null, index: at };
  const next = others[at];
  const previous = others[at - 1];
  const position = next ? next.position : previous ? previous.position + 1 : 0;
  return { statusId: column.statusId, index: at, position };
}

/** The items after a move, as the board shows them before the server answers. */
export function moveItem(
  items: readonly ListItem[],
  statuses: readonly StatusLike[],
  profileId: string,
  target: MoveTarget,
): ListItem[] {
  const moving = items.find((item) => item.profileId === profileId);
  if (!moving) return [...items];
  const status = statuses.find((candidate) => candidate._id === target.statusId);
  const moved: ListItem = {
    ...moving,
    statusId: status?._id ?? null,
    status: status?.name ?? null,
    statusKey: status?.labelKey ?? null,
  };
  const inTarget = items
    .filter((item) => item.profileId !== profileId && item.statusId === moved.statusId)
    .sort(byPosition);
  inTarget.splice(Math.min(target.index, inTarget.length), 0, moved);
  const renumbered = new Map(inTarget.map((item, position) => [item.profileId, position]));
  return items.map((item) => {
    const position = renumbered.get(item.profileId);
    if (position === undefined) return item;
    return { ...(item.profileId === profileId ? moved : item), position };
  });
}
