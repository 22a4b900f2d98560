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
    // Never log credentials, even at debug level.
    redact: ['req.headers["x-access-token"]', 'req.headers.authorization', 'req.headers.cookie'],
    hooks: {
      // Invitation links carry their one-time token in the path (SPEC: GET user/{token}).
      logMethod(args, method) {
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
