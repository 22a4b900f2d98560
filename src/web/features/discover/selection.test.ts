import { describe, expect, it } from 'vitest';
import { NO_SELECTION, pageSelectionState, selectedInOrder, selectionReducer } from './selection';

describe('selectionReducer', () => {
  it('ticks a row and unticks it again', () => {
    const ticked = selectionReducer(NO_SELECTION, { type: 'toggle', id: 'a' });
    expect([...ticked]).toEqual(['a']);
    expect(selectionReducer(ticked, { type: 'toggle', id: 'a' }).size).toBe(0);
  });

  it('selects every shown row, keeping rows ticked before', () => {
    const start = new Set(['x']);
    const next = selectionReducer(start, { type: 'set-many', ids: ['a', 'b'], isSelected: true });
    expect([...next].sort()).toEqual(['a', 'b', 'x']);
    expect([...start]).toEqual(['x']);
  });

  it('unselects the shown rows only', () => {
    const next = selectionReducer(new Set(['a', 'b', 'x']), {
      type: 'set-many',
      ids: ['a', 'b'],
      isSelected: false,
    });
    expect([...next]).toEqual(['x']);
  });

  it('clears everything, and leaves an empty selection as it is', () => {
    expect(selectionReducer(new Set(['a']), { type: 'clear' }).size).toBe(0);
    expect(selectionReducer(NO_SELECTION, { type: 'clear' })).toBe(NO_SELECTION);
  });
});

describe('pageSelectionState', () => {
  it('is none, some or all of the shown rows', () => {
    expect(pageSelectionState(NO_SELECTION, ['a', 'b'])).toBe('none');
    expect(pageSelectionState(new Set(['a']), ['a', 'b'])).toBe('some');
    expect(pageSelectionState(new Set(['a', 'b']), ['a', 'b'])).toBe('all');
  });

  it('ignores ticked rows that are not shown', () => {
    expect(pageSelectionState(new Set(['gone']), ['a'])).toBe('none');
  });

  it('is none when nothing is shown', () => {
    expect(pageSelectionState(new Set(['a']), [])).toBe('none');
  });
});

describe('selectedInOrder', () => {
  it('follows the table order, not the ticking order', () => {
    expect(selectedInOrder(new Set(['c', 'a']), ['a', 'b', 'c'])).toEqual(['a', 'c']);
  });
});
