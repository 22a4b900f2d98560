import { describe, expect, it } from 'vitest';
import { buildColumns, type ListItem, moveItem, NO_STATUS_COLUMN, planMove } from './kanban';

const statuses = [
  { _id: 's2', name: 'Contacted', labelKey: 'contacted' as const, color: '#f59e0b', position: 1 },
  { _id: 's1', name: 'Shortlisted', labelKey: null, color: '#6366f1', position: 0 },
];

function item(profileId: string, statusId: string | null, position: number): ListItem {
  const status = statuses.find((s) => s._id === statusId);
  return {
    profileId,
    statusId,
    status: status?.name ?? null,
    statusKey: status?.labelKey ?? null,
    position,
    addedAt: '2026-01-01T00:00:00.000Z',
    username: profileId,
    fullName: null,
    avatarUrl: null,
    platform: 'instagram',
    followers: 1000,
    engagementRate: 2,
    isDemo: false,
  };
}

const items = [item('a', 's1', 0), item('b', 's1', 4), item('c', 's2', 2), item('d', null, 0)];

describe('kanban columns', () => {
  it('orders columns by status position with "No status" last, cards by position', () => {
    const columns = buildColumns(statuses, items);
    expect(columns.map((c) => c.id)).toEqual(['s1', 's2', NO_STATUS_COLUMN]);
    expect(columns[0]?.items.map((i) => i.profileId)).toEqual(['a', 'b']);
    expect(columns[2]?.items.map((i) => i.profileId)).toEqual(['d']);
  });

  it('puts a card with an unknown status under "No status"', () => {
    const columns = buildColumns(statuses, [item('x', 'gone', 0)]);
    expect(columns[2]?.items.map((i) => i.profileId)).toEqual(['x']);
  });
});

describe('planning a move', () => {
  const columns = buildColumns(statuses, items);

  it('takes the position of the card it lands before', () => {
    expect(planMove(columns, 'c', 's1', 1)).toEqual({ statusId: 's1', index: 1, position: 4 });
  });

  it('goes one past the last card at the end of a column', () => {
    expect(planMove(columns, 'a', 's2', 5)).toEqual({ statusId: 's2', index: 1, position: 3 });
  });

  it('starts an empty column at 0 and sends no position for "No status"', () => {
    const empty = buildColumns(statuses, [item('a', null, 0)]);
    expect(planMove(empty, 'a', 's2', 0)).toEqual({ statusId: 's2', index: 0, position: 0 });
    expect(planMove(columns, 'a', NO_STATUS_COLUMN, 0)).toEqual({ statusId: null, index: 0 });
  });
});

describe('moving a card', () => {
  it('changes its status and order at once', () => {
    const next = moveItem(items, statuses, 'c', { statusId: 's1', index: 0, position: 0 });
    const columns = buildColumns(statuses, next);
    expect(columns[0]?.items.map((i) => i.profileId)).toEqual(['c', 'a', 'b']);
    expect(columns[0]?.items[0]?.status).toBe('Shortlisted');
    expect(columns[1]?.items).toEqual([]);
  });

  it('clears the status when dropped on "No status"', () => {
    const next = moveItem(items, statuses, 'a', { statusId: null, index: 1 });
    const moved = next.find((i) => i.profileId === 'a');
    expect(moved).toMatchObject({ statusId: null, status: null });
    expect(buildColumns(statuses, next)[2]?.items.map((i) => i.profileId)).toEqual(['d', 'a']);
  });
});
