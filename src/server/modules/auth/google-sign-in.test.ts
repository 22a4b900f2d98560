import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { type CryptoKey, exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestKit, type TestKit } from '../../testing/kit';
import { users } from '../account';
import {
  call,
  fromNewAddress,
  lastMailTo,
  mailArriving,
  queuedVerificationMails,
  recordingDns,
  uniqueEmail,
} from './auth-test-helpers';

// Google is replaced at its edge: a local HTTP server publishes a JWKS of keys made here, and
// the kit's GOOGLE_JWKS_URL points at it, so tokens are verified exactly as Google's would be.

const CLIENT_ID = 'reachbase-test.apps.googleusercontent.com';
const KID = 'test-key-1';
let kit: TestKit;
let jwksServer: Server;
let googleKey: CryptoKey;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  googleKey = pair.privateKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: KID, alg: 'RS256', use: 'sig' };
  jwksServer = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => jwksServer.listen(0, '127.0.0.1', resolve));
  const { port } = jwksServer.address() as AddressInfo;
  kit = await createTestKit({
    dns: recordingDns(),
    env: {
      GOOGLE_CLIENT_ID: CLIENT_ID,
      GOOGLE_JWKS_URL: `http://127.0.0.1:${port}/oauth2/v3/certs`,
    },
  });
  await kit.jobs.work(); // the verification mail goes out from a job
});
afterAll(async () => {
  await kit.close();
  await new Promise((resolve) => jwksServer.close(resolve));
});

type Claims = { sub?: string; email?: string; email_verified?: boolean; name?: string };

/** An ID token as Google issues it; options bend one property at a time. */
async function googleIdToken(
  claims: Claims,
  options: {
    key?: CryptoKey;
    kid?: string;
    audience?: string;
    issuer?: string;
    expired?: boolean;
  } = {},
): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const issuedAt = options.expired ? now - 7_200 : now;
  return new SignJWT({ email_verified: true, ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: options.kid ?? KID })
    .setSubject(claims.sub ?? googleSub())
    .setIssuer(options.issuer ?? 'https://accounts.google.com')
    .setAudience(options.audience ?? CLIENT_ID)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + 3_600)
    .sign(options.key ?? googleKey);
}

function googleSub(): string {
  return String(BigInt(`0x${randomBytes(8).toString('hex')}`));
}

const signInWithGoogle = (token: string, extra: Record<string, unknown> = {}) =>
  call(kit, 'POST', '/customer/auth/login/google', {
    payload: { token, ...extra },
    headers: { 'cf-ipcountry': 'PT' },
  });

async function userRow(email: string) {
  const [row] = await kit.database.db.select().from(users).where(eq(users.email, email));
  return row;
}

describe('Google sign-in', () => {
  it('signs up an unknown Google user as owner of a new workspace, email verified', async () => {
    const email = uniqueEmail('gia');
    const sub = googleSub();
    const token = await googleIdToken({ sub, email, name: 'Gia Rossi' });
    const response = await signInWithGoogle(token, { newsletter: true, host: 'app.example.com' });

    expect(response.status).toBe(201);
    expect(response.body.user).toMatchObject({
      email,
      fullName: 'Gia Rossi',
      role: 'owner',
      verificationStatus: { email: true },
    });
    expect(response.body.organization).toMatchObject({ name: "Gia's workspace", package: 'free' });
    expect(JSON.stringify(response.body)).not.toContain(sub);
    const row = await userRow(email);
    expect(row).toMatchObject({
      googleSub: sub,
      passwordHash: null,
      newsletter: true,
      emailValidationStatus: 'valid',
    });
    // Nothing mailed, nor queued to be mailed later.
    expect(await lastMailTo(kit, email)).toBeNull();
    expect(await queuedVerificationMails(kit, response.body.user._id)).toEqual([]);
    const status = await call(kit, 'GET', '/customer/account/verify-status', {
      headers: { 'x-access-token': response.body.token },
    });
    expect(status.body).toEqual({ email: true });
  });

  it('signs a returning Google user in to the same account, even after an email change', async () => {
    const sub = googleSub();
    const first = await signInWithGoogle(await googleIdToken({ sub, email: uniqueEmail('hal') }));
    const again = await signInWithGoogle(await googleIdToken({ sub, email: uniqueEmail('hal2') }));
    expect(again.status).toBe(200);
    expect(again.body.user._id).toBe(first.body.user._id);
    expect(again.body.token).not.toBe(first.body.token);
  });

  it('signs up with an unverified Google email as unverified, and mails a verification link', async () => {
    const email = uniqueEmail('ivy');
    const response = await signInWithGoogle(await googleIdToken({ email, email_verified: false }));
    expect(response.status).toBe(201);
    expect(response.body.user.verificationStatus).toEqual({ email: false });
    expect((await mailArriving(kit, email)).subject).toBe('Verify your email address');
  });

  it.each([
    ['for another app', { audience: 'someone-else.apps.googleusercontent.com' }],
    ['from another issuer', { issuer: 'https://accounts.example.com' }],
    ['expired', { expired: true }],
  ])('refuses a token %s', async (_case, options) => {
    const response = await signInWithGoogle(await googleIdToken({ email: uniqueEmail() }, options));
    expect(response.status).toBe(401);
    expect(response.body.name).toBe('Unauthorized');
  });

  it('refuses a token signed by a key Google does not publish', async () => {
    const { privateKey } = await generateKeyPair('RS256');
    const unknownKid = await googleIdToken(
      { email: uniqueEmail() },
      { key: privateKey, kid: 'not-published' },
    );
    const forgedUnderOurKid = await googleIdToken({ email: uniqueEmail() }, { key: privateKey });
    for (const token of [unknownKid, forgedUnderOurKid, `${unknownKid.slice(0, -4)}AAAA`]) {
      const response = await signInWithGoogle(token);
      expect(response.status).toBe(401);
    }
  });

  it('links an existing password account when both sides have verified the email', async () => {
    const owner = await kit.signUp({ verified: true });
    const sub = googleSub();
    const response = await signInWithGoogle(await googleIdToken({ sub, email: owner.email }));
    expect(response.status).toBe(200);
    expect(response.body.user._id).toBe(owner.user.id);
    expect((await userRow(owner.email)).googleSub).toBe(sub);
    const withPassword = await call(kit, 'POST', '/customer/auth/login', {
      payload: { email: owner.email, password: owner.password },
      headers: fromNewAddress(),
    });
    expect(withPassword.status).toBe(200);
  });

  it('does not link while the local account has not verified its email', async () => {
    const owner = await kit.signUp({ verified: false });
    const response = await signInWithGoogle(await googleIdToken({ email: owner.email }));
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({ name: 'Conflict', field: 'email' });
    expect(response.body.message).toMatch(/password/);
    expect((await userRow(owner.email)).googleSub).toBeNull();
  });

  it('does not link when Google has not verified the email', async () => {
    const owner = await kit.signUp({ verified: true });
    const token = await googleIdToken({ email: owner.email, email_verified: false });
    const response = await signInWithGoogle(token);
    expect(response.status).toBe(409);
    expect((await userRow(owner.email)).googleSub).toBeNull();
  });

  it('does not move an account from one Google account to another', async () => {
    const email = uniqueEmail('jo');
    await signInWithGoogle(await googleIdToken({ email }));
    const response = await signInWithGoogle(await googleIdToken({ email }));
    expect(response.status).toBe(409);
    expect(response.body.message).toMatch(/another Google account/);
  });

  it('rejects a body without a token or with unknown fields', async () => {
    expect((await call(kit, 'POST', '/customer/auth/login/google', { payload: {} })).status).toBe(
      400,
    );
    const token = await googleIdToken({ email: uniqueEmail() });
    expect((await signInWithGoogle(token, { role: 'owner' })).status).toBe(400);
  });
});

describe('Google sign-in when Google cannot be reached', () => {
  let offline: TestKit;
  beforeAll(async () => {
    // Port 9 on loopback: nothing listens, the key download fails at once.
    offline = await createTestKit({
      dns: recordingDns(),
      env: { GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_JWKS_URL: 'http://127.0.0.1:9/certs' },
    });
  });
  afterAll(() => offline.close());

  it('answers ServiceUnavailable rather than blaming the token', async () => {
    const response = await call(offline, 'POST', '/customer/auth/login/google', {
      payload: { token: await googleIdToken({ email: uniqueEmail() }) },
    });
    expect(response.status).toBe(503);
    expect(response.body.name).toBe('ServiceUnavailable');
  });
});
