import { describe, expect, it } from 'vitest';
import { type Member, membersOf } from './api';

const ada: Member = {
  _id: 'u1',
  email: 'ada@example.com',
  fullName: 'Ada',
  role: 'owner',
  status: 'active',
  createdAt: '2026-01-01T00:00:00.000Z',
};

describe('membersOf', () => {
  it('reads the members of a collection page', () => {
    expect(membersOf({ items: [ada], total: 1, page: 1, limit: 100, hasMore: false })).toEqual([
      ada,
    ]);
  });

  it('reads a bare array too', () => {
    expect(membersOf([ada])).toEqual([ada]);
  });
});
