import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SmtpTestServer, startSmtpTestServer } from '../../integrations/mail/smtp-test-server';
import { startTestDnsServer, type TestDnsServer } from '../../testing/dns-server';
import type { SignedIn } from '../../testing/factories';
import { createTestKit, type TestKit } from '../../testing/kit';
import { type FormPart, multipartForm } from '../../testing/multipart-form';

// Product mails in an agency's brand, through two real SMTP servers on loopback: the install's
// own (SMTP_URL) and the agency's (its saved credentials).
let kit: TestKit;
let dns: TestDnsServer;
let productSmtp: SmtpTestServer;
let agencySmtp: SmtpTestServer;
const INSTALL_HOST = 'app.reachbase.test';

beforeAll(async () => {
  dns = await startTestDnsServer();
  productSmtp = await startSmtpTestServer({ users: { reachbase: 'product-pass' } });
  agencySmtp = await startSmtpTestServer({ users: { acme: 'agency-pass' } });
  kit = await createTestKit({
    env: {
      DNS_SERVERS: dns.address,
      PUBLIC_URL: `https://${INSTALL_HOST}`,
      SMTP_URL: `smtp://reachbase:product-pass@${productSmtp.host}:${productSmtp.port}`,
      MAIL_FROM: 'Reachbase <no-reply@reachbase.test>',
    },
  });
  // Password reset mails are sent by a job, as in `reachbase start`.
  await kit.jobs.work();
});
afterAll(async () => {
  await kit.close();
  await Promise.all([dns.close(), productSmtp.close(), agencySmtp.close()]);
});

const agencySmtpUrl = (password = 'agency-pass') =>
  `smtp://acme:${password}@${agencySmtp.host}:${agencySmtp.port}`;

async function configure(owner: SignedIn, parts: FormPart[]) {
  const form = multipartForm(parts);
  const response = await kit.app.inject({
    method: 'PUT',
    url: '/api/v1/customer/account/config-whitelabel',
    headers: { ...owner.headers, ...form.headers },
    payload: form.payload,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** An agency with name, logo, colour and a verified domain (and a sender, unless told not to). */
async function agency(domain: string, options: { sender?: boolean } = {}) {
  const owner = await kit.signUp({ plan: 'agency' });
  const logo = await sharp({
    create: { width: 80, height: 40, channels: 3, background: '#ff0066' },
  })
    .png()
    .toBuffer();
  await configure(owner, [
    { name: 'agencyName', value: 'Acme Talent' },
    { name: 'colors', value: JSON.stringify({ primary: '#ff0066' }) },
    { name: 'domain', value: domain },
    { name: 'file', value: logo, fileName: 'logo.png' },
  ]);
  dns.setCname(domain, INSTALL_HOST);
  await kit.app.inject({
    method: 'GET',
    url: '/api/v1/customer/account/domain-status',
    headers: owner.headers,
  });
  if (options.sender !== false) {
    await configure(owner, [
      { name: 'senderEmail', value: `hello@${domain.split('.').slice(1).join('.')}` },
      { name: 'apiKey', value: agencySmtpUrl() },
    ]);
  }
  return owner;
}

function invite(owner: SignedIn, email: string) {
  return kit.app.inject({
    method: 'POST',
    url: '/api/v1/customer/account/add',
    headers: owner.headers,
    payload: { email, role: 'member' },
  });
}

const mailTo = (server: SmtpTestServer, to: string) =>
  server.messages.find((message) => message.envelopeTo.includes(to));

describe("product mails in an agency's brand", () => {
  it("sends an invitation from the agency's own sender and server, with its name, logo and domain and no product name", async () => {
    const owner = await agency('app.acme-talent.test');
    const email = `invited-${owner.user.id}@client.test`;
    expect((await invite(owner, email)).statusCode).toBe(201);

    const mail = mailTo(agencySmtp, email);
    expect(mail, 'the agency SMTP server received it').toBeDefined();
    expect(mail?.user).toBe('acme');
    expect(mail?.headers.get('from')).toBe('Acme Talent <hello@acme-talent.test>');
    expect(mail?.headers.get('subject')).toContain('on Acme Talent');
    expect(mail?.text).toContain('https://app.acme-talent.test/auth/activate?token=');
    expect(mail?.html).toContain('https://app.acme-talent.test/api/v1/files/public/whitelabel/');
    expect(mail?.html).toContain('#ff0066');
    for (const part of [mail?.headers.get('subject'), mail?.text, mail?.html]) {
      expect(part).not.toMatch(/reachbase/i);
    }
    expect(mailTo(productSmtp, email)).toBeUndefined();
  });

  it("without saved credentials, sends branded mail from the install's own address, never the agency's", async () => {
    const owner = await agency('app.no-sender.test', { sender: false });
    const email = `member-${owner.user.id}@client.test`;
    expect((await invite(owner, email)).statusCode).toBe(201);
    const mail = mailTo(productSmtp, email);
    expect(mail?.headers.get('from')).toBe('Acme Talent <no-reply@reachbase.test>');
    expect(mail?.text).toContain('https://app.no-sender.test/auth/activate?token=');
  });

  it('sends password resets to agency members in the agency brand', async () => {
    const owner = await agency('app.resets.test');
    await kit.app.inject({
      method: 'POST',
      url: '/api/v1/customer/auth/forgot-password',
      payload: { method: 'request', email: owner.email },
    });
    await expect
      .poll(() => mailTo(agencySmtp, owner.email)?.headers.get('subject'), { timeout: 15_000 })
      .toBe('Reset your password');
    const mail = mailTo(agencySmtp, owner.email);
    expect(mail?.text).toContain('your Acme Talent account');
    expect(mail?.text).toContain('https://app.resets.test/auth/reset-password?token=');
  });

  it('keeps the product brand for organizations that are not agencies', async () => {
    const owner = await kit.signUp({ plan: 'starter' });
    const email = `plain-${owner.user.id}@client.test`;
    expect((await invite(owner, email)).statusCode).toBe(201);
    const mail = mailTo(productSmtp, email);
    expect(mail?.headers.get('from')).toBe('Reachbase <no-reply@reachbase.test>');
    expect(mail?.text).toContain(`https://${INSTALL_HOST}/auth/activate?token=`);
  });
});

describe('POST whitelabel/test-mail', () => {
  const testMail = (owner: SignedIn) =>
    kit.app.inject({
      method: 'POST',
      url: '/api/v1/customer/account/whitelabel/test-mail',
      headers: owner.headers,
    });

  it("mails the owner from the agency's sender", async () => {
    const owner = await agency('app.test-mail.test');
    const response = await testMail(owner);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ to: owner.email });
    expect(mailTo(agencySmtp, owner.email)?.headers.get('from')).toBe(
      'Acme Talent <hello@test-mail.test>',
    );
  });

  it('asks for a sender first when none is saved', async () => {
    const owner = await agency('app.nothing-saved.test', { sender: false });
    const response = await testMail(owner);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ name: 'ValidationError', field: 'senderEmail' });
  });

  it("answers 503 with the SMTP server's reason when it refuses the credentials", async () => {
    const owner = await agency('app.wrong-pass.test', { sender: false });
    await configure(owner, [
      { name: 'senderEmail', value: 'hello@wrong-pass.test' },
      { name: 'apiKey', value: agencySmtpUrl('wrong') },
    ]);
    const response = await testMail(owner);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      name: 'ServiceUnavailable',
      message: expect.stringContaining('refused'),
    });
  });
});
