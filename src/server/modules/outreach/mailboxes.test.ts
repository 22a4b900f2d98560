// Mailboxes against real servers: the project's SMTP test server and Debian's Dovecot on loopback.

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SmtpTestServer, startSmtpTestServer } from '../../integrations/mail/smtp-test-server';
import { createMailboxClients } from '../../integrations/mailbox';
import {
  type DovecotTestServer,
  type DovecotUser,
  dovecotInstalled,
  startDovecot,
} from '../../integrations/mailbox/dovecot-test-server';
import { createAddressPolicy } from '../../integrations/outbound';
import type { SignedIn } from '../../testing/factories';
import { createTestKit, type TestKit } from '../../testing/kit';
import { multipartForm } from '../../testing/multipart-form';
import { outreachMailboxes } from './outreach.tables';

const hasDovecot = dovecotInstalled();

const ALICE: DovecotUser = { user: 'alice@studio.test', password: 'imap-secret-1' };
const SMTP_PASSWORD = 'smtp-secret-1';

let kit: TestKit;
let smtp: SmtpTestServer;
let imap: DovecotTestServer;

describe.skipIf(!hasDovecot)('mailboxes', () => {
  beforeAll(async () => {
    [smtp, imap] = await Promise.all([
      startSmtpTestServer({ users: { [ALICE.user]: SMTP_PASSWORD } }),
      startDovecot([ALICE]),
    ]);
    kit = await createTestKit({ env: { OUTBOUND_ALLOW_CIDRS: '127.0.0.0/8' } });
  });
  afterAll(async () => {
    await kit?.close();
    await smtp?.close();
    await imap?.close();
  });

  function body(overrides: Record<string, unknown> = {}) {
    return {
      fromName: 'Alice at Studio',
      fromEmail: ALICE.user,
      smtp: {
        host: smtp.host,
        port: smtp.port,
        security: 'none',
        user: ALICE.user,
        password: SMTP_PASSWORD,
      },
      imap: {
        host: imap.host,
        port: imap.port,
        security: 'none',
        user: ALICE.user,
        password: ALICE.password,
      },
      ...overrides,
    };
  }

  const call = (
    who: SignedIn,
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    path = '',
    payload?: object,
  ) =>
    kit.app.inject({
      method,
      url: `/api/v1/customer/outreach/mailboxes${path}`,
      headers: who.headers,
      ...(payload ? { payload } : {}),
    });

  it('connects a mailbox after logging in to both servers, and never returns its passwords', async () => {
    const owner = await kit.signUp();
    const created = await call(owner, 'POST', '', body());
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      fromEmail: ALICE.user,
      smtp: { host: '127.0.0.1', port: smtp.port, security: 'none', user: ALICE.user },
      imap: { port: imap.port, user: ALICE.user },
      dailyCap: 50,
      window: { start: '08:00', end: '18:00' },
      timeZone: 'Europe/Vienna',
    });
    const listed = await call(owner, 'GET');
    expect(listed.json().items).toHaveLength(1);
    expect(listed.body).not.toContain(SMTP_PASSWORD);
    expect(listed.body).not.toContain(ALICE.password);

    const [row] = await kit.database.db
      .select()
      .from(outreachMailboxes)
      .where(eq(outreachMailboxes.orgId, owner.org.id));
    expect(row.smtpPasswordSealed).not.toContain(SMTP_PASSWORD);
    expect(row.imapPasswordSealed).not.toContain(ALICE.password);
    expect(row.imapPasswordSealed).toMatch(/^v1\./);
  });

  it('refuses a wrong password with the server that refused it, and saves nothing', async () => {
    const owner = await kit.signUp();
    const wrongImap = await call(
      owner,
      'POST',
      '',
      body({ imap: { ...body().imap, password: 'nope' } }),
    );
    expect(wrongImap.statusCode).toBe(400);
    expect(wrongImap.json()).toMatchObject({ name: 'ValidationError', field: 'imap' });
    expect(wrongImap.json().message).toMatch(/^IMAP login failed: the server refused the login/);

    const bothWrong = await call(
      owner,
      'POST',
      '',
      body({
        smtp: { ...body().smtp, password: 'nope' },
        imap: { ...body().imap, password: 'nope' },
      }),
    );
    expect(bothWrong.statusCode).toBe(400);
    expect(bothWrong.json().fields.map((f: { field: string }) => f.field)).toEqual([
      'smtp',
      'imap',
    ]);
    expect(bothWrong.json().message).toMatch(/SMTP login failed: .*Invalid username or password/);
    expect((await call(owner, 'GET')).json().items).toEqual([]);
  });

  it('refuses settings that cannot work with a 400 naming the field', async () => {
    const owner = await kit.signUp();
    const cases: [Record<string, unknown>, string][] = [
      [{ window: { start: '18:00', end: '08:00' } }, 'window.end'],
      [{ timeZone: 'Mars/Olympus' }, 'timeZone'],
      [{ dailyCap: 0 }, 'dailyCap'],
      [{ smtp: { ...body().smtp, security: 'ssl' } }, 'smtp.security'],
      [{ fromEmail: 'not an address' }, 'fromEmail'],
      [{ imap: { ...body().imap, host: 'evil host/../' } }, 'imap.host'],
    ];
    for (const [overrides, field] of cases) {
      const response = await call(owner, 'POST', '', body(overrides));
      expect(response.statusCode, field).toBe(400);
      expect(response.json().field, field).toBe(field);
    }
    expect((await call(owner, 'GET')).json().items).toEqual([]);
  });

  it('changes settings, logs in again only when a server changes, and refuses a second mailbox of one address', async () => {
    const owner = await kit.signUp();
    const { id } = (await call(owner, 'POST', '', body())).json();
    const changed = await call(owner, 'PATCH', `/${id}`, {
      dailyCap: 120,
      window: { start: '09:30', end: '17:00' },
      timeZone: 'America/New_York',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      dailyCap: 120,
      window: { start: '09:30', end: '17:00' },
      timeZone: 'America/New_York',
    });
    // The saved password is used when none is given; a wrong new one is refused and not kept.
    const { password: _saved, ...imapWithoutPassword } = body().imap;
    expect((await call(owner, 'PATCH', `/${id}`, { imap: imapWithoutPassword })).statusCode).toBe(
      200,
    );
    const wrong = await call(owner, 'PATCH', `/${id}`, {
      imap: { ...body().imap, password: 'nope' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().field).toBe('imap');
    expect((await call(owner, 'PATCH', `/${id}`, { imap: imapWithoutPassword })).statusCode).toBe(
      200,
    );

    const twice = await call(owner, 'POST', '', body({ fromEmail: ALICE.user.toUpperCase() }));
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ name: 'Conflict', field: 'fromEmail' });
  });

  it("keeps each organization's mailboxes to itself, and lets guests only look", async () => {
    const owner = await kit.signUp();
    const { id } = (await call(owner, 'POST', '', body())).json();
    const stranger = await kit.signUp();
    expect((await call(stranger, 'GET')).json().items).toEqual([]);
    expect((await call(stranger, 'PATCH', `/${id}`, { dailyCap: 1 })).statusCode).toBe(404);
    expect((await call(stranger, 'DELETE', `/${id}`)).statusCode).toBe(404);

    const guest = await kit.addMember(owner.org, 'guest');
    expect((await call(guest, 'GET')).json().items).toHaveLength(1);
    expect((await call(guest, 'DELETE', `/${id}`)).statusCode).toBe(403);

    expect((await call(owner, 'DELETE', `/${id}`)).statusCode).toBe(204);
    expect((await call(owner, 'GET')).json().items).toEqual([]);
  });

  it("offers an agency's white-label sender as a mailbox's SMTP side, asking only for the inbox", async () => {
    const owner = await kit.signUp({ plan: 'agency' });
    expect((await call(owner, 'GET', '/whitelabel-sender')).json()).toEqual({ sender: null });
    const refused = await call(owner, 'POST', '/whitelabel-sender', { imap: body().imap });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ field: 'smtp' });

    const form = multipartForm([
      { name: 'agencyName', value: 'Acme Talent' },
      { name: 'senderEmail', value: ALICE.user },
      {
        name: 'apiKey',
        value: `smtp://${encodeURIComponent(ALICE.user)}:${SMTP_PASSWORD}@127.0.0.1:${smtp.port}?ignoreTLS=true`,
      },
    ]);
    const configured = await kit.app.inject({
      method: 'PUT',
      url: '/api/v1/customer/account/config-whitelabel',
      headers: { ...owner.headers, ...form.headers },
      payload: form.payload,
    });
    expect(configured.statusCode, configured.body).toBe(200);

    const offered = await call(owner, 'GET', '/whitelabel-sender');
    expect(offered.json()).toEqual({
      sender: {
        fromName: 'Acme Talent',
        fromEmail: ALICE.user,
        smtp: { host: '127.0.0.1', port: smtp.port, security: 'none', user: ALICE.user },
      },
    });
    expect(offered.body).not.toContain(SMTP_PASSWORD);

    const created = await call(owner, 'POST', '/whitelabel-sender', {
      imap: body().imap,
      dailyCap: 30,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      fromName: 'Acme Talent',
      fromEmail: ALICE.user,
      smtp: { host: '127.0.0.1', port: smtp.port, security: 'none' },
      dailyCap: 30,
    });
  });
});

describe('mailbox logins', () => {
  const logins = createMailboxClients({ policy: createAddressPolicy([]) });
  const server = { port: 587, security: 'starttls' as const, user: 'a', password: 'b' };

  it('refuses private addresses and public ports that are not for mail, before connecting', async () => {
    expect(await logins.smtp({ ...server, host: '127.0.0.1' })).toEqual({
      ok: false,
      reason: 'This address is not allowed: private or local network',
    });
    expect(await logins.imap({ ...server, host: '10.1.2.3', port: 993 })).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/private or local/),
    });
    expect(await logins.smtp({ ...server, host: '93.184.215.14', port: 22 })).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/^This port is not allowed: 22/),
    });
  });
});
