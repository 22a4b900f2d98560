import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestKit, type TestKit } from '../testing/kit';
import { type Access, access, type Caller } from './access';

// Tokens a real accounts module would resolve; here they stand for each kind of caller.
const base = { orgId: 'org-1', emailVerified: true, orgBlocked: false } as const;
const callers: Record<string, Caller> = {
  owner: { ...base, userId: 'u-owner', role: 'owner', via: 'session' },
  member: { ...base, userId: 'u-member', role: 'member', via: 'session' },
  guest: { ...base, userId: 'u-guest', role: 'guest', via: 'session' },
  apikey: { ...base, userId: null, role: 'member', via: 'apiKey' },
  blocked: { ...base, userId: 'u-blocked', role: 'owner', via: 'session', orgBlocked: true },
};

const declared: Record<string, Access> = {
  members: access.member({ guests: true, apiKey: true }),
  'members-no-guests': access.member(),
  'owner-only': access.owner(),
  'no-api-key': access.member({ apiKey: false }),
};

const guardedRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const [name, rule] of Object.entries(declared)) {
    for (const method of ['GET', 'POST'] as const) {
      app.route({
        method,
        url: `/guarded/${name}`,
        config: { access: rule },
        handler: (request) => ({ orgId: request.caller?.orgId, role: request.caller?.role }),
      });
    }
  }
};

let kit: TestKit;
beforeAll(async () => {
  kit = await createTestKit({
    extraRoutes: guardedRoutes,
    resolveCaller: async (request) => callers[String(request.headers['x-access-token'])] ?? null,
  });
});
afterAll(() => kit.close());

async function call(method: 'GET' | 'POST', route: string, token?: string) {
  const response = await kit.app.inject({
    method,
    url: `/api/v1/guarded/${route}`,
    headers: token ? { 'x-access-token': token } : {},
  });
  return { status: response.statusCode, name: response.json().name as string | undefined };
}

describe('access guard', () => {
  it('answers Unauthorized without a token or with an unknown one', async () => {
    expect(await call('GET', 'members')).toEqual({ status: 401, name: 'Unauthorized' });
    expect(await call('GET', 'members', 'stolen')).toEqual({ status: 401, name: 'Unauthorized' });
  });

  it('lets members in and gives the handler their organization', async () => {
    const response = await kit.app.inject({
      method: 'POST',
      url: '/api/v1/guarded/members',
      headers: { 'x-access-token': 'member' },
    });
    expect(response.json()).toEqual({ orgId: 'org-1', role: 'member' });
  });

  it('gives guests read-only access where guests are allowed', async () => {
    expect((await call('GET', 'members', 'guest')).status).toBe(200);
    expect(await call('POST', 'members', 'guest')).toEqual({ status: 403, name: 'Forbidden' });
    expect(await call('GET', 'members-no-guests', 'guest')).toEqual({
      status: 403,
      name: 'Forbidden',
    });
  });

  it('keeps owner-only routes from members', async () => {
    expect(await call('POST', 'owner-only', 'member')).toEqual({ status: 403, name: 'Forbidden' });
    expect((await call('POST', 'owner-only', 'owner')).status).toBe(200);
  });

  it('says why in the language the request chose', async () => {
    const refuse = (cookie?: string) =>
      kit.app.inject({
        method: 'POST',
        url: '/api/v1/guarded/owner-only',
        headers: { 'x-access-token': 'member', ...(cookie ? { cookie } : {}) },
      });
    expect((await refuse()).json().message).toBe('Only the organization owner can do this');
    expect((await refuse('NEXT_LOCALE=de')).json().message).toBe(
      'Das kann nur der Inhaber der Organisation',
    );
  });

  it('answers AccessBlocked to every call of a blocked organization', async () => {
    expect(await call('GET', 'members', 'blocked')).toEqual({ status: 403, name: 'AccessBlocked' });
    expect(await call('POST', 'owner-only', 'blocked')).toEqual({
      status: 403,
      name: 'AccessBlocked',
    });
  });

  it('refuses API keys where a route does not allow them', async () => {
    expect(await call('GET', 'no-api-key', 'apikey')).toEqual({ status: 403, name: 'Forbidden' });
    expect((await call('GET', 'members', 'apikey')).status).toBe(200);
    expect(await call('GET', 'owner-only', 'apikey')).toEqual({ status: 403, name: 'Forbidden' });
  });
});
