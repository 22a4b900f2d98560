import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { isUuid } from '../../db/ids';
import { mailOutbox } from './mail.tables';

export type OutboxMail = typeof mailOutbox.$inferSelect;
export type NewOutboxMail = typeof mailOutbox.$inferInsert;
export type OutboxStatus = OutboxMail['status'];

const MAX_LIST = 200;

/** The outbox is global (not org-owned): it is the operator's view of what the product sent. */
export function createMailRepository(db: Database) {
  return {
    async insert(values: NewOutboxMail): Promise<OutboxMail> {
      const [row] = await db.insert(mailOutbox).values(values).returning();
      return row;
    },

    /** Newest first. UUIDv7 ids are time-ordered, so the primary key index serves the sort. */
    async listRecent(
      options: { limit?: number; status?: OutboxStatus } = {},
    ): Promise<OutboxMail[]> {
      const limit = Math.min(Math.max(Math.trunc(options.limit ?? 50), 1), MAX_LIST);
      return db
        .select()
        .from(mailOutbox)
        .where(options.status ? eq(mailOutbox.status, options.status) : undefined)
        .orderBy(desc(mailOutbox.id))
        .limit(limit);
    },

    /** null for an unknown id, including one that is not a UUID (PostgreSQL would reject it). */
    async findById(id: string): Promise<OutboxMail | null> {
      if (!isUuid(id)) return null;
      const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
      return row ?? null;
    },
  };
}

export type MailRepository = ReturnType<typeof createMailRepository>;
