import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestKit, type TestKit } from '../testing/kit';
import { access } from './access';
import { routeInventory } from './route-inventory';

// Routes that exercise the real request pipeline (strip-empty, validation, error handler,
// timeouts) the way any module's routes will.
const probeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/probe/echo',
    {
      schema: {
        body: z.strictObject({
          name: z.string(),
          count: z.number().optional(),
          nested: z.object({ note: z.string().optional() }).optional(),
          flag: z.boolean().optional(),
        }),
      },
      config: { access: access.public() },
    },
    (request) => request.body,
  );
  app.get('/probe/crash', { config: { access: access.public() } }, () => {
    throw new Error('secret detail at /srv/internal.ts:42');
  });
  app.get('/probe/slow', { config: { access: access.public(), timeoutMs: 100 } }, async () => {
    await sleep(600);
    return { late: true };
  });
  app.post('/probe/duplicate', { config: { access: access.public() } }, async () => {
    const insert = `insert into system_state (key, value) values ('probe-duplicate', '{}'::jsonb)`;
    await kit.database.executeSql(insert);
    await kit.database.executeSql(insert);
    return { inserted: 2 };
  });
};

let kit: TestKit;
let webDir: string;
beforeAll(async () => {
  webDir = await mkdtemp(path.join(os.tmpdir(), 'reachbase-web-'));
  await writeFile(
    path.join(webDir, 'index.html'),
    '<!doctype html><title>Reachbase</title><div id="root"></div>',
  );
  kit = await createTestKit({
    extraRoutes: probeRoutes,
    env: { RATE_LIMIT_PER_MINUTE: '1000', WEB_DIST_DIR: webDir },
  });
});
afterAll(() => kit.close());

describe('route inventory', () => {
  it('has an access declaration on every registered route', () => {
    const routes = routeInventory(kit.app);
    expect(routes.length).toBeGreaterThan(5);
    const undeclared = routes.filter((route) => !route.access).map((r) => `${r.method} ${r.url}`);
    expect(undeclared).toEqual([]);
  });

  it('knows the API routes by their declared access', () => {
    const health = routeInventory(kit.app).find(
      (r) => r.url === '/api/v1/health' && r.method === 'GET',
    );
    expect(health?.access).toEqual({ kind: 'public' });
  });
});

describe('error catalogue', () => {
  it('answers an unknown API path with a NotFound body', async () => {
    const response = await kit.app.inject({ method: 'GET', url: '/api/v1/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      statusCode: 404,
      name: 'NotFound',
      message: 'Route GET /api/v1/no-such-thing was not found',
    });
  });

  it('names the failing field of an invalid query', async () => {
    const response = await kit.app.inject({
      method: 'GET',
      url: `/api/v1/public/logo?host=${'a'.repeat(300)}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ name: 'ValidationError', field: 'host' });
  });

  it('rejects unknown body fields with 400', async () => {
    const response = await kit.app.inject({
      method: 'POST',
      url: '/api/v1/probe/echo',
      payload: { name: 'a', admin: true },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().name).toBe('ValidationError');
  });

  it('hides the details of an unexpected failure', async () => {
    const response = await kit.app.inject({ method: 'GET', url: '/api/v1/probe/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      statusCode: 500,
      name: 'InternalError',
      message: 'Something went wrong',
    });
    expect(response.body).not.toContain('secret');
    expect(response.body).not.toContain('internal.ts');
  });

  it('answers a unique violation with Conflict', async () => {
    const response = await kit.app.inject({ method: 'POST', url: '/api/v1/probe/duplicate' });
    expect(response.statusCode).toBe(409);
    expect(response.json().name).toBe('Conflict');
  });

  it('answers malformed JSON with a ValidationError, not a crash', async () => {
    const response = await kit.app.inject({
      method: 'POST',
      url: '/api/v1/probe/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().name).toBe('ValidationError');
  });
});

describe('strip-empty (SPEC 5)', () => {
  it('drops empty, null and undefined fields but keeps 0 and false', async () => {
    const response = await kit.app.inject({
      method: 'POST',
      url: '/api/v1/probe/echo',
      payload: { name: 'Ana', count: 0, flag: false, nested: { note: '' } },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ name: 'Ana', count: 0, flag: false, nested: {} });
  });

  it('treats a required field sent empty as missing', async () => {
    const response = await kit.app.inject({
      method: 'POST',
      url: '/api/v1/probe/echo',
      payload: { name: '' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe('name');
  });
});

describe('per-route timeouts (SPEC 9)', () => {
  it('answers 504 Timeout when a route runs past its limit', async () => {
    const response = await kit.app.inject({ method: 'GET', url: '/api/v1/probe/slow' });
    expect(response.statusCode).toBe(504);
    expect(response.json()).toMatchObject({ name: 'Timeout' });
  });
});

describe('HTTP hygiene', () => {
  it('sends a Content-Security-Policy and other security headers', async () => {
    const response = await kit.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('compresses large responses', async () => {
    const response = await kit.app.inject({
      method: 'GET',
      url: '/api/openapi.json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
  });
});

describe('API documentation', () => {
  it('documents every API route with its response shape', async () => {
    const response = await kit.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(document.paths['/api/v1/health'].get.responses['200']).toBeDefined();
    expect(
      document.paths['/api/v1/public/bank-summary'].get.responses['200'].content['application/json']
        .schema.properties.profiles,
    ).toBeDefined();
  });

  it('serves the docs page', async () => {
    const response = await kit.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
  });
});

describe('web app', () => {
  it('serves the SPA for client-side routes such as /dashboard', async () => {
    const response = await kit.app.inject({ method: 'GET', url: '/dashboard' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<div id="root">');
    expect(response.headers['cache-control']).toBe('no-cache');
  });
});

describe('plain-http self-hosting', () => {
  it('does not ask browsers to upgrade asset requests to https', async () => {
    const page = await kit.app.inject({ method: 'GET', url: '/dashboard' });
    expect(page.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    const docs = await kit.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(docs.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
  });
});
