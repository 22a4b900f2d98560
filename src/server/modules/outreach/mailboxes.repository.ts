import { and, asc, eq, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  type MailboxRow,
  outreachEntries,
  outreachMailboxes,
  outreachMessages,
  outreachSequences,
} from './outreach.tables';

export type NewMailbox = typeof outreachMailboxes.$inferInsert;
export type MailboxChanges = Partial<Omit<NewMailbox, 'id' | 'orgId' | 'createdAt' | 'updatedAt'>>;

/** A mailbox that has sent outreach: its inbox may hold replies and bounces. */
const hasSentMail = sql`exists (select 1 from ${outreachMessages} where ${outreachMessages.mailboxId} = ${outreachMailboxes.id} and ${isNotNull(outreachMessages.sentAt)})`;

/**
 * Queries of mailboxes: the settings an organization keeps (every such query takes orgId first),
 * the lease a sender holds on one, and how far its inbox was read (those run in background jobs
 * by the mailbox's id).
 */
export function createMailboxesRepository(db: Database) {
  const mailboxInOrg = (orgId: string, id: string) =>
    and(eq(outreachMailboxes.orgId, orgId), eq(outreachMailboxes.id, id));

  return {
    async findMailbox(orgId: string, id: string): Promise<MailboxRow | null> {
      const [row] = await db.select().from(outreachMailboxes).where(mailboxInOrg(orgId, id));
      return row ?? null;
    },

    /** The id of the organization's mailbox that sends as this address, if any. */
    async mailboxIdSendingAs(orgId: string, fromEmail: string): Promise<string | null> {
      const [taken] = await db
        .select({ id: outreachMailboxes.id })
        .from(outreachMailboxes)
        .where(and(eq(outreachMailboxes.orgId, orgId), eq(outreachMailboxes.fromEmail, fromEmail)));
      return taken?.id ?? null;
    },

    /** The sender name of one of the organization's mailboxes; null when it is not one. */
    async senderOf(orgId: string, id: string): Promise<{ fromName: string } | null> {
      const [mailbox] = await db
        .select({ fromName: outreachMailboxes.fromName })
        .from(outreachMailboxes)
        .where(mailboxInOrg(orgId, id));
      return mailbox ?? null;
    },

    listMailboxes(orgId: string): Promise<MailboxRow[]> {
      return db
        .select()
        .from(outreachMailboxes)
        .where(eq(outreachMailboxes.orgId, orgId))
        .orderBy(asc(outreachMailboxes.createdAt));
    },

    /** Null when the organization already has a mailbox sending as the address. */
    async insertMailbox(values: NewMailbox): Promise<MailboxRow | null> {
      const [row] = await db
        .insert(outreachMailboxes)
        .values(values)
        .onConflictDoNothing()
        .returning();
      return row ?? null;
    },

    async updateMailbox(orgId: string, id: string, changes: MailboxChanges): Promise<MailboxRow> {
      const [updated] = await db
        .update(outreachMailboxes)
        .set({ ...changes, updatedAt: new Date() })
        .where(mailboxInOrg(orgId, id))
        .returning();
      return updated;
    },

    async deleteMailbox(orgId: string, id: string): Promise<void> {
      await db.delete(outreachMailboxes).where(mailboxInOrg(orgId, id));
    },

    // ---- the sender's lease -----------------------------------------------------------------

    /**
     * Takes the mailbox for a sender until `until`, in one statement: null when another sender
     * holds it (its lease not yet lapsed) or it waits (held until later).
     */
    async takeMailbox(mailboxId: string, until: Date): Promise<MailboxRow | null> {
      const [mailbox] = await db
        .update(outreachMailboxes)
        .set({ sendingUntil: until })
        .where(
          and(
            eq(outreachMailboxes.id, mailboxId),
            or(
              isNull(outreachMailboxes.sendingUntil),
              lt(outreachMailboxes.sendingUntil, sql`now()`),
            ),
            or(isNull(outreachMailboxes.holdUntil), lte(outreachMailboxes.holdUntil, sql`now()`)),
          ),
        )
        .returning();
      return mailbox ?? null;
    },

    /** Writes the sender's state of the mailbox: its lease, a hold, its SMTP failures. */
    setSendingState: (mailboxId: string, values: Partial<MailboxRow>) =>
      db.update(outreachMailboxes).set(values).where(eq(outreachMailboxes.id, mailboxId)),

    /** Mailboxes with a step due that no sender holds and that do not wait. */
    async mailboxesDue(): Promise<string[]> {
      const rows = await db
        .selectDistinct({ id: outreachMailboxes.id })
        .from(outreachEntries)
        .innerJoin(outreachSequences, eq(outreachSequences.id, outreachEntries.sequenceId))
        .innerJoin(outreachMailboxes, eq(outreachMailboxes.id, outreachSequences.mailboxId))
        .where(
          and(
            lte(outreachEntries.nextSendAt, sql`now()`),
            or(isNull(outreachMailboxes.holdUntil), lte(outreachMailboxes.holdUntil, sql`now()`)),
            or(
              isNull(outreachMailboxes.sendingUntil),
              lt(outreachMailboxes.sendingUntil, sql`now()`),
            ),
          ),
        );
      return rows.map((row) => row.id);
    },

    // ---- the inbox --------------------------------------------------------------------------

    /** Notes that the inbox is being read now; null when the mailbox is gone. */
    async markInboxChecked(mailboxId: string): Promise<MailboxRow | null> {
      const [mailbox] = await db
        .update(outreachMailboxes)
        .set({ imapCheckedAt: new Date() })
        .where(eq(outreachMailboxes.id, mailboxId))
        .returning();
      return mailbox ?? null;
    },

    /** How far the inbox was read: the next read starts after `lastUid`. */
    async saveInboxRead(mailboxId: string, read: { uidValidity: string; lastUid: number }) {
      await db
        .update(outreachMailboxes)
        .set({ imapUidValidity: read.uidValidity, imapLastUid: read.lastUid, imapError: null })
        .where(eq(outreachMailboxes.id, mailboxId));
    },

    async saveInboxError(mailboxId: string, reason: string) {
      await db
        .update(outreachMailboxes)
        .set({ imapError: reason })
        .where(eq(outreachMailboxes.id, mailboxId));
    },

    /** Mailboxes with a message out whose inbox was not read since `checkedBefore`. */
    async mailboxesToRead(checkedBefore: Date): Promise<string[]> {
      const rows = await db
        .select({ id: outreachMailboxes.id })
        .from(outreachMailboxes)
        .where(
          and(
            or(
              isNull(outreachMailboxes.imapCheckedAt),
              lt(outreachMailboxes.imapCheckedAt, checkedBefore),
            ),
            hasSentMail,
          ),
        );
      return rows.map((row) => row.id);
    },

    /** Every mailbox that has sent outreach, whose inbox is worth watching. */
    mailboxesThatSent(): Promise<MailboxRow[]> {
      return db.select().from(outreachMailboxes).where(hasSentMail);
    },
  };
}

export type MailboxesRepository = ReturnType<typeof createMailboxesRepository>;
