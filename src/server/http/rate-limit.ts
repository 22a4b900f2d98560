import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { DatabaseHandle } from '../db/client';
import type { Caller } from './access';
import { AppError } from './errors';
import { HTTP_TEXT } from './http.text';
import { batchedDatabaseStore } from './rate-limit-store';

// How often a process hands its counted hits to PostgreSQL (and hears the other processes').
const FLUSH_MS = 100;

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

/**
 * The global limit counts a caller whose X-Access-Token resolved (a session: its user, whatever
 * the session; an API key: its organization) and everyone else by address. An unknown token is
 * no identity: counting it by itself would give each random token a fresh window. The caller
 * lookup (started by the access guard) is usually answered from the process's caller cache.
 */
async function rateLimitKey(request: FastifyRequest): Promise<string> {
  const caller = await request.callerLookup?.catch(() => null);
  return caller ? callerKey(caller) : `ip:${clientAddress(request)}`;
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
 * each counted under its own key in PostgreSQL, hit by hit (the store's exact child: these small
 * limits must hold across processes without tolerance). Runs as a preHandler: the body is
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
  return new AppError('RateLimited', 429, HTTP_TEXT.tooManyRequests({ seconds }));
}

export async function registerRateLimit(
  app: FastifyInstance,
  database: DatabaseHandle,
  perMinute: number,
): Promise<void> {
  const batchedStore = batchedDatabaseStore(database, FLUSH_MS);
  app.addHook('onClose', () => batchedStore.close());
  await app.register(rateLimit, {
    global: true,
    max: perMinute,
    timeWindow: 60_000,
    keyGenerator: rateLimitKey,
    // The limit guards the API. The web app's files are static and cheap, and one page load
    // fetches many of them without a token, so counting them would lock out a busy office
    // sharing one address (and a browser test suite) after a few page views.
    allowList: (request) => !request.url.startsWith('/api/'),
    store: batchedStore,
    // A database hiccup must not turn every request into an error: let the request through.
    skipOnError: true,
    errorResponseBuilder: (_request, context) => tooManyRequests(Math.ceil(context.ttl / 1000)),
  });
}
