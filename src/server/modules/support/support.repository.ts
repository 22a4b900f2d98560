import { and, count, desc, eq, gte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { organizations, users } from '../account/account.tables';
import { supportTickets } from './support.tables';

export function createSupportRepository(db: Database) {
  return {
    async insert(values: typeof supportTickets.$inferInsert) {
      const [row] = await db.insert(supportTickets).values(values).returning();
      return row!;
    },

    async countSince(userId: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ count: count() })
        .from(supportTickets)
        .where(and(eq(supportTickets.userId, userId), gte(supportTickets.createdAt, since)));
      return row?.count ?? 0;
    },

    /** The signed-in sender, within their organization, with what the mails need. */
    async sender(orgId: string, userId: string) {
      const [row] = await db
        .select({
          userId: users.id,
          email: users.email,
          fullName: users.fullName,
          orgName: organizations.name,
        })
        .from(users)
        .innerJoin(organizations, eq(organizations.id, users.orgId))
        .where(and(eq(users.orgId, orgId), eq(users.id, userId)));
      return row ?? null;
    },

    /** The newest tickets of every organization, for the operator. */
    latest(limit: number) {
      return db
        .select({
          id: supportTickets.id,
          createdAt: supportTickets.createdAt,
          email: supportTickets.email,
          orgName: organizations.name,
          subject: supportTickets.subject,
          page: supportTickets.page,
          attachmentName: supportTickets.attachmentName,
        })
        .from(supportTickets)
        .innerJoin(organizations, eq(organizations.id, supportTickets.orgId))
        .orderBy(desc(supportTickets.createdAt), desc(supportTickets.id))
        .limit(limit);
    },
  };
}
