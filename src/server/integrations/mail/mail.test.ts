import net, { type AddressInfo } from 'node:net';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestKit, type TestKit } from '../../testing/kit';
import {
  createMailer,
  createMailRepository,
  MailDeliveryError,
  type MailRepository,
} from './index';
import { type SmtpTestServer, startSmtpTestServer } from './smtp-test-server';

const FROM = 'Reachbase <no-reply@reachbase.test>';
const SMTP_USER = 'mailer@reachbase.test';
const SMTP_PASS = 'pa:ss@word';
const VERIFY_LINK = 'https://app.reachbase.test/verify?token=tok_7f3a9c';

let kit: TestKit;
let smtp: SmtpTestServer;
let outbox: MailRepository;
beforeAll(async () => {
  kit = await createTestKit();
  smtp = await startSmtpTestServer({ users: { [SMTP_USER]: SMTP_PASS } });
  outbox = createMailRepository(kit.database.db);
});
afterAll(async () => {
  await smtp.close();
  await kit.close();
});

/** A logger whose JSON lines the test can read. */
function capturingLogger() {
  const lines: Record<string, unknown>[] = [];
  const logger = pino(
    { level: 'debug' },
    { write: (line: string) => lines.push(JSON.parse(line)) },
  );
  return { logger, lines };
}

function smtpUrl(port: number, password = SMTP_PASS) {
  // Credentials with ':' and '@' must survive URL encoding, as they would in SMTP_URL.
  return `smtp://${encodeURIComponent(SMTP_USER)}:${encodeURIComponent(password)}@127.0.0.1:${port}`;
}

function smtpMailer(url: string) {
  const { logger, lines } = capturingLogger();
  const mailer = createMailer({
    config: { smtpUrl: url, from: FROM },
    database: kit.database,
    logger,
  });
  return { mailer, lines };
}

async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('mail with SMTP configured', () => {
  it('delivers the message over SMTP, logged in with the URL credentials, and records it as sent', async () => {
    const { mailer, lines } = smtpMailer(smtpUrl(smtp.port));
    try {
      const result = await mailer.send({
        to: 'ana@example.com',
        subject: 'Verify your email',
        text: `Hi Ana,\n\nConfirm your address: ${VERIFY_LINK}\n\nThe Reachbase team`,
        meta: { kind: 'verification' },
      });

      expect(result.status).toBe('sent');
      const received = smtp.messages.at(-1)!;
      expect(received.user).toBe(SMTP_USER);
      expect(received.envelopeTo).toEqual(['ana@example.com']);
      expect(received.envelopeFrom).toBe('no-reply@reachbase.test');
      expect(received.headers.get('subject')).toBe('Verify your email');
      expect(received.headers.get('to')).toBe('ana@example.com');
      expect(received.headers.get('from')).toBe(FROM);
      expect(received.text).toContain(`Confirm your address: ${VERIFY_LINK}`);

      const row = await outbox.findById(result.id);
      expect(row).toMatchObject({
        status: 'sent',
        to: 'ana@example.com',
        subject: 'Verify your email',
        error: null,
        meta: { kind: 'verification' },
      });
      expect(row?.sentAt).toBeInstanceOf(Date);
      // The token was delivered by mail, so it must not also sit in the log.
      expect(JSON.stringify(lines)).not.toContain('tok_7f3a9c');
    } finally {
      await mailer.close();
    }
  });

  it('sends the html alternative beside the text', async () => {
    const { mailer } = smtpMailer(smtpUrl(smtp.port));
    try {
      await mailer.send({
        to: 'ben@example.com',
        subject: 'You are invited',
        text: 'Join the team: https://app.reachbase.test/invite/abc',
        html: '<p>Join the <a href="https://app.reachbase.test/invite/abc">team</a></p>',
      });
      const received = smtp.messages.at(-1)!;
      expect(received.headers.get('content-type')).toMatch(/^multipart\/alternative/);
      expect(received.text).toContain('Join the team: https://app.reachbase.test/invite/abc');
      expect(received.html).toContain('<a href="https://app.reachbase.test/invite/abc">team</a>');
    } finally {
      await mailer.close();
    }
  });

  it('keeps a line break in a subject from adding a header', async () => {
    const { mailer } = smtpMailer(smtpUrl(smtp.port));
    try {
      const result = await mailer.send({
        to: 'cleo@example.com',
        subject: 'Hello\r\nBcc: spy@example.com',
        text: 'Hi',
      });
      const received = smtp.messages.at(-1)!;
      expect(received.headers.has('bcc')).toBe(false);
      expect(received.envelopeTo).toEqual(['cleo@example.com']);
      expect((await outbox.findById(result.id))?.subject).toBe('Hello Bcc: spy@example.com');
    } finally {
      await mailer.close();
    }
  });

  it('records a failed delivery and rejects when the SMTP server cannot be reached', async () => {
    const { mailer, lines } = smtpMailer(smtpUrl(await closedPort()));
    try {
      const sending = mailer.send({ to: 'dan@example.com', subject: 'Verify', text: VERIFY_LINK });
      const error = await sending.catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(MailDeliveryError);
      const row = await outbox.findById((error as MailDeliveryError).outboxId);
      expect(row).toMatchObject({ status: 'failed', to: 'dan@example.com', sentAt: null });
      expect(row?.error).toMatch(/ECONNREFUSED/);
      expect(lines.some((line) => line.level === 40 && line.mailId === row?.id)).toBe(true);
    } finally {
      await mailer.close();
    }
  });

  it('records a failed delivery when the SMTP server refuses the credentials', async () => {
    const received = smtp.messages.length;
    const { mailer } = smtpMailer(smtpUrl(smtp.port, 'wrong password'));
    try {
      const error = await mailer
        .send({ to: 'eve@example.com', subject: 'Verify', text: 'Hi' })
        .catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(MailDeliveryError);
      const row = await outbox.findById((error as MailDeliveryError).outboxId);
      expect(row?.status).toBe('failed');
      expect(row?.error).toMatch(/Invalid login|535/);
      expect(smtp.messages.length).toBe(received);
    } finally {
      await mailer.close();
    }
  });
});

describe('mail without SMTP', () => {
  it('keeps the message in the outbox and logs its links for the operator', async () => {
    const { logger, lines } = capturingLogger();
    const mailer = createMailer({
      config: { smtpUrl: undefined, from: FROM },
      database: kit.database,
      logger,
    });
    const received = smtp.messages.length;

    const result = await mailer.send({
      to: 'fay@example.com',
      subject: 'Join Acme on Reachbase',
      text: `Accept the invitation: ${VERIFY_LINK}.\nQuestions? (see https://app.reachbase.test/help)`,
    });

    expect(result.status).toBe('stored');
    const logged = lines.find((line) => line.mailId === result.id);
    expect(logged).toMatchObject({
      level: 30,
      to: 'fay@example.com',
      subject: 'Join Acme on Reachbase',
      links: [VERIFY_LINK, 'https://app.reachbase.test/help'],
    });
    expect(logged?.msg).toContain(VERIFY_LINK);
    const row = await outbox.findById(result.id);
    expect(row).toMatchObject({ status: 'stored', from: FROM, sentAt: null, error: null });
    expect(row?.text).toContain(VERIFY_LINK);
    expect(smtp.messages.length).toBe(received);
  });
});

describe('the outbox', () => {
  it('lists recent messages newest first, and by status', async () => {
    const mailer = createMailer({
      config: { smtpUrl: undefined, from: FROM },
      database: kit.database,
      logger: pino({ level: 'silent' }),
    });
    const ids: string[] = [];
    for (const n of [1, 2, 3]) {
      ids.push((await mailer.send({ to: `list${n}@example.com`, subject: `#${n}`, text: 'x' })).id);
    }
    const recent = await outbox.listRecent({ limit: 3 });
    expect(recent.map((row) => row.id)).toEqual([...ids].reverse());
    const failed = await outbox.listRecent({ status: 'failed' });
    expect(failed.length).toBeGreaterThan(0);
    expect(failed.every((row) => row.status === 'failed')).toBe(true);
  });

  it('finds nothing for an unknown or malformed id', async () => {
    expect(await outbox.findById('01890a5d-ac96-774b-bcce-b302099a8057')).toBeNull();
    expect(await outbox.findById('not-a-uuid')).toBeNull();
  });
});
