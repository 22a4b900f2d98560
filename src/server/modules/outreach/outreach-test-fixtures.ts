import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { eq } from 'drizzle-orm';
import type { SequenceInput } from '../../../common/api/outreach';
import type { Database } from '../../db/client';
import type { SmtpTestServer } from '../../integrations/mail/smtp-test-server';
import type {
  DovecotTestServer,
  DovecotUser,
} from '../../integrations/mailbox/dovecot-test-server';
import type { Runtime } from '../../runtime';
import { newScope } from '../../testing/bank-fixtures';
import type { SignedIn } from '../../testing/factories';
import { recordingDns } from '../../testing/offline-dns';
import { type EntryRow, outreachEntries, outreachMailboxes } from './outreach.tables';

// Test-only (tests and bench/outreach): rows as the outreach calls leave them, a mailbox
// connected through the API to the real local peers (the SMTP test server and Dovecot), a
// sequence and entries created the way a user creates them, and the worker processes that send.
// Nothing here imports the test kit, so a benchmark can use it outside Vitest.

/** A running Reachbase: a test kit or a benchmark's runtime. */
type App = Pick<Runtime, 'app' | 'database'>;

export const SENDER: DovecotUser = { user: 'dana@studio.test', password: 'imap-secret-1' };
export const SMTP_PASSWORD = 'smtp-secret-1';

/** What the mail peers on loopback need from a process that sends: no pause between messages. */
const SENDING_ENV = { OUTBOUND_ALLOW_CIDRS: '127.0.0.0/8', OUTREACH_JITTER_MS: '0' };

/** createTestKit's options for a test that sends to the local peers, with its own DNS. */
export function sendingKitOptions() {
  return { dns: recordingDns(), env: { ...SENDING_ENV } };
}

/**
 * A `reachbase worker` process on a database this process shares (PostgreSQL: PGlite has one
 * opener), sending to the local peers; its output is dropped.
 */
export function startWorkerProcess(databaseUrl: string, dataDir: string): ChildProcess {
  return spawn(process.execPath, [resolve('bin/reachbase.js'), 'worker'], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      DEMO_PROFILES: '0',
      LOG_LEVEL: 'warn',
      ...SENDING_ENV,
    },
    stdio: 'ignore',
  });
}

/** A mailbox as a connected one is saved (its login is tested in mailboxes.test.ts); its id. */
export async function insertMailbox(
  db: Database,
  orgId: string,
  fromName = 'Dana at Studio',
): Promise<string> {
  const [row] = await db
    .insert(outreachMailboxes)
    .values({
      orgId,
      fromName,
      fromEmail: `${newScope()}@studio.test`,
      smtpHost: 'smtp.studio.test',
      smtpPort: 587,
      smtpSecurity: 'starttls',
      smtpUser: 'dana',
      smtpPasswordSealed: 'v1.x.y.z',
      imapHost: 'imap.studio.test',
      imapPort: 993,
      imapSecurity: 'tls',
      imapUser: 'dana',
      imapPasswordSealed: 'v1.x.y.z',
      dailyCap: 50,
      windowStartMinute: 480,
      windowEndMinute: 1080,
      timeZone: 'Europe/Vienna',
    })
    .returning({ id: outreachMailboxes.id });
  return row.id;
}

/** An entry's row as it is now. */
export async function entryRow(db: Database, id: string): Promise<EntryRow> {
  const [row] = await db.select().from(outreachEntries).where(eq(outreachEntries.id, id));
  return row;
}

export function outreachCall(kit: App, who: SignedIn) {
  return (method: 'GET' | 'POST' | 'PUT', path: string, payload?: object) =>
    kit.app.inject({
      method,
      url: `/api/v1/customer/outreach/${path}`,
      headers: who.headers,
      ...(payload ? { payload } : {}),
    });
}

/** Connects SENDER's mailbox (a real login to both servers), sending all day; its id. */
export async function connectMailbox(
  kit: App,
  who: SignedIn,
  peers: { smtp: SmtpTestServer; imap: DovecotTestServer },
  settings: { dailyCap?: number } = {},
): Promise<string> {
  const { imap } = peers;
  const response = await outreachCall(kit, who)('POST', 'mailboxes', {
    fromName: 'Dana at Studio',
    fromEmail: SENDER.user,
    smtp: {
      host: peers.smtp.host,
      port: peers.smtp.port,
      security: 'none',
      user: SENDER.user,
      password: SMTP_PASSWORD,
    },
    imap: {
      host: imap.host,
      port: imap.port,
      security: 'none',
      user: SENDER.user,
      password: SENDER.password,
    },
    dailyCap: settings.dailyCap ?? 2_000,
  });
  if (response.statusCode !== 201) throw new Error(`mailbox not connected: ${response.body}`);
  const { id } = response.json() as { id: string };
  // The whole day, whatever time the test runs at (the API's window ends at 23:59 at most).
  await kit.database.db
    .update(outreachMailboxes)
    .set({ windowStartMinute: 0, windowEndMinute: 1_440 })
    .where(eq(outreachMailboxes.id, id));
  return id;
}

export type SequenceStepInput = SequenceInput['steps'][number];

/** A sequence through `add-configuration`, then entries for the addresses; their outreachIds. */
export async function enterSequence(
  kit: App,
  who: SignedIn,
  mailboxId: string,
  steps: SequenceStepInput[],
  emails: string[],
): Promise<{ sequenceId: string; entryIds: string[] }> {
  const call = outreachCall(kit, who);
  const sequence = await call('POST', 'add-configuration', { name: 'Launch', mailboxId, steps });
  if (sequence.statusCode !== 201) throw new Error(`sequence not saved: ${sequence.body}`);
  const sequenceId = (sequence.json() as { id: string }).id;
  const entryIds: string[] = [];
  // create-entries takes up to 500 creators a call.
  for (let start = 0; start < emails.length; start += 500) {
    const created = await call('POST', 'create-entries', {
      sequenceId,
      creators: emails.slice(start, start + 500).map((email) => ({ email })),
    });
    if (created.statusCode !== 200) throw new Error(`entries not created: ${created.body}`);
    entryIds.push(
      ...(created.json() as { created: { outreachId: string }[] }).created.map(
        (entry) => entry.outreachId,
      ),
    );
  }
  return { sequenceId, entryIds };
}
