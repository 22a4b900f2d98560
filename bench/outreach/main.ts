// `npm run bench:outreach -- [--entries N] [--replies N]`: outreach end to end against real local
// peers (the SMTP test server, Debian's Dovecot): mails per second through the job queue with one
// worker, the time from a reply's arrival in the inbox to its entry showing Replied, and
// kanban-data at that many entries. PGlite always; PostgreSQL too when DATABASE_URL is set. See
// bench/README.md.
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { Command } from 'commander';
import { eq, sql } from 'drizzle-orm';
import { loadConfig } from '../../src/server/config';
import { startSmtpTestServer } from '../../src/server/integrations/mail/smtp-test-server';
import { startDovecot } from '../../src/server/integrations/mailbox/dovecot-test-server';
import { createLogger } from '../../src/server/logger';
import { outreachEntries, outreachMailboxes } from '../../src/server/modules/outreach';
import {
  connectMailbox,
  enterSequence,
  outreachCall,
  SENDER,
  SMTP_PASSWORD,
} from '../../src/server/modules/outreach/outreach-test-fixtures';
import { createRuntime } from '../../src/server/runtime';
import { signUp } from '../../src/server/testing/factories';
import { recordingDns } from '../../src/server/testing/offline-dns';
import { count, say } from '../cli';
import { percentile } from '../discovery/report';
import { scratchDatabase } from '../scratch-database';

const options = new Command()
  .name('bench:outreach')
  .option('--entries <n>', 'creators in the sequence', count, 10_000)
  .option('--replies <n>', 'replies put into the inbox one by one', count, 40)
  .option('--kanban <n>', 'kanban-data calls measured', count, 200)
  .parse()
  .opts<{ entries: number; replies: number; kanban: number }>();

const STEPS = [
  { subject: 'Hi {{firstName|there}}', body: 'A campaign for {{username|you}}.', delayDays: 0 },
  { subject: 'Following up', body: 'Any thoughts?', delayDays: 2 },
  { subject: 'Last note', body: 'Closing the loop.', delayDays: 3 },
];
const TARGET = { mailsPerSecond: 200, replyP95Ms: 5_000, kanbanP95Ms: 50 };
const ms = (n: number) => `${n.toFixed(0)} ms`;
const verdict = (ok: boolean) => (ok ? 'PASS' : 'MISS');

async function benchOn(kind: 'pglite' | 'postgres', serverUrl?: string) {
  const scratch = await scratchDatabase('outreach', serverUrl);
  const [smtp, imap] = await Promise.all([
    startSmtpTestServer({ users: { [SENDER.user]: SMTP_PASSWORD } }),
    startDovecot([SENDER]),
  ]);
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DEMO_PROFILES: '0',
    WEB_DIST_DIR: path.join(scratch.dataDir, 'no-web'),
    OUTBOUND_ALLOW_CIDRS: '127.0.0.0/8',
    OUTREACH_JITTER_MS: '0',
    ...scratch.env,
  });
  const runtime = await createRuntime({
    config,
    logger: createLogger('silent'),
    dns: recordingDns(),
  });
  try {
    const owner = await signUp(runtime, { plan: 'agency' });
    const mailboxId = await connectMailbox(runtime, owner, { smtp, imap });
    // The cap, not the code, is to limit a mailbox: lift it so the code shows.
    await runtime.database.db
      .update(outreachMailboxes)
      .set({ dailyCap: 1_000_000 })
      .where(eq(outreachMailboxes.id, mailboxId));
    const emails = Array.from({ length: options.entries }, (_, i) => `c${i}@creators.test`);
    const { entryIds } = await enterSequence(runtime, owner, mailboxId, STEPS, emails);

    await runtime.jobs.work();
    runtime.services.eventLoop.start();
    const total = entryIds.length * STEPS.length;
    const started = performance.now();
    for (let step = 0; step < STEPS.length; step++) {
      const target = entryIds.length * (step + 1);
      while (smtp.messages.length < target) await sleep(20);
      // The follow-up's delay passes at once.
      await runtime.database.db
        .update(outreachEntries)
        .set({ nextSendAt: sql`now()` })
        .where(eq(outreachEntries.orgId, owner.org.id));
    }
    const seconds = (performance.now() - started) / 1000;
    const rate = total / seconds;
    const distinct = new Set(smtp.messages.map((mail) => mail.headers.get('message-id'))).size;
    say(
      `${kind}: ${total} mails (${entryIds.length} entries x ${STEPS.length} steps) in ` +
        `${seconds.toFixed(1)} s = ${rate.toFixed(0)} mails/s, ${distinct} distinct Message-IDs ` +
        `-> ${verdict(rate >= TARGET.mailsPerSecond)} (target >= ${TARGET.mailsPerSecond}/s)`,
    );

    // Replies, one at a time: from the APPEND's return to the entry showing Replied.
    const replyMs: number[] = [];
    for (let i = 0; i < Math.min(options.replies, entryIds.length); i++) {
      const ours = smtp.messages[i].headers.get('message-id');
      const entryId = entryIds.find((id) => ours?.startsWith(`<${id}.`));
      if (!entryId) throw new Error(`no entry for ${ours}`);
      await imap.append(
        SENDER,
        `From: c${i}@creators.test\r\nSubject: Re\r\nMessage-ID: <bench-reply-${i}@creators.test>\r\nIn-Reply-To: ${ours}\r\n\r\nYes!\r\n`,
      );
      const appended = performance.now();
      for (;;) {
        const [row] = await runtime.database.db
          .select({ status: outreachEntries.status })
          .from(outreachEntries)
          .where(eq(outreachEntries.id, entryId));
        if (row?.status === 'replied') break;
        await sleep(20);
      }
      replyMs.push(performance.now() - appended);
      await sleep(Math.random() * 1_000);
    }
    const replyP95 = percentile(replyMs, 95);
    say(
      `${kind}: reply in inbox -> entry Replied, ${replyMs.length} replies: p50 ` +
        `${ms(percentile(replyMs, 50))}, p95 ${ms(replyP95)}, max ${ms(Math.max(...replyMs))} ` +
        `-> ${verdict(replyP95 < TARGET.replyP95Ms)} (target p95 < ${TARGET.replyP95Ms} ms; ` +
        `inbox read every ${config.outreach.inboxPollMs} ms)`,
    );
    await runtime.services.eventLoop.stop();

    const call = outreachCall(runtime, owner);
    const kanbanMs: number[] = [];
    for (let i = 0; i < options.kanban + 10; i++) {
      const t0 = performance.now();
      const response = await call('GET', 'kanban-data');
      if (response.statusCode !== 200) throw new Error(`kanban-data: ${response.body}`);
      if (i >= 10) kanbanMs.push(performance.now() - t0);
    }
    const kanbanP95 = percentile(kanbanMs, 95);
    say(
      `${kind}: kanban-data at ${entryIds.length} entries, ${kanbanMs.length} calls: p50 ` +
        `${ms(percentile(kanbanMs, 50))}, p95 ${ms(kanbanP95)} -> ` +
        `${verdict(kanbanP95 < TARGET.kanbanP95Ms)} (target p95 < ${TARGET.kanbanP95Ms} ms)`,
    );
  } finally {
    await runtime.close();
    await smtp.close();
    await imap.close();
    await scratch.drop();
  }
}

async function main() {
  say(
    `bench:outreach on ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? 'unknown'}), ` +
      `load ${os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}, ${options.entries} entries x ${STEPS.length} steps`,
  );
  await benchOn('pglite');
  if (process.env.DATABASE_URL) await benchOn('postgres', process.env.DATABASE_URL);
}

main().catch((error) => {
  process.stderr.write(`${(error as Error).stack ?? error}\n`);
  process.exit(1);
});
