import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationIdOf } from '../http/openapi';
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

describe('the document as a contract', () => {
  type Document = {
    servers: { url: string }[];
    components: {
      schemas: Record<string, { required?: string[] }>;
      responses: Record<string, { content: object }>;
    };
    paths: Record<string, Record<string, Record<string, unknown>>>;
  };
  const documentOf = async () =>
    (await kit.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as Document;

  it('gives every operation a unique operationId made from its method and path', async () => {
    const operations = await listOperations(kit.app);
    const ids = operations.map((o) => o.operationId);
    expect(ids.filter((id) => !id)).toEqual([]);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    for (const operation of operations.filter((o) => o.path.startsWith('/api/v1/'))) {
      expect(operation.operationId).toBe(operationIdOf(operation.method, operation.path));
    }
    expect(operationIdOf('GET', '/api/v1/customer/campaign/{id}')).toBe('getCampaignById');
    expect(operationIdOf('POST', '/api/v1/customer/auth/forgot-password')).toBe(
      'postAuthForgotPassword',
    );
    expect(operationIdOf('GET', '/api/v1/public/shared-lists/{token}')).toBe(
      'getPublicSharedListsByToken',
    );
  });

  it('documents who may call each operation and the catalogue errors it can answer', async () => {
    const operations = await listOperations(kit.app);
    const find = (method: string, path: string) =>
      operations.find((o) => o.method === method && o.path === path)!;
    // Public: no token needed; validated input; the global rate limit.
    expect(find('POST', '/api/v1/customer/auth/login').statuses).toEqual(
      expect.arrayContaining(['200', '400', '429', '500', '503', '504']),
    );
    // What its description says it answers: a wrong password is 401.
    expect(find('POST', '/api/v1/customer/auth/login').statuses).toContain('401');
    expect(find('GET', '/api/v1/public/config').statuses).not.toContain('401');
    // Signed in, with an id in the path.
    expect(find('DELETE', '/api/v1/customer/campaign/{id}').statuses).toEqual(
      expect.arrayContaining(['204', '400', '401', '403', '404', '429']),
    );
    // A body: too large or of another type; an idempotent POST: a reused key.
    expect(find('POST', '/api/v1/customer/socialProfile/attachment').statuses).toEqual(
      expect.arrayContaining(['201', '409', '413', '415']),
    );
    // An allowance the description names.
    expect(find('POST', '/api/v1/customer/list/addListItem').statuses).toContain('423');
    // No operation without a refusal it documents.
    expect(operations.filter((o) => !o.statuses.some((s) => s.startsWith('4')))).toEqual([]);

    const document = await documentOf();
    expect(document.servers).toEqual([expect.objectContaining({ url: '/' })]);
    expect(document.components.schemas.Error.required).toEqual(['statusCode', 'name', 'message']);
    expect(document.components.responses.ValidationError.content).toEqual({
      'application/json': { schema: { $ref: '#/components/schemas/Error' } },
    });
    const login = document.paths['/api/v1/customer/auth/login'].post;
    expect(login.security).toEqual([]);
    expect(login.responses).toMatchObject({
      400: { $ref: '#/components/responses/ValidationError' },
    });
    expect(document.paths['/api/v1/customer/campaigns'].get.security).toEqual([
      { accessToken: [] },
    ]);
  });

  it('names the wildcard of a path as a parameter', async () => {
    const document = await documentOf();
    const file = document.paths['/api/v1/files/public/{wildcard}']?.get as {
      parameters: { in: string; name: string; required: boolean }[];
    };
    expect(file.parameters).toEqual([
      expect.objectContaining({ in: 'path', name: 'wildcard', required: true }),
    ]);
    expect(routeUrlOf('/api/v1/files/public/{wildcard}')).toBe('/api/v1/files/public/*');
  });

  it('defines every required property, records over an enum included', async () => {
    const undefinedKeys: string[] = [];
    const visit = (node: unknown, at: string): void => {
      if (!node || typeof node !== 'object') return;
      const schema = node as { required?: unknown; properties?: object };
      if (Array.isArray(schema.required)) {
        for (const key of schema.required) {
          if (!(key in (schema.properties ?? {}))) undefinedKeys.push(`${at} ${key}`);
        }
      }
      for (const [key, value] of Object.entries(node)) visit(value, `${at}/${key}`);
    };
    visit((await documentOf()).paths, '');
    expect(undefinedKeys).toEqual([]);
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
