import pino, { type Logger } from 'pino';

export function createLogger(level: string): Logger {
  return pino({
    level,
    // Never log credentials, even at debug level.
    redact: ['req.headers["x-access-token"]', 'req.headers.authorization', 'req.headers.cookie'],
  });
}
