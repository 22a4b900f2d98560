import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

// Test-only: a local HTTP peer answering POST /v4/shorten like Bitly's API v4, in its documented
// format: 201 with the bitlink when created, 200 when the long URL was shortened before, and
// {message, resource, description} errors (403 FORBIDDEN for a wrong token).

export type BitlyTestServer = {
  /** Like https://api-ssl.bitly.com/v4 */
  baseUrl: string;
  /** The long_url of every shorten request received. */
  shortened: string[];
  /** Every later request fails with this status (and Bitly's body for it) until cleared. */
  failWith(status: 403 | 429 | 500 | null): void;
  close(): Promise<void>;
};

const FAILURES = {
  403: {
    message: 'FORBIDDEN',
    description: 'You are currently forbidden to access this resource.',
  },
  429: { message: 'RATE_LIMIT_EXCEEDED', description: 'You have exceeded your rate limit.' },
  500: { message: 'INTERNAL_ERROR', description: 'An internal error occurred.' },
} as const;

export async function startBitlyTestServer(options: { token: string }): Promise<BitlyTestServer> {
  const shortened: string[] = [];
  const links = new Map<string, string>();
  let failure: 403 | 429 | 500 | null = null;

  const server = createServer((request, response) => {
    const send = (status: number, body: unknown) =>
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method !== 'POST' || request.url !== '/v4/shorten') {
        return send(404, { message: 'NOT_FOUND', resource: 'bitlinks', description: 'Not found' });
      }
      if (failure) return send(failure, { ...FAILURES[failure], resource: 'bitlinks' });
      if (request.headers.authorization !== `Bearer ${options.token}`) {
        return send(403, { ...FAILURES[403], resource: 'bitlinks' });
      }
      let longUrl: unknown;
      try {
        longUrl = JSON.parse(Buffer.concat(chunks).toString('utf8')).long_url;
      } catch {
        longUrl = undefined;
      }
      if (typeof longUrl !== 'string' || !/^https?:\/\//.test(longUrl)) {
        return send(400, {
          message: 'INVALID_ARG_LONG_URL',
          resource: 'bitlinks',
          description: 'The value provided is invalid.',
          errors: [{ field: 'long_url', error_code: 'invalid' }],
        });
      }
      shortened.push(longUrl);
      const existing = links.get(longUrl);
      const id = existing ?? `bit.ly/${(links.size + 1).toString(36)}Rb${links.size + 7}`;
      links.set(longUrl, id);
      send(existing ? 200 : 201, {
        references: {},
        link: `https://${id}`,
        id,
        long_url: longUrl,
        archived: false,
        created_at: new Date().toISOString().replace('Z', '+0000'),
        custom_bitlinks: [],
        tags: [],
        deeplinks: [],
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v4`,
    shortened,
    failWith(status) {
      failure = status;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
