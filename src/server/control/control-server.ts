import { chmod, unlink } from 'node:fs/promises';
import net from 'node:net';
import type { Logger } from 'pino';
import type { DatabaseHandle } from '../db/client';
import { runControlCommand } from './commands';
import { type ControlResponse, controlRequest, MAX_REQUEST_BYTES, socketPath } from './protocol';

export type ControlServer = { path: string; close(): Promise<void> };

async function answer(
  line: string,
  database: DatabaseHandle,
  logger: Logger,
): Promise<ControlResponse> {
  let json: unknown;
  try {
    json = JSON.parse(line);
  } catch {
    return { ok: false, message: 'Not a JSON line.' };
  }
  const parsed = controlRequest.safeParse(json);
  if (!parsed.success) {
    return { ok: false, message: `Not a control command: ${parsed.error.issues[0]?.message}` };
  }
  try {
    const message = await runControlCommand(database, parsed.data);
    logger.info({ command: parsed.data.command }, `control: ${message}`);
    return { ok: true, message };
  } catch (error) {
    return { ok: false, message: (error as Error).message };
  }
}

/**
 * Serves the control protocol on DATA_DIR/reachbase.sock for as long as this process holds the
 * data dir. Only the lock holder calls this, so a socket file already there is a dead server's.
 */
export async function startControlServer(options: {
  dataDir: string;
  database: DatabaseHandle;
  logger: Logger;
}): Promise<ControlServer> {
  const { dataDir, database, logger } = options;
  const file = socketPath(dataDir);
  await unlink(file).catch(() => undefined);
  const connections = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    connections.add(socket);
    socket.on('close', () => connections.delete(socket));
    socket.on('error', () => socket.destroy());
    socket.setEncoding('utf8');
    let buffered = '';
    let queue = Promise.resolve();
    let refused = false;
    socket.on('data', (chunk: string) => {
      if (refused) return;
      buffered += chunk;
      if (buffered.length > MAX_REQUEST_BYTES) {
        refused = true;
        const refusal: ControlResponse = { ok: false, message: 'Request too large.' };
        socket.end(`${JSON.stringify(refusal)}\n`);
        return;
      }
      for (let end = buffered.indexOf('\n'); end >= 0; end = buffered.indexOf('\n')) {
        const line = buffered.slice(0, end);
        buffered = buffered.slice(end + 1);
        // One command at a time per connection, answered in order.
        queue = queue.then(async () => {
          const response = await answer(line, database, logger);
          if (!socket.destroyed) socket.write(`${JSON.stringify(response)}\n`);
        });
      }
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    // Owner only from the start: whoever can connect can change any organization's plan. The
    // socket file is created synchronously inside listen(), under this umask.
    const umask = process.umask(0o177);
    try {
      server.listen(file, () => {
        server.off('error', reject);
        resolve();
      });
    } finally {
      process.umask(umask);
    }
  });
  await chmod(file, 0o600);
  logger.debug({ socket: file }, 'control socket listening');
  return {
    path: file,
    async close() {
      for (const socket of connections) socket.end();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await unlink(file).catch(() => undefined);
    },
  };
}
