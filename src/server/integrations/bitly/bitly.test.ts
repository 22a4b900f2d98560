import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSafeFetch } from '../outbound';
import { createBitlyShortener } from './bitly';
import { type BitlyTestServer, startBitlyTestServer } from './bitly-test-server';

const TOKEN = 'test-bitly-token';
let server: BitlyTestServer;
const outbound = createSafeFetch({ allowCidrs: ['127.0.0.1/32'] });

beforeAll(async () => {
  server = await startBitlyTestServer({ token: TOKEN });
});
afterAll(async () => {
  await server?.close();
  await outbound.close();
});

const shortener = (token = TOKEN) =>
  createBitlyShortener({ fetchUrl: outbound.fetchUrl, token, baseUrl: server.baseUrl });

describe('Bitly shortener', () => {
  it('answers the bitlink, the same one for a URL shortened before', async () => {
    const first = await shortener().shorten('https://reachbase.example/l/Ab3dE5g');
    expect(first).toMatch(/^https:\/\/bit\.ly\/\w+$/);
    expect(await shortener().shorten('https://reachbase.example/l/Ab3dE5g')).toBe(first);
    expect(server.shortened).toEqual([
      'https://reachbase.example/l/Ab3dE5g',
      'https://reachbase.example/l/Ab3dE5g',
    ]);
  });

  it("throws with Bitly's reason on a refused token or an outage", async () => {
    await expect(shortener('wrong').shorten('https://reachbase.example/l/x')).rejects.toThrow(
      /403 \(FORBIDDEN/,
    );
    server.failWith(500);
    try {
      await expect(shortener().shorten('https://reachbase.example/l/x')).rejects.toThrow(
        /500 \(INTERNAL_ERROR/,
      );
    } finally {
      server.failWith(null);
    }
  });
});

describe('a redirecting answer', () => {
  it('is refused, so the token is never sent on to another host', async () => {
    const received: (string | undefined)[] = [];
    const elsewhere = createServer((request, response) => {
      received.push(request.headers.authorization);
      response
        .writeHead(201, { 'content-type': 'application/json' })
        .end('{"link":"https://x.y/z"}');
    });
    await new Promise<void>((resolve) => elsewhere.listen(0, '127.0.0.1', resolve));
    const target = `http://127.0.0.1:${(elsewhere.address() as AddressInfo).port}/v4/shorten`;
    const redirecting = createServer((_request, response) => {
      response.writeHead(307, { location: target }).end();
    });
    await new Promise<void>((resolve) => redirecting.listen(0, '127.0.0.1', resolve));
    try {
      const port = (redirecting.address() as AddressInfo).port;
      const shortener = createBitlyShortener({
        fetchUrl: outbound.fetchUrl,
        token: TOKEN,
        baseUrl: `http://127.0.0.1:${port}/v4`,
      });
      await expect(shortener.shorten('https://reachbase.example/l/x')).rejects.toThrow(/redirect/);
      expect(received).toEqual([]);
    } finally {
      redirecting.close();
      elsewhere.close();
    }
  });
});
