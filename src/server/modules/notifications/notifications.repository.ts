import { and, count, desc, eq, gt, gte, inArray, isNull, lte, max, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { domainEvents, type EventType } from '../../events';
import { users } from '../account/account.tables';
import { notificationCursors, notificationReads } from './notifications.tables';

export type NotificationScope = {
  orgId: string;
  userId: string;
  /** Events from before the user joined are not theirs to be told about. */
  since: Date;
  types: readonly EventType[];
};

export function createNotificationsRepository(db: Database) {
  const cursor = (userId: string) =>
    sql<number>`coalesce((select ${notificationCursors.readThrough} from ${notificationCursors} where ${notificationCursors.userId} = ${userId}), 0)`;

  const inScope = (scope: NotificationScope) =>
    and(
      eq(domainEvents.orgId, scope.orgId),
      inArray(domainEvents.type, [...scope.types]),
      gte(domainEvents.createdAt, scope.since),
    );

  const readJoin = (userId: string) =>
    and(eq(notificationReads.userId, userId), eq(notificationReads.eventId, domainEvents.id));

  return {
    /** When the user joined the organization, or null when they are not in it. */
    async joinedAt(orgId: string, userId: string): Promise<Date | null> {
      const [row] = await db
        .select({ createdAt: users.createdAt })
        .from(users)
        .where(and(eq(users.orgId, orgId), eq(users.id, userId)));
      return row?.createdAt ?? null;
    },

    /** The newest notifications, each with whether the user has read it. */
    async latest(scope: NotificationScope, limit: number) {
      return db
        .select({
          id: domainEvents.id,
          type: domainEvents.type,
          payload: domainEvents.payload,
          createdAt: domainEvents.createdAt,
          isRead: sql<boolean>`(${domainEvents.id} <= ${cursor(scope.userId)} or ${notificationReads.eventId} is not null)`,
        })
        .from(domainEvents)
        .leftJoin(notificationReads, readJoin(scope.userId))
        .where(inScope(scope))
        .orderBy(desc(domainEvents.id))
        .limit(limit);
    },

    async unreadCount(scope: NotificationScope): Promise<number> {
      const [row] = await db
        .select({ count: count() })
        .from(domainEvents)
        .leftJoin(notificationReads, readJoin(scope.userId))
        .where(
          and(
            inScope(scope),
            gt(domainEvents.id, cursor(scope.userId)),
            isNull(notificationReads.eventId),
          ),
        );
      return row?.count ?? 0;
    },

    /** Marks these events read; ids of other organizations or types are ignored. */
    async markRead(scope: NotificationScope, eventIds: number[]): Promise<void> {
      if (eventIds.length === 0) return;
      const owned = await db
        .select({ id: domainEvents.id })
        .from(domainEvents)
        .where(and(inScope(scope), inArray(domainEvents.id, eventIds)));
      if (owned.length === 0) return;
      await db
        .insert(notificationReads)
        .values(owned.map(({ id }) => ({ userId: scope.userId, eventId: id })))
        .onConflictDoNothing();
    },

    /** Everything up to the newest event of the organization becomes read. */
    async markAllRead(scope: NotificationScope): Promise<void> {
      const [newest] = await db
        .select({ id: max(domainEvents.id) })
        .from(domainEvents)
        .where(eq(domainEvents.orgId, scope.orgId));
      const readThrough = newest?.id ?? 0;
      await db.transaction(async (tx) => {
        await tx
          .insert(notificationCursors)
          .values({ userId: scope.userId, readThrough })
          .onConflictDoUpdate({
            target: notificationCursors.userId,
            set: { readThrough: sql`greatest(${notificationCursors.readThrough}, ${readThrough})` },
          });
        await tx
          .delete(notificationReads)
          .where(
            and(
              eq(notificationReads.userId, scope.userId),
              lte(notificationReads.eventId, readThrough),
            ),
          );
      });
    },

    /** The organization's events after an id, oldest first (the events API). */
    after(orgId: string, afterId: number, limit: number) {
      return db
        .select()
        .from(domainEvents)
        .where(and(eq(domainEvents.orgId, orgId), gt(domainEvents.id, afterId)))
        .orderBy(domainEvents.id)
        .limit(limit);
    },
  };
}
