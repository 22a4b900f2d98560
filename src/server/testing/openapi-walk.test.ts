import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeInventory } from '../http/route-inventory';
import { createTestKit, type TestKit } from './kit';
import { changedTables, listOperations, operationUrl, orgDigest, routeUrlOf } from './openapi-walk';

let kit: TestKit;
beforeAll(async () => {
  kit = await createTestKit();
});
afterAll(() => kit.close());

describe('listOperations', () => {
  it('lists every API operation with its access, parameters and body kind', async () => {
    const operations = await listOperations(kit.app);
    const login = operations.find(
      (o) => o.method === 'POST' && o.path === '/api/v1/customer/auth/login',
    );
    expect(login).toMatchObject({ access: { kind: 'public' }, bodyType: 'json', pathParams: [] });
    const upload = operations.find((o) => o.path === '/api/v1/customer/socialProfile/attachment');
    expect(upload).toMatchObject({ method: 'POST', access: { kind: 'member' } });
    const uploads = operations.filter((o) => o.bodyType === 'multipart').map((o) => o.path);
    expect(uploads).toEqual(
      expect.arrayContaining([
        '/api/v1/customer/socialProfile/attachment',
        '/api/v1/customer/content/upload-story',
        '/api/v1/customer/campaign/upload',
      ]),
    );
    expect(upload?.body).toMatchObject({
      properties: { profileId: { type: 'string' }, file: { type: 'string', format: 'binary' } },
      required: expect.arrayContaining(['profileId', 'file']),
    });
    const listRename = operations.find((o) => o.path.includes('{') && o.method === 'PUT');
    expect(listRename?.pathParams.length).toBeGreaterThan(0);
    expect(operations.length).toBeGreaterThan(100);
    expect(operationUrl({ ...login!, path: '/a/{id}/b', pathParams: ['id'] }, { id: 'x/y' })).toBe(
      '/a/x%2Fy/b',
    );
  });
});

describe('the walkers see every API route', () => {
  it('lists every route under /api/v1 among the operations, so none escapes the walkers', async () => {
    const walked = new Set(
      (await listOperations(kit.app)).map((o) => `${o.method} ${routeUrlOf(o.path)}`),
    );
    const routes = routeInventory(kit.app)
      .filter((route) => route.url.startsWith('/api/v1/'))
      .flatMap((route) => route.method.split(',').map((method) => `${method} ${route.url}`))
      .filter((route) => !route.startsWith('HEAD ') && !route.startsWith('OPTIONS '));
    expect(routes.length).toBeGreaterThan(100);
    expect(routes.filter((route) => !walked.has(route))).toEqual([]);
  });
});

describe('orgDigest', () => {
  it('changes in the table an organization wrote to, and not for another organization', async () => {
    const a = await kit.signUp({ plan: 'pro' });
    const b = await kit.signUp({ plan: 'pro' });
    const beforeA = await orgDigest(kit.database, a.org.id);
    const beforeB = await orgDigest(kit.database, b.org.id);
    const created = await kit.app.inject({
      method: 'POST',
      url: '/api/v1/customer/list/addListItem',
      headers: a.headers,
      payload: { name: 'Digest check' },
    });
    expect(created.statusCode).toBe(201);
    expect(changedTables(beforeA, await orgDigest(kit.database, a.org.id))).toContain('lists');
    expect(changedTables(beforeB, await orgDigest(kit.database, b.org.id))).toEqual([]);
  });
});
