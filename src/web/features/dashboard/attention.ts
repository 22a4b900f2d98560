// What the "Needs attention" card lists, as plain rows: one per failed post, ready report and
// calendar item, each with where to go to deal with it. Pure, so the rules are tested alone.

import { dayKeyOf } from '../content';
import type { Attention } from './api';

export type AttentionKind = 'failedPost' | 'readyReport' | 'overdue' | 'due';

export type AttentionRow = {
  id: string;
  kind: AttentionKind;
  /** What the row is about: a campaign, a creator, a calendar item's title. */
  title: string;
  /** The person or post it concerns, when known. */
  detail: string | null;
  /** The instant shown next to the row. */
  at: string;
  to: string;
};

/** Nothing failed, nothing new, nothing due: the card shows its empty state. */
export function isAllClear(attention: Attention): boolean {
  return (
    attention.failedPosts.total === 0 &&
    attention.readyReports.total === 0 &&
    attention.dueContent.total === 0
  );
}

/** Failed posts first (they lose data until retried), then overdue and due content, then reports. */
export function attentionRows(
  attention: Attention,
  timeZone: string,
  now = new Date(),
): AttentionRow[] {
  const failed = attention.failedPosts.items.map<AttentionRow>((post) => ({
    id: post._id,
    kind: 'failedPost',
    title: post.campaignName,
    detail: post.platform_username ? `@${post.platform_username}` : post.url,
    at: post.failedAt,
    to: `/campaigns/${post.campaignId}?tab=posts`,
  }));
  const due = attention.dueContent.items.map<AttentionRow>((item) => ({
    id: item._id,
    kind: Date.parse(item.scheduledAt) < now.getTime() ? 'overdue' : 'due',
    title: item.title,
    detail: item.username ? `@${item.username}` : null,
    at: item.scheduledAt,
    // The calendar's week of that day, in the user's zone, so the item is on screen.
    to: `/calendar?view=week&date=${dayKeyOf(item.scheduledAt, timeZone)}`,
  }));
  const reports = attention.readyReports.items.map<AttentionRow>((report) => ({
    id: report._id,
    kind: 'readyReport',
    title: `@${report.username}`,
    detail: null,
    at: report.completedAt ?? report.createdAt,
    to: `/reports/${report._id}`,
  }));
  return [...failed, ...due, ...reports];
}
