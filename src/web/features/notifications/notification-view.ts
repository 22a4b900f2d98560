// What a notification says and where it leads, from its type and payload.

import { PLANS_PATH } from '../../components/ui/upgrade-link';
import { isUsageMetric, type UsageMetric } from '../account';
import type { AppNotification } from './api';

const TEXT_KEYS = {
  'report.ready': 'notifications.types.reportReady',
  'report.failed': 'notifications.types.reportFailed',
  'post.failed': 'notifications.types.postFailed',
  'member.joined': 'notifications.types.memberJoined',
  'usage.near_limit': 'notifications.types.usageNearLimit',
  'usage.limit_reached': 'notifications.types.usageLimitReached',
} as const;

type MetricKey = `usage.metrics.${UsageMetric}`;

export type NotificationView = {
  /** What it says (a translation key) and the values it names. */
  textKey: (typeof TEXT_KEYS)[AppNotification['type']];
  values: { username: string; reason: string; fullName: string; used: string; limit: string };
  /** The allowance a usage notification is about, to be named in the user's language. */
  metricKey: MetricKey | null;
  to: string;
};

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const count = (value: unknown): string => (typeof value === 'number' ? String(value) : '');

function metricKeyOf(value: unknown): MetricKey | null {
  return typeof value === 'string' && isUsageMetric(value) ? `usage.metrics.${value}` : null;
}

export function notificationView(notification: AppNotification): NotificationView {
  const { payload } = notification;
  const values = {
    username: text(payload.username),
    reason: text(payload.reason),
    fullName: text(payload.fullName),
    used: count(payload.used),
    limit: count(payload.limit),
  };
  const base = { textKey: TEXT_KEYS[notification.type], values, metricKey: null };
  switch (notification.type) {
    case 'report.ready':
    case 'report.failed':
      return { ...base, to: `/reports/${encodeURIComponent(text(payload.reportId))}` };
    case 'post.failed':
      return { ...base, to: `/campaigns/${encodeURIComponent(text(payload.campaignId))}` };
    case 'member.joined':
      return { ...base, to: '/settings/team' };
    case 'usage.near_limit':
    case 'usage.limit_reached':
      return { ...base, metricKey: metricKeyOf(payload.metric), to: PLANS_PATH };
  }
}
