import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo, Server } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TLSSocket } from 'node:tls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../http/errors';
import { createSafeFetch, type HostLookup, type SafeFetch } from './index';

type Origin = {
  port: number;
  /** Paths of the requests that reached this server. */
  requests: string[];
  /** Host headers of those requests. */
  hosts: string[];
  /** TLS only: the SNI name of each connection. */
  servernames: string[];
  close(): Promise<void>;
};

/** A real HTTP server playing the remote site; it records every request it receives. */
async function startOrigin(
  host: string,
  createTls?: { key: Buffer; cert: Buffer },
): Promise<Origin> {
  const requests: string[] = [];
  const hosts: string[] = [];
  const handler = (request: IncomingMessage, response: ServerResponse) => {
    requests.push(request.url ?? '');
    hosts.push(request.headers.host ?? '');
    answer(request, response);
  };
  const servernames: string[] = [];
  const server: Server = createTls ? createHttpsServer(createTls, handler) : createServer(handler);
  server.on('secureConnection', (socket: TLSSocket) => servernames.push(String(socket.servername)));
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  return {
    port: (server.address() as AddressInfo).port,
    requests,
    hosts,
    servernames,
    close: () =>
      new Promise<void>((resolve) => {
        (server as ReturnType<typeof createServer>).closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}

function answer(request: IncomingMessage, response: ServerResponse): void {
  const url = new URL(request.url ?? '/', 'http://origin');
  const hops = /^\/hops\/(\d+)$/.exec(url.pathname);
  if (hops) {
    const left = Number(hops[1]);
    // Relative Location: the fetcher must resolve it against the current URL.
    if (left > 0) return void response.writeHead(302, { location: `${left - 1}` }).end();
    return void response.writeHead(200, { 'content-type': 'text/plain' }).end('arrived');
  }
  switch (url.pathname) {
    case '/ok':
      return void response
        .writeHead(200, { 'content-type': 'text/plain; charset=utf-8' })
        .end('hello');
    case '/close':
      // No keep-alive: the next fetch needs a new connection, hence a new lookup.
      return void response
        .writeHead(200, { connection: 'close', 'content-type': 'text/plain' })
        .end('hello');
    case '/to':
      return void response
        .writeHead(307, { location: url.searchParams.get('target') ?? '/' })
        .end();
    case '/missing':
      return void response.writeHead(404, { 'content-type': 'text/plain' }).end('no such thing');
    case '/html':
      return void response.writeHead(200, { 'content-type': 'text/html' }).end('<p>hi</p>');
    case '/big':
      return void response
        .writeHead(200, { 'content-length': 2 * 1024 * 1024 })
        .end(Buffer.alloc(2 * 1024 * 1024));
    case '/big-chunked': {
      // No content-length: the limit must hold while streaming, not just on the header.
      response.writeHead(200, { 'content-type': 'application/octet-stream' });
      let sent = 0;
      const pump = () => {
        while (sent < 4 * 1024 * 1024 && !response.destroyed) {
          sent += 64 * 1024;
          if (!response.write(Buffer.alloc(64 * 1024))) return void response.once('drain', pump);
        }
        response.end();
      };
      pump();
      return;
    }
    case '/silent':
      return; // never answers
    case '/stall':
      response.writeHead(200, { 'content-type': 'text/plain', 'content-length': 100 });
      return void response.write('only part of it');
    default:
      return void response.writeHead(404).end();
  }
}

const ALLOW_LOOPBACK_V4 = ['127.0.0.1/32'];
const KB = 1024;

let v4: Origin;
/** Listens on every address, IPv4 and IPv6: any connection that slips through would reach it. */
let everywhere: Origin;
let guarded: SafeFetch;
let allowlisted: SafeFetch;

beforeAll(async () => {
  v4 = await startOrigin('127.0.0.1');
  everywhere = await startOrigin('::');
  guarded = createSafeFetch();
  allowlisted = createSafeFetch({ allowCidrs: ALLOW_LOOPBACK_V4 });
});

afterAll(async () => {
  await Promise.all([guarded.close(), allowlisted.close(), v4.close(), everywhere.close()]);
});

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('default policy: public addresses only', () => {
  it('relies on WHATWG URL to normalize numeric IPv4 spellings to dotted form', () => {
    for (const spelling of [
      '127.1',
      '2130706433',
      '0x7f000001',
      '0177.0.0.1',
      '0x7f.1',
      '127.0.1',
    ]) {
      expect(new URL(`http://${spelling}/`).hostname).toBe('127.0.0.1');
    }
    expect(new URL('http://0/').hostname).toBe('0.0.0.0');
    expect(new URL('http://[::ffff:127.0.0.1]/').hostname).toBe('[::ffff:7f00:1]');
  });

  it.each([
    '127.0.0.1',
    '127.1',
    '0',
    '0.0.0.0',
    '2130706433',
    '0x7f000001',
    '0177.0.0.1',
    '[::1]',
    '[::]',
    '[::ffff:127.0.0.1]',
    '[0:0:0:0:0:ffff:7f00:1]',
    '[::127.0.0.1]', // IPv4-compatible: URL spells it [::7f00:1]
    'localhost',
  ])('refuses http://%s:port/ without connecting', async (host) => {
    const before = everywhere.requests.length;
    const error = await refusal(
      guarded.fetchUrl(`http://${host}:${everywhere.port}/ok`, { maxBytes: KB }),
    );
    expect(error).toMatchObject({ statusCode: 400, name: 'ValidationError', field: 'url' });
    expect(error.message).toBe('This address is not allowed: private or local network');
    expect(everywhere.requests.length).toBe(before);
  });

  it.each([
    '10.0.0.1',
    '172.16.5.4',
    '192.168.1.1',
    '169.254.169.254', // cloud metadata endpoint
    '100.64.0.1',
    '224.0.0.1',
    '255.255.255.255',
    '192.0.2.1',
    '[fe80::1]',
    '[fc00::1]',
    '[ff02::1]',
    '[64:ff9b::7f00:1]', // NAT64 of 127.0.0.1
    '[2002:7f00:1::]', // 6to4 of 127.0.0.1
  ])('refuses the non-public address %s', async (host) => {
    const error = await refusal(guarded.fetchUrl(`http://${host}/x.png`, { maxBytes: KB }));
    expect(error).toMatchObject({
      statusCode: 400,
      field: 'url',
      message: expect.stringMatching(/not allowed/),
    });
  });

  it('refuses a public address on a port other than the web ports', async () => {
    const error = await refusal(guarded.fetchUrl('http://93.184.216.34:22/', { maxBytes: KB }));
    expect(error).toMatchObject({ statusCode: 400, field: 'url' });
    expect(error.message).toMatch(/port is not allowed: 22/);
  });

  it.each([
    ['ftp://example.com/a.png', /only http and https/],
    ['file:///etc/passwd', /only http and https/],
    ['data:image/png;base64,AAAA', /only http and https/],
    ['/relative/path.png', /absolute/],
    ['http://user:secret@example.com/a.png', /user name or password/],
  ])('refuses %s', async (url, message) => {
    const error = await refusal(guarded.fetchUrl(url, { maxBytes: KB }));
    expect(error).toMatchObject({ statusCode: 400, name: 'ValidationError', field: 'url' });
    expect(error.message).toMatch(message);
  });
});

describe('DNS: the address checked is the address connected to', () => {
  const lookupOf = (
    answers: (hostname: string, call: number) => string[],
  ): HostLookup & { calls: number } => {
    const lookup = Object.assign(
      async (hostname: string) => {
        lookup.calls++;
        return answers(hostname, lookup.calls).map((address) => ({
          address,
          family: address.includes(':') ? 6 : 4,
        }));
      },
      { calls: 0 },
    );
    return lookup;
  };

  it('refuses a name whose answers mix a public address with loopback', async () => {
    const fetcher = createSafeFetch({ lookup: lookupOf(() => ['93.184.216.34', '127.0.0.1']) });
    const before = everywhere.requests.length;
    const error = await refusal(
      fetcher.fetchUrl(`http://images.test:${everywhere.port}/ok`, { maxBytes: KB }),
    );
    expect(error.message).toMatch(/not allowed: private or local network/);
    expect(everywhere.requests.length).toBe(before);
    await fetcher.close();
  });

  it('refuses a name that resolves to a private address', async () => {
    const fetcher = createSafeFetch({ lookup: lookupOf(() => ['10.0.0.1']) });
    const error = await refusal(fetcher.fetchUrl('http://images.test/a.png', { maxBytes: KB }));
    expect(error).toMatchObject({
      statusCode: 400,
      field: 'url',
      message: expect.stringMatching(/not allowed/),
    });
    await fetcher.close();
  });

  it('refuses a name that resolves to an IPv4-mapped loopback address', async () => {
    const fetcher = createSafeFetch({ lookup: lookupOf(() => ['::ffff:127.0.0.1']) });
    const error = await refusal(
      fetcher.fetchUrl(`http://images.test:${everywhere.port}/ok`, { maxBytes: KB }),
    );
    expect(error.message).toMatch(/not allowed/);
    await fetcher.close();
  });

  it('connects to the resolved address, keeping the name in the Host header', async () => {
    const lookup = lookupOf(() => ['127.0.0.1']);
    const fetcher = createSafeFetch({ allowCidrs: ALLOW_LOOPBACK_V4, lookup });
    const result = await fetcher.fetchUrl(`http://images.test:${v4.port}/ok`, { maxBytes: KB });
    expect(result.body.toString()).toBe('hello');
    expect(v4.hosts.at(-1)).toBe(`images.test:${v4.port}`);
    expect(lookup.calls).toBe(1);
    await fetcher.close();
  });

  it('checks each new connection at its own resolution (rebinding after the first check)', async () => {
    // First answer allowed, every later one private: a rebinding DNS with a zero TTL.
    const lookup = lookupOf((_name, call) => (call === 1 ? ['127.0.0.1'] : ['10.0.0.1']));
    const fetcher = createSafeFetch({ allowCidrs: ALLOW_LOOPBACK_V4, lookup });
    const first = await fetcher.fetchUrl(`http://rebind.test:${v4.port}/close`, { maxBytes: KB });
    expect(first.status).toBe(200);
    const error = await refusal(
      fetcher.fetchUrl(`http://rebind.test:${v4.port}/close`, { maxBytes: KB }),
    );
    expect(error.message).toMatch(/not allowed/);
    expect(lookup.calls).toBe(2);
    await fetcher.close();
  });

  it('answers a name that does not resolve with 400 on url', async () => {
    const fetcher = createSafeFetch({
      lookup: async () => {
        throw Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' });
      },
    });
    const error = await refusal(fetcher.fetchUrl('http://nowhere.test/a.png', { maxBytes: KB }));
    expect(error).toMatchObject({ statusCode: 400, field: 'url' });
    expect(error.message).toBe(
      'Could not fetch the URL: the host name nowhere.test does not resolve',
    );
    await fetcher.close();
  });
});

describe('allowlist', () => {
  it('admits its CIDR on any port', async () => {
    const result = await allowlisted.fetchUrl(`http://127.0.0.1:${v4.port}/ok`, { maxBytes: KB });
    expect(result).toMatchObject({ status: 200, contentType: 'text/plain; charset=utf-8' });
    expect(result.body.toString()).toBe('hello');
  });

  it('admits nothing outside its CIDR, even other loopback addresses', async () => {
    const before = everywhere.requests.length;
    for (const host of ['127.0.0.2', '[::1]', '0.0.0.0', '[::ffff:127.0.0.2]']) {
      const error = await refusal(
        allowlisted.fetchUrl(`http://${host}:${everywhere.port}/ok`, { maxBytes: KB }),
      );
      expect(error.message, host).toMatch(/not allowed/);
    }
    expect(everywhere.requests.length).toBe(before);
  });

  it.each(['127.0.0.2', '[::1]'])(
    'refuses a redirect from the allowed server to http://%s',
    async (host) => {
      const before = everywhere.requests.length;
      const target = encodeURIComponent(`http://${host}:${everywhere.port}/ok`);
      const error = await refusal(
        allowlisted.fetchUrl(`http://127.0.0.1:${v4.port}/to?target=${target}`, { maxBytes: KB }),
      );
      expect(error).toMatchObject({ statusCode: 400, field: 'url' });
      expect(error.message).toMatch(/not allowed: private or local network/);
      expect(everywhere.requests.length).toBe(before);
    },
  );

  it('fails the start on a malformed CIDR', () => {
    expect(() => createSafeFetch({ allowCidrs: ['127.0.0.1/33'] })).toThrow(/OUTBOUND_ALLOW_CIDRS/);
  });
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

describe('https', () => {
  let tlsOrigin: Origin;
  let cert: Buffer;
  let dir: string;

  beforeAll(async () => {
    // A self-signed certificate for images.test only: a connection verified against the IP it
    // was made to, instead of the name in the URL, would fail.
    dir = mkdtempSync(path.join(os.tmpdir(), 'reachbase-tls-'));
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-keyout',
        path.join(dir, 'key.pem'),
        '-out',
        path.join(dir, 'cert.pem'),
        '-days',
        '1',
        '-subj',
        '/CN=images.test',
        '-addext',
        'subjectAltName=DNS:images.test',
      ],
      { stdio: 'ignore' },
    );
    cert = readFileSync(path.join(dir, 'cert.pem'));
    tlsOrigin = await startOrigin('127.0.0.1', {
      key: readFileSync(path.join(dir, 'key.pem')),
      cert,
    });
  });

  afterAll(async () => {
    await tlsOrigin.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('sends the URL host name as SNI and verifies the certificate against it', async () => {
    const fetcher = createSafeFetch({
      allowCidrs: ALLOW_LOOPBACK_V4,
      lookup: async () => [{ address: '127.0.0.1', family: 4 }],
      tls: { ca: cert },
    });
    const result = await fetcher.fetchUrl(`https://images.test:${tlsOrigin.port}/ok`, {
      maxBytes: KB,
    });
    expect(result.body.toString()).toBe('hello');
    expect(tlsOrigin.hosts.at(-1)).toBe(`images.test:${tlsOrigin.port}`);
    expect(tlsOrigin.servernames).toEqual(['images.test']);
    const error = await refusal(
      fetcher.fetchUrl(`https://127.0.0.1:${tlsOrigin.port}/ok`, { maxBytes: KB }),
    );
    expect(error.message).toBe(
      'Could not fetch the URL: its TLS certificate does not match the host name',
    );
    await fetcher.close();
  });
});
