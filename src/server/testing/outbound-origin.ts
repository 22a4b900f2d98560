import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo, Server } from 'node:net';
import type { TLSSocket } from 'node:tls';
import { expect } from 'vitest';
import { AppError } from '../http/errors';

// Test-only: the remote site the guarded outbound fetch (integrations/outbound) is tested
// against, a real HTTP or HTTPS server with one path per behaviour (redirects, big, slow and
// silent answers), and the helper that expects a fetch to be refused.

/** An allowlist that admits the origin on IPv4 loopback, and nothing else. */
export const ALLOW_LOOPBACK_V4 = ['127.0.0.1/32'];
export const KB = 1024;

export type Origin = {
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
export async function startOrigin(
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

/** The AppError a refused fetch fails with. */
export async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}
