import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  apiBlob,
  apiRequest,
  apiUpload,
  configureApiClient,
  newIdempotencyKey,
} from './api-client';
import type { ApiErrorAction } from './api-error';

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

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

  it('sends a fresh Idempotency-Key on every POST, the given one on a retry, none on a read', async () => {
    await apiRequest('/customer/campaign', { method: 'POST', body: { name: 'A' } });
    await apiRequest('/customer/campaign', { method: 'POST', body: { name: 'A' } });
    await apiRequest('/customer/campaign', {
      method: 'POST',
      body: { name: 'A' },
      idempotencyKey: 'first-attempt-key',
    });
    await apiRequest('/customer/campaigns');
    await apiRequest('/customer/campaign/c1', { method: 'PUT', body: { action: 'x' } });
    const keys = received.map((r) => r.headers['idempotency-key']);
    expect(keys[0]).toMatch(UUID);
    expect(keys[1]).toMatch(UUID);
    expect(keys[1]).not.toBe(keys[0]);
    expect(keys.slice(2)).toEqual(['first-attempt-key', undefined, undefined]);
  });

  it('makes a UUID key where crypto.randomUUID is missing (plain http is no secure context)', () => {
    vi.stubGlobal('crypto', { getRandomValues: globalThis.crypto.getRandomValues.bind(crypto) });
    try {
      const keys = new Set(Array.from({ length: 50 }, () => newIdempotencyKey()));
      expect(keys.size).toBe(50);
      for (const key of keys) expect(key).toMatch(UUID);
    } finally {
      vi.unstubAllGlobals();
    }
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

describe('apiBlob', () => {
  it('fetches a file with the session token as a Blob', async () => {
    token = 'session-token-2';
    handle = (_request, response) => {
      response.writeHead(200, { 'Content-Type': 'application/pdf' });
      response.end('%PDF-1.7');
    };
    const blob = await apiBlob('/customer/socialProfile/attachment/a1');
    expect(blob.type).toBe('application/pdf');
    await expect(blob.text()).resolves.toBe('%PDF-1.7');
    expect(received[0].url).toBe('/api/v1/customer/socialProfile/attachment/a1');
    expect(received[0].headers['x-access-token']).toBe('session-token-2');
    expect(actions).toEqual([]);
  });

  it('applies the catalogue to a refusal, with the server message', async () => {
    handle = reply(404, { statusCode: 404, name: 'NotFound', message: 'No such attachment' });
    await expect(apiBlob('/customer/socialProfile/attachment/gone')).rejects.toMatchObject({
      name: 'NotFound',
      status: 404,
    });
    expect(actions).toEqual([
      { action: { kind: 'toast', message: 'No such attachment' }, quiet: false },
    ]);
  });

  it('passes the quiet option on and clears the session on 401', async () => {
    handle = reply(401, { statusCode: 401, name: 'Unauthorized', message: 'Log in again' });
    await expect(apiBlob('/customer/content/c1/thumbnail', { quiet: true })).rejects.toMatchObject({
      status: 401,
    });
    expect(actions).toEqual([{ action: { kind: 'clear-session' }, quiet: true }]);
  });

  it('reports an unreachable server as a network error', async () => {
    configureApiClient({
      baseUrl: 'http://127.0.0.1:1/api/v1',
      onErrorAction: (action, { quiet }) => actions.push({ action, quiet }),
    });
    await expect(apiBlob('/customer/content/c1/media')).rejects.toMatchObject({
      name: 'NetworkError',
      status: 0,
    });
    expect(actions).toEqual([
      {
        action: {
          kind: 'toast',
          message: 'Cannot reach the server. Check your connection and try again.',
        },
        quiet: false,
      },
    ]);
  });

  it('stays silent when the caller cancels', async () => {
    handle = (_request, response) => {
      setTimeout(() => reply(200, {})(_request, response), 1_000);
    };
    const controller = new AbortController();
    const request = apiBlob('/slow', { signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    await expect(request).rejects.toMatchObject({ name: 'AbortError' });
    expect(actions).toEqual([]);
  });
});

/**
 * Node has no XMLHttpRequest: a stand-in with the part of its API apiUpload uses, which the test
 * drives (progress, then an answer or a failure).
 */
class FakeXhr extends EventTarget {
  static last: FakeXhr | null = null;
  readonly upload = new EventTarget();
  readonly headers: Record<string, string> = {};
  method = '';
  url = '';
  sent: unknown = null;
  status = 0;
  responseText = '';
  isAborted = false;

  constructor() {
    super();
    FakeXhr.last = this;
  }

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }

  send(body: unknown) {
    this.sent = body;
  }

  abort() {
    this.isAborted = true;
    this.dispatchEvent(new Event('abort'));
  }

  progress(loaded: number, total: number, lengthComputable = true) {
    this.upload.dispatchEvent(
      Object.assign(new Event('progress'), { loaded, total, lengthComputable }),
    );
  }

  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.dispatchEvent(new Event('load'));
  }

  failToConnect() {
    this.dispatchEvent(new Event('error'));
  }
}

function lastRequest(): FakeXhr {
  if (!FakeXhr.last) throw new Error('No request was made');
  return FakeXhr.last;
}

describe('apiUpload', () => {
  beforeEach(() => {
    FakeXhr.last = null;
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  function form(): FormData {
    const data = new FormData();
    data.append('profileId', 'p1');
    data.append('file', new Blob(['hello']), 'hello.txt');
    return data;
  }

  it('posts the form with the session token and resolves to the parsed answer', async () => {
    token = 'session-token-3';
    const data = form();
    const upload = apiUpload('/customer/socialProfile/attachment', data);
    const request = lastRequest();
    expect(request.method).toBe('POST');
    expect(request.url).toBe(`${baseUrl}/customer/socialProfile/attachment`);
    expect(request.headers).toEqual({
      Accept: 'application/json',
      'X-Access-Token': 'session-token-3',
      'Idempotency-Key': expect.stringMatching(UUID),
    });
    expect(request.sent).toBe(data);
    request.answer(201, { _id: 'a1', fileName: 'hello.txt' });
    await expect(upload).resolves.toEqual({ _id: 'a1', fileName: 'hello.txt' });
    expect(actions).toEqual([]);
  });

  it('sends no token header without a session', () => {
    void apiUpload('/customer/content/upload-story', form());
    expect(lastRequest().headers['X-Access-Token']).toBeUndefined();
  });

  it('reuses the Idempotency-Key it is given for a retried upload', () => {
    void apiUpload('/customer/content/upload-story', form(), { idempotencyKey: 'upload-key-1' });
    expect(lastRequest().headers['Idempotency-Key']).toBe('upload-key-1');
  });

  it('reports progress as a fraction, skipping sizes it cannot know', async () => {
    const fractions: number[] = [];
    const upload = apiUpload('/customer/content/upload-story', form(), {
      onProgress: (fraction) => fractions.push(fraction),
    });
    const request = lastRequest();
    request.progress(25, 100);
    request.progress(50, 100, false);
    request.progress(0, 0);
    request.progress(100, 100);
    request.answer(200, {});
    await upload;
    expect(fractions).toEqual([0.25, 1]);
  });

  it('applies the catalogue to a refusal, with the quiet option', async () => {
    const upload = apiUpload('/customer/content/upload-story', form(), { quiet: true });
    lastRequest().answer(423, {
      statusCode: 423,
      name: 'LimitExceeded',
      message: 'Story uploads used up',
      field: 'storyUploads',
    });
    await expect(upload).rejects.toMatchObject({
      name: 'LimitExceeded',
      status: 423,
      field: 'storyUploads',
    });
    expect(actions).toEqual([
      {
        action: { kind: 'open-upgrade', field: 'storyUploads', message: 'Story uploads used up' },
        quiet: true,
      },
    ]);
  });

  it('keeps a body that is not JSON as text', async () => {
    const upload = apiUpload('/customer/socialProfile/attachment', form());
    lastRequest().answer(502, 'Bad gateway');
    await expect(upload).rejects.toMatchObject({ name: 'HttpError', status: 502 });
    expect(actions).toEqual([
      { action: { kind: 'toast', message: 'Something went wrong' }, quiet: false },
    ]);
  });

  it('reports a lost connection as a network error', async () => {
    const upload = apiUpload('/customer/socialProfile/attachment', form());
    lastRequest().failToConnect();
    await expect(upload).rejects.toMatchObject({ name: 'NetworkError', status: 0 });
    expect(actions).toEqual([
      {
        action: {
          kind: 'toast',
          message: 'Cannot reach the server. Check your connection and try again.',
        },
        quiet: false,
      },
    ]);
  });

  it('stops and stays silent when the caller cancels', async () => {
    const controller = new AbortController();
    const upload = apiUpload('/customer/content/upload-story', form(), {
      signal: controller.signal,
    });
    controller.abort();
    await expect(upload).rejects.toMatchObject({ name: 'AbortError' });
    expect(lastRequest().isAborted).toBe(true);
    expect(actions).toEqual([]);
  });
});
