import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db/client';
import type { Access } from '../http/access';
import { ERROR_NAMES, WILDCARD_PARAM } from '../http/openapi';
import { routeInventory } from '../http/route-inventory';

/**
 * What the route walkers share: every operation of the app's OpenAPI document, and a digest of
 * one organization's rows to prove a walk changed nothing. A walker that reads its operations
 * from the document walks a new route without being edited.
 */

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  format?: string;
  [keyword: string]: unknown;
};

export type Operation = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The path as the document spells it, `{id}` for a parameter. */
  path: string;
  pathParams: string[];
  /** Path parameters that name a kind (an enum, e.g. a data source), not a row: their values. */
  pathParamEnums: Record<string, unknown[]>;
  query: JsonSchema | null;
  body: JsonSchema | null;
  /** How the body is sent: JSON, a multipart form (uploads), or no body at all. */
  bodyType: 'json' | 'multipart' | 'none';
  /** Who may call it, as the route declares it (config.access): the guard's own rule. */
  access: Access;
  operationId: string | undefined;
  /** The status codes the document lists for it ('200', '404', ...). */
  statuses: string[];
};

type OpenApiParameter = { in: string; name: string; schema?: JsonSchema; required?: boolean };
type OpenApiOperation = {
  operationId?: string;
  responses?: Record<string, unknown>;
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** Every operation of the app's OpenAPI document (the API's own routes, not the docs pages). */
export async function listOperations(app: FastifyInstance): Promise<Operation[]> {
  const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
  const document = response.json() as {
    paths: Record<string, Partial<Record<(typeof METHODS)[number], OpenApiOperation>>>;
  };
  const declared = new Map(
    routeInventory(app).flatMap((route) =>
      route.method.split(',').map((method) => [`${method} ${route.url}`, route.access] as const),
    ),
  );
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const parameters = operation.parameters ?? [];
      const queryParameters = parameters.filter((p) => p.in === 'query');
      const content = operation.requestBody?.content ?? {};
      const multipart = content['multipart/form-data'];
      const json = content['application/json'];
      const upper = method.toUpperCase() as Operation['method'];
      const routeUrl = routeUrlOf(path);
      operations.push({
        method: upper,
        path,
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        pathParamEnums: Object.fromEntries(
          parameters.flatMap((p) =>
            p.in === 'path' && p.schema?.enum ? [[p.name, p.schema.enum] as const] : [],
          ),
        ),
        query:
          queryParameters.length === 0
            ? null
            : {
                type: 'object',
                properties: Object.fromEntries(
                  queryParameters.map((p) => [p.name, p.schema ?? {}]),
                ),
                required: queryParameters.filter((p) => p.required).map((p) => p.name),
              },
        body: (json ?? multipart)?.schema ?? null,
        bodyType: multipart ? 'multipart' : json ? 'json' : 'none',
        // Fail closed like the guard: an undeclared route counts as owner-only.
        access: declared.get(`${upper} ${routeUrl}`) ?? {
          kind: 'owner',
          guests: false,
          apiKey: false,
        },
        operationId: operation.operationId,
        statuses: Object.keys(operation.responses ?? {}),
      });
    }
  }
  return operations;
}

/**
 * The router's spelling of a documented path: `{id}` is `:id`, and the wildcard (documented as
 * a last parameter named `wildcard`, see http/openapi) is `*`.
 */
export function routeUrlOf(path: string): string {
  return path.replace(new RegExp(`\\{${WILDCARD_PARAM}\\}$`), '*').replace(/\{([^}]+)\}/g, ':$1');
}

/**
 * Why an answer breaks the document, or null: its status is not listed for the operation, or a
 * refusal is not the catalogue's error body.
 */
export function undocumentedAnswer(
  operation: Pick<Operation, 'statuses'>,
  status: number,
  body: string,
): string | null {
  if (!operation.statuses.includes(String(status))) return `${status} is not documented`;
  if (status < 400) return null;
  let parsed: { statusCode?: unknown; name?: unknown; message?: unknown };
  try {
    parsed = JSON.parse(body);
  } catch {
    return `${status} without a JSON body`;
  }
  const names: readonly unknown[] = ERROR_NAMES;
  if (
    parsed.statusCode !== status ||
    !names.includes(parsed.name) ||
    typeof parsed.message !== 'string'
  ) {
    return `${status} not in the error body's shape: ${body.slice(0, 120)}`;
  }
  return null;
}

/** The operation's URL with its path parameters filled in (each value URL-encoded). */
export function operationUrl(operation: Operation, params: Record<string, string>): string {
  return operation.path.replace(/\{([^}]+)\}/g, (_whole, name: string) =>
    encodeURIComponent(params[name] ?? 'missing'),
  );
}

/**
 * Columns that a read may legitimately touch (a credential's last use is refreshed as it is
 * used); everything else an organization owns must be byte-for-byte the same after a bad request.
 */
const TOUCHED_BY_READS = new Set(['last_used_at']);

/**
 * One md5 per table over every row the organization owns (its `organizations` row and every row
 * of a table with an `org_id` column), so a walk can show exactly which table changed.
 */
export async function orgDigest(
  database: DatabaseHandle,
  orgId: string,
): Promise<Record<string, string>> {
  const { rows } = await database.executeSql(
    `select table_name, array_agg(column_name::text order by ordinal_position) as columns
       from information_schema.columns
      where table_schema = 'public'
        and table_name in (select table_name from information_schema.columns
                            where table_schema = 'public' and column_name = 'org_id')
           or (table_schema = 'public' and table_name = 'organizations')
      group by table_name order by table_name`,
  );
  const digest: Record<string, string> = {};
  for (const row of rows as { table_name: string; columns: string[] }[]) {
    const columns = row.columns
      .filter((column) => !TOUCHED_BY_READS.has(column))
      .map((column) => `"${column}"`)
      .join(', ');
    const owner = row.table_name === 'organizations' ? 'id' : 'org_id';
    const { rows: sums } = await database.executeSql(
      `select md5(coalesce(string_agg(r::text, '|' order by r::text), '')) as sum
         from (select ${columns} from "${row.table_name}" where ${owner} = $1) r`,
      [orgId],
    );
    digest[row.table_name] = (sums[0] as { sum: string }).sum;
  }
  return digest;
}

/** The tables whose digest differs between two snapshots. */
export function changedTables(
  before: Record<string, string>,
  after: Record<string, string>,
): string[] {
  const tables = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...tables].filter((table) => before[table] !== after[table]).sort();
}
