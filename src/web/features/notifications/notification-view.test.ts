import { describe, expect, it } from 'vitest';
import { notificationView } from './notification-view';

const base = { _id: '1', createdAt: '2026-11-25T10:00:00.000Z', read: false };

describe('what a notification says and where it leads', () => {
  it('opens the report, the campaign or the team', () => {
    expect(
      notificationView({
        ...base,
        type: 'report.ready',
        payload: { reportId: 'r1', username: 'anna' },
      }),
    ).toMatchObject({ to: '/reports/r1', values: { username: 'anna' } });
    expect(
      notificationView({
        ...base,
        type: 'post.failed',
        payload: { campaignId: 'c/1', reason: 'Not found' },
      }),
    ).toMatchObject({ to: '/campaigns/c%2F1', values: { reason: 'Not found' } });
    expect(
      notificationView({ ...base, type: 'member.joined', payload: { fullName: 'Max' } }).to,
    ).toBe('/settings/team');
    expect(
      notificationView({
        ...base,
        type: 'usage.near_limit',
        payload: { metric: 'searchCount', used: 16, limit: 20 },
      }),
    ).toMatchObject({
      to: '/settings/plan',
      metricKey: 'usage.metrics.searchCount',
      values: { used: '16', limit: '20' },
    });
  });

  it('never shows a payload value that is not text', () => {
    const view = notificationView({
      ...base,
      type: 'report.failed',
      payload: { reportId: 'r2', username: { evil: true } },
    });
    expect(view.values.username).toBe('');
    const unknown = notificationView({
      ...base,
      type: 'usage.limit_reached',
      payload: { metric: '__proto__', used: 'x', limit: 5 },
    });
    expect(unknown).toMatchObject({ metricKey: null, values: { used: '', limit: '5' } });
  });
});
