// What a notification says and where it leads, from its type and payload.

import type { AppNotification } from './api';

const TEXT_KEYS = {
  'report.ready': 'notifications.types.reportReady',
  'report.failed': 'notifications.types.reportFailed',
  'post.failed': 'notifications.types.postFailed',
  'member.joined': 'notifications.types.memberJoined',
} as const;

export type NotificationView = {
  /** What it says (a translation key) and the values it names. */
  textKey: (typeof TEXT_KEYS)[AppNotification['type']];
  values: { username: string; reason: string; fullName: string };
  to: string;
};

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

export function notificationView(notification: AppNotification): NotificationView {
  const { payload } = notification;
  const values = {
    username: text(payload.username),
    reason: text(payload.reason),
    fullName: text(payload.fullName),
  };
  const textKey = TEXT_KEYS[notification.type];
  switch (notification.type) {
    case 'report.ready':
    case 'report.failed':
      return { textKey, values, to: `/reports/${encodeURIComponent(text(payload.reportId))}` };
    case 'post.failed':
      return { textKey, values, to: `/campaigns/${encodeURIComponent(text(payload.campaignId))}` };
    case 'member.joined':
      return { textKey, values, to: '/settings/team' };
  }
}
