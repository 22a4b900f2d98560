import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestKit, type TestKit } from '../testing/kit';

let kit: TestKit;
beforeAll(async () => {
  kit = await createTestKit({ env: { RATE_LIMIT_PER_MINUTE: '1000' } });
});
afterAll(() => kit.close());

const METHODS = ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;
const TWO_MB = 2 * 1024 * 1024;

/** Bodies a client may send to a path that does not exist, with their content type. */
const BODIES: { kind: string; contentType: string; payload: () => string | Buffer | Readable }[] = [
  { kind: 'a JSON body', contentType: 'application/json', payload: () => '{"name":"Ana"}' },
  { kind: 'malformed JSON', contentType: 'application/json', payload: () => '{"name": ' },
  {
    kind: 'a 2 MB JSON body',
    contentType: 'application/json',
    payload: () => JSON.stringify({ note: 'x'.repeat(TWO_MB) }),
  },
  {
    kind: 'a 2 MB body without a length',
    contentType: 'application/json',
    payload: () => Readable.from([Buffer.alloc(TWO_MB, '[')]),
  },
  { kind: 'an unknown content type', contentType: 'application/x-unknown', payload: () => 'x' },
  {
    kind: 'a multipart form',
    contentType: 'multipart/form-data; boundary=b',
    payload: () => '--b\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--b--\r\n',
  },
];

describe('unknown paths', () => {
  for (const method of METHODS) {
    for (const body of BODIES) {
      it(`answers ${method} with ${body.kind} on an unknown API path 404 NotFound`, async () => {
        const payload = body.payload();
        const response = await kit.app.inject({
          method,
          url: '/api/v1/customer/no-such-call?x=1',
          headers: { 'content-type': body.contentType },
          payload,
        });
        expect(response.statusCode, response.body).toBe(404);
        // The rest of a body with a length is not read: the connection closes after the answer.
        if (!(payload instanceof Readable)) expect(response.headers.connection).toBe('close');
        expect(response.json()).toEqual({
          statusCode: 404,
          name: 'NotFound',
          message: `Route ${method} /api/v1/customer/no-such-call was not found`,
        });
      });
    }
  }

  it('answers a known path with a method it does not serve 404, whatever the body', async () => {
    const response = await kit.app.inject({
      method: 'PUT',
      url: '/api/v1/health',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken": ',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ statusCode: 404, name: 'NotFound' });
  });

  it('answers a body sent outside the API 404 too', async () => {
    const response = await kit.app.inject({
      method: 'POST',
      url: '/dashboard',
      headers: { 'content-type': 'application/json' },
      payload: { name: 'Ana' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().name).toBe('NotFound');
  });

  it('still answers a body on a call that takes none 400', async () => {
    const response = await kit.app.inject({
      method: 'POST',
      url: '/api/v1/customer/auth/logout',
      headers: { 'content-type': 'application/json' },
      payload: { name: 'Ana' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ name: 'ValidationError', field: 'body' });
  });
});
