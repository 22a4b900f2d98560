import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { DatabaseHandle } from '../db/client';
import type { Caller } from './access';
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

/**
 * The client's address as the limits count it: request.ip (X-Forwarded-For only from the trusted
 * proxies of TRUST_PROXY), with an IPv6 address taken as its /64, since one host is usually
 * given a whole /64 and could otherwise pick a fresh address for every request.
 */
export function clientAddress(request: FastifyRequest): string {
  return normalizeIP(request.ip);
}

/** A resolved caller's counter: the user whatever the session, or the organization's API key. */
function callerKey(caller: Caller): string {
  return caller.userId ? `user:${caller.userId}` : `api-key:${caller.orgId}`;
}

// Tokens seen valid lately, so their requests are counted beside the caller lookup instead of
// after it (one database round trip less in the way, see docs/performance.md). Only the choice
// of counter depends on it, never access: a token revoked meanwhile is counted under its user
// until its next lookup drops it, at most RECENT_CALLER_MS, and is refused by the access guard.
const RECENT_CALLER_MS = 60_000;
const RECENT_CALLERS_MAX = 10_000;

/**
 * The global limit counts a caller whose X-Access-Token resolved (a session: its user, whatever
 * the session; an API key: its organization) and everyone else by address. An unknown token is
 * no identity: counting it by itself would give each random token a fresh window, so a token
 * not seen valid lately waits for the caller lookup (started by the access guard) first.
 */
function createRateLimitKey() {
  const recent = new Map<string, { key: string; until: number }>();

  function remember(token: string, caller: Caller | null) {
    recent.delete(token);
    if (!caller) return;
    if (recent.size >= RECENT_CALLERS_MAX) recent.delete(recent.keys().next().value as string);
    recent.set(token, { key: callerKey(caller), until: Date.now() + RECENT_CALLER_MS });
  }

  return async function rateLimitKey(request: FastifyRequest): Promise<string> {
    const token = request.headers['x-access-token'];
    const lookup = request.callerLookup?.catch(() => null);
    if (typeof token === 'string' && lookup) {
      const seen = recent.get(token);
      if (seen && seen.until > Date.now()) {
        void lookup.then((caller) => remember(token, caller));
        return seen.key;
      }
      const caller = await lookup;
      remember(token, caller);
      if (caller) return callerKey(caller);
    }
    return `ip:${clientAddress(request)}`;
  };
}

export type OwnLimit = {
  /** Keeps this limit's counters apart from the global window and from the other limits. */
  name: string;
  max: number;
  windowMs: number;
  /** Whom to count (an address, a hashed email, a user id); null skips this limit. */
  key: (request: FastifyRequest) => string | null;
};

/**
 * A route's own limits on top of the global one (sign-up per address and per email, and so on),
 * each counted under its own key in the same PostgreSQL store. Runs as a preHandler: the body is
 * parsed (keys may use the email) and the caller is known. All are counted, in parallel; any one
 * used up answers 429 RateLimited with Retry-After.
 */
export function ownLimits(...limits: OwnLimit[]) {
  const checks = new WeakMap<FastifyInstance, ReturnType<FastifyInstance['createRateLimit']>[]>();
  return async function enforceOwnLimits(request: FastifyRequest, reply: FastifyReply) {
    let limiters = checks.get(request.server);
    if (!limiters) {
      limiters = limits.map((limit) =>
        request.server.createRateLimit({
          max: limit.max,
          timeWindow: limit.windowMs,
          keyGenerator: (req) => `${limit.name}:${limit.key(req)}`,
        }),
      );
      checks.set(request.server, limiters);
    }
    const results = await Promise.all(
      limits.map((limit, index) =>
        limit.key(request) === null
          ? null
          : (limiters[index] as (typeof limiters)[number])(request),
      ),
    );
    const waits = results.flatMap((result) =>
      result && !result.isAllowed && result.isExceeded ? [result.ttlInSeconds] : [],
    );
    if (waits.length > 0) {
      const seconds = Math.max(1, ...waits);
      reply.header('retry-after', String(seconds));
      throw tooManyRequests(seconds);
    }
  };
}

function tooManyRequests(seconds: number): AppError {
  return new AppError('RateLimited', 429, `Too many requests, try again in ${seconds} s`);
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
    keyGenerator: createRateLimitKey(),
    // The limit guards the API. The web app's files are static and cheap, and one page load
    // fetches many of them without a token, so counting them would lock out a busy office
    // sharing one address (and a browser test suite) after a few page views.
    allowList: (request) => !request.url.startsWith('/api/'),
    store: databaseStore(database),
    // A database hiccup must not turn every request into an error: let the request through.
    skipOnError: true,
    errorResponseBuilder: (_request, context) => tooManyRequests(Math.ceil(context.ttl / 1000)),
  });
}
