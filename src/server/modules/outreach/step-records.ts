import type { EntryRow, MessageRow, SequenceStep } from './outreach.tables';
import type { StepsRepository } from './steps.repository';

// How an outgoing step's fate is written: by the sender after the SMTP answer, by the recovery
// after a crash, and by a person deciding an unconfirmed step.

const DAY_MS = 86_400_000;

/**
 * The step went out at `at`: its message is `sent` and the entry moves on (status Sent, the next
 * step due `delayDays` later, or nothing more after the last step), in one transaction.
 */
export async function recordStepSent(
  repository: StepsRepository,
  input: { entry: EntryRow; steps: SequenceStep[]; message: MessageRow; at: Date },
) {
  const { entry, steps, message, at } = input;
  const step = message.step as number;
  const next = step + 1 < steps.length ? step + 1 : null;
  await repository.recordSent({
    entry,
    step,
    messageId: message.id,
    at,
    next: {
      nextStep: next,
      nextSendAt: next === null ? null : new Date(at.getTime() + steps[next].delayDays * DAY_MS),
    },
  });
}

/**
 * The step may have reached the SMTP server and nothing confirms it: its message and entry are
 * `unconfirmed` with the reason, and the entry is due no more until a person decides.
 */
export async function recordStepUnconfirmed(
  repository: StepsRepository,
  input: { entry: EntryRow; message: MessageRow; reason: string },
) {
  const { entry, message, reason } = input;
  await repository.recordUnconfirmed({
    entry,
    step: message.step as number,
    messageId: message.id,
    reason,
  });
}
