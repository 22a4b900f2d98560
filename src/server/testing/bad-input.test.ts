import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignClient } from '../modules/campaigns/campaigns.fixtures';
import type { SignedIn } from './factories';
import { createTestKit, type TestKit } from './kit';
import { orgDigest } from './openapi-walk';

// Regression tests of the hardening issue's findings 1, 2 and 10 (queries, search-export aside):
// each input the database or the stack would refuse is a 400 naming its field, decided by the
// shared input guard and field schemas before any route code runs.

let kit: TestKit;
let owner: SignedIn;
let profileId: string;
beforeAll(async () => {
  kit = await createTestKit({ env: { RATE_LIMIT_PER_MINUTE: '100000' } });
  owner = await kit.signUp({ plan: 'pro' });
  ({ profileId } = await campaignClient(kit).track(owner));
});
afterAll(() => kit.close());

function send(method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, who = owner) {
  return kit.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { ...(who?.headers ?? {}), 'content-type': 'application/json' },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
}

function expectRefused(response: { statusCode: number; json(): unknown }, field: string) {
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({ statusCode: 400, name: 'ValidationError', field });
}

describe('requests the database would refuse', () => {
  it('answers an 8,000-deep login body with a 400, and the server keeps answering', async () => {
    const body = `{"email":${'['.repeat(8_000)}${']'.repeat(8_000)},"password":"x"}`;
    for (let i = 0; i < 20; i++) {
      expectRefused(await send('POST', '/customer/auth/login', body, undefined as never), 'email');
    }
    const health = await kit.app.inject({ url: '/api/v1/health' });
    expect(health.statusCode).toBe(200);
  });

  it('refuses a NUL byte in an anonymous sign-up, a public page path and a query', async () => {
    const signUp = await send(
      'POST',
      '/customer/auth/signup',
      {
        email: 'nul@example.com',
        password: 'correct horse battery staple',
        fullName: 'Nul\u0000Byte',
        jobRole: 'marketer',
      },
      undefined as never,
    );
    expectRefused(signUp, 'fullName');
    const { rows } = await kit.database.executeSql(
      `select count(*)::int as n from users where email = 'nul@example.com'`,
    );
    expect(rows[0]).toEqual({ n: 0 });
    expectRefused(await kit.app.inject({ url: '/api/v1/public/shared-lists/a%00b' }), 'token');
    expectRefused(await send('GET', '/customer/contents?platform=a%00b'), 'platform');
  });

  it('refuses lone surrogates in JSON columns and leaves the profile as it was', async () => {
    const before = await orgDigest(kit.database, owner.org.id);
    const response = await send('PUT', `/customer/socialProfile/${profileId}`, {
      action: 'updateSystemFields',
      systemFields: { note: 'broken \ud800 text' },
    });
    expectRefused(response, 'systemFields.note');
    expect(await orgDigest(kit.database, owner.org.id)).toEqual(before);
  });

  it('refuses a count above int4 and a date in year 0 with the field named', async () => {
    const story = await kit.app.inject({
      method: 'PUT',
      url: '/api/v1/customer/content/story',
      headers: owner.headers,
      payload: { contentId: '00000000-0000-4000-8000-000000000000', views: 2_147_483_648 },
    });
    expectRefused(story, 'views');
    const campaign = await campaignClient(kit).create(owner, { name: 'Bounds' });
    expectRefused(
      await send('POST', '/customer/scheduledContent', {
        title: 'Year zero',
        platform: 'instagram',
        type: 'photo',
        scheduledAt: '0000-01-01',
      }),
      'scheduledAt',
    );
    expectRefused(
      await send('PUT', `/customer/campaign/${campaign._id}`, {
        action: 'update',
        startsOn: '0000-01-01',
      }),
      'startsOn',
    );
    expectRefused(await send('GET', '/customer/contents?from=0000-01-01'), 'from');
  });

  it('refuses an empty update instead of failing in the database', async () => {
    const field = await send('POST', '/customer/custom-fields', { name: 'Tier', type: 'text' });
    expect(field.statusCode).toBe(201);
    const response = await send('PUT', `/customer/custom-fields/${field.json()._id}`, {});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ name: 'ValidationError' });
    expect(response.json().message).toMatch(/at least one of: name/);
  });

  it('refuses a body sent to a call that takes none, and a multipart form to a JSON call', async () => {
    const logout = await send('POST', '/customer/auth/logout', 'true');
    expectRefused(logout, 'body');
    const me = await send('GET', '/customer/account/me');
    expect(me.statusCode).toBe(200);
    const multipart = await kit.app.inject({
      method: 'POST',
      url: '/api/v1/customer/list/addListItem',
      headers: { ...owner.headers, 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nList\r\n--x--\r\n',
    });
    expect(multipart.statusCode).toBe(415);
    expect(multipart.json()).toMatchObject({ name: 'UnsupportedMediaType' });
  });

  it('answers a URL that does not decode and an overlong path parameter in the catalogue shape', async () => {
    const badUrl = await kit.app.inject({ url: '/api/v1/public/shared-lists/%ED%B0%80' });
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.json()).toMatchObject({ statusCode: 400, name: 'ValidationError' });
    const long = await kit.app.inject({ url: `/api/v1/public/shared-lists/${'x'.repeat(5_000)}` });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({
      statusCode: 414,
      name: 'ValidationError',
      message: 'A path parameter is too long',
    });
  });
});

describe('empty query values (SPEC 5)', () => {
  it('strips them instead of refusing them', async () => {
    expect((await send('GET', '/customer/campaigns?status=&text=')).statusCode).toBe(200);
    const contents = await send('GET', '/customer/contents?platform=');
    expect(contents.statusCode).toBe(200);
  });
});
