// A sender that dies after the SMTP server accepted a step and before it recorded the acceptance
// never causes the step to be sent twice: the next sender looks for the Message-ID in the
// mailbox's Sent folder (real Dovecot) and records it sent, or marks it unconfirmed for a person.
// The SMTP server (the project's test server) counts what arrives.

import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ReceivedMail,
  type SmtpTestServer,
  startSmtpTestServer,
} from '../../integrations/mail/smtp-test-server';
import { createMailboxClients, type MailboxClients } from '../../integrations/mailbox';
import {
  DOVECOT_SENT_FOLDER,
  type DovecotTestServer,
  dovecotInstalled,
  startDovecot,
} from '../../integrations/mailbox/dovecot-test-server';
import { createAddressPolicy } from '../../integrations/outbound';
import { createSecretBox } from '../../integrations/secrets';
import type { SignedIn } from '../../testing/factories';
import { createTestKit, type TestKit } from '../../testing/kit';
import { outreachEntries, outreachMailboxes } from './outreach.tables';
import {
  connectMailbox,
  enterSequence,
  entryRow,
  outreachCall,
  SENDER,
  SMTP_PASSWORD,
  sendingKitOptions,
  startWorkerProcess,
} from './outreach-test-fixtures';
import { createOutreachSender } from './sender';
import { createUnsubscribeLinks } from './unsubscribe-links';

const hasDovecot = dovecotInstalled();

const TWO_STEPS = [
  { subject: 'Hi {{firstName|there}}', body: 'A campaign for you.', delayDays: 0 },
  { subject: 'Following up', body: 'Any news?', delayDays: 2 },
];

let kit: TestKit;
let smtp: SmtpTestServer;
let imap: DovecotTestServer;
/** Recipients whose provider files accepted mail in the sender's Sent folder (as Gmail does). */
const filedInSent = new Set<string>();

/**
 * The mailbox adapter of a worker that dies the moment the SMTP server accepts a message: the
 * real clients, except that nothing after an acceptance ever runs (no record, no lease release).
 */
function dyingAfterAcceptance(clients: MailboxClients, onDeath: () => void): MailboxClients {
  return {
    ...clients,
    async openSmtp(server) {
      const opened = await clients.openSmtp(server);
      if ('reason' in opened) return opened;
      return {
        close: opened.close,
        async send(mail) {
          const outcome = await opened.send(mail);
          if (!outcome.ok) return outcome;
          onDeath();
          return new Promise(() => {});
        },
      };
    },
  };
}

/** Runs one batch in a sender that dies after the server's acceptance; resolves at its death. */
async function sendAndDie(mailboxId: string) {
  let resolve = () => {};
  const died = new Promise<void>((done) => {
    resolve = done;
  });
  const clients = createMailboxClients({ policy: createAddressPolicy(['127.0.0.0/8']) });
  const dying = createOutreachSender({
    db: kit.database.db,
    clients: dyingAfterAcceptance(clients, resolve),
    secrets: createSecretBox(kit.services.secretKeyMaterial, 'outreach-mailbox'),
    usage: kit.services.usage,
    links: createUnsubscribeLinks({
      secret: async () => 'unsubscribe-secret',
      publicUrl: 'http://localhost',
    }),
    jitterMs: [0, 0],
    logger: pino({ level: 'silent' }),
  });
  void dying.sendBatch(mailboxId);
  await died;
}

/** What a dead sender leaves: its lease lapses (60 s) and the mailbox is free again. */
const leaseLapsed = (mailboxId: string) =>
  kit.database.db
    .update(outreachMailboxes)
    .set({ sendingUntil: new Date(Date.now() - 1_000) })
    .where(eq(outreachMailboxes.id, mailboxId));

const entry = (id: string) => entryRow(kit.database.db, id);

function deliveries(to: string) {
  const arrived = smtp.messages.filter((mail: ReceivedMail) => mail.envelopeTo.includes(to));
  return { count: arrived.length, ids: arrived.map((mail) => mail.headers.get('message-id')) };
}

async function thread(owner: SignedIn, outreachId: string) {
  const response = await outreachCall(kit, owner)(
    'GET',
    `full-outreach-data?outreachId=${outreachId}`,
  );
  return response.json() as {
    messages: { status: string; step: number; messageId: string; error: string | null }[];
  };
}

describe.skipIf(!hasDovecot)('outreach sending across a crash after the SMTP acceptance', () => {
  beforeAll(async () => {
    imap = await startDovecot([SENDER]);
    smtp = await startSmtpTestServer({
      users: { [SENDER.user]: SMTP_PASSWORD },
      // The provider keeps a copy of what it accepts in the sender's Sent folder.
      beforeAccept: async (mail) => {
        if (mail.envelopeTo.some((to) => filedInSent.has(to))) {
          await imap.append(SENDER, mail.raw, DOVECOT_SENT_FOLDER);
        }
      },
    });
    kit = await createTestKit(sendingKitOptions());
  });
  afterAll(async () => {
    await kit?.close();
    await smtp?.close();
    await imap?.close();
  });

  it('records the step sent, without sending it again, when its Message-ID is in the Sent folder', async () => {
    const owner = await kit.signUp();
    const mailboxId = await connectMailbox(kit, owner, { smtp, imap });
    filedInSent.add('filed@creators.test');
    const { entryIds } = await enterSequence(kit, owner, mailboxId, TWO_STEPS, [
      'filed@creators.test',
    ]);
    const [id] = entryIds;

    await sendAndDie(mailboxId);
    expect(deliveries('filed@creators.test').count).toBe(1);
    await leaseLapsed(mailboxId);

    expect(await kit.services.outreachSender.sendBatch(mailboxId)).toEqual({ sent: 0 });
    expect(deliveries('filed@creators.test')).toEqual({
      count: 1,
      ids: [`<${id}.0.0@studio.test>`],
    });
    const after = await entry(id);
    expect(after).toMatchObject({ status: 'sent', nextStep: 1, reason: null });
    expect(after.nextSendAt!.getTime()).toBeGreaterThan(Date.now() + 86_400_000);
    expect((await thread(owner, id)).messages).toEqual([
      expect.objectContaining({ status: 'sent', step: 0, messageId: `<${id}.0.0@studio.test>` }),
    ]);
  });

  it('marks the step unconfirmed, without sending it again, when the Sent folder does not have it', async () => {
    const owner = await kit.signUp();
    const mailboxId = await connectMailbox(kit, owner, { smtp, imap });
    const { entryIds } = await enterSequence(kit, owner, mailboxId, TWO_STEPS, [
      'unfiled@creators.test',
    ]);
    const [id] = entryIds;

    await sendAndDie(mailboxId);
    await leaseLapsed(mailboxId);
    expect(await kit.services.outreachSender.sendBatch(mailboxId)).toEqual({ sent: 0 });
    // Later batches leave it alone too.
    expect(await kit.services.outreachSender.sendBatch(mailboxId)).toEqual({ sent: 0 });
    expect(deliveries('unfiled@creators.test').count).toBe(1);

    const after = await entry(id);
    expect(after).toMatchObject({ status: 'unconfirmed', nextStep: 0, nextSendAt: null });
    expect(after.reason).toContain(`not in the Sent folder (${DOVECOT_SENT_FOLDER})`);
    const board = await outreachCall(kit, owner)('GET', 'kanban-data');
    const column = board.json().columns.find((c: { key: string }) => c.key === 'unconfirmed') as {
      total: number;
      entries: { outreachId: string; status: string }[];
    };
    expect(column.total).toBe(1);
    expect(column.entries[0]).toMatchObject({ outreachId: id, status: 'unconfirmed' });
    expect((await thread(owner, id)).messages).toEqual([
      expect.objectContaining({ status: 'unconfirmed', step: 0 }),
    ]);

    // A person who finds it in the creator's conversation records it as sent: the entry moves on.
    const marked = await outreachCall(kit, owner)('POST', 'resolve-unconfirmed', {
      outreachId: id,
      decision: 'markSent',
    });
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toMatchObject({ status: 'sent', nextStep: 1, reason: null });
    expect((await thread(owner, id)).messages).toEqual([
      expect.objectContaining({ status: 'sent', step: 0, error: null }),
    ]);
    expect(await kit.services.outreachSender.sendBatch(mailboxId)).toEqual({ sent: 0 });
    expect(deliveries('unfiled@creators.test').count).toBe(1);

    // Only an unconfirmed step can be decided.
    const again = await outreachCall(kit, owner)('POST', 'resolve-unconfirmed', {
      outreachId: id,
      decision: 'send',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ name: 'Conflict', field: 'outreachId' });
  });

  it('marks the step unconfirmed when the Sent folder cannot be searched, and sends it once more only when a person says so', async () => {
    const owner = await kit.signUp();
    const mailboxId = await connectMailbox(kit, owner, { smtp, imap });
    const { entryIds } = await enterSequence(kit, owner, mailboxId, TWO_STEPS, [
      'unreadable@creators.test',
    ]);
    const [id] = entryIds;

    await sendAndDie(mailboxId);
    await leaseLapsed(mailboxId);
    // The IMAP server is gone meanwhile (a closed port on loopback).
    await kit.database.db
      .update(outreachMailboxes)
      .set({ imapPort: 1 })
      .where(eq(outreachMailboxes.id, mailboxId));
    expect(await kit.services.outreachSender.sendBatch(mailboxId)).toEqual({ sent: 0 });
    expect(deliveries('unreadable@creators.test').count).toBe(1);
    const after = await entry(id);
    expect(after.status).toBe('unconfirmed');
    expect(after.reason).toContain('the Sent folder could not be searched');
    await kit.database.db
      .update(outreachMailboxes)
      .set({ imapPort: imap.port })
      .where(eq(outreachMailboxes.id, mailboxId));

    const send = await outreachCall(kit, owner)('POST', 'resolve-unconfirmed', {
      outreachId: id,
      decision: 'send',
    });
    expect(send.statusCode).toBe(200);
    expect(send.json()).toMatchObject({ status: 'scheduled', nextStep: 0, reason: null });
    expect(await kit.services.outreachSender.sendBatch(mailboxId)).toEqual({ sent: 1 });
    // The person's choice: the same message, with its Message-ID, goes out once more.
    expect(deliveries('unreadable@creators.test')).toEqual({
      count: 2,
      ids: [`<${id}.0.0@studio.test>`, `<${id}.0.0@studio.test>`],
    });
    expect(await entry(id)).toMatchObject({ status: 'sent', nextStep: 1 });
    const usage = await kit.services.usage.report(owner.org.id, ['outreachEmails']);
    expect(usage.outreachEmails.used).toBe(1);
  });

  it('refuses a decision on another organization’s entry as not found, and a malformed one with 400', async () => {
    const owner = await kit.signUp();
    const mailboxId = await connectMailbox(kit, owner, { smtp, imap });
    const { entryIds } = await enterSequence(kit, owner, mailboxId, TWO_STEPS, [
      'private@creators.test',
    ]);
    const stranger = await kit.signUp();
    const foreign = await outreachCall(kit, stranger)('POST', 'resolve-unconfirmed', {
      outreachId: entryIds[0],
      decision: 'markSent',
    });
    expect(foreign.statusCode).toBe(404);
    const malformed = await outreachCall(kit, owner)('POST', 'resolve-unconfirmed', {
      outreachId: entryIds[0],
      decision: 'maybe',
    });
    expect(malformed.statusCode).toBe(400);
    expect(await entry(entryIds[0])).toMatchObject({ status: 'scheduled', nextStep: 0 });
  });

  // A second process needs a database it can share: PostgreSQL (PGlite lives in this process).
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'a worker killed with SIGKILL after the SMTP acceptance: the next worker finds the step in Sent and never sends it again',
    async () => {
      const owner = await kit.signUp();
      const mailboxId = await connectMailbox(kit, owner, { smtp, imap });
      filedInSent.add('killed@creators.test');
      const { entryIds } = await enterSequence(kit, owner, mailboxId, TWO_STEPS, [
        'killed@creators.test',
      ]);
      const [id] = entryIds;
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'reachbase-worker-'));
      const workers: ChildProcess[] = [];
      const startWorker = () => {
        const child = startWorkerProcess(kit.databaseUrl!, dataDir);
        workers.push(child);
        return child;
      };
      try {
        const first = startWorker();
        // The entry's row is held, so the worker's record of the acceptance (which moves the
        // entry on, in the same transaction as marking the message sent) waits until it is dead.
        await kit.database.db.transaction(async (tx) => {
          await tx.execute(
            sql`select 1 from ${outreachEntries} where ${outreachEntries.id} = ${id} for no key update`,
          );
          const until = Date.now() + 120_000;
          while (deliveries('killed@creators.test').count === 0) {
            if (Date.now() > until) throw new Error('the first worker sent nothing');
            await sleep(100);
          }
          first.kill('SIGKILL');
          await once(first, 'exit');
        });
        expect(deliveries('killed@creators.test').count).toBe(1);
        await leaseLapsed(mailboxId);

        startWorker();
        const until = Date.now() + 120_000;
        while ((await entry(id)).status !== 'sent') {
          if (Date.now() > until) throw new Error(`entry still ${(await entry(id)).status}`);
          await sleep(250);
        }
        expect(await entry(id)).toMatchObject({ status: 'sent', nextStep: 1 });
        expect(deliveries('killed@creators.test').count).toBe(1);
      } finally {
        for (const worker of workers) {
          if (worker.exitCode === null && worker.signalCode === null) {
            worker.kill('SIGTERM');
            await once(worker, 'exit');
          }
        }
        await rm(dataDir, { recursive: true, force: true });
      }
    },
    300_000,
  );
});
