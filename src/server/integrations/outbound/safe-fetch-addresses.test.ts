import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ALLOW_LOOPBACK_V4,
  KB,
  type Origin,
  refusal,
  startOrigin,
} from '../../testing/outbound-origin';
import { createSafeFetch, type HostLookup, type SafeFetch } from './index';

// Which addresses the guarded fetch connects to: the default public-only policy, the DNS answer
// checked being the one connected to, the allowlist, and TLS verified against the URL's name.

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
