import { describe, expect, it } from 'vitest';
import { columnOfId, dropPlace, type KanbanLayout, moveIntoColumn } from './kanban-layout';

const layout: KanbanLayout = [
  { id: 'todo', cardIds: ['a', 'b'] },
  { id: 'done', cardIds: ['c', 'd'] },
];

describe('a dragged card', () => {
  it('names its column by a card id or the column id', () => {
    expect(columnOfId(layout, 'c')).toBe('done');
    expect(columnOfId(layout, 'todo')).toBe('todo');
    expect(columnOfId(layout, 'nowhere')).toBeNull();
  });

  it('moves before the card it is over in an ordered column, to the end in an unordered one', () => {
    expect(moveIntoColumn(layout, 'a', 'done', 'd', true)).toEqual([
      { id: 'todo', cardIds: ['b'] },
      { id: 'done', cardIds: ['c', 'a', 'd'] },
    ]);
    expect(moveIntoColumn(layout, 'a', 'done', 'c', false)[1]?.cardIds).toEqual(['c', 'd', 'a']);
    expect(moveIntoColumn(layout, 'a', 'done', 'done', true)[1]?.cardIds).toEqual(['c', 'd', 'a']);
  });

  it('leaves the layout alone within its own column', () => {
    expect(moveIntoColumn(layout, 'a', 'todo', 'b', true)).toBe(layout);
  });

  it('lands at the card it is dropped on, else where it already is', () => {
    expect(dropPlace(layout, 'a', 'b')).toEqual({ columnId: 'todo', index: 1 });
    expect(dropPlace(layout, 'a', 'a')).toEqual({ columnId: 'todo', index: 0 });
    expect(dropPlace(layout, 'a', 'done')).toEqual({ columnId: 'done', index: 2 });
    expect(dropPlace(layout, 'a', 'elsewhere')).toBeNull();
  });
});
