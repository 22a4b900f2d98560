import type { Server as HttpServer } from 'node:http';
import { type AddressInfo, connect, createServer, type Server } from 'node:net';

// Test-only: ports for the real local peers tests start (Caddy, Dovecot, HTTP receivers).

/** A TCP port on loopback that nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** Resolves once something accepts connections on the loopback port; `what` names it in the error. */
export async function waitForPort(port: number, what: string, timeoutMs = 20_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      }).on('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} did not listen on ${port}`);
}

/** Starts `server` on loopback (a free port unless `port` is given); answers its port. */
export async function listenOnLoopback(server: Server, port = 0): Promise<number> {
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

/** Stops an HTTP server at once: its idle keep-alive connections would hold `close` open. */
export function closeAtOnce(server: HttpServer): Promise<void> {
  return new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });
}
