import { and, asc, count, eq, gte, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  type EntryRow,
  type MessageRow,
  outreachEntries,
  outreachMessages,
  outreachSequences,
  outreachSuppressions,
  type SequenceStep,
} from './outreach.tables';

/** An entry with a step due, and its sequence's steps. */
export type DueEntry = { entry: EntryRow; steps: SequenceStep[] };

/** A message left `sending` by a sender that is gone, with its entry and sequence's steps. */
export type InterruptedSend = { message: MessageRow; entry: EntryRow; steps: SequenceStep[] };

export type NewMessage = typeof outreachMessages.$inferInsert;

type EntryRound = Pick<EntryRow, 'id' | 'round'>;

/** The entry still waits for exactly this step (not replied, unsubscribed or restarted since). */
const stillDue = (entry: EntryRound, step: number) =>
  and(
    eq(outreachEntries.id, entry.id),
    eq(outreachEntries.round, entry.round),
    eq(outreachEntries.nextStep, step),
  );

/**
 * Queries of outgoing steps (docs/outreach.md "Sending"): which are due, their messages from
 * `queued` through `sending` to what became of them, and the entries they move on. They run in
 * the sender's and the recovery's jobs, by mailbox and entry, while the mailbox's lease is held;
 * a change of an entry applies only while it still waits for that step.
 */
export function createStepsRepository(db: Database) {
  return {
    /** The mailbox's due steps, oldest first, at most `limit`. */
    dueEntries(mailboxId: string, limit: number): Promise<DueEntry[]> {
      return db
        .select({ entry: outreachEntries, steps: outreachSequences.steps })
        .from(outreachEntries)
        .innerJoin(outreachSequences, eq(outreachSequences.id, outreachEntries.sequenceId))
        .where(
          and(
            eq(outreachSequences.mailboxId, mailboxId),
            lte(outreachEntries.nextSendAt, sql`now()`),
            isNotNull(outreachEntries.nextStep),
          ),
        )
        .orderBy(asc(outreachEntries.nextSendAt), asc(outreachEntries.id))
        .limit(limit);
    },

    /** Messages the mailbox's SMTP server accepted since `since`. */
    async sentSince(mailboxId: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ sent: count() })
        .from(outreachMessages)
        .where(and(eq(outreachMessages.mailboxId, mailboxId), gte(outreachMessages.sentAt, since)));
      return row?.sent ?? 0;
    },

    /** Every outgoing message of these entries, of any round and status. */
    outgoingMessagesOf(entryIds: string[]): Promise<MessageRow[]> {
      return db
        .select()
        .from(outreachMessages)
        .where(
          and(inArray(outreachMessages.entryId, entryIds), eq(outreachMessages.direction, 'out')),
        );
    },

    /** Writes rendered steps as `queued`; a step written before (same round and step) is skipped. */
    insertQueuedMessages(values: NewMessage[]): Promise<MessageRow[]> {
      return db.insert(outreachMessages).values(values).onConflictDoNothing().returning();
    },

    /**
     * Claims the message for its SMTP conversation: `sending`, with the time, in one statement
     * before the first byte of it goes out. False when it is not queued (any more).
     */
    async claim(messageId: string): Promise<boolean> {
      const claimed = await db
        .update(outreachMessages)
        .set({ status: 'sending', attemptedAt: new Date() })
        .where(and(eq(outreachMessages.id, messageId), eq(outreachMessages.status, 'queued')))
        .returning({ id: outreachMessages.id });
      return claimed.length > 0;
    },

    /** A conversation that never began: the message waits its turn again. */
    unclaim: (messageId: string) =>
      db
        .update(outreachMessages)
        .set({ status: 'queued' })
        .where(and(eq(outreachMessages.id, messageId), eq(outreachMessages.status, 'sending'))),

    /**
     * The step went out at `at`: its message is `sent` and the entry moves on to `next` (or to
     * nothing more), in one transaction.
     */
    async recordSent(input: {
      entry: EntryRound;
      step: number;
      messageId: string;
      at: Date;
      next: { nextStep: number | null; nextSendAt: Date | null };
    }) {
      const { entry, step, messageId, at, next } = input;
      await db.transaction(async (tx) => {
        await tx
          .update(outreachMessages)
          .set({ status: 'sent', sentAt: at, error: null })
          .where(eq(outreachMessages.id, messageId));
        await tx
          .update(outreachEntries)
          .set({
            status: 'sent',
            attempts: 0,
            reason: null,
            nextStep: next.nextStep,
            nextSendAt: next.nextSendAt,
            updatedAt: new Date(),
          })
          .where(stillDue(entry, step));
      });
    },

    /**
     * The step may have reached the SMTP server and nothing confirms it: its message and entry
     * are `unconfirmed` with the reason, and the entry is due no more, in one transaction.
     */
    async recordUnconfirmed(input: {
      entry: EntryRound;
      step: number;
      messageId: string;
      reason: string;
    }) {
      const { entry, step, messageId, reason } = input;
      await db.transaction(async (tx) => {
        await tx
          .update(outreachMessages)
          .set({ status: 'unconfirmed', error: reason })
          .where(
            and(
              eq(outreachMessages.id, messageId),
              inArray(outreachMessages.status, ['queued', 'sending']),
            ),
          );
        await tx
          .update(outreachEntries)
          .set({ status: 'unconfirmed', reason, nextSendAt: null, updatedAt: new Date() })
          .where(stillDue(entry, step));
      });
    },

    /**
     * Refused for good: the message `failed` with the server's reply, the entry stopped with
     * `status`, and with `suppress` its address never mailed again, in one transaction.
     */
    async recordFailed(input: {
      entry: Pick<EntryRow, 'id' | 'round' | 'orgId' | 'email'>;
      step: number;
      messageId: string;
      status: 'bounced' | 'failed';
      reply: string;
      at: Date;
      suppress: boolean;
    }) {
      const { entry, step, messageId, status, reply, at } = input;
      await db.transaction(async (tx) => {
        await tx
          .update(outreachMessages)
          .set({ status: 'failed', error: reply })
          .where(eq(outreachMessages.id, messageId));
        await tx
          .update(outreachEntries)
          .set({ status, reason: reply, nextStep: null, nextSendAt: null, updatedAt: at })
          .where(stillDue(entry, step));
        if (input.suppress) {
          await tx
            .insert(outreachSuppressions)
            .values({ orgId: entry.orgId, email: entry.email, reason: 'bounced' })
            .onConflictDoNothing();
        }
      });
    },

    /**
     * Refused for now: the message is `queued` again with the reply, unless it is not `sending`
     * any more (the recovery took it). False then.
     */
    async requeueRefused(messageId: string, reply: string): Promise<boolean> {
      const requeued = await db
        .update(outreachMessages)
        .set({ status: 'queued', error: reply })
        .where(and(eq(outreachMessages.id, messageId), eq(outreachMessages.status, 'sending')))
        .returning({ id: outreachMessages.id });
      return requeued.length > 0;
    },

    /** The entry tries the step again at `nextSendAt`, having been refused `attempts` times. */
    async postponeStep(
      entry: EntryRound,
      step: number,
      retry: { attempts: number; reason: string; nextSendAt: Date; updatedAt: Date },
    ) {
      await db.update(outreachEntries).set(retry).where(stillDue(entry, step));
    },

    /** The entry's sequence lost the step it waits for (it was shortened): nothing is left. */
    async dropStep(entry: EntryRound, step: number) {
      await db
        .update(outreachEntries)
        .set({ nextStep: null, nextSendAt: null })
        .where(stillDue(entry, step));
    },

    /** Due entries of the organization's sequences sending from the mailbox wait with `reason`. */
    async markDueWaiting(orgId: string, mailboxId: string, reason: string) {
      await db
        .update(outreachEntries)
        .set({ reason })
        .where(
          and(
            eq(outreachEntries.orgId, orgId),
            lte(outreachEntries.nextSendAt, sql`now()`),
            sql`${outreachEntries.sequenceId} in (select ${outreachSequences.id} from ${outreachSequences} where ${outreachSequences.mailboxId} = ${mailboxId})`,
          ),
        );
    },

    /** The mailbox's messages left `sending`; call it only while holding the mailbox's lease. */
    interruptedSends(mailboxId: string): Promise<InterruptedSend[]> {
      return db
        .select({
          message: outreachMessages,
          entry: outreachEntries,
          steps: outreachSequences.steps,
        })
        .from(outreachMessages)
        .innerJoin(outreachEntries, eq(outreachEntries.id, outreachMessages.entryId))
        .innerJoin(outreachSequences, eq(outreachSequences.id, outreachEntries.sequenceId))
        .where(
          and(eq(outreachMessages.mailboxId, mailboxId), eq(outreachMessages.status, 'sending')),
        );
    },
  };
}

export type StepsRepository = ReturnType<typeof createStepsRepository>;
