import { createHash } from 'node:crypto';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import type { Database } from '../db/client';
import type { JobDefinition } from '../jobs/queue';
import { badRequest, conflict } from './errors';
import { idempotencyKeys } from './idempotency.tables';

// Issue #18 finding 7: a client that lost the answer to a create (a dropped connection, a 503)
// must be able to retry without creating twice. Every POST of a signed-in caller may carry an
// `Idempotency-Key`; the first successful (2xx) answer is kept per organization for 24 hours and
// replayed to a retry with the same key and body. Failures are not kept, so they can be retried.

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
     * false: the route's answers are never kept for replay, because they carry a secret that must
     * not sit in the database (a new API key, shown once).
     */
    idempotency?: boolean;
  }
  interface FastifyRequest {
    /** The key this request holds until its answer is stored (set by the idempotency hook). */
    idempotencyClaim: Claim | null;
  }
}

export function registerIdempotency(app: FastifyInstance, db: Database): void {
  app.decorateRequest('idempotencyClaim', null);

  // preHandler: the caller is resolved and the body parsed and validated by then.
  app.addHook('preHandler', async (request, reply) => {
    if (request.method !== 'POST' || !request.caller) return;
    // Public routes (sign-up, login) answer anonymous callers and may answer a session token.
    const config = request.routeOptions.config;
    if (config.access?.kind === 'public' || config.idempotency === false) return;
    const header = request.headers[IDEMPOTENCY_HEADER.toLowerCase()];
    if (header === undefined) return;
    if (typeof header !== 'string' || !KEY_PATTERN.test(header)) {
      throw badRequest(
        `${IDEMPOTENCY_HEADER} must be 1 to 255 visible ASCII characters`,
        IDEMPOTENCY_HEADER,
      );
    }
    const claim = { orgId: request.caller.orgId, key: header };
    const fingerprint = {
      request: `${request.method} ${request.url}`,
      bodyHash: bodyHash(request),
    };
    const t = idempotencyKeys;
    const thisKey = and(eq(t.orgId, claim.orgId), eq(t.key, claim.key));
    // Expired on read too, so the 24 hours hold even between runs of the expiry job.
    await db
      .delete(t)
      .where(
        and(
          thisKey,
          or(
            lt(t.createdAt, sql`now() - make_interval(hours => ${TTL_HOURS})`),
            and(
              isNull(t.statusCode),
              lt(t.createdAt, sql`now() - make_interval(mins => ${ABANDONED_MINUTES})`),
            ),
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
      return;
    }
    const [first] = await db.select().from(t).where(thisKey);
    if (!first) throw conflict('This Idempotency-Key is being reused, retry', IDEMPOTENCY_HEADER);
    if (first.request !== fingerprint.request || first.bodyHash !== fingerprint.bodyHash) {
      throw conflict(
        `This ${IDEMPOTENCY_HEADER} was already used for another request`,
        IDEMPOTENCY_HEADER,
      );
    }
    if (first.statusCode === null) {
      throw conflict(
        `A request with this ${IDEMPOTENCY_HEADER} is still running`,
        IDEMPOTENCY_HEADER,
      );
    }
    return replay(reply, first);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const claim = request.idempotencyClaim;
    if (!claim) return payload;
    request.idempotencyClaim = null;
    const t = idempotencyKeys;
    const thisKey = and(eq(t.orgId, claim.orgId), eq(t.key, claim.key));
    const storable = payload === null || typeof payload === 'string' || Buffer.isBuffer(payload);
    try {
      if (reply.statusCode >= 200 && reply.statusCode < 300 && storable) {
        const contentType = reply.getHeader('content-type');
        await db
          .update(t)
          .set({
            statusCode: reply.statusCode,
            contentType: typeof contentType === 'string' ? contentType : null,
            responseBody: payload === null ? null : payload.toString(),
          })
          .where(thisKey);
      } else {
        // Not kept: the client may retry a failure with the same key.
        await db.delete(t).where(thisKey);
      }
    } catch (error) {
      // The answer itself stands; an unrecorded claim expires as abandoned.
      request.log.warn({ err: error }, 'could not record an idempotent answer');
    }
    return payload;
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
