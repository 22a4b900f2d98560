import pino, { type DestinationStream, type Logger } from 'pino';

export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
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
    },
    destination,
  );
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
