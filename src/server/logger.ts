import { createRequire } from 'node:module';
import pino, { type DestinationStream, type Logger, type LoggerOptions } from 'pino';

/** How log lines are written: one JSON object per line, or readable lines for a person. */
export type LogFormat = 'json' | 'pretty';

/**
 * LOG_FORMAT when the operator set it; otherwise readable lines on a terminal and JSON anywhere
 * else (files, pipes, log collectors), which is what machines downstream of a server expect.
 */
export function chooseLogFormat(options: {
  configured: LogFormat | undefined;
  isTTY: boolean;
}): LogFormat {
  return options.configured ?? (options.isTTY ? 'pretty' : 'json');
}

/** A logger writing to stdout: JSON, or through pino-pretty when the format is `pretty`. */
export function createConsoleLogger(
  level: string,
  configured: LogFormat | undefined,
  isTTY = Boolean(process.stdout.isTTY),
): Logger {
  const format = chooseLogFormat({ configured, isTTY });
  if (format === 'json' || level === 'silent') return pino(loggerOptions(level));
  if (!isInstalled('pino-pretty')) {
    // Readable lines are a convenience: an install without the prettifier still logs.
    const logger = pino(loggerOptions(level));
    logger.warn('pino-pretty is not installed (run npm ci): logging JSON');
    return logger;
  }
  return pino({
    ...loggerOptions(level),
    // A worker thread formats the lines; pino flushes it when the process exits.
    transport: {
      target: 'pino-pretty',
      options: { colorize: isTTY, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' },
    },
  });
}

/** A JSON logger, to stdout or to the given stream (tests capture lines this way). */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(loggerOptions(level), destination);
}

function isInstalled(name: string): boolean {
  try {
    createRequire(import.meta.url).resolve(name);
    return true;
  } catch {
    return false;
  }
}

function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    serializers: { err: serializeError },
    // Never log credentials, even at debug level.
    redact: ['req.headers["x-access-token"]', 'req.headers.authorization', 'req.headers.cookie'],
    hooks: {
      // Invitation links carry their one-time token in the path (SPEC: GET user/{token}).
      logMethod(input, method) {
        const args = withoutValueMessages(input);
        const [first, ...rest] = args;
        const req =
          first && typeof first === 'object' ? (first as { req?: LoggedRequest }).req : undefined;
        if (!req?.url || redactTokens(req.url) === req.url) return method.apply(this, args);
        // The request object is read-only: log a copy with the same fields the serializer reads.
        const copy = {
          method: req.method,
          url: redactTokens(req.url),
          headers: req.headers,
          host: req.host,
          ip: req.ip,
          socket: { remotePort: req.socket?.remotePort },
        };
        return method.apply(this, [{ ...(first as object), req: copy }, ...rest] as typeof args);
      },
    },
  };
}

type LoggedRequest = {
  method?: string;
  url?: string;
  headers?: unknown;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
};

const TOKEN_IN_PATH = /(\/customer\/auth\/user\/)[^/?]+/;

export function redactTokens(url: string): string {
  return url.replace(TOKEN_IN_PATH, '$1[redacted]');
}

/**
 * Fields of database errors that hold the values a statement ran with: drizzle's and PGlite's
 * `params`, PGlite's `queryOptions`, and PostgreSQL's `detail` ("Key (email)=(...) already
 * exists"), `where` (COPY context lines) and `internalQuery`. Emails, private notes and contacts
 * would otherwise reach the error log of every failed write.
 */
const VALUE_FIELDS: ReadonlySet<string> = new Set([
  'params',
  'parameters',
  'queryOptions',
  'detail',
  'where',
  'internalQuery',
]);
const MAX_CAUSES = 5;

/**
 * The `err` serializer: type, message, stack, code, the statement and the other fields of an
 * error and its causes, without the values it ran with. DrizzleQueryError writes the values into
 * its message ("Failed query: ...\nparams: ..."), so that line goes too.
 */
export function serializeError(error: unknown, depth = 0): unknown {
  if (typeof error !== 'object' || error === null) return error;
  const source = error as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  if (error instanceof Error) out.type = error.constructor.name;
  for (const [key, value] of Object.entries(source)) {
    if (!VALUE_FIELDS.has(key) && key !== 'cause') out[key] = value;
  }
  const { message, stack } = withoutValues(source);
  if (message !== undefined) out.message = message;
  if (stack !== undefined) out.stack = stack;
  if (source.cause !== undefined) {
    out.cause = depth < MAX_CAUSES ? serializeError(source.cause, depth + 1) : '[cause]';
  }
  return out;
}

const PARAMS_LINE = /\nparams: .*/s;

/**
 * The message of a log line: pino takes an error's message when none is given, and Fastify
 * passes `err.message` itself; either would carry drizzle's "params:" line.
 */
function withoutValueMessages<T extends unknown[]>(args: T): T {
  const [first, ...rest] = args;
  const needsMessage = first instanceof Error && !rest.some((arg) => typeof arg === 'string');
  const messages = needsMessage ? [...rest, first.message] : rest;
  const scrubbed = messages.map((arg) =>
    typeof arg === 'string' && PARAMS_LINE.test(arg) ? arg.replace(PARAMS_LINE, '') : arg,
  );
  return [first, ...scrubbed] as T;
}

function withoutValues(error: Record<string, unknown>): { message?: string; stack?: string } {
  const message = typeof error.message === 'string' ? error.message : undefined;
  const stack = typeof error.stack === 'string' ? error.stack : undefined;
  if (message === undefined || !PARAMS_LINE.test(message)) return { message, stack };
  const safeMessage = message.replace(PARAMS_LINE, '');
  // The stack starts with "Name: message"; its frames follow the message, values and all.
  const frames = stack?.indexOf('\n    at ', stack.indexOf(message) + message.length) ?? -1;
  const safeStack =
    stack === undefined
      ? undefined
      : `${String(error.name ?? 'Error')}: ${safeMessage}${frames >= 0 ? stack.slice(frames) : ''}`;
  return { message: safeMessage, stack: safeStack };
}
