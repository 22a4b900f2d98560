// Mails are written in the language of the request that sends them (the NEXT_LOCALE cookie).

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestKit, type TestKit } from '../../testing/kit';
import { call, mailArriving, signupBody, uniqueEmail } from './auth-test-helpers';

let kit: TestKit;
beforeAll(async () => {
  kit = await createTestKit();
  await kit.jobs.work(); // the verification mail goes out from a job
});
afterAll(() => kit.close());

const GERMAN = { cookie: 'NEXT_LOCALE=de' };

const mailTo = (email: string) => mailArriving(kit, email);

describe('mails in the chosen language', () => {
  it('sends the verification mail of a German sign-up in German', async () => {
    const email = uniqueEmail('deutsch');
    const response = await call(kit, 'POST', '/customer/auth/signup', {
      payload: signupBody({ email, fullName: 'Lena Berg' }),
      headers: GERMAN,
    });
    expect(response.status).toBe(201);
    const mail = await mailTo(email);
    expect(mail.subject).toBe('Bestätigen Sie Ihre E-Mail-Adresse');
    expect(mail.text).toContain('Hallo Lena Berg,');
    expect(mail.text).toContain('Der Link gilt 7 Tage.');
    expect(mail.html).toContain('Bitte bestätigen Sie Ihre E-Mail-Adresse');
    expect(mail.text).not.toMatch(/Verify|Please|ignore this email/);
  });

  it('sends an English sign-up its mail in English', async () => {
    const email = uniqueEmail('english');
    await call(kit, 'POST', '/customer/auth/signup', { payload: signupBody({ email }) });
    expect((await mailTo(email)).subject).toBe('Verify your email address');
  });

  it("writes an invitation in the inviter's language, names untouched", async () => {
    const owner = await kit.signUp({ plan: 'pro' });
    const email = uniqueEmail('eingeladen');
    const response = await kit.app.inject({
      method: 'POST',
      url: '/api/v1/customer/account/add',
      headers: { ...owner.headers, ...GERMAN },
      payload: { email, role: 'member' },
    });
    expect(response.statusCode).toBe(201);
    const mail = await mailTo(email);
    expect(mail.subject).toBe(
      `${owner.user.fullName} hat Sie zu ${owner.org.name} auf Reachbase eingeladen`,
    );
    expect(mail.text).toContain('(Rolle: Mitglied)');
    expect(mail.text).toContain('Nehmen Sie die Einladung an');
  });
});
