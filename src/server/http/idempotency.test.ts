import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { SignedIn } from '../testing/factories';
import { createTestKit, type TestKit } from '../testing/kit';
import { access } from './access';
import { conflict } from './errors';
import { verbatim } from './i18n/text';
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
        // Waits on the test, as a route waits on an outside service.
        { config: { access: access.member(), idempotency: 'outside-calls' } },
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
      // Writes a row, then fails or answers as asked: its work is kept only with its answer.
      app.post(
        '/probe/write-then',
        {
          schema: { body: z.strictObject({ fail: z.boolean().optional(), note: z.string() }) },
          config: { access: access.member() },
        },
        async (request, reply) => {
          await kit.database.executeSql(
            'insert into idempotency_probe_rows (org_id, note) values ($1, $2)',
            [request.caller.orgId, request.body.note],
          );
          if (request.body.fail) throw conflict(verbatim('refused after writing'), 'fail');
          return reply.status(201).send({ note: request.body.note });
        },
      );
      app.post(
        '/probe/outside-write',
        {
          schema: { body: z.strictObject({ note: z.string() }) },
          config: { access: access.member(), idempotency: 'outside-calls' },
        },
        async (request, reply) => {
          await kit.database.executeSql(
            'insert into idempotency_probe_rows (org_id, note) values ($1, $2)',
            [request.caller.orgId, request.body.note],
          );
          return reply.status(201).send({ note: request.body.note });
        },
      );
    },
  });
  await kit.database.executeSql(
    'create table idempotency_probe_rows (org_id uuid not null, note text not null)',
  );
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

  describe('across crashes', () => {
    const probe = (path: string, key: string, body: Record<string, unknown>) =>
      kit.app.inject({
        method: 'POST',
        url: `/api/v1/probe/${path}`,
        headers: { ...a.headers, 'idempotency-key': key },
        payload: body,
      });
    const notes = async (note: string) => {
      const { rows } = await kit.database.executeSql(
        'select note from idempotency_probe_rows where org_id = $1 and note = $2',
        [a.org.id, note],
      );
      return rows.length;
    };
    /** What a process that died before answering leaves: a claim without an answer, an hour old. */
    const abandonedClaim = (key: string, path: string, body: Record<string, unknown>) =>
      kit.database.executeSql(
        `insert into idempotency_keys (org_id, key, request, body_hash, created_at)
         values ($1, $2, $3, $4, now() - interval '1 hour')`,
        [a.org.id, key, `POST /api/v1/probe/${path}`, bodyHashOf(body)],
      );

    it('keeps none of the work of a keyed request that fails, so its retry starts clean', async () => {
      const failed = await probe('write-then', 'fails-after-write', { fail: true, note: 'rolled' });
      expect(failed.statusCode).toBe(409);
      expect(await notes('rolled')).toBe(0);
      // Without a key the request runs as it always did: its statements stand on their own.
      await kit.app.inject({
        method: 'POST',
        url: '/api/v1/probe/write-then',
        headers: a.headers,
        payload: { fail: true, note: 'unkeyed' },
      });
      expect(await notes('unkeyed')).toBe(1);
    });

    it('runs again a request whose process died before its transaction committed', async () => {
      const body = { note: 'never-committed' };
      await abandonedClaim('died-before-commit', 'write-then', body);
      const retried = await probe('write-then', 'died-before-commit', body);
      expect(retried.statusCode).toBe(201);
      expect(retried.headers['idempotent-replayed']).toBeUndefined();
      expect(await notes('never-committed')).toBe(1);
    });

    it('refuses, and does not run again, a route with outside calls that died unanswered', async () => {
      const body = { note: 'maybe-done' };
      await abandonedClaim('died-after-outside-work', 'outside-write', body);
      const retried = await probe('outside-write', 'died-after-outside-work', body);
      expect(retried.statusCode).toBe(409);
      expect(retried.json()).toMatchObject({ name: 'Conflict', field: 'Idempotency-Key' });
      expect(retried.json().message).toContain('answer was lost');
      expect(await notes('maybe-done')).toBe(0);
    });
  });
});

/** The hook's hash of a JSON body (canonical JSON, keys sorted, SHA-256 base64url). */
function bodyHashOf(body: Record<string, unknown>): string {
  const sorted = Object.fromEntries(Object.entries(body).sort(([x], [y]) => (x < y ? -1 : 1)));
  return createHash('sha256').update(JSON.stringify(sorted)).digest('base64url');
}
