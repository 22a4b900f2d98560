import path from 'node:path';
import { z } from 'zod';

/**
 * The control protocol of a running server on embedded PGlite: the operator commands that must
 * not open the data dir a second time are sent over a Unix socket in DATA_DIR (mode 0600, so only
 * the user running the server can connect) as one JSON line each, and answered with one line.
 */

export const SOCKET_FILE = 'reachbase.sock';

export function socketPath(dataDir: string): string {
  return path.join(dataDir, SOCKET_FILE);
}

const email = z.string().trim().min(1).max(320);

export const controlRequest = z.discriminatedUnion('command', [
  z.strictObject({ command: z.literal('set-plan'), email, plan: z.string().min(1).max(100) }),
  z.strictObject({ command: z.literal('block'), email }),
  z.strictObject({ command: z.literal('unblock'), email }),
  z.strictObject({ command: z.literal('migrate') }),
  z.strictObject({ command: z.literal('tickets'), limit: z.number().int().min(1).max(1000) }),
  z.strictObject({ command: z.literal('referrals'), since: z.iso.date() }),
  // Absolute paths: the server's working directory is not the CLI's.
  z.strictObject({
    command: z.literal('backup'),
    to: z.string().startsWith('/').max(4096),
    filesDir: z.string().startsWith('/').max(4096).nullable(),
  }),
]);

export type ControlRequest = z.infer<typeof controlRequest>;

/** `message` is what the CLI prints; `ok: false` makes it exit with 1. */
export type ControlResponse = { ok: true; message: string } | { ok: false; message: string };

/** A request line larger than this is refused (the real ones are a few hundred bytes). */
export const MAX_REQUEST_BYTES = 16 * 1024;
