import type { FastifySchema, RouteOptions } from 'fastify';
import type { Access } from '../access';
import { IDEMPOTENCY_HEADER } from '../idempotency';
import { type ErrorStatus, errorResponses } from './error-responses';
import { operationIdOf } from './operation-id';

type JsonSchema = {
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  items?: JsonSchema;
  format?: string;
  [keyword: string]: unknown;
};

type DocumentedSchema = FastifySchema & {
  hide?: boolean;
  operationId?: string;
  description?: string;
  security?: Record<string, string[]>[];
  body?: JsonSchema;
  querystring?: JsonSchema;
  params?: JsonSchema;
  headers?: JsonSchema;
  response?: Record<string, unknown>;
};

/**
 * Fastify's wildcard (`/files/public/*`) has the parameter name `*`, which OpenAPI tools do not
 * take as a path template; the document calls it `wildcard` (the walkers map it back).
 */
export const WILDCARD_PARAM = 'wildcard';

/** Fields that name a row, as the cross-tenant walker reads them: a uuid, or `id`, `...Id(s)`. */
const ID_FIELD = /(^id|Id|Ids|_id)$/;

/**
 * Completes one route's operation from what the route declares, so no module repeats it: a
 * stable operationId, its security from `config.access`, and the catalogue errors it can answer.
 */
export function documentRoute(
  transformed: { schema: FastifySchema; url: string },
  route: Pick<RouteOptions, 'method' | 'config'>,
): { schema: FastifySchema; url: string } {
  const schema = transformed.schema as DocumentedSchema | undefined;
  if (!schema || schema.hide) return transformed;
  const { url, params } = withNamedWildcard(transformed.url, schema.params);
  const methods = [route.method].flat().filter((method) => method !== 'HEAD');
  const access = (route.config as { access?: Access } | undefined)?.access;
  const declared = schema.response ?? { 200: { type: 'null', description: 'Default Response' } };
  const errors = errorStatusesOf({ ...schema, params }, url, route.config).filter(
    (status) => !(String(status) in declared),
  );
  return {
    url,
    schema: {
      ...schema,
      ...(params ? { params } : {}),
      operationId: schema.operationId ?? operationIdOf(methods[0] ?? 'GET', openapiPath(url)),
      // Fail closed like the guard: a route without a declaration is signed-in only.
      security: access?.kind === 'public' ? [] : [{ accessToken: [] }],
      response: { ...declared, ...errorResponses(errors) },
    } as FastifySchema,
  };
}

/** The statuses of the error catalogue this route can answer, in ascending order. */
function errorStatusesOf(
  schema: DocumentedSchema,
  url: string,
  config: RouteOptions['config'],
): ErrorStatus[] {
  const { access, rateLimit, timeoutMs } = (config ?? {}) as {
    access?: Access;
    rateLimit?: unknown;
    timeoutMs?: number | null;
  };
  const statuses = new Set<ErrorStatus>([500, 503]);
  const hasBody = schema.body !== undefined;
  if (hasBody || schema.querystring || schema.params || schema.headers) statuses.add(400);
  if (access?.kind !== 'public') {
    statuses.add(401);
    statuses.add(403);
  }
  if (takesIds(schema)) statuses.add(404);
  if (schema.headers?.properties?.[IDEMPOTENCY_HEADER]) statuses.add(409);
  if (hasBody) {
    statuses.add(413);
    statuses.add(415);
  }
  // The global limit counts every call under /api/ (http/rate-limit.ts) unless a route opts out.
  if (url.startsWith('/api/') && rateLimit !== false) statuses.add(429);
  if (timeoutMs !== null) statuses.add(504);
  for (const status of statusesNamedIn(schema.description ?? '')) statuses.add(status);
  return [...statuses].sort((a, b) => a - b);
}

/**
 * What a route's own description says it answers ("409 Conflict (field name)", "423
 * LimitExceeded"): allowances, conflicts and own rate limits are decided in services, where the
 * description is the route's declaration of them.
 */
const NAMED = /\b(400|401|403|404|409|413|415|423|429|503|504)\b/g;
const NAMES: Record<string, ErrorStatus> = {
  NotFound: 404,
  Conflict: 409,
  PayloadTooLarge: 413,
  UnsupportedMediaType: 415,
  EmailNotVerified: 423,
  LimitExceeded: 423,
  RateLimited: 429,
};

function statusesNamedIn(description: string): ErrorStatus[] {
  const byCode = [...description.matchAll(NAMED)].map((match) => Number(match[1]) as ErrorStatus);
  const byName = Object.entries(NAMES)
    .filter(([name]) => description.includes(name))
    .map(([, status]) => status);
  return [...byCode, ...byName];
}

/** Path parameters, or an id field in the body or query: an id that may name nothing. */
function takesIds(schema: DocumentedSchema): boolean {
  if (Object.keys(schema.params?.properties ?? {}).length > 0) return true;
  return [schema.body, schema.querystring].some((part) =>
    propertiesOf(part).some(([name, property]) => ID_FIELD.test(name) || isUuid(property)),
  );
}

/** Top-level properties of an object schema and of each variant of a union. */
function propertiesOf(schema: JsonSchema | undefined): [string, JsonSchema][] {
  if (!schema) return [];
  const variants = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];
  return [...Object.entries(schema.properties ?? {}), ...variants.flatMap(propertiesOf)];
}

function isUuid(schema: JsonSchema): boolean {
  return [schema, ...(schema.anyOf ?? []), schema.items].some((s) => s?.format === 'uuid');
}

function withNamedWildcard(
  url: string,
  params: JsonSchema | undefined,
): { url: string; params: JsonSchema | undefined } {
  if (!url.endsWith('*')) return { url, params };
  const { '*': wildcard, ...others } = params?.properties ?? {};
  return {
    url: `${url.slice(0, -1)}:${WILDCARD_PARAM}`,
    params: {
      ...params,
      type: 'object',
      properties: {
        ...others,
        [WILDCARD_PARAM]: {
          type: 'string',
          ...wildcard,
          description: 'The rest of the path, slashes included.',
        },
      },
      required: [...(params?.required ?? []).filter((name) => name !== '*'), WILDCARD_PARAM],
    },
  };
}

/** The document's spelling of a router path: `:id` is `{id}`. */
function openapiPath(url: string): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}
