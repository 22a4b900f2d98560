import type { Database } from '../../db/client';
import { type EventType, toEventDto } from '../../events';
import type { Caller } from '../../http/access';
import { notFound } from '../../http/errors';
import { createNotificationsRepository, type NotificationScope } from './notifications.repository';

/** What members are told about in the bell: work that finished or needs them, not every change. */
export const NOTIFIED_TYPES = [
  'report.ready',
  'report.failed',
  'post.failed',
  'member.joined',
  'usage.near_limit',
  'usage.limit_reached',
] as const satisfies readonly EventType[];

export const EVENTS_PAGE_MAX = 500;

export type NotifiedType = (typeof NOTIFIED_TYPES)[number];

export type NotificationDto = {
  _id: string;
  type: NotifiedType;
  payload: Record<string, unknown>;
  createdAt: string;
  read: boolean;
};

/**
 * Notifications are a reading of the organization's event outbox: each member sees the events of
 * NOTIFIED_TYPES since they joined, with their own read marks. Nothing is copied per member, so a
 * notification exists exactly when its event does, and arrives with the next poll.
 */
export function createNotificationsService(deps: { db: Database }) {
  const repository = createNotificationsRepository(deps.db);

  async function scopeOf(caller: Caller): Promise<NotificationScope> {
    const since = caller.userId ? await repository.joinedAt(caller.orgId, caller.userId) : null;
    if (!caller.userId || !since) throw notFound('User');
    return { orgId: caller.orgId, userId: caller.userId, since, types: NOTIFIED_TYPES };
  }

  return {
    async list(caller: Caller, limit: number) {
      const scope = await scopeOf(caller);
      const [rows, unread] = await Promise.all([
        repository.latest(scope, limit),
        repository.unreadCount(scope),
      ]);
      const items: NotificationDto[] = rows.map((row) => ({
        _id: String(row.id),
        // The query selects NOTIFIED_TYPES only.
        type: row.type as NotifiedType,
        payload: row.payload,
        createdAt: row.createdAt.toISOString(),
        read: Boolean(row.isRead),
      }));
      return { unread, items };
    },

    async markRead(caller: Caller, input: { ids?: string[]; all?: boolean }) {
      const scope = await scopeOf(caller);
      if (input.all) await repository.markAllRead(scope);
      else await repository.markRead(scope, (input.ids ?? []).map(Number));
    },

    /** API clients page through every event of the organization, oldest first. */
    async events(caller: Caller, afterId: number, limit: number) {
      const rows = await repository.after(caller.orgId, afterId, limit);
      const events = rows.map(toEventDto);
      const last = rows.at(-1);
      return { events, next: rows.length === limit && last ? String(last.id) : null };
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
