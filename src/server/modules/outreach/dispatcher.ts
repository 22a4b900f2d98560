import type { EventConsumer } from '../../events';
import type { JobQueue } from '../../jobs/queue';
import { INBOX_JOB, type OutreachInbox } from './inbox';
import { type OutreachSender, SEND_JOB } from './sender';

/** How often the database is asked which mailboxes have work. */
const LOOK_EVERY_MS = 1_000;

/**
 * Turns due work into jobs, from the event loop of every process that runs background work: a
 * send job for each mailbox with a step due that no sender holds, a read job for each inbox due
 * a look. One job per mailbox waits in each queue at most (pg-boss `singletonKey`).
 */
export function createOutreachDispatcher(deps: {
  sender: OutreachSender;
  inbox: OutreachInbox;
  jobs: () => JobQueue | null;
}): EventConsumer {
  let lastLook = 0;
  return {
    name: 'outreach',
    async tick() {
      const jobs = deps.jobs();
      if (!jobs || Date.now() - lastLook < LOOK_EVERY_MS) return;
      lastLook = Date.now();
      const [sending, reading] = await Promise.all([
        deps.sender.mailboxesDue(),
        deps.inbox.mailboxesToRead(),
      ]);
      for (const mailboxId of sending) {
        await jobs.send(SEND_JOB, { mailboxId }, { singletonKey: mailboxId });
      }
      for (const mailboxId of reading) {
        await jobs.send(INBOX_JOB, { mailboxId }, { singletonKey: mailboxId });
      }
    },
  };
}
