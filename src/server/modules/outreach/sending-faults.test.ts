// Nothing lost, nothing doubled: 1,000 outreach messages through the real job queue while the
// SMTP server is down for a minute, and through a worker process killed with SIGKILL in the
// middle of a batch (the message in its SMTP conversation then waits for a person's decision).
// The receiving server counts every Message-ID.

import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ReceivedMail,
  type SmtpTestServer,
  startSmtpTestServer,
} from '../../integrations/mail/smtp-test-server';
import {
  type DovecotTestServer,
  dovecotInstalled,
  startDovecot,
} from '../../integrations/mailbox/dovecot-test-server';
import { createTestKit, type TestKit } from '../../testing/kit';
import { outreachEntries } from './outreach.tables';
import {
  connectMailbox,
  enterSequence,
  outreachCall,
  SENDER,
  SMTP_PASSWORD,
  sendingKitOptions,
  startWorkerProcess,
} from './outreach-test-fixtures';

const MESSAGES = 1_000;
const STEP = [{ subject: 'Hi {{firstName|there}}', body: 'A campaign for you.', delayDays: 0 }];
const users = { [SENDER.user]: SMTP_PASSWORD };
const emails = (tag: string) =>
  Array.from({ length: MESSAGES }, (_, i) => `${tag}${i}@creators.test`);

/** Resolves once `count()` reaches `target`, or fails after `timeoutMs`. */
async function waitFor(count: () => number, target: number, timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  while (count() < target) {
    if (Date.now() > until) throw new Error(`only ${count()} of ${target} after ${timeoutMs} ms`);
    await sleep(250);
  }
}

function deliveredOnce(messages: ReceivedMail[]) {
  const ids = messages.map((mail) => mail.headers.get('message-id'));
  return { delivered: ids.length, distinct: new Set(ids).size };
}

const hasDovecot = dovecotInstalled();

describe.skipIf(!hasDovecot)('outreach sending under faults', () => {
  let kit: TestKit;
  // Mailboxes are saved only after an IMAP login too.
  let imap: DovecotTestServer;
  beforeAll(async () => {
    imap = await startDovecot([SENDER]);
    kit = await createTestKit(sendingKitOptions());
  });
  afterAll(async () => {
    await kit?.close();
    await imap?.close();
  });

  it('delivers 1,000 messages exactly once while the SMTP server refuses connections for 60 s', async () => {
    let smtp: SmtpTestServer = await startSmtpTestServer({ users });
    const messages = smtp.messages;
    const owner = await kit.signUp({ plan: 'basic' });
    const mailboxId = await connectMailbox(kit, owner, { smtp, imap });
    await smtp.close();
    const { entryIds } = await enterSequence(kit, owner, mailboxId, STEP, emails('down'));
    expect(entryIds).toHaveLength(MESSAGES);

    await kit.jobs.work();
    kit.services.eventLoop.start();
    await sleep(60_000);
    expect(messages).toHaveLength(0);
    smtp = await startSmtpTestServer({ users, port: smtp.port, messages });
    try {
      await waitFor(() => messages.length, MESSAGES, 120_000);
      // Nothing more arrives once all are in.
      await sleep(3_000);
      expect(deliveredOnce(messages)).toEqual({ delivered: MESSAGES, distinct: MESSAGES });
      const statuses = await kit.database.db
        .selectDistinct({ status: outreachEntries.status })
        .from(outreachEntries)
        .where(eq(outreachEntries.orgId, owner.org.id));
      expect(statuses).toEqual([{ status: 'sent' }]);
      const usage = await kit.services.usage.report(owner.org.id, ['outreachEmails']);
      expect(usage.outreachEmails.used).toBe(MESSAGES);
    } finally {
      await kit.services.eventLoop.stop();
      // This process takes no more jobs: in the next test only the worker processes send.
      await kit.jobs.stop();
      await smtp.close();
    }
  }, 240_000);

  // A second process needs a database it can share: PostgreSQL (PGlite lives in this process).
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'delivers 1,000 messages exactly once when the worker is killed with SIGKILL mid-batch and started again, the one it was sending after a decision',
    async () => {
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'reachbase-worker-'));
      let worker = null as ChildProcess | null;
      const startWorker = () => {
        worker = startWorkerProcess(kit.databaseUrl!, dataDir);
        return worker;
      };
      let killedAt = 0;
      const smtp = await startSmtpTestServer({
        users,
        // The 300th message is in the server's hands, not yet accepted, when the worker dies.
        beforeAccept: () => {
          if (killedAt || smtp.messages.length < 300) return;
          killedAt = smtp.messages.length;
          worker?.kill('SIGKILL');
          throw new Error('the sending worker was killed');
        },
      });
      try {
        const owner = await kit.signUp({ plan: 'basic' });
        const mailboxId = await connectMailbox(kit, owner, { smtp, imap });
        await enterSequence(kit, owner, mailboxId, STEP, emails('kill'));

        const first = startWorker();
        await once(first, 'exit');
        expect(killedAt).toBe(300);
        const second = startWorker();
        await waitFor(() => smtp.messages.length, MESSAGES - 1, 180_000);
        // The message the worker died sending had been handed to the server: it may have been
        // accepted and is not in the Sent folder, so it waits for a person instead of going again.
        let unconfirmed: { id: string }[] = [];
        const until = Date.now() + 60_000;
        while (unconfirmed.length === 0 && Date.now() < until) {
          unconfirmed = await kit.database.db
            .select({ id: outreachEntries.id })
            .from(outreachEntries)
            .where(eq(outreachEntries.status, 'unconfirmed'));
          if (!unconfirmed.length) await sleep(250);
        }
        expect(unconfirmed).toHaveLength(1);
        expect(deliveredOnce(smtp.messages)).toEqual({
          delivered: MESSAGES - 1,
          distinct: MESSAGES - 1,
        });
        const decided = await outreachCall(kit, owner)('POST', 'resolve-unconfirmed', {
          outreachId: unconfirmed[0].id,
          decision: 'send',
        });
        expect(decided.statusCode).toBe(200);
        await waitFor(() => smtp.messages.length, MESSAGES, 60_000);
        await sleep(3_000);
        expect(deliveredOnce(smtp.messages)).toEqual({ delivered: MESSAGES, distinct: MESSAGES });
        second.kill('SIGTERM');
        await once(second, 'exit');
      } finally {
        worker?.kill('SIGKILL');
        await smtp.close();
        await rm(dataDir, { recursive: true, force: true });
      }
    },
    300_000,
  );
});
