import { describe, expect, it } from 'vitest';
import type { Attention } from './api';
import { attentionRows, isAllClear } from './attention';

const none: Attention = {
  failedPosts: { total: 0, items: [] },
  readyReports: { total: 0, items: [] },
  dueContent: { total: 0, overdue: 0, items: [] },
};

const now = new Date('2026-03-11T12:00:00Z');

const busy: Attention = {
  failedPosts: {
    total: 1,
    items: [
      {
        _id: 'post-1',
        kind: 'post',
        url: 'https://www.instagram.com/p/Abc/',
        failureReason: 'The post is not in the profile bank',
        failedAt: '2026-03-11T08:00:00Z',
        campaignId: 'camp-1',
        campaignName: 'Summer Launch',
        platform_username: null,
      },
    ],
  },
  readyReports: {
    total: 1,
    items: [
      {
        _id: 'rep-1',
        profileId: null,
        accountId: null,
        platform: 'instagram',
        username: 'lena.travels',
        state: 'ready',
        failureReason: null,
        createdAt: '2026-03-10T09:00:00Z',
        completedAt: '2026-03-10T09:01:00Z',
        publicUrl: null,
        shareEnabled: false,
      },
    ],
  },
  dueContent: {
    total: 2,
    overdue: 1,
    items: [
      {
        _id: 'late',
        title: 'Late reel',
        platform: 'instagram',
        type: 'reel',
        scheduledAt: '2026-03-09T10:00:00Z',
        status: 'planned',
        username: 'anna',
        campaignId: null,
      },
      {
        _id: 'soon',
        title: 'Launch reel',
        platform: 'instagram',
        type: 'reel',
        // 23:30 UTC on the 12th is already the 13th in Vienna, still the 12th in New York.
        scheduledAt: '2026-03-12T23:30:00Z',
        status: 'approved',
        username: null,
        campaignId: null,
      },
    ],
  },
};

describe('isAllClear', () => {
  it('is true only when no list has anything', () => {
    expect(isAllClear(none)).toBe(true);
    expect(isAllClear(busy)).toBe(false);
    expect(isAllClear({ ...none, readyReports: { total: 1, items: [] } })).toBe(false);
  });
});

describe('attentionRows', () => {
  it('lists failed posts, then overdue and due content, then reports, each with its link', () => {
    const rows = attentionRows(busy, 'Europe/Vienna', now);
    expect(rows.map((row) => [row.kind, row.title, row.to])).toEqual([
      ['failedPost', 'Summer Launch', '/campaigns/camp-1?tab=posts'],
      ['overdue', 'Late reel', '/calendar?view=week&date=2026-03-09'],
      ['due', 'Launch reel', '/calendar?view=week&date=2026-03-13'],
      ['readyReport', '@lena.travels', '/reports/rep-1'],
    ]);
    expect(rows[0].detail).toBe('https://www.instagram.com/p/Abc/');
    expect(rows[1].detail).toBe('@anna');
  });

  it("opens the calendar on the item's day in the user's zone", () => {
    const rows = attentionRows(busy, 'America/New_York', now);
    expect(rows.find((row) => row.id === 'soon')?.to).toBe('/calendar?view=week&date=2026-03-12');
  });

  it('lists nothing when nothing needs attention', () => {
    expect(attentionRows(none, 'Europe/Vienna', now)).toEqual([]);
  });
});
