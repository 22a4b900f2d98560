import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailRepository } from '../../integrations/mail';
import { type SmtpTestServer, startSmtpTestServer } from '../../integrations/mail/smtp-test-server';
import { createTestKit, type TestKit } from '../../testing/kit';

// Invitations through a real SMTP peer on loopback that refuses our credentials: the mail
// cannot go out, so the invitation must leave nothing behind.
let smtp: SmtpTestServer;
let kit: TestKit;
beforeAll(async () => {
  smtp = await startSmtpTestServer({ users: { reachbase: 'right-password' } });
  kit = await createTestKit({
    env: { SMTP_URL: `smtp://reachbase:wrong-password@${smtp.host}:${smtp.port}` },
  });
});
afterAll(async () => {
  await kit.close();
  await smtp.close();
});

describe('POST add when the invitation cannot be mailed', () => {
  it('answers ServiceUnavailable and frees the seat and the address', async () => {
    const owner = await kit.signUp({ plan: 'starter' });
    const email = `unlucky-${owner.user.id}@reachbase.test`;
    const invite = () =>
      kit.app.inject({
        method: 'POST',
        url: '/api/v1/customer/account/add',
        headers: owner.headers,
        payload: { email, role: 'member' },
      });

    const response = await invite();
    expect(response.statusCode).toBe(503);
    expect(response.json().name).toBe('ServiceUnavailable');
    const list = await kit.app.inject({
      method: 'GET',
      url: '/api/v1/customer/account/list',
      headers: owner.headers,
    });
    expect(list.json().total).toBe(1);
    const failed = await createMailRepository(kit.database.db).listRecent({ status: 'failed' });
    expect(failed.map((mail) => mail.to)).toContain(email);
    expect(smtp.messages).toEqual([]);
    // Nothing is held: the same address can be invited again (and fails the same way).
    expect((await invite()).statusCode).toBe(503);
  });
});
