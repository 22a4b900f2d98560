import type { ErrorName } from '../errors';

/** Every name of the error catalogue (http/errors.ts), checked complete below. */
export const ERROR_NAMES = [
  'ValidationError',
  'Unauthorized',
  'Forbidden',
  'AccessBlocked',
  'NotFound',
  'Conflict',
  'PayloadTooLarge',
  'UnsupportedMediaType',
  'EmailNotVerified',
  'LimitExceeded',
  'RateLimited',
  'ServiceUnavailable',
  'Timeout',
  'InternalError',
] as const satisfies readonly ErrorName[];

// A name added to ErrorName but not listed above fails the typecheck here.
type OnlyNever<T extends never> = T;
export type UnlistedErrorName = OnlyNever<Exclude<ErrorName, (typeof ERROR_NAMES)[number]>>;

export const ERROR_SCHEMA_NAME = 'Error';
const ERROR_REF = `#/components/schemas/${ERROR_SCHEMA_NAME}`;

/** The one error body of every refusal and failure (ARCHITECTURE "API conventions"). */
export const errorBodySchema = {
  type: 'object',
  description:
    'Every refusal and failure answers this shape. Clients branch on `name` (and `field`), never on the message text.',
  properties: {
    statusCode: { type: 'integer', minimum: 400, maximum: 599, description: 'The HTTP status.' },
    name: { type: 'string', enum: [...ERROR_NAMES] },
    message: {
      type: 'string',
      description: "Readable text in the caller's language (NEXT_LOCALE cookie).",
    },
    field: {
      type: 'string',
      description:
        'The field at fault (ValidationError, Conflict), or what ran out (LimitExceeded: the limit, e.g. searchCount; EmailNotVerified).',
    },
    fields: {
      type: 'array',
      description: 'ValidationError only: each failing field with its message.',
      items: {
        type: 'object',
        properties: { field: { type: 'string' }, message: { type: 'string' } },
        required: ['field', 'message'],
      },
    },
  },
  required: ['statusCode', 'name', 'message'],
} as const;

const retryAfter = {
  'Retry-After': { type: 'integer', description: 'Seconds to wait before trying again.' },
};

/** What each catalogue status means, as the document says it, under a shared response's name. */
const ERROR_STATUSES = {
  400: {
    name: 'ValidationError',
    description: 'ValidationError: a field is missing or not valid (`field`, `fields`).',
  },
  401: { name: 'Unauthorized', description: 'Unauthorized: no valid X-Access-Token.' },
  403: {
    name: 'Forbidden',
    description:
      'Forbidden: the caller may not make this call (role, guest, API key); AccessBlocked: the organization is blocked.',
  },
  404: {
    name: 'NotFound',
    description:
      "NotFound: no such resource in the caller's organization (another organization's id is answered the same).",
  },
  409: {
    name: 'Conflict',
    description:
      'Conflict: it already exists (`field` names it), or an Idempotency-Key was reused with another body or is still running.',
  },
  413: {
    name: 'PayloadTooLarge',
    description: 'PayloadTooLarge: the body or file is larger than this call accepts.',
  },
  415: {
    name: 'UnsupportedMediaType',
    description: 'UnsupportedMediaType: the body is not of a type this call takes.',
  },
  423: {
    name: 'Locked',
    description:
      "EmailNotVerified (field EmailNotVerified): verify the email address first; LimitExceeded: the plan's allowance named by `field` is spent.",
  },
  429: {
    name: 'RateLimited',
    description: 'RateLimited: too many requests; Retry-After says when to try again.',
    headers: retryAfter,
  },
  500: {
    name: 'InternalError',
    description: 'InternalError: something went wrong (details are logged, never sent).',
  },
  503: {
    name: 'ServiceUnavailable',
    description: 'ServiceUnavailable: the server or its database is busy; retry after Retry-After.',
    headers: retryAfter,
  },
  504: { name: 'Timeout', description: 'Timeout: the call took longer than its time limit.' },
} as const;

export type ErrorStatus = keyof typeof ERROR_STATUSES;
export const ERROR_STATUS_CODES = Object.keys(ERROR_STATUSES).map(Number) as ErrorStatus[];

/**
 * The response entries (route `schema.response` form, before @fastify/swagger turns them into
 * OpenAPI responses) for the given statuses, each the shared error body by reference.
 */
export function errorResponses(statuses: Iterable<ErrorStatus>): Record<number, object> {
  return Object.fromEntries(
    [...statuses].map((status) => {
      const { description, ...rest } = ERROR_STATUSES[status];
      return [status, { $ref: ERROR_REF, description, ...('headers' in rest ? rest : {}) }];
    }),
  );
}

type ResponseObject = { $ref?: string; description?: string; content?: unknown };
type Document = {
  components?: { responses?: Record<string, unknown> };
  paths?: Record<string, Record<string, { responses?: Record<string, ResponseObject> }>>;
};

/**
 * Each error answer the routes got from `errorResponses` becomes a reference to one shared
 * response (`#/components/responses/NotFound`), so the document and the clients generated from
 * it say each error once. Works in place over the finished document.
 */
export function shareErrorResponses(document: Document): void {
  const shared: Record<string, unknown> = {};
  for (const item of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(item)) {
      for (const [code, response] of Object.entries(operation.responses ?? {})) {
        const status = ERROR_STATUSES[Number(code) as ErrorStatus];
        const content = response.content as
          | { 'application/json'?: { schema?: { $ref?: string } } }
          | undefined;
        if (!status || response.description !== status.description) continue;
        if (content?.['application/json']?.schema?.$ref !== ERROR_REF) continue;
        shared[status.name] = response;
        operation.responses![code] = { $ref: `#/components/responses/${status.name}` };
      }
    }
  }
  // In catalogue order, whatever the order of the routes.
  const ordered = Object.values(ERROR_STATUSES).flatMap(({ name }) =>
    shared[name] ? [[name, shared[name]] as const] : [],
  );
  document.components = {
    ...document.components,
    responses: { ...document.components?.responses, ...Object.fromEntries(ordered) },
  };
}
