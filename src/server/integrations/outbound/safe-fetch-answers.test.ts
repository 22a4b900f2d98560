import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ALLOW_LOOPBACK_V4,
  KB,
  type Origin,
  refusal,
  startOrigin,
} from '../../testing/outbound-origin';
import { createSafeFetch, type SafeFetch } from './index';

// What the guarded fetch does with an allowed server's answers: redirects, size limits, time
// limits, error statuses and content types.

let v4: Origin;
let allowlisted: SafeFetch;

beforeAll(async () => {
  v4 = await startOrigin('127.0.0.1');
  allowlisted = createSafeFetch({ allowCidrs: ALLOW_LOOPBACK_V4 });
});

afterAll(async () => {
  await Promise.all([allowlisted.close(), v4.close()]);
});

describe('redirects', () => {
  it('follows relative redirects and reports the final URL', async () => {
    const result = await allowlisted.fetchUrl(`http://127.0.0.1:${v4.port}/hops/5`, {
      maxBytes: KB,
    });
    expect(result.body.toString()).toBe('arrived');
    expect(result.url).toBe(`http://127.0.0.1:${v4.port}/hops/0`);
  });

  it('stops after 5 redirects', async () => {
    const before = v4.requests.length;
    const error = await refusal(
      allowlisted.fetchUrl(`http://127.0.0.1:${v4.port}/hops/6`, { maxBytes: KB }),
    );
    expect(error).toMatchObject({ statusCode: 400, field: 'url' });
    expect(error.message).toBe('Could not fetch the URL: more than 5 redirects');
    expect(v4.requests.length - before).toBe(6);
  });

  it('refuses a redirect to a non-http scheme', async () => {
    const target = encodeURIComponent('file:///etc/passwd');
    const error = await refusal(
      allowlisted.fetchUrl(`http://127.0.0.1:${v4.port}/to?target=${target}`, { maxBytes: KB }),
    );
    expect(error.message).toMatch(/only http and https/);
  });
});

describe('limits and answers', () => {
  it('answers a body over maxBytes with 413, by its declared length', async () => {
    const error = await refusal(
      allowlisted.fetchUrl(`http://127.0.0.1:${v4.port}/big`, { maxBytes: 1024 * KB }),
    );
    expect(error).toMatchObject({ statusCode: 413, name: 'PayloadTooLarge', field: 'url' });
    expect(error.message).toBe('The file at this URL is larger than 1 MB');
  });

  it('abandons a chunked body once it passes maxBytes', async () => {
    const error = await refusal(
      allowlisted.fetchUrl(`http://127.0.0.1:${v4.port}/big-chunked`, { maxBytes: 1024 * KB }),
    );
    expect(error).toMatchObject({ statusCode: 413, name: 'PayloadTooLarge' });
  });

  it('gives up on a server that does not answer in time', async () => {
    const fetcher = createSafeFetch({ allowCidrs: ALLOW_LOOPBACK_V4, timeoutMs: 300 });
    const error = await refusal(
      fetcher.fetchUrl(`http://127.0.0.1:${v4.port}/silent`, { maxBytes: KB }),
    );
    expect(error).toMatchObject({ statusCode: 400, name: 'ValidationError', field: 'url' });
    expect(error.message).toBe('Could not fetch the URL: no complete answer within 0.3 s');
    await fetcher.close();
  });

  it('gives up on a body that stalls', async () => {
    const fetcher = createSafeFetch({ allowCidrs: ALLOW_LOOPBACK_V4, timeoutMs: 300 });
    const error = await refusal(
      fetcher.fetchUrl(`http://127.0.0.1:${v4.port}/stall`, { maxBytes: KB }),
    );
    expect(error.message).toMatch(/^Could not fetch the URL/);
    await fetcher.close();
  });

  it('answers an error status with 400 naming it', async () => {
    const error = await refusal(
      allowlisted.fetchUrl(`http://127.0.0.1:${v4.port}/missing`, { maxBytes: KB }),
    );
    expect(error).toMatchObject({
      statusCode: 400,
      name: 'ValidationError',
      field: 'url',
      message: 'The URL answered 404',
    });
  });

  it('answers a closed port with 400', async () => {
    const closed = await startOrigin('127.0.0.1');
    await closed.close();
    const error = await refusal(
      allowlisted.fetchUrl(`http://127.0.0.1:${closed.port}/ok`, { maxBytes: KB }),
    );
    expect(error).toMatchObject({ statusCode: 400, field: 'url' });
    expect(error.message).toBe('Could not fetch the URL: the connection was refused');
    expect(error.toBody('de').message).toBe(
      'Die URL konnte nicht abgerufen werden: die Verbindung wurde abgelehnt',
    );
  });

  it('refuses a content type outside the allowed ones with 415', async () => {
    const error = await refusal(
      allowlisted.fetchUrl(`http://127.0.0.1:${v4.port}/html`, {
        maxBytes: KB,
        allowedContentTypes: ['image/'],
      }),
    );
    expect(error).toMatchObject({ statusCode: 415, name: 'UnsupportedMediaType', field: 'url' });
    const ok = await allowlisted.fetchUrl(`http://127.0.0.1:${v4.port}/ok`, {
      maxBytes: KB,
      allowedContentTypes: ['text/plain'],
    });
    expect(ok.status).toBe(200);
  });
});
