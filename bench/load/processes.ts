// More API processes for --processes: `reachbase start --no-worker` on the bench's database, as
// docs/scaling.md runs them, for the load to be spread over.
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { freePort, waitForPort } from '../../src/server/testing/ports';

export type ApiProcesses = { baseUrls: string[]; close(): Promise<void> };

/** `count` API processes with the app's settings (`env`: its database, data dir, limits). */
export async function startApiProcesses(
  count: number,
  env: Record<string, string>,
): Promise<ApiProcesses> {
  const children: ChildProcess[] = [];
  const close = async () => {
    await Promise.all(
      children.map(async (child) => {
        if (child.exitCode !== null) return;
        child.kill('SIGTERM');
        await once(child, 'exit');
      }),
    );
  };
  try {
    const ports: number[] = [];
    for (let i = 0; i < count; i++) {
      const port = await freePort();
      ports.push(port);
      const bin = path.resolve('bin/reachbase.js');
      children.push(
        spawn(process.execPath, [bin, 'start', '--no-worker', '--port', String(port)], {
          env: { ...process.env, ...env },
          stdio: 'ignore',
        }),
      );
    }
    await Promise.all(ports.map((port) => waitForPort(port, 'an API process', 60_000)));
    return { baseUrls: ports.map((port) => `http://127.0.0.1:${port}`), close };
  } catch (error) {
    await close();
    throw error;
  }
}
