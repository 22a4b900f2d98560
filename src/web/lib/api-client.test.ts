import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiRequest, configureApiClient } from './api-client';
import type { ApiErrorAction } from './api-error';

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

// A real HTTP server on loopback answering like the API does, so the client's fetch, headers,
// timeouts and error handling run for real.
let server: Server;
let baseUrl: string;
let handle: Handler;
let received: { url: string; headers: IncomingMessage['headers']; body: string }[];
let actions: { action: ApiErrorAction; quiet: boolean }[];
let token: string | null;

function reply(status: number, body: unknown): Handler {
  return (_request, response) => {
    response.writeHead(status, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify(body));
  };
}

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      received.push({ url: request.url ?? '', headers: request.headers, body });
      handle(request, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  received = [];
  actions = [];
  token = null;
  handle = reply(200, { ok: true });
  configureApiClient({
    baseUrl,
    getAccessToken: () => token,
    getAgencyName: () => null,
    onErrorAction: (action, { quiet }) => actions.push({ action, quiet }),
  });
});

describe('apiRequest', () => {
  it('returns the parsed JSON of a successful call', async () => {
    handle = reply(200, { profiles: 10_000 });
    await expect(apiRequest('/public/bank-summary')).resolves.toEqual({ profiles: 10_000 });
    expect(received[0].url).toBe('/api/v1/public/bank-summary');
  });

  it('sends the session token as X-Access-Token', async () => {
    token = 'session-token-1';
    await apiRequest('/customer/account/me');
    expect(received[0].headers['x-access-token']).toBe('session-token-1');
  });

  it('sends no token header without a session', async () => {
    await apiRequest('/public/config');
    expect(received[0].headers['x-access-token']).toBeUndefined();
  });

  it('sends a JSON body', async () => {
    await apiRequest('/customer/campaign', { method: 'POST', body: { name: 'Summer' } });
    expect(received[0].headers['content-type']).toBe('application/json');
    expect(JSON.parse(received[0].body)).toEqual({ name: 'Summer' });
  });

  it('leaves empty query values out of the URL', async () => {
    await apiRequest('/customer/socialProfiles', {
      query: { page: 1, search: '', platform: null, tags: ['a', '', 'b'], favourite: false },
    });
    expect(received[0].url).toBe(
      '/api/v1/customer/socialProfiles?page=1&tags=a&tags=b&favourite=false',
    );
  });

  it('throws an ApiError named by the catalogue and applies its action', async () => {
    handle = reply(423, {
      statusCode: 423,
      name: 'LimitExceeded',
      message: 'Search limit reached',
      field: 'searchCount',
    });
    await expect(apiRequest('/customer/discoverProfiles')).rejects.toMatchObject({
      name: 'LimitExceeded',
      status: 423,
      field: 'searchCount',
    });
    expect(actions).toEqual([
      {
        action: { kind: 'open-upgrade', field: 'searchCount', message: 'Search limit reached' },
        quiet: false,
      },
    ]);
  });

  it('resolves to the given empty result on 404 when the caller opted in', async () => {
    handle = reply(404, { statusCode: 404, name: 'NotFound', message: 'No match' });
    const empty = { items: [], total: 0 };
    await expect(
      apiRequest('/customer/discoverProfiles', { emptyOnNotFound: empty }),
    ).resolves.toBe(empty);
    expect(actions).toEqual([]);
  });

  it('passes the quiet option on with the action', async () => {
    handle = reply(500, {
      statusCode: 500,
      name: 'InternalError',
      message: 'Something went wrong',
    });
    await expect(apiRequest('/public/config', { quiet: true })).rejects.toMatchObject({
      status: 500,
    });
    expect(actions).toEqual([
      { action: { kind: 'toast', message: 'Something went wrong' }, quiet: true },
    ]);
  });

  it('gives up after the per-call timeout and reports it', async () => {
    handle = (_request, response) => {
      setTimeout(() => reply(200, {})(_request, response), 1_000);
    };
    await expect(apiRequest('/slow', { timeoutMs: 50 })).rejects.toMatchObject({
      name: 'Timeout',
      status: 0,
    });
    expect(actions[0].action).toEqual({
      kind: 'toast',
      message: 'The server took too long to answer. Please try again.',
    });
  });

  it('reports an unreachable server as a network error', async () => {
    configureApiClient({
      baseUrl: 'http://127.0.0.1:1/api/v1',
      onErrorAction: (action, { quiet }) => actions.push({ action, quiet }),
    });
    await expect(apiRequest('/public/config')).rejects.toMatchObject({ name: 'NetworkError' });
    expect(actions).toHaveLength(1);
  });

  it('stays silent when the caller cancels', async () => {
    handle = (_request, response) => {
      setTimeout(() => reply(200, {})(_request, response), 1_000);
    };
    const controller = new AbortController();
    const request = apiRequest('/slow', { signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    await expect(request).rejects.toMatchObject({ name: 'AbortError' });
    expect(actions).toEqual([]);
  });
});
