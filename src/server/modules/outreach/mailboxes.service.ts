import type { Logger } from 'pino';
import type {
  CreateMailboxBody,
  Mailbox,
  UpdateMailboxBody,
  WhitelabelMailboxBody,
  WhitelabelSenderAnswer,
} from '../../../common/api/outreach';
import type { Database } from '../../db/client';
import type { Caller } from '../../http/access';
import { AppError, conflict, notFound } from '../../http/errors';
import { THING } from '../../http/things.text';
import type { MailboxClients, MailServer } from '../../integrations/mailbox';
import type { SecretBox } from '../../integrations/secrets';
import { createMailboxesRepository, type MailboxChanges } from './mailboxes.repository';
import { toMailboxDto } from './outreach.dto';
import type { MailboxRow } from './outreach.tables';
import { OUTREACH_TEXT } from './outreach.text';

export type WhitelabelSender = { name: string; address: string; smtpUrl: string };

/**
 * An SMTP URL as the white-label sender stores it (`smtps://user:pass@host:465`,
 * `smtp://user:pass@host:587`) as a mailbox's server; null for anything else (a provider key).
 */
export function smtpFromUrl(smtpUrl: string): MailServer | null {
  let url: URL;
  try {
    url = new URL(smtpUrl);
  } catch {
    return null;
  }
  const secure = url.protocol === 'smtps:';
  if (!secure && url.protocol !== 'smtp:') return null;
  if (!url.hostname || !url.username) return null;
  return {
    host: url.hostname.replace(/^\[|\]$/g, ''),
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    security: secure ? 'tls' : url.searchParams.get('ignoreTLS') === 'true' ? 'none' : 'starttls',
    user: decodeURIComponent(url.username),
    password: decodeURIComponent(url.password),
  };
}

const PROTOCOLS = ['smtp', 'imap'] as const;
type Protocol = (typeof PROTOCOLS)[number];
const PROTOCOL_NAMES: Record<Protocol, string> = { smtp: 'SMTP', imap: 'IMAP' };

/** "08:00" → 480 minutes after midnight, as the window is stored. */
const toMinute = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/**
 * The organization's mailboxes (Settings → Mailboxes). A mailbox is saved only after a real login
 * to its SMTP and its IMAP server has worked, so a wrong password shows here, not in a failed
 * sequence days later.
 */
export function createMailboxesService(deps: {
  db: Database;
  logins: MailboxClients;
  secrets: SecretBox;
  /** The organization's white-label sender (an agency's own SMTP), if it has one. */
  whitelabelSender: (orgId: string) => Promise<WhitelabelSender | null>;
  logger: Logger;
}) {
  const { logins, secrets } = deps;
  const repository = createMailboxesRepository(deps.db);

  /** Logs in to each server given; a 400 naming every one that refused, else nothing. */
  async function assertLogins(servers: Partial<Record<Protocol, MailServer>>) {
    const results = await Promise.all(
      PROTOCOLS.map(async (protocol) => {
        const server = servers[protocol];
        return server ? { protocol, result: await logins[protocol](server) } : null;
      }),
    );
    const fields = results.flatMap((entry) =>
      entry && !entry.result.ok
        ? [
            {
              field: entry.protocol,
              message: OUTREACH_TEXT.loginFailed({
                protocol: PROTOCOL_NAMES[entry.protocol],
                reason: entry.result.reason,
              }),
            },
          ]
        : [],
    );
    if (fields.length > 0) {
      const message = fields
        .map((f) => f.message)
        .reduce((first, second) => OUTREACH_TEXT.bothFailed({ first, second }));
      throw new AppError('ValidationError', 400, message, {
        field: fields[0].field,
        fields,
      });
    }
  }

  async function find(caller: Caller, id: string): Promise<MailboxRow> {
    const row = await repository.findMailbox(caller.orgId, id);
    if (!row) throw notFound(THING.mailbox, id);
    return row;
  }

  async function assertFromFree(caller: Caller, fromEmail: string, exceptId?: string) {
    const taken = await repository.mailboxIdSendingAs(caller.orgId, fromEmail);
    if (taken && taken !== exceptId) {
      throw conflict(OUTREACH_TEXT.fromEmailTaken({ email: fromEmail }), 'fromEmail');
    }
  }

  /** The white-label sender as an SMTP server, or null when there is none or it is not SMTP. */
  async function senderServer(orgId: string) {
    const sender = await deps.whitelabelSender(orgId);
    const smtp = sender ? smtpFromUrl(sender.smtpUrl) : null;
    return sender && smtp ? { fromName: sender.name, fromEmail: sender.address, smtp } : null;
  }

  return {
    async list(caller: Caller): Promise<{ items: Mailbox[] }> {
      const rows = await repository.listMailboxes(caller.orgId);
      return { items: rows.map(toMailboxDto) };
    },

    async get(caller: Caller, id: string): Promise<Mailbox> {
      return toMailboxDto(await find(caller, id));
    },

    /** The white-label sender offered as a mailbox's SMTP side, without its password. */
    async whitelabelSender(caller: Caller): Promise<WhitelabelSenderAnswer> {
      const sender = await senderServer(caller.orgId);
      if (!sender) return { sender: null };
      const { password: _password, ...smtp } = sender.smtp;
      return { sender: { ...sender, smtp } };
    },

    /** A mailbox that sends through the white-label sender; its inbox is the caller's to give. */
    async createFromWhitelabel(caller: Caller, body: WhitelabelMailboxBody): Promise<Mailbox> {
      const sender = await senderServer(caller.orgId);
      if (!sender) {
        throw conflict(OUTREACH_TEXT.noWhitelabelSender, 'smtp');
      }
      return this.create(caller, { ...body, ...sender });
    },

    async create(caller: Caller, body: CreateMailboxBody): Promise<Mailbox> {
      const fromEmail = body.fromEmail.toLowerCase();
      await assertFromFree(caller, fromEmail);
      await assertLogins({ smtp: body.smtp, imap: body.imap });
      const row = await repository.insertMailbox({
        orgId: caller.orgId,
        fromName: body.fromName,
        fromEmail,
        smtpHost: body.smtp.host,
        smtpPort: body.smtp.port,
        smtpSecurity: body.smtp.security,
        smtpUser: body.smtp.user,
        smtpPasswordSealed: await secrets.seal(body.smtp.password),
        imapHost: body.imap.host,
        imapPort: body.imap.port,
        imapSecurity: body.imap.security,
        imapUser: body.imap.user,
        imapPasswordSealed: await secrets.seal(body.imap.password),
        dailyCap: body.dailyCap,
        windowStartMinute: toMinute(body.window.start),
        windowEndMinute: toMinute(body.window.end),
        timeZone: body.timeZone,
      });
      // Another request connected the address between the check and the insert.
      if (!row) throw conflict(OUTREACH_TEXT.fromEmailTaken({ email: fromEmail }), 'fromEmail');
      deps.logger.info({ orgId: caller.orgId, mailboxId: row.id }, 'mailbox connected');
      return toMailboxDto(row);
    },

    /** Changed server settings are logged in to again, with the saved password unless a new one is given. */
    async update(caller: Caller, id: string, body: UpdateMailboxBody): Promise<Mailbox> {
      const row = await find(caller, id);
      const fromEmail = body.fromEmail?.toLowerCase();
      if (fromEmail) await assertFromFree(caller, fromEmail, id);
      const changed: Partial<Record<Protocol, MailServer>> = {};
      const patch: MailboxChanges = {};
      for (const protocol of PROTOCOLS) {
        const given = body[protocol];
        if (!given) continue;
        const sealed = protocol === 'smtp' ? row.smtpPasswordSealed : row.imapPasswordSealed;
        const password = given.password ?? (await secrets.open(sealed));
        changed[protocol] = { ...given, password };
        Object.assign(patch, {
          [`${protocol}Host`]: given.host,
          [`${protocol}Port`]: given.port,
          [`${protocol}Security`]: given.security,
          [`${protocol}User`]: given.user,
          [`${protocol}PasswordSealed`]: given.password
            ? await secrets.seal(given.password)
            : sealed,
        });
      }
      await assertLogins(changed);
      const updated = await repository.updateMailbox(caller.orgId, id, {
        ...patch,
        ...(body.fromName ? { fromName: body.fromName } : {}),
        ...(fromEmail ? { fromEmail } : {}),
        ...(body.dailyCap ? { dailyCap: body.dailyCap } : {}),
        ...(body.window
          ? {
              windowStartMinute: toMinute(body.window.start),
              windowEndMinute: toMinute(body.window.end),
            }
          : {}),
        ...(body.timeZone ? { timeZone: body.timeZone } : {}),
      });
      return toMailboxDto(updated);
    },

    async remove(caller: Caller, id: string) {
      await find(caller, id);
      await repository.deleteMailbox(caller.orgId, id);
      deps.logger.info({ orgId: caller.orgId, mailboxId: id }, 'mailbox removed');
    },
  };
}

export type MailboxesService = ReturnType<typeof createMailboxesService>;
