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
  });

  it('never shows a payload value that is not text', () => {
    const view = notificationView({
      ...base,
      type: 'report.failed',
      payload: { reportId: 'r2', username: { evil: true } },
    });
    expect(view.values.username).toBe('');
  });
});
