import { randomUUID } from 'node:crypto';
import { eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestKit, type TestKit } from '../../testing/kit';
import { users } from '../account';
import {
  call,
  fromNewAddress,
  recordingDns,
  STRONG_PASSWORD,
  signupBody,
  uniqueEmail,
} from './auth-test-helpers';
import { loginFailures } from './login-throttle.tables';

let kit: TestKit;
beforeAll(async () => {
  kit = await createTestKit({ dns: recordingDns() });
});
afterAll(() => kit.close());

const signUp = (payload: Record<string, unknown>, headers: Record<string, string>) =>
  call(kit, 'POST', '/customer/auth/signup', { payload, headers });
const login = (email: string, password: string, headers: Record<string, string>) =>
  call(kit, 'POST', '/customer/auth/login', { payload: { email, password }, headers });

/** The waits of every throttled key end now, as if the time had passed. */
async function letTimePass() {
  await kit.database.db.update(loginFailures).set({ lockedUntil: sql`now()` });
}

describe('sign-up limits', () => {
  it('limits 40 sign-ups from one address, whatever random tokens they carry', async () => {
    const address = fromNewAddress();
    const prefix = `burst-${randomUUID().slice(0, 8)}`;
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) {
      const response = await signUp(signupBody({ email: uniqueEmail(prefix) }), {
        ...address,
        'x-access-token': randomUUID(),
      });
      statuses.push(response.status);
      if (response.status === 429) {
        expect(response.body).toMatchObject({ name: 'RateLimited', statusCode: 429 });
        expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      }
    }
    expect(statuses.filter((status) => status === 201)).toHaveLength(20);
    expect(statuses.slice(20).every((status) => status === 429)).toBe(true);
    const created = await kit.database.db
      .select({ id: users.id })
      .from(users)
      .where(like(users.email, `${prefix}-%`));
    expect(created).toHaveLength(20);
  });

  it('limits sign-ups with one email from many addresses', async () => {
    const email = uniqueEmail('popular');
    expect((await signUp(signupBody({ email }), fromNewAddress())).status).toBe(201);
    for (let i = 0; i < 9; i++) {
      expect((await signUp(signupBody({ email }), fromNewAddress())).status).toBe(409);
    }
    const limited = await signUp(signupBody({ email }), fromNewAddress());
    expect(limited.status).toBe(429);
    expect(limited.body.name).toBe('RateLimited');
  });
});

describe('activation limits', () => {
  it('limits accepting invitations from one address, and tries of one invitation', async () => {
    const activate = (token: string, headers: Record<string, string>) =>
      call(kit, 'POST', '/customer/auth/user/activate', {
        payload: { token, fullName: 'Guesser', password: STRONG_PASSWORD },
        headers,
      });
    const address = fromNewAddress();
    for (let i = 0; i < 10; i++) {
      expect((await activate(randomUUID(), address)).status).toBe(404);
    }
    const limited = await activate(randomUUID(), address);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

    const token = randomUUID();
    for (let i = 0; i < 10; i++) {
      expect((await activate(token, fromNewAddress())).status).toBe(404);
    }
    expect((await activate(token, fromNewAddress())).status).toBe(429);
  });
});

describe('login throttling', () => {
  it('slows down wrong passwords from an address, and never the owner at home', async () => {
    const owner = await kit.signUp();
    const home = fromNewAddress();
    expect((await login(owner.email, owner.password, home)).status).toBe(200);

    // An attacker at one address: 5 free tries, then a wait before the next, right or wrong.
    const attacker = fromNewAddress();
    for (let i = 0; i < 5; i++) {
      expect((await login(owner.email, `guess-${i}`, attacker)).status).toBe(401);
    }
    const slowed = await login(owner.email, owner.password, attacker);
    expect(slowed.status).toBe(429);
    expect(slowed.body).toMatchObject({ name: 'RateLimited', statusCode: 429 });
    expect(slowed.body.message).toMatch(/try again in \d+ s/);
    expect(Number(slowed.headers['retry-after'])).toBeGreaterThan(0);

    // Many more addresses pile up failures on the account...
    for (let i = 0; i < 30; i++) {
      await letTimePass();
      await login(owner.email, `spray-${i}`, fromNewAddress());
    }
    // ...and the owner signs in from home all the same.
    const atHome = await login(owner.email, owner.password, home);
    expect(atHome.status).toBe(200);
    expect(atHome.body.token).toEqual(expect.any(String));
  });

  it('slows down an account tried from many unknown addresses, and an unknown email alike', async () => {
    const owner = await kit.signUp();
    const nobody = uniqueEmail('nobody');
    for (const email of [owner.email, nobody]) {
      for (let i = 0; i < 10; i++) {
        expect((await login(email, `spray-${i}`, fromNewAddress())).status).toBe(401);
      }
      const slowed = await login(email, 'one more', fromNewAddress());
      expect(slowed.status).toBe(429);
      expect(Number(slowed.headers['retry-after'])).toBeGreaterThan(0);
      if (email === owner.email) {
        // From an address it never signed in from, the right password waits too: nothing tells
        // the owner apart there, and the answer must not tell the password apart either.
        expect((await login(owner.email, owner.password, fromNewAddress())).status).toBe(429);
      }
    }
  });

  it("makes the owner's own typos cost seconds that grow, and the right password works after", async () => {
    const owner = await kit.signUp();
    const home = fromNewAddress();
    expect((await login(owner.email, owner.password, home)).status).toBe(200);
    for (let i = 0; i < 5; i++) {
      expect((await login(owner.email, 'typo', home)).status).toBe(401);
    }
    const first = await login(owner.email, owner.password, home);
    expect(first.status).toBe(429);
    expect(Number(first.headers['retry-after'])).toBe(1);
    await letTimePass();
    expect((await login(owner.email, 'typo again', home)).status).toBe(401);
    const second = await login(owner.email, owner.password, home);
    expect(Number(second.headers['retry-after'])).toBe(2);
    await letTimePass();
    expect((await login(owner.email, owner.password, home)).status).toBe(200);
    // The success gave this address its slack back.
    expect((await login(owner.email, 'typo', home)).status).toBe(401);
    expect((await login(owner.email, owner.password, home)).status).toBe(200);
  });

  it('slows down one address trying many accounts', async () => {
    const address = fromNewAddress();
    for (let i = 0; i < 20; i++) {
      expect((await login(uniqueEmail('spray'), 'password guess', address)).status).toBe(401);
    }
    const other = await kit.signUp();
    const slowed = await login(other.email, other.password, address);
    expect(slowed.status).toBe(429);
    expect((await login(other.email, other.password, fromNewAddress())).status).toBe(200);
  });

  it('limits any address to 30 sign-in calls a minute', async () => {
    const owner = await kit.signUp();
    const address = fromNewAddress();
    for (let i = 0; i < 30; i++) {
      expect((await login(owner.email, owner.password, address)).status).toBe(200);
    }
    expect((await login(owner.email, owner.password, address)).status).toBe(429);
  });

  it('forgives strangers’ failures on the account once the password is reset', async () => {
    const owner = await kit.signUp();
    for (let i = 0; i < 14; i++) {
      await letTimePass();
      await login(owner.email, `spray-${i}`, fromNewAddress());
    }
    const slowed = await login(owner.email, owner.password, fromNewAddress());
    expect(slowed.status).toBe(429);
    expect(Number(slowed.headers['retry-after'])).toBeGreaterThan(10);
    const token = await kit.services.oneTimeTokens.issue(owner.user, 'reset-password');
    const reset = await call(kit, 'POST', '/customer/auth/forgot-password', {
      payload: { method: 'change', token, password: 'amber cinder willow falcon' },
      headers: fromNewAddress(),
    });
    expect(reset.status).toBe(200);
    const after = await login(owner.email, 'amber cinder willow falcon', fromNewAddress());
    expect(after.status).toBe(200);
    const [user] = await kit.database.db.select().from(users).where(eq(users.id, owner.user.id));
    expect(user.passwordHash).not.toBe(owner.user.passwordHash);
  });

  it('forgets failures whose count has lapsed, so sprayed keys do not pile up', async () => {
    const stale = `address:stale-${randomUUID()}`;
    const lapsedHoursAgo = sql`now() - interval '2 hours'`;
    await kit.database.db.insert(loginFailures).values({
      key: stale,
      failures: 3,
      lastFailedAt: lapsedHoursAgo,
      lockedUntil: lapsedHoursAgo,
    });
    for (let i = 0; i < 100; i++) {
      await login(uniqueEmail('spray'), 'password guess', fromNewAddress());
    }
    const left = await kit.database.db
      .select()
      .from(loginFailures)
      .where(eq(loginFailures.key, stale));
    expect(left).toHaveLength(0);
  });
});
