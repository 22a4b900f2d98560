import {
  NOTIFIED_TYPES,
  type NotificationChannel,
  type NotificationDto,
  type NotifiedType,
} from '../../../common/api/notifications';
import type { Database } from '../../db/client';
import { toEventDto } from '../../events';
import type { Caller } from '../../http/access';
import { notFound } from '../../http/errors';
import { THING } from '../../http/things.text';
import { planOrFree } from '../account';
import { createNotificationsRepository, type NotificationScope } from './notifications.repository';

const DEFAULT_CHANNEL: NotificationChannel = 'app';
const IN_APP = new Set<NotificationChannel>(['app', 'both']);

/**
 * Notifications are a reading of the organization's event outbox: each member sees the events of
 * NOTIFIED_TYPES since they joined, with their own read marks. Nothing is copied per member, so a
 * notification exists exactly when its event does, and arrives with the next poll.
 */
export function createNotificationsService(deps: { db: Database }) {
  const repository = createNotificationsRepository(deps.db);

  async function channelsOf(userId: string): Promise<Record<NotifiedType, NotificationChannel>> {
    const stored = (await repository.settingsOf(userId))?.channels ?? {};
    return Object.fromEntries(
      NOTIFIED_TYPES.map((type) => [type, stored[type] ?? DEFAULT_CHANNEL]),
    ) as Record<NotifiedType, NotificationChannel>;
  }

  async function scopeOf(caller: Caller): Promise<NotificationScope> {
    const since = caller.userId ? await repository.joinedAt(caller.orgId, caller.userId) : null;
    if (!caller.userId || !since) throw notFound(THING.user);
    const channels = await channelsOf(caller.userId);
    const types = NOTIFIED_TYPES.filter((type) => IN_APP.has(channels[type]));
    const { limits } = planOrFree(caller.plan ?? 'free');
    return { orgId: caller.orgId, userId: caller.userId, since, types, limits };
  }

  /** Where the member hears of each notified type: in the app, by email, both or not at all. */
  async function preferencesOf(caller: Caller) {
    if (!caller.userId) throw notFound(THING.user);
    const channels = await channelsOf(caller.userId);
    return { items: NOTIFIED_TYPES.map((type) => ({ type, channel: channels[type] })) };
  }

  return {
    async list(caller: Caller, limit: number) {
      const scope = await scopeOf(caller);
      // Every type mailed or off: the bell stays empty.
      if (scope.types.length === 0) return { unread: 0, items: [] };
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
      if (scope.types.length === 0) return;
      if (input.all) await repository.markAllRead(scope);
      else await repository.markRead(scope, (input.ids ?? []).map(Number));
    },

    preferences: preferencesOf,

    /** Saves the types named (others keep their choice), and the language mails go out in. */
    async setPreferences(
      caller: Caller,
      channels: Partial<Record<NotifiedType, NotificationChannel>>,
    ) {
      if (!caller.userId) throw notFound(THING.user);
      await repository.saveSettings(caller.userId, channels, caller.locale ?? 'en');
      return preferencesOf(caller);
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
