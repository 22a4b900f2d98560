import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testKitForFile } from '../../testing/test-file-kit';
import { apiKeys, organizations } from './account.tables';
import { hashToken } from './credentials';

const kit = testKitForFile();

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

function call(method: Method, path: string, token?: string, body?: object) {
  return kit.app.inject({
    method,
    url: `/api/v1/customer/account/${path}`,
    headers: token ? { 'x-access-token': token } : {},
    ...(body ? { payload: body } : {}),
  });
}

async function createKey(ownerToken: string): Promise<string> {
  const response = await call('POST', 'api-key', ownerToken);
  expect(response.statusCode).toBe(201);
  return response.json().key;
}

describe('POST api-key', () => {
  it('shows the key once and keeps only its hash and prefix', async () => {
    const owner = await kit.signUp();
    const response = await call('POST', 'api-key', owner.token);
    expect(response.statusCode).toBe(201);
    const { key, prefix, createdAt } = response.json();
    expect(key).toMatch(/^rb_live_[A-Za-z0-9_-]{43}$/);
    expect(prefix).toBe(key.slice(0, 12));
    expect(Number.isNaN(Date.parse(createdAt))).toBe(false);

    const rows = await kit.database.db
      .select()
      .from(apiKeys)
      .where(eq(apiKeys.orgId, owner.org.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ prefix, keyHash: hashToken(key), createdBy: owner.user.id });
    expect(JSON.stringify(rows)).not.toContain(key);

    const shown = await call('GET', 'api-key', owner.token);
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toEqual({ prefix, createdAt, lastUsedAt: null });
  });

  it('replaces the previous key: the old one stops working', async () => {
    const owner = await kit.signUp();
    const first = await createKey(owner.token);
    const second = await createKey(owner.token);
    expect((await call('GET', 'usage', first)).statusCode).toBe(401);
    expect((await call('GET', 'usage', second)).statusCode).toBe(200);
    expect((await call('GET', 'api-key', owner.token)).json().prefix).toBe(second.slice(0, 12));
  });
  it('leaves one live key when two are created at once', async () => {
    const owner = await kit.signUp();
    const caller = {
      orgId: owner.org.id,
      userId: owner.user.id,
      role: 'owner' as const,
      via: 'session' as const,
      emailVerified: true,
      orgBlocked: false,
    };
    const created = await Promise.all(
      Array.from({ length: 4 }, () => kit.services.account.apiKeys.create(caller)),
    );
    const live = await kit.database.db
      .select()
      .from(apiKeys)
      .where(and(eq(apiKeys.orgId, owner.org.id), isNull(apiKeys.revokedAt)));
    expect(live).toHaveLength(1);
    const working = [];
    for (const { key } of created) {
      if ((await call('GET', 'usage', key)).statusCode === 200) working.push(key);
    }
    expect(working).toHaveLength(1);
  });
});

describe('X-Access-Token with an API key', () => {
  it("authenticates as the organization on calls open to keys, until it's deleted", async () => {
    const owner = await kit.signUp();
    await kit.services.usage.consume(owner.org.id, 'searchCount', 2);
    const other = await kit.signUp();
    await kit.services.usage.consume(other.org.id, 'searchCount', 7);
    const key = await createKey(owner.token);

    const usage = await call('GET', 'usage?fields=searchCount', key);
    expect(usage.statusCode).toBe(200);
    expect(usage.json()).toEqual({ searchCount: { used: 2, limit: 20 } });
    const organization = await call('GET', 'organization', key);
    expect(organization.json()).toMatchObject({ _id: owner.org.id });
    const shown = (await call('GET', 'api-key', owner.token)).json();
    expect(shown.lastUsedAt).not.toBeNull();

    const deleted = await call('DELETE', 'api-key', owner.token);
    expect(deleted.statusCode).toBe(204);
    const after = await call('GET', 'usage', key);
    expect(after.statusCode).toBe(401);
    expect(after.json().name).toBe('Unauthorized');
    expect((await call('GET', 'api-key', owner.token)).statusCode).toBe(404);
    expect((await call('DELETE', 'api-key', owner.token)).statusCode).toBe(404);
  });

  it('cannot use session-only or owner calls', async () => {
    const owner = await kit.signUp();
    const key = await createKey(owner.token);
    const attempts = [
      await call('GET', 'me', key),
      await call('GET', 'list', key),
      await call('POST', 'api-key', key),
      await call('GET', 'api-key', key),
      await call('DELETE', 'api-key', key),
      await call('PUT', 'config', key, { userGuide: false }),
      await call('PUT', 'updateUserInfo', key, { fullName: 'Robot' }),
      await call('POST', 'add', key, { email: 'robot@reachbase.test', role: 'member' }),
    ];
    for (const attempt of attempts) {
      expect(attempt.statusCode).toBe(403);
      expect(attempt.json().name).toBe('Forbidden');
    }
    // The key still works: none of the refused calls revoked or replaced it.
    expect((await call('GET', 'usage', key)).statusCode).toBe(200);
  });

  it('answers AccessBlocked once the organization is blocked', async () => {
    const owner = await kit.signUp();
    const key = await createKey(owner.token);
    await kit.database.db
      .update(organizations)
      .set({ accessBlockedAt: new Date() })
      .where(eq(organizations.id, owner.org.id));
    const response = await call('GET', 'usage', key);
    expect(response.statusCode).toBe(403);
    expect(response.json().name).toBe('AccessBlocked');
  });
});

describe('API key rights', () => {
  it('is managed by the owner only', async () => {
    const owner = await kit.signUp();
    const member = await kit.addMember(owner.org, 'member');
    const guest = await kit.addMember(owner.org, 'guest');
    const key = await createKey(owner.token);
    for (const caller of [member, guest]) {
      expect((await call('POST', 'api-key', caller.token)).statusCode).toBe(403);
      expect((await call('GET', 'api-key', caller.token)).statusCode).toBe(403);
      expect((await call('DELETE', 'api-key', caller.token)).statusCode).toBe(403);
    }
    expect((await call('GET', 'usage', key)).statusCode).toBe(200);
  });

  it("never shows or revokes another organization's key", async () => {
    const owner = await kit.signUp();
    const other = await kit.signUp();
    const theirKey = await createKey(other.token);
    expect((await call('GET', 'api-key', owner.token)).statusCode).toBe(404);
    expect((await call('DELETE', 'api-key', owner.token)).statusCode).toBe(404);
    expect((await call('GET', 'usage', theirKey)).statusCode).toBe(200);
  });
});
