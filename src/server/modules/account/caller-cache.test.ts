import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Runtime } from '../../runtime';
import type { SignedIn } from '../../testing/factories';
import { createTestKit, type TestKit } from '../../testing/kit';
import { startSecondRuntime } from '../../testing/second-runtime';
import { createOperatorTools } from './operator';

// Callers are cached in process (caller-cache.ts) and dropped on the database's notification.
// What a user notices is only that a change to who they are applies to their very next request.

let kit: TestKit;

beforeAll(async () => {
  kit = await createTestKit();
});

afterAll(async () => {
  await kit?.close();
});

function me(app: Runtime['app'], who: SignedIn) {
  return app.inject({ method: 'GET', url: '/api/v1/customer/account/me', headers: who.headers });
}

function logOut(app: Runtime['app'], who: SignedIn) {
  return app.inject({ method: 'POST', url: '/api/v1/customer/auth/logout', headers: who.headers });
}

describe('the caller cache in one process', () => {
  it('refuses a signed-out token on the very next request', async () => {
    const owner = await kit.signUp();
    expect((await me(kit.app, owner)).statusCode).toBe(200);
    expect((await me(kit.app, owner)).statusCode).toBe(200);
    expect((await logOut(kit.app, owner)).statusCode).toBe(204);
    expect((await me(kit.app, owner)).statusCode).toBe(401);
  });

  it('applies the operator blocking and unblocking an organization to the next request', async () => {
    const owner = await kit.signUp();
    const tools = createOperatorTools(kit.database.db);
    expect((await me(kit.app, owner)).statusCode).toBe(200);
    await tools.setAccessBlocked(owner.email, true);
    expect((await me(kit.app, owner)).statusCode).toBe(403);
    await tools.setAccessBlocked(owner.email, false);
    expect((await me(kit.app, owner)).statusCode).toBe(200);
  });

  it('shuts a removed member out at once, and keeps the owner in', async () => {
    const owner = await kit.signUp();
    const member = await kit.addMember(owner.org);
    expect((await me(kit.app, member)).statusCode).toBe(200);
    const removed = await kit.app.inject({
      method: 'DELETE',
      url: `/api/v1/customer/account/${member.user.id}`,
      headers: owner.headers,
    });
    expect(removed.statusCode).toBe(204);
    expect((await me(kit.app, member)).statusCode).toBe(401);
    expect((await me(kit.app, owner)).statusCode).toBe(200);
  });

  it('refuses every session after a password change but the one that changed it', async () => {
    const owner = await kit.signUp();
    const other = await kit.app.inject({
      method: 'POST',
      url: '/api/v1/customer/auth/login',
      payload: { email: owner.email, password: owner.password },
      headers: { 'x-forwarded-for': '10.9.8.7' },
    });
    const otherHeaders = { 'x-access-token': other.json().token as string };
    const read = () =>
      kit.app.inject({ method: 'GET', url: '/api/v1/customer/account/me', headers: otherHeaders });
    expect((await read()).statusCode).toBe(200);
    const changed = await kit.app.inject({
      method: 'PUT',
      url: '/api/v1/customer/account/changePassword',
      payload: {
        oldPassword: owner.password,
        newPassword: 'amber-lantern-meadow-47',
        passwordConfirm: 'amber-lantern-meadow-47',
      },
      headers: owner.headers,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await read()).statusCode).toBe(401);
  });
});

// A second process needs a database it can share: PostgreSQL (PGlite lives in this process).
describe.skipIf(!process.env.TEST_DATABASE_URL)('the caller cache across processes', () => {
  let second: Runtime;
  beforeAll(async () => {
    second = await startSecondRuntime(kit);
  });
  afterAll(() => second?.close());

  async function refusedWithin(who: SignedIn, ms: number): Promise<void> {
    const started = performance.now();
    while (performance.now() - started < ms) {
      if ((await me(second.app, who)).statusCode === 401) return;
    }
    throw new Error(`still served ${ms} ms after the change`);
  }

  it('refuses in the other process a token signed out in this one, within milliseconds', async () => {
    const owner = await kit.signUp();
    expect((await me(second.app, owner)).statusCode).toBe(200);
    expect((await logOut(kit.app, owner)).statusCode).toBe(204);
    await refusedWithin(owner, 2_000);
  });

  it('still hears changes after its notification connections were cut', async () => {
    const owner = await kit.signUp();
    expect((await me(second.app, owner)).statusCode).toBe(200);
    await kit.database.executeSql(
      `select pg_terminate_backend(pid) from pg_stat_activity
       where datname = current_database() and pid <> pg_backend_pid() and query ilike 'listen %'`,
    );
    expect((await logOut(kit.app, owner)).statusCode).toBe(204);
    await refusedWithin(owner, 2_000);
    // Cached again once listening again, and dropped again on the next change.
    const next = await kit.signUp();
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect((await me(second.app, next)).statusCode).toBe(200);
    await createOperatorTools(kit.database.db).setAccessBlocked(next.email, true);
    const started = performance.now();
    while ((await me(second.app, next)).statusCode !== 403) {
      expect(performance.now() - started).toBeLessThan(2_000);
    }
  });
});
