import net from 'node:net';
import type { LockHolder } from '../db/data-dir-lock';
import type { ControlRequest, ControlResponse } from './protocol';
import { socketPath } from './protocol';

/** How long the CLI waits for the server's answer (a migration run may take a while). */
const ANSWER_TIMEOUT_MS = 120_000;
/** A backup copies the whole database and every stored file. */
const BACKUP_TIMEOUT_MS = 6 * 60 * 60_000;

/**
 * Sends one command to the server holding the data dir and returns its answer. Throws with a
 * message the CLI prints when the holder takes no commands (e.g. a running `reachbase seed`).
 */
export function sendControlCommand(
  dataDir: string,
  holder: LockHolder,
  request: ControlRequest,
): Promise<ControlResponse> {
  return new Promise((resolve, reject) => {
    const socket = net.createConnection(socketPath(dataDir));
    socket.setEncoding('utf8');
    const timeoutMs = request.command === 'backup' ? BACKUP_TIMEOUT_MS : ANSWER_TIMEOUT_MS;
    socket.setTimeout(timeoutMs);
    let buffered = '';
    socket.on('connect', () => socket.write(`${JSON.stringify(request)}\n`));
    socket.on('data', (chunk: string) => {
      buffered += chunk;
      const end = buffered.indexOf('\n');
      if (end < 0) return;
      socket.end();
      try {
        resolve(JSON.parse(buffered.slice(0, end)) as ControlResponse);
      } catch {
        reject(new Error(`PID ${holder.pid} answered something that is not the control protocol.`));
      }
    });
    socket.on('timeout', () => {
      socket.destroy();
      reject(new Error(`PID ${holder.pid} did not answer within ${timeoutMs / 1000} s.`));
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      const takesNoCommands = error.code === 'ENOENT' || error.code === 'ECONNREFUSED';
      reject(
        new Error(
          takesNoCommands
            ? `The data dir ${dataDir} is in use by PID ${holder.pid} (reachbase ${holder.command}), which takes no commands. Wait for it to finish (or stop it) and try again.`
            : `Could not reach PID ${holder.pid} on ${socketPath(dataDir)}: ${error.message}`,
        ),
      );
    });
    socket.on('end', () => {
      if (!buffered.includes('\n'))
        reject(new Error(`PID ${holder.pid} closed without answering.`));
    });
  });
}
