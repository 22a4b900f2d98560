import {
  and,
  count,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNull,
  lte,
  not,
  notInArray,
  or,
  sql,
} from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  atOrBeforePosition,
  type DomainEventRow,
  domainEvents,
  type EventType,
  lastSettledPosition,
  START_POSITION,
  settledEventsAfter,
  takeSettledEvents,
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
  /**
   * The organization's current plan limits: a usage notice stands only while its limit is still
   * the plan's (a plan change makes "all 1 used" untrue, so the bell drops it).
   */
  limits: Readonly<Record<string, number>>;
};

const USAGE_NOTICES: EventType[] = ['usage.near_limit', 'usage.limit_reached'];

const MAIL_CONSUMER = 'notification-mails';

export function createNotificationsRepository(db: Database) {
  /** Read through the user's "Mark all read" position (false without one). */
  const readByCursor = (userId: string) =>
    sql<boolean>`coalesce((${domainEvents.xid}, ${domainEvents.id}) <= (select ${notificationCursors.readThroughXid}, ${notificationCursors.readThrough} from ${notificationCursors} where ${notificationCursors.userId} = ${userId}), false)`;

  /** The current limit of the usage event's metric; null for an unlimited or unknown one. */
  const currentLimit = (limits: NotificationScope['limits']) => {
    const finite = Object.entries(limits).filter(([, limit]) => Number.isFinite(limit));
    if (finite.length === 0) return sql`null::numeric`;
    const cases = finite.map(([metric, limit]) => sql`when ${metric} then ${limit}::numeric`);
    return sql`case ${domainEvents.payload} ->> 'metric' ${sql.join(cases, sql` `)} end`;
  };

  const inScope = (scope: NotificationScope) =>
    and(
      eq(domainEvents.orgId, scope.orgId),
      inArray(domainEvents.type, [...scope.types]),
      gte(domainEvents.createdAt, scope.since),
      or(
        notInArray(domainEvents.type, USAGE_NOTICES),
        sql`(${domainEvents.payload} ->> 'limit')::numeric = ${currentLimit(scope.limits)}`,
      ),
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
          isRead: sql<boolean>`(${readByCursor(scope.userId)} or ${notificationReads.eventId} is not null)`,
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
          and(inScope(scope), not(readByCursor(scope.userId)), isNull(notificationReads.eventId)),
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

    /**
     * Every notification the user can see now becomes read: the cursor moves to the last settled
     * event, and the visible ones after it (their transactions overlap a running one) get single
     * marks. An event committed later sorts after the cursor, so it arrives unread.
     */
    async markAllRead(scope: NotificationScope): Promise<void> {
      await db.transaction(async (tx) => {
        const through = await lastSettledPosition(tx, eq(domainEvents.orgId, scope.orgId));
        if (through.id > 0) {
          await tx
            .insert(notificationCursors)
            .values({ userId: scope.userId, readThroughXid: through.xid, readThrough: through.id })
            .onConflictDoUpdate({
              target: notificationCursors.userId,
              set: { readThroughXid: through.xid, readThrough: through.id },
              setWhere: sql`(${notificationCursors.readThroughXid}, ${notificationCursors.readThrough}) < (${through.xid}::xid8, ${through.id}::bigint)`,
            });
        }
        const [cursor] = await tx
          .select()
          .from(notificationCursors)
          .where(eq(notificationCursors.userId, scope.userId));
        if (cursor) {
          await tx.delete(notificationReads).where(
            and(
              eq(notificationReads.userId, scope.userId),
              inArray(
                notificationReads.eventId,
                tx
                  .select({ id: domainEvents.id })
                  .from(domainEvents)
                  .where(
                    and(
                      eq(domainEvents.orgId, scope.orgId),
                      atOrBeforePosition(cursor.readThroughXid, cursor.readThrough),
                    ),
                  ),
              ),
            ),
          );
        }
        const unread = await tx
          .select({ id: domainEvents.id })
          .from(domainEvents)
          .leftJoin(notificationReads, readJoin(scope.userId))
          .where(
            and(inScope(scope), not(readByCursor(scope.userId)), isNull(notificationReads.eventId)),
          );
        if (unread.length > 0) {
          await tx
            .insert(notificationReads)
            .values(unread.map(({ id }) => ({ userId: scope.userId, eventId: id })))
            .onConflictDoNothing();
        }
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
     * The next settled events for mail, and the mail cursor moved past them, in one transaction:
     * each event is considered for mail once, by one process. `batch` bounds the read.
     */
    takeEventsForMail(batch: number): Promise<DomainEventRow[]> {
      // Mail starts with the events written after the feature existed, not the backlog.
      return db.transaction((tx) => takeSettledEvents(tx, MAIL_CONSUMER, batch, sql`true`));
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

    /**
     * The organization's settled events after the one with this id, in position order (the
     * events API). An id that is not one of its events reads on from the ids after it.
     */
    async after(orgId: string, afterId: number, limit: number) {
      const ofOrg = eq(domainEvents.orgId, orgId);
      if (afterId <= 0) return settledEventsAfter(db, START_POSITION, limit, ofOrg);
      const [anchor] = await db
        .select({ xid: domainEvents.xid })
        .from(domainEvents)
        .where(and(ofOrg, eq(domainEvents.id, afterId)));
      return anchor
        ? settledEventsAfter(db, { xid: anchor.xid, id: afterId }, limit, ofOrg)
        : settledEventsAfter(db, START_POSITION, limit, and(ofOrg, gt(domainEvents.id, afterId)));
    },
  };
}
