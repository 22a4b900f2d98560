import type { MailServer } from '../../integrations/mailbox';
import type { SecretBox } from '../../integrations/secrets';
import type { MailboxRow } from './outreach.tables';

/** A saved mailbox's SMTP server, its password unsealed for the connection about to open. */
export async function smtpServerOf(row: MailboxRow, secrets: SecretBox): Promise<MailServer> {
  return {
    host: row.smtpHost,
    port: row.smtpPort,
    security: row.smtpSecurity,
    user: row.smtpUser,
    password: await secrets.open(row.smtpPasswordSealed),
  };
}

/** A saved mailbox's IMAP server, its password unsealed for the connection about to open. */
export async function imapServerOf(row: MailboxRow, secrets: SecretBox): Promise<MailServer> {
  return {
    host: row.imapHost,
    port: row.imapPort,
    security: row.imapSecurity,
    user: row.imapUser,
    password: await secrets.open(row.imapPasswordSealed),
  };
}
