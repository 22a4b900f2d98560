import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailRepository } from '../../integrations/mail';
import { createTestKit, type TestKit } from '../../testing/kit';
import { oneTimeTokens, users } from '../account';
import {
  call,
  fromNewAddress,
  lastMailTo,
  linkIn,
  mailArriving,
  recordingDns,
  STRONG_PASSWORD,
  uniqueEmail,
} from './auth-test-helpers';

const PUBLIC_URL = 'https://app.reachbase.test';
const NEW_PASSWORD = 'lantern-meadow-quartz-57';
let kit: TestKit;
beforeAll(async () => {
  kit = await createTestKit({ dns: recordingDns(), env: { PUBLIC_URL } });
  // Reset mails are sent by a job, as in `reachbase start`.
  await kit.jobs.work();
});
afterAll(() => kit.close());

const forgot = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  call(kit, 'POST', '/customer/auth/forgot-password', {
    payload,
    headers: { ...fromNewAddress(), ...headers },
  });
const login = (email: string, password: string) =>
  call(kit, 'POST', '/customer/auth/login', {
    payload: { email, password },
    headers: fromNewAddress(),
  });
const verifyStatus = (token: string) =>
  call(kit, 'GET', '/customer/account/verify-status', { headers: { 'x-access-token': token } });

const resetMailTo = (email: string) => mailArriving(kit, email, 'Reset your password');

async function requestResetToken(email: string): Promise<string> {
  expect((await forgot({ method: 'request', email })).body).toEqual({ sent: true });
  const mail = await resetMailTo(email);
  return linkIn(mail, '/auth/reset-password').searchParams.get('token') ?? '';
}

describe('forgot password', () => {
  it('mails a link built from the public URL, whatever Host the request names', async () => {
    const owner = await kit.signUp();
    const response = await forgot(
      { method: 'request', email: owner.email.toUpperCase() },
      { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
    );
    expect(response).toMatchObject({ status: 200, body: { sent: true } });

    const mail = await resetMailTo(owner.email);
    const link = linkIn(mail, '/auth/reset-password');
    expect(link.href.startsWith(`${PUBLIC_URL}/auth/reset-password?token=`)).toBe(true);
    expect(mail.text).not.toContain('evil.example');
    expect(mail.html).not.toContain('evil.example');
  });

  it('answers an unknown email exactly like a known one, and mails nobody', async () => {
    const owner = await kit.signUp();
    const unknownEmail = uniqueEmail('nobody');
    const unknown = await forgot({ method: 'request', email: unknownEmail });
    const known = await forgot({ method: 'request', email: owner.email });
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    // Jobs run in order: once the later one has mailed, the earlier one is done too.
    await resetMailTo(owner.email);
    expect(await lastMailTo(kit, unknownEmail)).toBeNull();
  });

  it('mails one reset link per address per minute, however often it is asked', async () => {
    const owner = await kit.signUp();
    const other = await kit.signUp();
    for (let i = 0; i < 3; i++) await forgot({ method: 'request', email: owner.email });
    await forgot({ method: 'request', email: other.email });
    await resetMailTo(other.email);
    const mails = await createMailRepository(kit.database.db).listRecent({ limit: 200 });
    expect(mails.filter((mail) => mail.to === owner.email)).toHaveLength(1);
  });

  it('validates the link, changes the password once, and ends every session', async () => {
    const owner = await kit.signUp();
    const secondSession = await login(owner.email, owner.password);
    const token = await requestResetToken(owner.email);

    expect((await forgot({ method: 'validate', token })).body).toEqual({
      valid: true,
      email: owner.email,
    });
    const changed = await forgot({ method: 'change', token, password: NEW_PASSWORD });
    expect(changed).toMatchObject({ status: 200, body: { changed: true } });

    expect((await verifyStatus(owner.token)).status).toBe(401);
    expect((await verifyStatus(secondSession.body.token)).status).toBe(401);
    expect((await login(owner.email, owner.password)).status).toBe(401);
    expect((await login(owner.email, NEW_PASSWORD)).status).toBe(200);

    const reused = await forgot({ method: 'change', token, password: 'another-fine-password-1' });
    expect(reused.status).toBe(400);
    expect(reused.body).toMatchObject({ name: 'ValidationError', field: 'token' });
    expect((await forgot({ method: 'validate', token })).status).toBe(400);
  });

  it('refuses a weak new password and keeps the link usable', async () => {
    const owner = await kit.signUp();
    const token = await requestResetToken(owner.email);
    for (const password of ['short', 'password1', 'Summer2024', 'reachbase', owner.email]) {
      const response = await forgot({ method: 'change', token, password });
      expect(response.status).toBe(400);
      expect(response.body.field).toBe('password');
    }
    const unchanged = await login(owner.email, owner.password);
    expect(unchanged.status).toBe(200);
    expect((await forgot({ method: 'validate', token })).status).toBe(200);
  });

  it('refuses an expired link', async () => {
    const owner = await kit.signUp();
    const token = await requestResetToken(owner.email);
    await kit.database.db
      .update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(oneTimeTokens.userId, owner.user.id));
    for (const body of [
      { method: 'validate', token },
      { method: 'change', token, password: NEW_PASSWORD },
    ]) {
      const response = await forgot(body);
      expect(response.status).toBe(400);
      expect(response.body.field).toBe('token');
    }
    expect((await login(owner.email, owner.password)).status).toBe(200);
  });

  it('marks the address verified, since the mailed link proved it', async () => {
    const owner = await kit.signUp({ verified: false });
    const token = await requestResetToken(owner.email);
    await forgot({ method: 'change', token, password: NEW_PASSWORD });
    const signedIn = await login(owner.email, NEW_PASSWORD);
    expect(signedIn.body.user.verificationStatus).toEqual({ email: true });
  });

  it('mails nobody for an invitation that was not accepted yet', async () => {
    const owner = await kit.signUp();
    const invitedEmail = uniqueEmail('invited');
    await kit.database.db.insert(users).values({
      orgId: owner.org.id,
      email: invitedEmail,
      role: 'member',
      passwordHash: null,
      activatedAt: null,
    });
    await forgot({ method: 'request', email: invitedEmail });
    await forgot({ method: 'request', email: owner.email });
    await resetMailTo(owner.email);
    expect(await lastMailTo(kit, invitedEmail)).toBeNull();
  });

  it('rejects unknown methods, missing fields and extra fields', async () => {
    for (const body of [
      { method: 'delete', email: uniqueEmail() },
      { method: 'validate' },
      { method: 'change', token: 'x'.repeat(43) },
      { method: 'request', email: uniqueEmail(), password: STRONG_PASSWORD },
    ]) {
      const response = await forgot(body);
      expect(response.status).toBe(400);
      expect(response.body.name).toBe('ValidationError');
    }
  });

  it('answers RateLimited after 10 calls a minute from one address', async () => {
    const address = fromNewAddress();
    for (let i = 0; i < 10; i++) {
      const response = await forgot({ method: 'validate', token: 'x'.repeat(43) }, address);
      expect(response.status).toBe(400);
    }
    const limited = await forgot({ method: 'request', email: uniqueEmail() }, address);
    expect(limited.status).toBe(429);
    expect(limited.body.name).toBe('RateLimited');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('answers RateLimited after 3 link requests for one email, from any addresses', async () => {
    const email = uniqueEmail();
    for (let i = 0; i < 3; i++) {
      const response = await forgot({ method: 'request', email }, fromNewAddress());
      expect(response.status).toBe(200);
    }
    const limited = await forgot({ method: 'request', email }, fromNewAddress());
    expect(limited.status).toBe(429);
    expect(limited.body.name).toBe('RateLimited');
    const otherEmail = await forgot({ method: 'request', email: uniqueEmail() }, fromNewAddress());
    expect(otherEmail.status).toBe(200);
  });
});
