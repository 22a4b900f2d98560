import { eq } from 'drizzle-orm';
import type { SmtpTestServer } from '../../integrations/mail/smtp-test-server';
import type {
  DovecotTestServer,
  DovecotUser,
} from '../../integrations/mailbox/dovecot-test-server';
import type { Runtime } from '../../runtime';
import type { SignedIn } from '../../testing/factories';
import { outreachMailboxes } from './outreach.tables';

/** A running Reachbase: a test kit or a benchmark's runtime. */
type App = Pick<Runtime, 'app' | 'database'>;

// Test-only: a mailbox connected through the API to the real local peers (the SMTP test server
// and Dovecot), and a sequence and entries created the way a user creates them.

export const SENDER: DovecotUser = { user: 'dana@studio.test', password: 'imap-secret-1' };
export const SMTP_PASSWORD = 'smtp-secret-1';

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

export type SequenceStepInput = { subject: string; body: string; delayDays: number };

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
