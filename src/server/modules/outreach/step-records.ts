import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  type EntryRow,
  type MessageRow,
  outreachEntries,
  outreachMessages,
  type SequenceStep,
} from './outreach.tables';

// How an outgoing step's fate is written: by the sender after the SMTP answer, by the recovery
// after a crash, and by a person deciding an unconfirmed step.

const DAY_MS = 86_400_000;

/** The entry still waits for exactly this step (not replied, unsubscribed or restarted since). */
export const stillDue = (entry: Pick<EntryRow, 'id' | 'round'>, step: number) =>
  and(
    eq(outreachEntries.id, entry.id),
    eq(outreachEntries.round, entry.round),
    eq(outreachEntries.nextStep, step),
  );

/**
 * The step went out at `at`: its message is `sent` and the entry moves on (status Sent, the next
 * step due `delayDays` later, or nothing more after the last step), in one transaction.
 */
export async function recordStepSent(
  db: Database,
  input: { entry: EntryRow; steps: SequenceStep[]; message: MessageRow; at: Date },
) {
  const { entry, steps, message, at } = input;
  const step = message.step as number;
  const next = step + 1 < steps.length ? step + 1 : null;
  await db.transaction(async (tx) => {
    await tx
      .update(outreachMessages)
      .set({ status: 'sent', sentAt: at, error: null })
      .where(eq(outreachMessages.id, message.id));
    await tx
      .update(outreachEntries)
      .set({
        status: 'sent',
        attempts: 0,
        reason: null,
        nextStep: next,
        nextSendAt: next === null ? null : new Date(at.getTime() + steps[next].delayDays * DAY_MS),
        updatedAt: new Date(),
      })
      .where(stillDue(entry, step));
  });
}

/**
 * The step may have reached the SMTP server and nothing confirms it: its message and entry are
 * `unconfirmed` with the reason, and the entry is due no more until a person decides.
 */
export async function recordStepUnconfirmed(
  db: Database,
  input: { entry: EntryRow; message: MessageRow; reason: string },
) {
  const { entry, message, reason } = input;
  await db.transaction(async (tx) => {
    await tx
      .update(outreachMessages)
      .set({ status: 'unconfirmed', error: reason })
      .where(
        and(
          eq(outreachMessages.id, message.id),
          inArray(outreachMessages.status, ['queued', 'sending']),
        ),
      );
    await tx
      .update(outreachEntries)
      .set({ status: 'unconfirmed', reason, nextSendAt: null, updatedAt: new Date() })
      .where(stillDue(entry, message.step as number));
  });
}
