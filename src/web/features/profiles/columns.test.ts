import { describe, expect, it } from 'vitest';
import {
  allColumns,
  columnChoices,
  customColumnId,
  fieldIdOf,
  moveChoice,
  savedColumns,
  visibleColumns,
} from './columns';
import type { CustomField } from './types';

const budget: CustomField = {
  _id: 'f1',
  name: 'Budget',
  type: 'number',
  options: [],
  categoryId: null,
  position: 0,
};

describe('profile table columns', () => {
  it('shows every column until the user saves a choice', () => {
    const available = allColumns([budget]);
    expect(visibleColumns(savedColumns({}), available)).toEqual(available);
    expect(available.at(-1)).toBe('cf:f1');
    expect(fieldIdOf(customColumnId('f1'))).toBe('f1');
    expect(fieldIdOf('followers')).toBeNull();
  });

  it('keeps the saved order and drops columns that no longer exist', () => {
    const saved = savedColumns({ profiles: { columns: ['cf:gone', 'followers', 'cf:f1', 7] } });
    expect(saved).toEqual(['cf:gone', 'followers', 'cf:f1']);
    expect(visibleColumns(saved, allColumns([budget]))).toEqual(['followers', 'cf:f1']);
  });

  it('lists hidden columns after the visible ones and moves them up and down', () => {
    const choices = columnChoices(['followers'], ['name', 'followers']);
    expect(choices).toEqual([
      { id: 'followers', isVisible: true },
      { id: 'name', isVisible: false },
    ]);
    expect(moveChoice(choices, 1, -1).map((c) => c.id)).toEqual(['name', 'followers']);
    expect(moveChoice(choices, 0, -1)).toEqual(choices);
  });
});
