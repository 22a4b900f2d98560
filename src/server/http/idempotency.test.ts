import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedIn } from '../testing/factories';
import { createTestKit, type TestKit } from '../testing/kit';
import { access } from './access';
import { EXPIRE_IDEMPOTENCY_KEYS_JOB } from './idempotency';

let kit: TestKit;
let a: SignedIn;
let b: SignedIn;
/** Probe routes hold until released, so a duplicate can arrive while the first is running. */
let release: () => void = () => {};
let held = Promise.resolve();
beforeAll(async () => {
  kit = await createTestKit({
    extraRoutes: async (app) => {
      app.post(
        '/probe/held-create',
        { config: { access: access.member() } },
        async (_req, reply) => {
          await held;
          return reply.status(201).send({ created: true });
        },
      );
      app.post(
        '/probe/secret-create',
        { config: { access: access.member(), idempotency: false } },
        async (_req, reply) => reply.status(201).send({ secret: Math.random() }),
      );
      app.post('/probe/failing-create', { config: { access: access.member() } }, async () => {
        throw new Error('failed after the claim');
      });
    },
  });
  a = await kit.signUp({ plan: 'pro' });
  b = await kit.signUp({ plan: 'pro' });
});
afterAll(() => kit.close());

function createCampaign(who: SignedIn, key: string | null, name = 'Launch') {
  return kit.app.inject({
    method: 'POST',
    url: '/api/v1/customer/campaign',
    headers: { ...who.headers, ...(key === null ? {} : { 'idempotency-key': key }) },
    payload: { name },
  });
}

async function campaignCount(who: SignedIn): Promise<number> {
  const { rows } = await kit.database.executeSql(
    'select count(*)::int as n from campaigns where org_id = $1',
    [who.org.id],
  );
  return (rows[0] as { n: number }).n;
}

describe('Idempotency-Key on a create', () => {
  it('answers a retry with the first result and creates one row', async () => {
    const before = await campaignCount(a);
    const first = await createCampaign(a, 'retry-1');
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await createCampaign(a, 'retry-1');
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.headers['content-type']).toContain('application/json');
    expect(again.json()).toEqual(first.json());
    expect(await campaignCount(a)).toBe(before + 1);
    // Without a key, the same body is another campaign, as before.
    expect((await createCampaign(a, null)).statusCode).toBe(201);
    expect(await campaignCount(a)).toBe(before + 2);
  });

  it('refuses the same key with another body, 409 naming the header, and creates nothing', async () => {
    expect((await createCampaign(a, 'retry-2', 'Spring')).statusCode).toBe(201);
    const before = await campaignCount(a);
    const other = await createCampaign(a, 'retry-2', 'Autumn');
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({
      statusCode: 409,
      name: 'Conflict',
      field: 'Idempotency-Key',
    });
    expect(await campaignCount(a)).toBe(before);
  });

  it('keeps keys per organization: another organization may use the same key', async () => {
    const fromA = await createCampaign(a, 'shared-key', 'A campaign');
    const fromB = await createCampaign(b, 'shared-key', 'B campaign');
    expect(fromB.statusCode).toBe(201);
    expect(fromB.headers['idempotent-replayed']).toBeUndefined();
    expect(fromB.json()._id).not.toBe(fromA.json()._id);
    expect(fromB.json().name).toBe('B campaign');
    expect(await campaignCount(b)).toBe(1);
  });

  it('refuses a duplicate while the first request is still running', async () => {
    held = new Promise((resolve) => {
      release = resolve;
    });
    const call = () =>
      kit.app.inject({
        method: 'POST',
        url: '/api/v1/probe/held-create',
        headers: { ...a.headers, 'idempotency-key': 'in-flight' },
        payload: {},
      });
    const first = call();
    for (let tries = 0; tries < 100; tries++) {
      const { rows } = await kit.database.executeSql(
        `select 1 from idempotency_keys where org_id = $1 and key = 'in-flight'`,
        [a.org.id],
      );
      if (rows.length) break;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const duplicate = await call();
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({ name: 'Conflict', field: 'Idempotency-Key' });
    release();
    expect((await first).statusCode).toBe(201);
    const replayed = await call();
    expect(replayed.statusCode).toBe(201);
    expect(replayed.headers['idempotent-replayed']).toBe('true');
  });

  it('keeps no failed answer: the same key may be retried', async () => {
    const call = () =>
      kit.app.inject({
        method: 'POST',
        url: '/api/v1/probe/failing-create',
        headers: { ...a.headers, 'idempotency-key': 'failing' },
        payload: {},
      });
    expect((await call()).statusCode).toBe(500);
    const retried = await call();
    expect(retried.statusCode).toBe(500);
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
  });

  it('forgets a key after 24 hours', async () => {
    expect((await createCampaign(a, 'old-key', 'Old')).statusCode).toBe(201);
    await kit.database.executeSql(
      `update idempotency_keys set created_at = now() - interval '25 hours'
        where org_id = $1 and key = 'old-key'`,
      [a.org.id],
    );
    const reused = await createCampaign(a, 'old-key', 'New');
    expect(reused.statusCode).toBe(201);
    expect(reused.json().name).toBe('New');
  });

  it('refuses a key that is empty, too long or not visible ASCII', async () => {
    for (const key of ['', 'x'.repeat(256), 'two words', 'schl\u00fcssel']) {
      const response = await kit.app.inject({
        method: 'POST',
        url: '/api/v1/customer/campaign',
        headers: { ...a.headers, 'idempotency-key': key },
        payload: { name: 'Bad key' },
      });
      expect(response.statusCode, key).toBe(400);
      expect(response.json()).toMatchObject({ name: 'ValidationError', field: 'Idempotency-Key' });
    }
  });

  it('keeps nothing of public routes, even with a session, nor of routes that opt out', async () => {
    const login = await kit.app.inject({
      method: 'POST',
      url: '/api/v1/customer/auth/login',
      headers: { ...a.headers, 'idempotency-key': 'public-route' },
      payload: { email: a.email, password: a.password },
    });
    expect(login.statusCode).toBe(200);
    const secret = () =>
      kit.app.inject({
        method: 'POST',
        url: '/api/v1/probe/secret-create',
        headers: { ...a.headers, 'idempotency-key': 'opted-out' },
      });
    const first = await secret();
    const second = await secret();
    expect(second.headers['idempotent-replayed']).toBeUndefined();
    expect(second.json().secret).not.toBe(first.json().secret);
    const { rows } = await kit.database.executeSql(
      `select key from idempotency_keys where key in ('public-route', 'opted-out')`,
    );
    expect(rows).toEqual([]);
  });

  it('is documented on the POSTs it applies to', async () => {
    const document = (await kit.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const headerOf = (path: string) =>
      (document.paths[path].post.parameters ?? []).find(
        (p: { in: string; name: string }) => p.in === 'header' && p.name === 'Idempotency-Key',
      );
    expect(headerOf('/api/v1/customer/campaign')).toMatchObject({ required: false });
    expect(headerOf('/api/v1/customer/socialProfile/attachment')).toBeDefined();
    expect(headerOf('/api/v1/customer/auth/login')).toBeUndefined();
  });

  it('expires old answers hourly', async () => {
    const { rows } = await kit.database.executeSql(
      'select cron from pgboss.schedule where name = $1',
      [EXPIRE_IDEMPOTENCY_KEYS_JOB],
    );
    expect(rows).toHaveLength(1);
  });
});
