import { createHash } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DatabaseHandle } from '../db/client';
import { AppError } from './errors';

type Hit = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Hit) => void;

/**
 * A @fastify/rate-limit store on PostgreSQL: one upsert per request counts the hit in a fixed
 * window, atomically, so any number of API processes share the same limits.
 */
function databaseStore(database: DatabaseHandle) {
  return class DatabaseRateLimitStore {
    incr(key: string, callback: Callback, timeWindow: number) {
      database
        .executeSql(
          `insert into rate_limit_windows as w (key, window_start, hits) values ($1, now(), 1)
           on conflict (key) do update set
             hits = case when w.window_start + $2 * interval '1 millisecond' <= now() then 1 else w.hits + 1 end,
             window_start = case when w.window_start + $2 * interval '1 millisecond' <= now() then now() else w.window_start end
           returning hits, greatest(0, extract(epoch from (window_start + $2 * interval '1 millisecond' - now())) * 1000)::int as ttl`,
          [key, timeWindow],
          // Every API request runs it: parsed once per connection, not once per request.
          { name: 'rate_limit_hit' },
        )
        .then(({ rows }) => {
          const row = rows[0] as { hits: number; ttl: number };
          callback(null, { current: Number(row.hits), ttl: Number(row.ttl) });
        })
        .catch((error: Error) => callback(error));
    }

    child() {
      return new DatabaseRateLimitStore();
    }
  };
}

/** Signed-in callers are counted by token (hashed), everyone else by address. */
function rateLimitKey(request: FastifyRequest): string {
  const token = request.headers['x-access-token'];
  if (typeof token === 'string' && token) {
    return `t:${createHash('sha256').update(token).digest('base64url').slice(0, 32)}`;
  }
  return `ip:${request.ip}`;
}

export async function registerRateLimit(
  app: FastifyInstance,
  database: DatabaseHandle,
  perMinute: number,
): Promise<void> {
  await app.register(rateLimit, {
    global: true,
    max: perMinute,
    timeWindow: 60_000,
    keyGenerator: rateLimitKey,
    // The limit guards the API. The web app's files are static and cheap, and one page load
    // fetches many of them without a token, so counting them would lock out a busy office
    // sharing one address (and a browser test suite) after a few page views.
    allowList: (request) => !request.url.startsWith('/api/'),
    store: databaseStore(database),
    // A database hiccup must not turn every request into an error: let the request through.
    skipOnError: true,
    errorResponseBuilder: (_request, context) => {
      return new AppError(
        'RateLimited',
        429,
        `Too many requests, try again in ${Math.ceil(context.ttl / 1000)} s`,
      );
    },
  });
}
