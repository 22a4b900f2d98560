// Which result rows are ticked, as a pure reducer: rows are named by their bank `_id`, the id the
// CRM calls take (profile-search's profileBankIds).

export type Selection = ReadonlySet<string>;

export type SelectionAction =
  | { type: 'toggle'; id: string }
  | { type: 'set-many'; ids: readonly string[]; isSelected: boolean }
  | { type: 'clear' };

export const NO_SELECTION: Selection = new Set();

export function selectionReducer(selection: Selection, action: SelectionAction): Selection {
  switch (action.type) {
    case 'toggle': {
      const next = new Set(selection);
      if (next.has(action.id)) next.delete(action.id);
      else next.add(action.id);
      return next;
    }
    case 'set-many': {
      const next = new Set(selection);
      for (const id of action.ids) {
        if (action.isSelected) next.add(id);
        else next.delete(id);
      }
      return next;
    }
    case 'clear':
      return selection.size === 0 ? selection : NO_SELECTION;
  }
}

/** What the "select all shown" box shows: ticked, half-ticked (indeterminate) or empty. */
export type PageSelectionState = 'all' | 'some' | 'none';

export function pageSelectionState(
  selection: Selection,
  shownIds: readonly string[],
): PageSelectionState {
  const ticked = shownIds.filter((id) => selection.has(id)).length;
  if (ticked === 0) return 'none';
  return ticked === shownIds.length ? 'all' : 'some';
}

/** The selected ids in the order the rows are shown, so calls and messages follow the table. */
export function selectedInOrder(selection: Selection, shownIds: readonly string[]): string[] {
  return shownIds.filter((id) => selection.has(id));
}
