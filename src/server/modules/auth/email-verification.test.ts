import { type AddressInfo, createServer, type Socket } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestKit, type TestKit } from '../../testing/kit';
import { oneTimeTokens } from '../account';
import {
  call,
  linkIn,
  mailArriving,
  queuedVerificationMails,
  recordingDns,
  signUpThroughApi,
  uniqueEmail,
} from './auth-test-helpers';

const PUBLIC_URL = 'https://app.reachbase.test';
let kit: TestKit;
beforeAll(async () => {
  kit = await createTestKit({ dns: recordingDns(), env: { PUBLIC_URL } });
  await kit.jobs.work(); // the verification mail goes out from a job
});
afterAll(() => kit.close());

const verifyEmail = (token: string) =>
  call(kit, 'POST', '/customer/account/verify-email', { payload: { token } });
const verifyStatus = (token: string) =>
  call(kit, 'GET', '/customer/account/verify-status', { headers: { 'x-access-token': token } });
const resend = (token: string) =>
  call(kit, 'GET', '/customer/account/resend-verify-email', {
    headers: { 'x-access-token': token },
  });

async function mailedToken(email: string): Promise<string> {
  return (
    linkIn(await mailArriving(kit, email), '/auth/verify-email').searchParams.get('token') ?? ''
  );
}

describe('email verification', () => {
  it('verifies the address with the link from the sign-up mail, even signed out', async () => {
    const email = uniqueEmail('verify');
    const signup = await signUpThroughApi(kit, { email, fullName: 'Bea <b>Bold</b>' });
    expect((await verifyStatus(signup.body.token)).body).toEqual({ email: false });

    const mail = await mailArriving(kit, email);
    expect(mail.subject).toBe('Verify your email address');
    const link = linkIn(mail, '/auth/verify-email');
    expect(link.origin + link.pathname).toBe(`${PUBLIC_URL}/auth/verify-email`);
    expect(mail.html).toContain(`href="${link.href}"`);
    expect(mail.html).toContain('Bea &lt;b&gt;Bold&lt;/b&gt;');

    const verified = await verifyEmail(link.searchParams.get('token')!);
    expect(verified).toMatchObject({ status: 200, body: { email: true } });
    expect((await verifyStatus(signup.body.token)).body).toEqual({ email: true });
  });

  it('refuses a link that was used already', async () => {
    const email = uniqueEmail('twice');
    await signUpThroughApi(kit, { email });
    const token = await mailedToken(email);
    expect((await verifyEmail(token)).status).toBe(200);
    const again = await verifyEmail(token);
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ name: 'ValidationError', field: 'token' });
  });

  it('refuses an expired link and leaves the address unverified', async () => {
    const email = uniqueEmail('late');
    const signup = await signUpThroughApi(kit, { email });
    const token = await mailedToken(email);
    await kit.database.db
      .update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(oneTimeTokens.userId, signup.body.user._id));
    const response = await verifyEmail(token);
    expect(response.status).toBe(400);
    expect(response.body.field).toBe('token');
    expect((await verifyStatus(signup.body.token)).body).toEqual({ email: false });
  });

  it('refuses a made-up token', async () => {
    const response = await verifyEmail('x'.repeat(43));
    expect(response.status).toBe(400);
    expect(response.body.field).toBe('token');
  });

  it('mails a new link on request, and the earlier link stops working', async () => {
    const email = uniqueEmail('resend');
    const signup = await signUpThroughApi(kit, { email });
    const first = await mailedToken(email);
    expect(await resend(signup.body.token)).toMatchObject({ status: 200, body: { sent: true } });
    const second = await mailedToken(email);
    expect(second).not.toBe(first);
    expect((await verifyEmail(first)).status).toBe(400);
    expect((await verifyEmail(second)).status).toBe(200);
  });

  it('answers Conflict to a resend once the address is verified', async () => {
    const owner = await kit.signUp({ verified: true });
    const response = await resend(owner.token);
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({ name: 'Conflict', field: 'email' });
  });

  it('allows 3 resends a minute per user, then answers RateLimited', async () => {
    const owner = await kit.signUp({ verified: false });
    for (let i = 0; i < 3; i++) expect((await resend(owner.token)).status).toBe(200);
    const limited = await resend(owner.token);
    expect(limited.status).toBe(429);
    expect(limited.body.name).toBe('RateLimited');
    const other = await kit.signUp({ verified: false });
    expect((await resend(other.token)).status).toBe(200);
  });

  it('reports the status to guests and needs a session', async () => {
    const owner = await kit.signUp();
    const guest = await kit.addMember(owner.org, 'guest', { verified: false });
    expect((await verifyStatus(guest.token)).body).toEqual({ email: false });
    expect((await call(kit, 'GET', '/customer/account/verify-status')).status).toBe(401);
    expect((await call(kit, 'GET', '/customer/account/resend-verify-email')).status).toBe(401);
  });
});

describe('email verification when mail cannot be delivered', () => {
  let broken: TestKit;
  beforeAll(async () => {
    // Port 9 on loopback: nothing listens, so every SMTP connection is refused at once.
    broken = await createTestKit({
      dns: recordingDns(),
      env: { SMTP_URL: 'smtp://127.0.0.1:9' },
    });
  });
  afterAll(() => broken.close());

  it('still creates the account, and a resend answers ServiceUnavailable', async () => {
    const signup = await signUpThroughApi(broken);
    expect(signup.status).toBe(201);
    const response = await call(broken, 'GET', '/customer/account/resend-verify-email', {
      headers: { 'x-access-token': signup.body.token },
    });
    expect(response.status).toBe(503);
    expect(response.body.name).toBe('ServiceUnavailable');
  });
});

describe('with a mail server that accepts connections and never answers', () => {
  it('signs up at once and leaves the verification mail to its job', async () => {
    const sockets = new Set<Socket>();
    const stalled = createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => stalled.listen(0, '127.0.0.1', resolve));
    const { port } = stalled.address() as AddressInfo;
    const stalledKit = await createTestKit({
      dns: recordingDns(),
      env: { SMTP_URL: `smtp://127.0.0.1:${port}` },
    });
    try {
      const started = performance.now();
      const signup = await signUpThroughApi(stalledKit, { email: uniqueEmail('stalled') });
      expect(signup.status).toBe(201);
      // Sent in the request, the mail held it until the SMTP greeting timed out (10 s).
      expect(performance.now() - started).toBeLessThan(5_000);
      expect(await queuedVerificationMails(stalledKit, signup.body.user._id)).toHaveLength(1);
    } finally {
      await stalledKit.close();
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => stalled.close(resolve));
    }
  });
});
