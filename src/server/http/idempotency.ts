import { createHash } from 'node:crypto';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import type { Database, DatabaseHandle } from '../db/client';
import type { RequestTransaction } from '../db/request-transaction';
import type { JobDefinition } from '../jobs/queue';
import { badRequest, conflict } from './errors';
import { HTTP_TEXT } from './http.text';
import { idempotencyKeys } from './idempotency.tables';

// Issue #18 finding 7: a client that lost the answer to a create (a dropped connection, a 503)
// must be able to retry without creating twice. Every POST of a signed-in caller may carry an
// `Idempotency-Key`; the first successful (2xx) answer is kept per organization for 24 hours and
// replayed to a retry with the same key and body. Failures are not kept, so they can be retried.
//
// Across crashes: the handler of a keyed POST runs in one database transaction (services join it
// through `db`, see db/request-transaction.ts) that also records the answer, so a process that
// dies after the commit leaves the answer for the retry, and one that dies before it leaves no
// work, and the retry runs again. A route that calls outside services (SMTP, Stripe, webhooks,
// DNS) or streams an upload cannot hold a transaction that long (on PGlite it would stop every
// other query): it says `idempotency: 'outside-calls'`, records its answer after the work, and a
// retry whose first request died unanswered is refused rather than run twice.

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const REPLAYED_HEADER = 'Idempotent-Replayed';
const TTL_HOURS = 24;
/** A claim still running after this long was abandoned: every request ends within 10 minutes. */
const ABANDONED_MINUTES = 15;
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
export const EXPIRE_IDEMPOTENCY_KEYS_JOB = 'http.expire-idempotency-keys';

type Claim = { orgId: string; key: string };

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * How a keyed POST (Idempotency-Key) is made safe to retry. Unset: its handler and its answer
     * commit in one transaction, so a retry gets the first answer even after a crash.
     * 'outside-calls': the route calls outside services or streams an upload, so its work runs
     * outside that transaction; a retry gets the first answer once it is recorded, and a 409 when
     * the process died between the work and the answer. false: its answers are never kept,
     * because they carry a secret that must not sit in the database (a new API key, shown once).
     */
    idempotency?: boolean | 'outside-calls';
  }
  interface FastifyRequest {
    /** The key this request holds until its answer is stored (set by the idempotency hook). */
    idempotencyClaim: Claim | null;
    /** The transaction the handler of a keyed POST runs in, until its answer is stored. */
    idempotencyTransaction: RequestTransaction | null;
  }
}

export type IdempotencyOptions = {
  /** Tests only (FAULT_INJECT): the route whose keyed POSTs kill the process after the commit. */
  crashAfterCommit?: string | null;
};

export function registerIdempotency(
  app: FastifyInstance,
  database: DatabaseHandle,
  options: IdempotencyOptions = {},
): void {
  const { db } = database;
  app.decorateRequest('idempotencyClaim', null);
  app.decorateRequest('idempotencyTransaction', null);

  // preHandler: the caller is resolved and the body parsed and validated by then. Callback style:
  // the handler must run inside the transaction's scope, which `enter(done)` opens around it.
  app.addHook('preHandler', (request, reply, done) => {
    claim(request, reply)
      .then(async (outcome): Promise<(() => void) | null> => {
        if (outcome === 'replayed') return null;
        if (outcome === 'none' || request.routeOptions.config.idempotency === 'outside-calls') {
          return () => done();
        }
        const transaction = await database.beginRequestTransaction().catch(async (error) => {
          await release(request);
          throw error;
        });
        request.idempotencyTransaction = transaction;
        return () => transaction.enter(() => done());
      })
      .then((next) => next?.(), done);
  });

  /** Takes the key for this request, or answers it (a replay, or a refusal). */
  async function claim(
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<'none' | 'claimed' | 'replayed'> {
    if (request.method !== 'POST' || !request.caller) return 'none';
    // Public routes (sign-up, login) answer anonymous callers and may answer a session token.
    const config = request.routeOptions.config;
    if (config.access?.kind === 'public' || config.idempotency === false) return 'none';
    const header = request.headers[IDEMPOTENCY_HEADER.toLowerCase()];
    if (header === undefined) return 'none';
    if (typeof header !== 'string' || !KEY_PATTERN.test(header)) {
      throw badRequest(HTTP_TEXT.keyFormat({ header: IDEMPOTENCY_HEADER }), IDEMPOTENCY_HEADER);
    }
    const claim = { orgId: request.caller.orgId, key: header };
    const fingerprint = {
      request: `${request.method} ${request.url}`,
      bodyHash: bodyHash(request),
    };
    const outsideCalls = config.idempotency === 'outside-calls';
    const t = idempotencyKeys;
    const thisKey = and(eq(t.orgId, claim.orgId), eq(t.key, claim.key));
    const abandoned = and(
      isNull(t.statusCode),
      lt(t.createdAt, sql`now() - make_interval(mins => ${ABANDONED_MINUTES})`),
    );
    // Expired on read too, so the 24 hours hold even between runs of the expiry job. A claim
    // abandoned unanswered left no work behind when its work was in the answer's transaction.
    await db
      .delete(t)
      .where(
        and(
          thisKey,
          or(
            lt(t.createdAt, sql`now() - make_interval(hours => ${TTL_HOURS})`),
            outsideCalls ? undefined : abandoned,
          ),
        ),
      );
    const claimed = await db
      .insert(t)
      .values({ ...claim, ...fingerprint })
      .onConflictDoNothing()
      .returning({ key: t.key });
    if (claimed.length > 0) {
      request.idempotencyClaim = claim;
      return 'claimed';
    }
    const [first] = await db
      .select({
        request: t.request,
        bodyHash: t.bodyHash,
        statusCode: t.statusCode,
        contentType: t.contentType,
        responseBody: t.responseBody,
        abandoned: sql<boolean>`coalesce(${abandoned}, false)`,
      })
      .from(t)
      .where(thisKey);
    if (!first) throw conflict(HTTP_TEXT.keyInUse, IDEMPOTENCY_HEADER);
    if (first.request !== fingerprint.request || first.bodyHash !== fingerprint.bodyHash) {
      throw conflict(
        HTTP_TEXT.keyUsedElsewhere({ header: IDEMPOTENCY_HEADER }),
        IDEMPOTENCY_HEADER,
      );
    }
    if (first.statusCode === null) {
      // Its process died between work done outside the answer's transaction and the answer.
      if (first.abandoned) {
        throw conflict(HTTP_TEXT.keyAnswerLost({ header: IDEMPOTENCY_HEADER }), IDEMPOTENCY_HEADER);
      }
      throw conflict(HTTP_TEXT.keyStillRunning({ header: IDEMPOTENCY_HEADER }), IDEMPOTENCY_HEADER);
    }
    replay(reply, first);
    return 'replayed';
  }

  /** Gives the key up: the client may retry with it. */
  async function release(request: FastifyRequest) {
    const claim = request.idempotencyClaim;
    if (!claim) return;
    request.idempotencyClaim = null;
    const t = idempotencyKeys;
    await db
      .delete(t)
      .where(and(eq(t.orgId, claim.orgId), eq(t.key, claim.key)))
      .catch((error) => request.log.warn({ err: error }, 'could not release an idempotency key'));
  }

  app.addHook('onSend', async (request, reply, payload) => {
    const claim = request.idempotencyClaim;
    if (!claim) return payload;
    const transaction = request.idempotencyTransaction;
    request.idempotencyTransaction = null;
    const t = idempotencyKeys;
    const thisKey = and(eq(t.orgId, claim.orgId), eq(t.key, claim.key));
    const storable = payload === null || typeof payload === 'string' || Buffer.isBuffer(payload);
    const succeeded = reply.statusCode >= 200 && reply.statusCode < 300;
    const contentType = reply.getHeader('content-type');
    const answer =
      succeeded && storable
        ? {
            statusCode: reply.statusCode,
            contentType: typeof contentType === 'string' ? contentType : null,
            responseBody: payload === null ? null : payload.toString(),
          }
        : null;
    if (transaction) {
      if (!succeeded) {
        await transaction
          .rollback()
          .catch((error) => request.log.warn({ err: error }, 'could not roll back a request'));
        // Not kept: the client may retry a failure with the same key.
        await release(request);
        return payload;
      }
      try {
        // The work and its answer commit together (an answer that cannot be kept, a stream,
        // gives the key up instead, as before).
        await transaction.commit(async (tx) => {
          if (answer) await tx.update(t).set(answer).where(thisKey);
          else await tx.delete(t).where(thisKey);
        });
      } catch (error) {
        // Nothing was kept: the success is not sent, and the key may be retried.
        await release(request);
        throw error;
      }
      request.idempotencyClaim = null;
      if (options.crashAfterCommit === request.routeOptions.url)
        process.kill(process.pid, 'SIGKILL');
      return payload;
    }
    request.idempotencyClaim = null;
    try {
      if (answer) await db.update(t).set(answer).where(thisKey);
      // Not kept: the client may retry a failure with the same key.
      else await db.delete(t).where(thisKey);
    } catch (error) {
      // The answer itself stands; an unrecorded claim is refused as answered-and-lost later.
      request.log.warn({ err: error }, 'could not record an idempotent answer');
    }
    if (answer && options.crashAfterCommit === request.routeOptions.url) {
      process.kill(process.pid, 'SIGKILL');
    }
    return payload;
  });

  // A reply that never passed onSend (hijacked) must not leave its transaction open.
  app.addHook('onResponse', async (request) => {
    const transaction = request.idempotencyTransaction;
    if (!transaction) return;
    request.idempotencyTransaction = null;
    await transaction.rollback().catch(() => undefined);
    await release(request);
  });
}

/**
 * Adds the optional Idempotency-Key header to the OpenAPI operation of every POST the hook
 * applies to (swagger `transform`, after the zod transform), so the document says where it works.
 */
export function documentIdempotencyKey<T extends { schema: FastifySchema; url: string }>(
  transformed: T,
  route: { method: string | string[]; config?: unknown },
): T {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  const config = (route.config ?? {}) as { access?: { kind: string }; idempotency?: boolean };
  if (
    !transformed.schema ||
    !methods.includes('POST') ||
    config.access?.kind === 'public' ||
    config.idempotency === false
  ) {
    return transformed;
  }
  const headers = (transformed.schema.headers ?? { type: 'object', properties: {} }) as {
    properties?: Record<string, unknown>;
  };
  return {
    ...transformed,
    schema: {
      ...transformed.schema,
      headers: {
        ...headers,
        type: 'object',
        properties: {
          ...headers.properties,
          [IDEMPOTENCY_HEADER]: {
            type: 'string',
            minLength: 1,
            maxLength: 255,
            description:
              'Optional. A retry with the same key and body within 24 hours gets the first successful answer (header Idempotent-Replayed: true) instead of creating twice; another body, or the first still running, is 409 Conflict.',
          },
        },
      },
    },
  };
}

function replay(
  reply: FastifyReply,
  first: { statusCode: number | null; contentType: string | null; responseBody: string | null },
) {
  reply.header(REPLAYED_HEADER, 'true');
  if (first.contentType) reply.type(first.contentType);
  return reply.status(first.statusCode ?? 200).send(first.responseBody ?? undefined);
}

/**
 * The parsed body in canonical JSON (keys sorted), hashed: a retry that sends the same values in
 * another key order is the same request. A multipart body is not parsed before the handler, so
 * uploads are told apart by method and URL only.
 */
function bodyHash(request: FastifyRequest): string {
  const canonical = JSON.stringify(request.body ?? null, (_key, value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(
          Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)),
        )
      : value,
  );
  return createHash('sha256').update(canonical).digest('base64url');
}

/** Removes answers older than 24 hours (hourly), so the table holds about a day of POSTs. */
export function expireIdempotencyKeysJob(db: Database): JobDefinition {
  return {
    name: EXPIRE_IDEMPOTENCY_KEYS_JOB,
    schedule: { cron: '41 * * * *' },
    queue: { retryLimit: 1, expireInSeconds: 15 * 60 },
    handle: async (_data, context) => {
      const t = idempotencyKeys;
      const removed = await db
        .delete(t)
        .where(lt(t.createdAt, sql`now() - make_interval(hours => ${TTL_HOURS})`))
        .returning({ key: t.key });
      context.logger.info({ removed: removed.length }, 'expired idempotency keys removed');
      return { removed: removed.length };
    },
  };
}
