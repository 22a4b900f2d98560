import type { Database } from '../../db/client';
import { newScope } from '../../testing/bank-fixtures';
import { outreachMailboxes } from './outreach.tables';

// Test-only: rows as the outreach calls leave them, for tests about what comes after.

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
