// The flood of body-flood.ts, in a process of its own so that writing the bodies does not share
// the measured app's event loop. Posts the body on `senders` connections until told to stop
// (IPC message 'stop'), then answers with how many answers of each status it got.
import { Readable } from 'node:stream';
import { Pool } from 'undici';

export type FloodOrder = {
  baseUrl: string;
  path: string;
  headers: Record<string, string>;
  bytes: number;
  senders: number;
  chunked: boolean;
};

/** `{"email": [[[…]]]}`: valid JSON of `bytes` bytes, nested as deep as it can be. */
export function nestedBody(bytes: number): Buffer {
  const head = '{"email":';
  const depth = Math.floor((bytes - head.length - 1) / 2);
  return Buffer.from(`${head}${'['.repeat(depth)}${']'.repeat(depth)}}`);
}

async function flood(order: FloodOrder) {
  const body = nestedBody(order.bytes);
  const pool = new Pool(order.baseUrl, { connections: order.senders, pipelining: 1 });
  const statuses: Record<string, number> = {};
  let running = true;
  process.on('message', (message) => {
    if (message === 'stop') running = false;
  });
  const loop = async () => {
    while (running) {
      let status: string;
      try {
        const response = await pool.request({
          method: 'POST',
          path: order.path,
          headers: { 'content-type': 'application/json', ...order.headers },
          body: order.chunked ? Readable.from([body]) : body,
        });
        await response.body.dump();
        status = String(response.statusCode);
      } catch (error) {
        status = (error as { code?: string }).code ?? 'socket error';
      }
      statuses[status] = (statuses[status] ?? 0) + 1;
    }
  };
  process.send?.('started');
  await Promise.all(Array.from({ length: order.senders }, loop));
  await pool.close();
  process.send?.(statuses, () => process.exit(0));
}

if (process.send) {
  process.once('message', (order) => void flood(order as FloodOrder));
}
