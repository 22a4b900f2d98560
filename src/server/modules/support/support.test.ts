import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runControlCommand } from '../../control/commands';
import { type SmtpTestServer, startSmtpTestServer } from '../../integrations/mail/smtp-test-server';
import type { SignedIn } from '../../testing/factories';
import { createTestKit, type TestKit } from '../../testing/kit';
import { type FormPart, multipartForm } from '../../testing/multipart-form';
import { createWhitelabelRepository } from '../whitelabel';
import { supportTickets } from './support.tables';

// The contact form through a real SMTP server on loopback: the ticket to SUPPORT_EMAIL with its
// attachment, the acknowledgement to the sender.
let kit: TestKit;
let smtp: SmtpTestServer;
const SUPPORT = 'help@reachbase.test';

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  kit = await createTestKit({
    env: {
      SMTP_URL: `smtp://${smtp.host}:${smtp.port}`,
      MAIL_FROM: 'Reachbase <no-reply@reachbase.test>',
      SUPPORT_EMAIL: SUPPORT,
    },
  });
});
afterAll(async () => {
  await kit.close();
  await smtp.close();
});

function send(user: SignedIn, parts: FormPart[], headers: Record<string, string> = {}) {
  const form = multipartForm(parts);
  return kit.app.inject({
    method: 'POST',
    url: '/api/v1/customer/support/create-ticket',
    headers: { ...user.headers, ...form.headers, ...headers },
    payload: form.payload,
  });
}
const field = (name: string, value: string): FormPart => ({ name, value });

/** A ticket whose file part names itself with `filename*` (RFC 5987): any character at all. */
function sendFileNamed(user: SignedIn, fileName: string, data: Buffer) {
  const boundary = '----support-file-name';
  const part = (headers: string, body: Buffer | string) =>
    Buffer.concat([
      Buffer.from(`--${boundary}\r\n${headers}\r\n\r\n`),
      Buffer.from(body),
      Buffer.from('\r\n'),
    ]);
  const payload = Buffer.concat([
    part('Content-Disposition: form-data; name="subject"', 'A file name'),
    part('Content-Disposition: form-data; name="message"', 'x'),
    part(
      `Content-Disposition: form-data; name="file"; filename*=UTF-8''${encodeURIComponent(fileName)}\r\nContent-Type: application/octet-stream`,
      data,
    ),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
  return kit.app.inject({
    method: 'POST',
    url: '/api/v1/customer/support/create-ticket',
    headers: { ...user.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
}
const mailsTo = (address: string) => smtp.messages.filter((m) => m.envelopeTo.includes(address));
const ticketsOf = (orgId: string) =>
  kit.database.db.select().from(supportTickets).where(eq(supportTickets.orgId, orgId));

/** The bytes of the MIME part that carries `fileName`, decoded from base64. */
function attachmentOf(raw: string, fileName: string): Buffer | null {
  const start = raw.indexOf(`filename=${fileName}`);
  const quoted = start < 0 ? raw.indexOf(`filename="${fileName}"`) : start;
  if (quoted < 0) return null;
  const body = raw.slice(raw.indexOf('\r\n\r\n', quoted) + 4);
  return Buffer.from(body.slice(0, body.indexOf('\r\n--')).replace(/\s+/g, ''), 'base64');
}

describe('POST /customer/support/create-ticket', () => {
  it('stores the ticket, mails it to support with its screenshot and acknowledges it to the sender', async () => {
    const owner = await kit.signUp();
    const screenshot = await sharp({
      create: { width: 40, height: 30, channels: 3, background: '#ff0066' },
    })
      .png()
      .toBuffer();
    const response = await send(owner, [
      field('subject', '  Export button does nothing  '),
      field('message', 'I click Export CSV on Discover and nothing happens.'),
      field('page', '/discover?platform=instagram'),
      { name: 'file', value: screenshot, fileName: 'shot.png', contentType: 'image/png' },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      subject: 'Export button does nothing',
      mailedToSupport: true,
      replyTo: owner.user.email,
    });

    const [ticket] = await ticketsOf(owner.org.id);
    expect(ticket).toMatchObject({
      userId: owner.user.id,
      email: owner.user.email,
      page: '/discover?platform=instagram',
      attachmentName: 'shot.png',
      attachmentType: 'image/png',
      attachmentBytes: screenshot.length,
    });
    const stored = await kit.services.storage.get(ticket.attachmentKey!);
    expect(stored).not.toBeNull();

    const [toSupport] = mailsTo(SUPPORT);
    expect(toSupport.headers.get('subject')).toBe('[Support] Export button does nothing');
    expect(toSupport.text).toContain('I click Export CSV on Discover and nothing happens.');
    expect(toSupport.text).toContain(`From: ${owner.user.email}`);
    expect(toSupport.text).toContain('Page: /discover?platform=instagram');
    expect(attachmentOf(toSupport.raw, 'shot.png')?.equals(screenshot)).toBe(true);

    const [ack] = mailsTo(owner.user.email);
    expect(ack.headers.get('subject')).toBe('We received your message: Export button does nothing');
    expect(ack.text).toContain('Reachbase support');
  });

  it('acknowledges in the agency brand to the members of an agency', async () => {
    const agency = await kit.signUp({ plan: 'agency' });
    await createWhitelabelRepository(kit.database.db).upsert(agency.org.id, {
      agencyName: 'Northwind Talent',
    });
    const response = await send(agency, [
      field('subject', 'Hello'),
      field('message', 'A question'),
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const [ack] = mailsTo(agency.user.email);
    expect(ack.headers.get('from')).toContain('Northwind Talent');
    expect(ack.text).toContain('Northwind Talent support');
    expect(ack.text).not.toMatch(/reachbase/i);
  });

  it('lets a member write, and keeps guests read-only', async () => {
    const owner = await kit.signUp({ plan: 'pro' });
    const member = await kit.addMember(owner.org, 'member');
    const guest = await kit.addMember(owner.org, 'guest');
    const parts = [field('subject', 'Access'), field('message', 'How?')];
    expect((await send(member, parts)).statusCode).toBe(201);
    expect((await send(guest, parts)).statusCode).toBe(403);
  });

  it('refuses an empty or too long subject or message, and a file of another kind, storing nothing', async () => {
    const owner = await kit.signUp();
    const cases: [FormPart[], number, string][] = [
      [[field('subject', '   '), field('message', 'Text')], 400, 'subject'],
      [[field('subject', 'Hi'), field('message', '')], 400, 'message'],
      [[field('subject', 'x'.repeat(201)), field('message', 'Text')], 400, 'subject'],
      [[field('subject', 'Hi'), field('message', 'y'.repeat(5001))], 400, 'message'],
      [
        [
          field('subject', 'Hi'),
          field('message', 'Text'),
          {
            name: 'file',
            value: Buffer.from('MZ\x90\x00binary'),
            fileName: 'tool.exe',
            contentType: 'image/png',
          },
        ],
        415,
        '',
      ],
      [
        [
          field('subject', 'Hi'),
          field('message', 'Text'),
          { name: 'other', value: Buffer.from('x'), fileName: 'a.txt', contentType: 'text/plain' },
        ],
        400,
        'other',
      ],
    ];
    for (const [parts, status, fieldName] of cases) {
      const response = await send(owner, parts);
      expect(response.statusCode, response.body).toBe(status);
      if (fieldName) expect(response.json().field).toBe(fieldName);
    }
    const german = await send(owner, cases[0][0], { cookie: 'NEXT_LOCALE=de' });
    expect(german.json().message).toBe('Geben Sie einen Betreff ein');
    expect(await ticketsOf(owner.org.id)).toHaveLength(0);
    expect(mailsTo(owner.user.email)).toHaveLength(0);
  });

  it('takes 10 tickets an hour from a user, counting sent ones only', async () => {
    const owner = await kit.signUp();
    const refused = await send(owner, [field('subject', ''), field('message', 'x')]);
    expect(refused.statusCode).toBe(400);
    for (let n = 1; n <= 10; n++) {
      const sent = await send(owner, [field('subject', `Ticket ${n}`), field('message', 'x')]);
      expect(sent.statusCode, sent.body).toBe(201);
    }
    const eleventh = await send(owner, [field('subject', 'One more'), field('message', 'x')]);
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json()).toMatchObject({ name: 'RateLimited' });
    expect(await ticketsOf(owner.org.id)).toHaveLength(10);
    // Another user of the same organization is not held back.
    const member = await kit.addMember(owner.org, 'member');
    expect((await send(member, [field('subject', 'Hi'), field('message', 'x')])).statusCode).toBe(
      201,
    );
  });

  it('stores an attachment named ../../etc/passwd under a generated key and lists it by a safe name', async () => {
    const owner = await kit.signUp();
    const screenshot = await sharp({
      create: { width: 8, height: 8, channels: 3, background: '#00ff66' },
    })
      .png()
      .toBuffer();
    const response = await send(owner, [
      field('subject', 'Path in a file name'),
      field('message', 'See the file'),
      { name: 'file', value: screenshot, fileName: '../../etc/passwd', contentType: 'image/png' },
    ]);
    expect(response.statusCode, response.body).toBe(201);

    const [ticket] = await ticketsOf(owner.org.id);
    expect(ticket.attachmentName).toBe('passwd');
    expect(ticket.attachmentKey).toMatch(
      new RegExp(`^orgs/${owner.org.id}/support/[0-9a-f-]{36}$`),
    );
    const stored = await kit.services.storage.get(ticket.attachmentKey!);
    expect(stored && (await buffer(stored.body)).equals(screenshot)).toBe(true);
    // Every file the upload left is inside the storage root, none named after the client's path.
    const root = path.join(kit.dataDir, 'files');
    const written = (await readdir(kit.dataDir, { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name));
    expect(written.filter((file) => !file.startsWith(root + path.sep))).toEqual([]);
    expect(written.filter((file) => /passwd|etc/.test(path.relative(root, file)))).toEqual([]);

    const [toSupport] = mailsTo(SUPPORT).filter((m) => m.text?.includes(ticket.id));
    expect(attachmentOf(toSupport.raw, 'passwd')?.equals(screenshot)).toBe(true);
    const listing = await runControlCommand(kit.database, { command: 'tickets', limit: 5 });
    expect(listing.split('\n').find((l) => l.includes('Path in a file name'))).toContain(
      'attachment: passwd',
    );
  });

  it('keeps a file name only as a label: no separators, no control characters, length-capped', async () => {
    const owner = await kit.signUp();
    // Sent as RFC 5987 `filename*`, which carries any character a client puts in a name.
    const names: [string, string][] = [
      ['shot\u202Egnp.exe', 'shotgnp.exe'],
      ['\u001b[31mred\u0007\t.pdf', '[31mred.pdf'],
      ['line\u2028break\u0085.pdf', 'linebreak.pdf'],
      ['.htaccess', 'htaccess'],
      ['a<b>:c?.pdf', 'a_b__c_.pdf'],
      [`${'n'.repeat(300)}.png`, `${'n'.repeat(116)}.png`],
    ];
    for (const [fileName, listed] of names) {
      const response = await sendFileNamed(owner, fileName, Buffer.from('%PDF-1.4 test'));
      expect(response.statusCode, response.body).toBe(201);
      const [ticket] = await ticketsOf(owner.org.id).then((rows) =>
        rows.filter((row) => row.id === response.json()._id),
      );
      expect(ticket.attachmentName).toBe(listed);
    }
  });

  it('stores and mails a subject sent with CR/LF and other control characters as one line', async () => {
    const owner = await kit.signUp();
    const response = await send(owner, [
      field('subject', 'Login broken\r\nBcc: someone@elsewhere.test\u0007\u001b[2J'),
      field('message', 'Line one\nLine two'),
      field('page', '/settings\r\nFrom: forged@elsewhere.test'),
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const [ticket] = await ticketsOf(owner.org.id);
    expect(ticket.subject).toBe('Login broken Bcc: someone@elsewhere.test [2J');
    expect(ticket.page).toBe('/settings From: forged@elsewhere.test');
    // The message is a letter: its lines stay.
    expect(ticket.message).toBe('Line one\nLine two');
    const [toSupport] = mailsTo(SUPPORT).filter((m) => m.text?.includes(ticket.id));
    expect(toSupport.headers.get('subject')).toBe(`[Support] ${ticket.subject}`);
    expect(toSupport.envelopeTo).toEqual([SUPPORT]);
  });

  it('needs a signed-in user', async () => {
    const form = multipartForm([field('subject', 'Hi'), field('message', 'Text')]);
    const response = await kit.app.inject({
      method: 'POST',
      url: '/api/v1/customer/support/create-ticket',
      headers: form.headers,
      payload: form.payload,
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('reachbase tickets', () => {
  it('lists the newest tickets for the operator with sender, subject and page', async () => {
    const owner = await kit.signUp();
    await send(owner, [
      field('subject', 'Operator can see me'),
      field('message', 'Text'),
      field('page', '/campaigns'),
    ]);
    const listing = await runControlCommand(kit.database, { command: 'tickets', limit: 5 });
    const line = listing.split('\n').find((l) => l.includes('Operator can see me'));
    expect(line).toContain(owner.user.email);
    expect(line).toContain('/campaigns');
  });
});
