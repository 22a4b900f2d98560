import { and, asc, count, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { EntryStatus } from '../../../common/api/outreach';
import type { Database } from '../../db/client';
import { campaigns } from '../campaigns/campaigns.tables';
import { socialAccounts } from '../discovery/discovery.tables';
import { trackedProfiles } from '../profiles/profiles.tables';
import {
  type EntryRow,
  type MailboxRow,
  type MessageRow,
  outreachEntries,
  outreachMailboxes,
  outreachMessages,
  outreachSequences,
  outreachSuppressions,
} from './outreach.tables';

export type NewEntry = typeof outreachEntries.$inferInsert;

/** A kanban column: the entries in a stage, or those with a status and no stage. */
export type KanbanColumnFilter = { stage: string } | { status: EntryStatus };

/** A reply or bounce report read from the inbox, kept in the thread of the entry it names. */
export type IncomingMessage = {
  messageId: string;
  from: string;
  subject: string;
  body: string;
  at: Date;
};

/** The outgoing message an incoming one names: its entry and the round it belonged to. */
export type NamedMessage = { entryId: string; round: number | null };

/**
 * Queries of outreach entries, their threads and the organization's suppressed addresses
 * (unsubscribed or bounced). Queries a person's request makes take orgId first; the inbox and
 * unsubscribe links name their entry themselves.
 */
export function createEntriesRepository(db: Database) {
  const entryInOrg = (orgId: string, id: string) =>
    and(eq(outreachEntries.orgId, orgId), eq(outreachEntries.id, id));
  /** The kanban's scope: the organization's entries, of one sequence when given. */
  const kanbanScope = (orgId: string, sequenceId: string | undefined) =>
    and(
      eq(outreachEntries.orgId, orgId),
      sequenceId ? eq(outreachEntries.sequenceId, sequenceId) : undefined,
    );
  const columnOf = sql<string>`coalesce('stage:' || ${outreachEntries.stage}, ${outreachEntries.status})`;

  /** Sets the entry's columns and answers its row as it is now. */
  async function updateEntry(
    orgId: string,
    id: string,
    values: PgUpdateSetSource<typeof outreachEntries>,
  ): Promise<EntryRow> {
    const [row] = await db
      .update(outreachEntries)
      .set(values)
      .where(entryInOrg(orgId, id))
      .returning();
    return row;
  }

  return {
    async findEntry(orgId: string, id: string): Promise<EntryRow | null> {
      const [row] = await db.select().from(outreachEntries).where(entryInOrg(orgId, id));
      return row ?? null;
    },

    async isOrgCampaign(orgId: string, campaignId: string): Promise<boolean> {
      const [campaign] = await db
        .select({ id: campaigns.id })
        .from(campaigns)
        .where(and(eq(campaigns.orgId, orgId), eq(campaigns.id, campaignId)));
      return Boolean(campaign);
    },

    /** What the organization's tracked profiles give as an address: contacts and system fields. */
    async profileAddresses(orgId: string, profileIds: string[]) {
      if (profileIds.length === 0) return [];
      return db
        .select({
          id: trackedProfiles.id,
          contacts: trackedProfiles.contacts,
          systemFields: trackedProfiles.systemFields,
        })
        .from(trackedProfiles)
        .where(and(eq(trackedProfiles.orgId, orgId), inArray(trackedProfiles.id, profileIds)));
    },

    async suppressedEmails(orgId: string): Promise<Set<string>> {
      const rows = await db
        .select({ email: outreachSuppressions.email })
        .from(outreachSuppressions)
        .where(eq(outreachSuppressions.orgId, orgId));
      return new Set(rows.map((row) => row.email));
    },

    /** Why the address is suppressed for the organization, or null when it is not. */
    async suppressionOf(
      orgId: string,
      email: string,
    ): Promise<(typeof outreachSuppressions.$inferSelect)['reason'] | null> {
      const [suppressed] = await db
        .select({ reason: outreachSuppressions.reason })
        .from(outreachSuppressions)
        .where(and(eq(outreachSuppressions.orgId, orgId), eq(outreachSuppressions.email, email)));
      return suppressed?.reason ?? null;
    },

    /** Entries already in the sequence (same address) are left as they are and not returned. */
    async insertEntries(values: NewEntry[]): Promise<{ id: string; email: string }[]> {
      if (values.length === 0) return [];
      return db
        .insert(outreachEntries)
        .values(values)
        .onConflictDoNothing()
        .returning({ id: outreachEntries.id, email: outreachEntries.email });
    },

    // ---- the kanban and the thread ----------------------------------------------------------

    /** How many entries each column holds: a status, or `stage:<name>`. */
    kanbanTotals(orgId: string, sequenceId: string | undefined) {
      return db
        .select({ key: columnOf, total: count() })
        .from(outreachEntries)
        .where(kanbanScope(orgId, sequenceId))
        .groupBy(columnOf);
    },

    /** A column's entries, last changed first, with the creator's username where known. */
    kanbanColumn(
      orgId: string,
      sequenceId: string | undefined,
      column: KanbanColumnFilter,
      limit: number,
    ) {
      const inColumn =
        'stage' in column
          ? eq(outreachEntries.stage, column.stage)
          : and(isNull(outreachEntries.stage), eq(outreachEntries.status, column.status));
      return db
        .select({ entry: outreachEntries, username: socialAccounts.username })
        .from(outreachEntries)
        .leftJoin(trackedProfiles, eq(trackedProfiles.id, outreachEntries.profileId))
        .leftJoin(socialAccounts, eq(socialAccounts.id, trackedProfiles.accountId))
        .where(and(kanbanScope(orgId, sequenceId), inColumn))
        .orderBy(desc(outreachEntries.updatedAt), desc(outreachEntries.id))
        .limit(limit);
    },

    /** The name and steps of a sequence the thread shows; null when it is gone. */
    async sequenceSummary(orgId: string, sequenceId: string) {
      const [sequence] = await db
        .select({ name: outreachSequences.name, steps: outreachSequences.steps })
        .from(outreachSequences)
        .where(and(eq(outreachSequences.orgId, orgId), eq(outreachSequences.id, sequenceId)));
      return sequence ?? null;
    },

    messagesOf(orgId: string, entryId: string): Promise<MessageRow[]> {
      return (
        db
          .select()
          .from(outreachMessages)
          .where(and(eq(outreachMessages.orgId, orgId), eq(outreachMessages.entryId, entryId)))
          // In the order they were recorded: a reply's own Date header may claim any time.
          .orderBy(asc(outreachMessages.createdAt), asc(outreachMessages.id))
      );
    },

    // ---- what a person does to an entry -----------------------------------------------------

    markReplied: (orgId: string, id: string) =>
      updateEntry(orgId, id, {
        status: 'replied',
        nextStep: null,
        nextSendAt: null,
        repliedAt: new Date(),
        updatedAt: new Date(),
      }),

    /** A new round from the first step, due at `nextSendAt`. */
    restartEntry: (orgId: string, id: string, nextSendAt: Date) =>
      updateEntry(orgId, id, {
        status: 'scheduled',
        stage: null,
        reason: null,
        repliedAt: null,
        round: sql`${outreachEntries.round} + 1`,
        attempts: 0,
        nextStep: 0,
        nextSendAt,
        updatedAt: new Date(),
      }),

    setStage: (orgId: string, id: string, stage: string | null) =>
      updateEntry(orgId, id, { stage, updatedAt: new Date() }),

    /** The message of the entry's round and step that a crash left unconfirmed, if any. */
    async unconfirmedMessage(
      orgId: string,
      entry: Pick<EntryRow, 'id' | 'round'>,
      step: number,
    ): Promise<MessageRow | null> {
      const [message] = await db
        .select()
        .from(outreachMessages)
        .where(
          and(
            eq(outreachMessages.orgId, orgId),
            eq(outreachMessages.entryId, entry.id),
            eq(outreachMessages.round, entry.round),
            eq(outreachMessages.step, step),
            eq(outreachMessages.status, 'unconfirmed'),
          ),
        );
      return message ?? null;
    },

    /** Queues the same message again, due now, and the entry waits for it with `status`. */
    async requeueMessage(messageId: string, entryId: string, status: EntryStatus) {
      await db.transaction(async (tx) => {
        await tx
          .update(outreachMessages)
          .set({ status: 'queued', error: null })
          .where(eq(outreachMessages.id, messageId));
        await tx
          .update(outreachEntries)
          .set({
            status,
            reason: null,
            attempts: 0,
            nextSendAt: new Date(),
            updatedAt: new Date(),
          })
          .where(eq(outreachEntries.id, entryId));
      });
    },

    // ---- unsubscribe links ------------------------------------------------------------------

    /** The entry an unsubscribe link names, with the sender name of its sequence's mailbox. */
    async unsubscribeTarget(entryId: string) {
      const [row] = await db
        .select({
          orgId: outreachEntries.orgId,
          email: outreachEntries.email,
          status: outreachEntries.status,
          sender: outreachMailboxes.fromName,
        })
        .from(outreachEntries)
        .innerJoin(outreachSequences, eq(outreachSequences.id, outreachEntries.sequenceId))
        .leftJoin(outreachMailboxes, eq(outreachMailboxes.id, outreachSequences.mailboxId))
        .where(eq(outreachEntries.id, entryId));
      return row ?? null;
    },

    /** Suppresses the address and stops every entry of it, in every sequence, in one transaction. */
    async unsubscribe(orgId: string, email: string) {
      await db.transaction(async (tx) => {
        await tx
          .insert(outreachSuppressions)
          .values({ orgId, email, reason: 'unsubscribed' })
          .onConflictDoUpdate({
            target: [outreachSuppressions.orgId, outreachSuppressions.email],
            set: { reason: 'unsubscribed' },
          });
        await tx
          .update(outreachEntries)
          // Out of any stage too: whoever opted out is no longer Interested.
          .set({
            status: 'unsubscribed',
            stage: null,
            nextStep: null,
            nextSendAt: null,
            updatedAt: new Date(),
          })
          .where(
            and(
              eq(outreachEntries.orgId, orgId),
              eq(outreachEntries.email, email),
              ne(outreachEntries.status, 'unsubscribed'),
            ),
          );
      });
    },

    // ---- replies and bounces from the inbox -------------------------------------------------

    /** Which of the organization's outgoing messages an incoming one names, if any. */
    async messageNamed(orgId: string, messageIds: string[]): Promise<NamedMessage | null> {
      const [ours] = await db
        .select({ entryId: outreachMessages.entryId, round: outreachMessages.round })
        .from(outreachMessages)
        .where(
          and(
            eq(outreachMessages.orgId, orgId),
            eq(outreachMessages.direction, 'out'),
            inArray(outreachMessages.messageId, messageIds),
          ),
        )
        .limit(1);
      return ours ?? null;
    },

    /**
     * Keeps a reply in the thread and marks its entry Replied, its follow-ups stopped, in one
     * transaction; a reply kept before changes nothing.
     */
    async recordReply(mailbox: MailboxRow, ours: NamedMessage, reply: IncomingMessage) {
      const now = new Date();
      await db.transaction(async (tx) => {
        if (!(await keepIncoming(tx, mailbox, ours, 'reply', reply))) return;
        await tx
          .update(outreachEntries)
          .set({
            status: 'replied',
            repliedAt: reply.at,
            nextStep: null,
            nextSendAt: null,
            reason: null,
            updatedAt: now,
          })
          .where(
            and(sameRound(ours), sql`${outreachEntries.status} not in ('unsubscribed', 'bounced')`),
          );
      });
    },

    /**
     * Keeps a bounce report in the thread, marks its entry Bounced and suppresses the address,
     * in one transaction; a report kept before changes nothing.
     */
    async recordBounce(
      mailbox: MailboxRow,
      ours: NamedMessage,
      report: IncomingMessage & { reason?: string },
    ) {
      const now = new Date();
      await db.transaction(async (tx) => {
        if (!(await keepIncoming(tx, mailbox, ours, 'bounce', report))) return;
        const [entry] = await tx
          .update(outreachEntries)
          .set({
            status: 'bounced',
            reason: report.reason ?? null,
            nextStep: null,
            nextSendAt: null,
            updatedAt: now,
          })
          .where(and(sameRound(ours), sql`${outreachEntries.status} <> 'unsubscribed'`))
          .returning({ email: outreachEntries.email });
        if (entry) {
          await tx
            .insert(outreachSuppressions)
            .values({ orgId: mailbox.orgId, email: entry.email, reason: 'bounced' })
            .onConflictDoNothing();
        }
      });
    },
  };
}

/** A reply or bounce to an earlier round does not stop the round running now. */
const sameRound = (ours: NamedMessage) =>
  and(eq(outreachEntries.id, ours.entryId), eq(outreachEntries.round, ours.round ?? 0));

/** Writes the incoming message into the thread; false when it was kept before. */
async function keepIncoming(
  tx: Database,
  mailbox: MailboxRow,
  ours: NamedMessage,
  kind: 'reply' | 'bounce',
  incoming: IncomingMessage,
): Promise<boolean> {
  const [kept] = await tx
    .insert(outreachMessages)
    .values({
      orgId: mailbox.orgId,
      entryId: ours.entryId,
      mailboxId: mailbox.id,
      direction: 'in',
      status: kind,
      messageId: incoming.messageId,
      fromAddress: incoming.from,
      subject: incoming.subject,
      body: incoming.body,
      sentAt: incoming.at,
    })
    .onConflictDoNothing()
    .returning({ id: outreachMessages.id });
  return Boolean(kept);
}

export type EntriesRepository = ReturnType<typeof createEntriesRepository>;
