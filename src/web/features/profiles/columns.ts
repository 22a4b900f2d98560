// Columns of the profiles table and the user's choice of them (tableSettings.profiles.columns,
// saved per user). Custom field columns are `cf:<fieldId>`.

import type { CustomField } from './types';

export const BUILT_IN_COLUMNS = [
  'name',
  'platform',
  'followers',
  'engagement',
  'lists',
  'favourite',
] as const;
export type BuiltInColumn = (typeof BUILT_IN_COLUMNS)[number];
export type ColumnId = BuiltInColumn | `cf:${string}`;

const CUSTOM_PREFIX = 'cf:';

export function customColumnId(fieldId: string): ColumnId {
  return `${CUSTOM_PREFIX}${fieldId}`;
}

export function fieldIdOf(column: string): string | null {
  return column.startsWith(CUSTOM_PREFIX) ? column.slice(CUSTOM_PREFIX.length) : null;
}

/** Every column there is now, built-in first, then custom fields in their order. */
export function allColumns(fields: readonly CustomField[]): ColumnId[] {
  return [...BUILT_IN_COLUMNS, ...fields.map((field) => customColumnId(field._id))];
}

/** Reads tableSettings as saved (any shape) into the saved column list, or null when none. */
export function savedColumns(tableSettings: unknown): string[] | null {
  if (typeof tableSettings !== 'object' || tableSettings === null) return null;
  const profiles = (tableSettings as Record<string, unknown>).profiles;
  if (typeof profiles !== 'object' || profiles === null) return null;
  const columns = (profiles as Record<string, unknown>).columns;
  if (!Array.isArray(columns)) return null;
  return columns.filter((column): column is string => typeof column === 'string');
}

/**
 * The visible columns in order: the saved choice without columns that no longer exist (a deleted
 * field); without a saved choice, every column.
 */
export function visibleColumns(saved: readonly string[] | null, available: readonly ColumnId[]) {
  if (saved === null) return [...available];
  const known = new Set<string>(available);
  return saved.filter((column): column is ColumnId => known.has(column));
}

export type ColumnChoice = { id: ColumnId; isVisible: boolean };

/** The dialog's list: visible columns in their order, then the hidden ones. */
export function columnChoices(
  visible: readonly ColumnId[],
  available: readonly ColumnId[],
): ColumnChoice[] {
  const shown = new Set(visible);
  return [
    ...visible.map((id) => ({ id, isVisible: true })),
    ...available.filter((id) => !shown.has(id)).map((id) => ({ id, isVisible: false })),
  ];
}

export function moveChoice(choices: readonly ColumnChoice[], index: number, by: -1 | 1) {
  const target = index + by;
  if (target < 0 || target >= choices.length) return [...choices];
  const next = [...choices];
  [next[index], next[target]] = [next[target], next[index]];
  return next;
}
