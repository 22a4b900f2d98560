import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestKit, type TestKit } from '../../testing/kit';
import { organizations, users } from '../account';
import {
  call,
  fromNewAddress,
  recordingDns,
  STRONG_PASSWORD,
  signUpThroughApi,
  signupBody,
  uniqueEmail,
} from './auth-test-helpers';

const dns = recordingDns();
let kit: TestKit;
beforeAll(async () => {
  kit = await createTestKit({ dns });
});
afterAll(() => kit.close());

async function rowsOf(userId: string) {
  const [user] = await kit.database.db.select().from(users).where(eq(users.id, userId));
  const [org] = await kit.database.db
    .select()
    .from(organizations)
    .where(eq(organizations.id, user.orgId));
  return { user, org };
}

const login = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  call(kit, 'POST', '/customer/auth/login', {
    payload,
    headers: { ...fromNewAddress(), ...headers },
  });

const verifyStatus = (token: string) =>
  call(kit, 'GET', '/customer/account/verify-status', { headers: { 'x-access-token': token } });

describe('sign-up', () => {
  it('creates an organization on the free plan with the new user as owner, and signs in', async () => {
    const email = uniqueEmail('ana', 'studio-ana.com');
    const response = await call(kit, 'POST', '/customer/auth/signup', {
      payload: signupBody({
        email,
        fullName: 'Ana Silva',
        jobRole: 'Digital Agency',
        role: 'owner',
      }),
      headers: { 'cf-ipcountry': 'at', 'user-agent': 'vitest' },
    });

    expect(response.status).toBe(201);
    const { token, user, organization } = response.body;
    expect(user).toMatchObject({
      email,
      fullName: 'Ana Silva',
      role: 'owner',
      verificationStatus: { email: false },
      emailValidationStatus: 'valid',
    });
    expect(organization).toMatchObject({ name: "Ana's workspace", package: 'free' });
    expect(JSON.stringify(response.body)).not.toMatch(/passwordHash|googleSub|argon2/);
    expect((await verifyStatus(token)).body).toEqual({ email: false });

    const rows = await rowsOf(user._id);
    expect(rows.user.passwordHash).toMatch(/^\$argon2id\$/);
    expect(rows.user.emailValidationStatus).toBe('valid');
    expect(rows.org).toMatchObject({
      jobRole: 'Digital Agency',
      ipCountry: 'AT',
      source: 'product',
      referredBy: null,
    });
    expect(dns.lookups).toContain('studio-ana.com');
  });

  it('takes the country from X-Country when there is no CF-IPCountry, and ignores junk', async () => {
    const fromProxy = await call(kit, 'POST', '/customer/auth/signup', {
      payload: signupBody(),
      headers: { 'x-country': 'DE' },
    });
    expect((await rowsOf(fromProxy.body.user._id)).org.ipCountry).toBe('DE');
    const unknown = await call(kit, 'POST', '/customer/auth/signup', {
      payload: signupBody(),
      headers: { 'cf-ipcountry': 'XX' },
    });
    expect((await rowsOf(unknown.body.user._id)).org.ipCountry).toBeNull();
  });

  it.each([
    ['too short', 'Ab1!x', /at least 8/],
    ['too common', 'iloveyou', /too easy to guess\. This is a/],
    ['one letter repeated', 'aaaaaaaa', /too easy to guess/],
    ['eight spaces', '        ', /too easy to guess/],
    ['a digit run', '01234567', /too easy to guess/],
    ['a common word with decorations', 'Password1!', /too easy to guess/],
    ['a season and a year', 'Summer2024', /too easy to guess/],
    ["the product's name", 'reachbase', /too easy to guess/],
  ])('refuses a password that is %s', async (_case, password, message) => {
    const response = await signUpThroughApi(kit, { password });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ name: 'ValidationError', field: 'password' });
    expect(response.body.message).toMatch(message);
  });

  it("refuses the person's name as the password, and creates nothing", async () => {
    const email = uniqueEmail('zq');
    const response = await signUpThroughApi(kit, {
      email,
      fullName: 'Zephyrine Quillfeather',
      password: 'zephyrinequillfeather',
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ name: 'ValidationError', field: 'password' });
    const created = await kit.database.db.select().from(users).where(eq(users.email, email));
    expect(created).toHaveLength(0);
  });

  it('refuses the email address, or its name part, as the password', async () => {
    const email = uniqueEmail('marguerite');
    for (const password of [email, email.split('@')[0].toUpperCase()]) {
      const response = await signUpThroughApi(kit, { email, password });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ field: 'password' });
      expect(response.body.message).toMatch(/email address/);
    }
    const inGerman = await call(kit, 'POST', '/customer/auth/signup', {
      payload: signupBody({ email, password: email }),
      headers: { ...fromNewAddress(), cookie: 'NEXT_LOCALE=de' },
    });
    expect(inGerman.body.message).toBe('Verwenden Sie nicht Ihre E-Mail-Adresse als Passwort');
  });

  it('refuses a disposable email address and creates nothing', async () => {
    const email = uniqueEmail('throwaway', 'mailinator.com');
    const response = await signUpThroughApi(kit, { email });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ name: 'ValidationError', field: 'email' });
    expect(response.body.message).toMatch(/Disposable/);
    const rows = await kit.database.db.select().from(users).where(eq(users.email, email));
    expect(rows).toEqual([]);
  });

  it('refuses an address whose domain cannot receive mail', async () => {
    const response = await signUpThroughApi(kit, { email: uniqueEmail('x', 'nomx.example.org') });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ field: 'email' });
    expect(response.body.message).toMatch(/cannot receive mail/);
  });

  it('answers Conflict for an email that already has an account, in any letter case', async () => {
    const email = uniqueEmail('taken');
    expect((await signUpThroughApi(kit, { email })).status).toBe(201);
    const again = await signUpThroughApi(kit, { email: email.toUpperCase() });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ name: 'Conflict', field: 'email' });
  });

  it('rejects a role other than owner, an unknown job role and unknown fields', async () => {
    for (const overrides of [{ role: 'member' }, { jobRole: 'Astronaut' }, { isAdmin: true }]) {
      const response = await signUpThroughApi(kit, overrides);
      expect(response.status).toBe(400);
      expect(response.body.name).toBe('ValidationError');
    }
  });
});

describe('sign-up source', () => {
  it('redeems a deal code: deal source, the deal tier and the redemption on the organization', async () => {
    const code = `RB-DEAL-${Date.now().toString(36).toUpperCase().padStart(8, '0').slice(-8)}`;
    const response = await signUpThroughApi(kit, { dealCode: code.toLowerCase() });
    expect(response.status).toBe(201);
    expect(response.body.organization.package).toBe('impulzeai_tier1');
    const { org } = await rowsOf(response.body.user._id);
    expect(org.source).toBe('deal');
    expect(org.appsumo).toMatchObject({ code, plan: 'impulzeai_tier1' });
    expect(Date.parse(String(org.appsumo?.redeemedAt))).not.toBeNaN();

    const reused = await signUpThroughApi(kit, { dealCode: code });
    expect(reused.status).toBe(409);
    expect(reused.body).toMatchObject({ name: 'Conflict', field: 'dealCode' });
  });

  it('refuses a deal code of the wrong shape', async () => {
    const response = await signUpThroughApi(kit, { dealCode: 'FREE-STUFF' });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ field: 'dealCode' });
  });

  it('classifies the voiceOfCrypto referral as a partner sign-up', async () => {
    const response = await signUpThroughApi(kit, { referral: 'voiceofcrypto' });
    const { org } = await rowsOf(response.body.user._id);
    expect(org).toMatchObject({ source: 'partner', referredBy: 'voiceOfCrypto', plan: 'free' });
  });

  it('keeps any other referral on a product sign-up', async () => {
    const response = await signUpThroughApi(kit, { referral: 'newsletter-june' });
    const { org } = await rowsOf(response.body.user._id);
    expect(org).toMatchObject({ source: 'product', referredBy: 'newsletter-june', appsumo: null });
  });
});

describe('login', () => {
  it('signs in with email (any letter case) and password, with a working session', async () => {
    const email = uniqueEmail('returning');
    await signUpThroughApi(kit, { email });
    const response = await login({ email: email.toUpperCase(), password: STRONG_PASSWORD });
    expect(response.status).toBe(200);
    expect(response.body.user).toMatchObject({ email, role: 'owner' });
    expect(response.body.organization.package).toBe('free');
    expect((await verifyStatus(response.body.token)).status).toBe(200);
  });

  it('answers a wrong password and an unknown email exactly alike', async () => {
    const owner = await kit.signUp();
    const wrongPassword = await login({ email: owner.email, password: 'not-the-password' });
    const unknownEmail = await login({ email: uniqueEmail('nobody'), password: owner.password });
    expect(wrongPassword.status).toBe(401);
    expect(wrongPassword.body).toEqual({
      statusCode: 401,
      name: 'Unauthorized',
      message: 'Email or password is incorrect',
    });
    expect(unknownEmail.body).toEqual(wrongPassword.body);
    const inGerman = await login(
      { email: uniqueEmail('niemand'), password: owner.password },
      { cookie: 'NEXT_LOCALE=de' },
    );
    expect(inGerman.body.message).toBe('E-Mail-Adresse oder Passwort ist falsch');
  });

  it('lets a guest sign in through the guest entry, with the guest role', async () => {
    const owner = await kit.signUp();
    const guest = await kit.addMember(owner.org, 'guest');
    const response = await login({ email: guest.email, password: guest.password, guest: true });
    expect(response.status).toBe(200);
    expect(response.body.user.role).toBe('guest');
    expect(response.body.organization._id).toBe(owner.org.id);
  });

  it('keeps other accounts out of the guest entry', async () => {
    const owner = await kit.signUp();
    const response = await login({ email: owner.email, password: owner.password, guest: true });
    expect(response.status).toBe(403);
    expect(response.body.name).toBe('Forbidden');
  });

  it('does not let an invited member who has not activated sign in', async () => {
    const owner = await kit.signUp();
    const email = uniqueEmail('invited');
    await kit.database.db.insert(users).values({
      orgId: owner.org.id,
      email,
      role: 'member',
      passwordHash: null,
      activatedAt: null,
    });
    const response = await login({ email, password: STRONG_PASSWORD });
    expect(response.status).toBe(401);
  });

  it('answers AccessBlocked for a blocked organization, and its sessions are blocked too', async () => {
    const blocked = await kit.signUp({ blocked: true });
    const response = await login({ email: blocked.email, password: blocked.password });
    expect(response.status).toBe(403);
    expect(response.body.name).toBe('AccessBlocked');
    const existing = await verifyStatus(blocked.token);
    expect(existing.status).toBe(403);
    expect(existing.body.name).toBe('AccessBlocked');
  });
});

describe('Google sign-in without configuration', () => {
  it('answers that Google sign-in is not configured', async () => {
    const response = await call(kit, 'POST', '/customer/auth/login/google', {
      payload: { token: 'header.payload.signature' },
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      name: 'ValidationError',
      message: 'Google sign-in is not configured',
    });
  });
});

describe('logout', () => {
  it('ends only the session it is called with', async () => {
    const owner = await kit.signUp();
    const second = await login({ email: owner.email, password: owner.password });
    const response = await call(kit, 'POST', '/customer/auth/logout', { headers: owner.headers });
    expect(response.status).toBe(204);
    expect((await verifyStatus(owner.token)).status).toBe(401);
    expect((await verifyStatus(second.body.token)).status).toBe(200);
  });

  it('lets a guest sign out, and answers 204 without a token', async () => {
    const owner = await kit.signUp();
    const guest = await kit.addMember(owner.org, 'guest');
    expect(
      (await call(kit, 'POST', '/customer/auth/logout', { headers: guest.headers })).status,
    ).toBe(204);
    expect((await verifyStatus(guest.token)).status).toBe(401);
    expect((await call(kit, 'POST', '/customer/auth/logout')).status).toBe(204);
  });
});
