import { and, count, desc, eq, gt, gte, inArray, isNull, lte, max, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  type DomainEventRow,
  domainEvents,
  type EventType,
  eventDispatchCursors,
} from '../../events';
import { users } from '../account/account.tables';
import {
  type NotificationChannel,
  notificationCursors,
  notificationReads,
  notificationSettings,
} from './notifications.tables';

export type NotificationScope = {
  orgId: string;
  userId: string;
  /** Events from before the user joined are not theirs to be told about. */
  since: Date;
  types: readonly EventType[];
};

const MAIL_CONSUMER = 'notification-mails';

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

    async settingsOf(userId: string) {
      const [row] = await db
        .select()
        .from(notificationSettings)
        .where(eq(notificationSettings.userId, userId));
      return row ?? null;
    },

    async saveSettings(
      userId: string,
      channels: Partial<Record<string, NotificationChannel>>,
      locale: string,
    ) {
      await db
        .insert(notificationSettings)
        .values({ userId, channels, locale })
        .onConflictDoUpdate({
          target: notificationSettings.userId,
          set: {
            channels: sql`${notificationSettings.channels} || ${JSON.stringify(channels)}::jsonb`,
            locale,
            updatedAt: new Date(),
          },
        });
    },

    /**
     * The events after the mail cursor, and the cursor moved past them, in one transaction:
     * each event is considered for mail once, by one process. `batch` bounds the read.
     */
    async takeEventsForMail(batch: number): Promise<DomainEventRow[]> {
      return db.transaction(async (tx) => {
        await tx
          .insert(eventDispatchCursors)
          .values({
            consumer: MAIL_CONSUMER,
            // Mail starts with the events written after the feature existed, not the backlog.
            lastEventId: sql`coalesce((select max(${domainEvents.id}) from ${domainEvents}), 0)`,
          })
          .onConflictDoNothing();
        const [cursor] = await tx
          .select({ lastEventId: eventDispatchCursors.lastEventId })
          .from(eventDispatchCursors)
          .where(eq(eventDispatchCursors.consumer, MAIL_CONSUMER))
          .for('update');
        const events = await tx
          .select()
          .from(domainEvents)
          .where(gt(domainEvents.id, cursor.lastEventId))
          .orderBy(domainEvents.id)
          .limit(batch);
        const last = events.at(-1);
        if (last) {
          await tx
            .update(eventDispatchCursors)
            .set({ lastEventId: last.id, updatedAt: new Date() })
            .where(eq(eventDispatchCursors.consumer, MAIL_CONSUMER));
        }
        return events;
      });
    },

    /** Members of the organization who joined before `at` and want `type` by mail. */
    async mailRecipients(orgId: string, type: EventType, at: Date) {
      const channel = sql<string>`${notificationSettings.channels} ->> ${type}`;
      return db
        .select({
          userId: users.id,
          email: users.email,
          fullName: users.fullName,
          locale: notificationSettings.locale,
        })
        .from(users)
        .innerJoin(notificationSettings, eq(notificationSettings.userId, users.id))
        .where(
          and(
            eq(users.orgId, orgId),
            inArray(users.role, ['owner', 'member']),
            lte(users.createdAt, at),
            inArray(channel, ['email', 'both']),
          ),
        );
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
