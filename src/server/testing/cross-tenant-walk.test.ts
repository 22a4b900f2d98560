import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestKit, type TestKit } from './kit';
import { sampleValue } from './malformed-inputs';
import {
  changedTables,
  type JsonSchema,
  listOperations,
  type Operation,
  operationUrl,
  orgDigest,
} from './openapi-walk';
import { type WalkedOrganization, walkedOrganization } from './walk-fixtures';

// The cross-tenant walker of the hardening issue: organization B calls every operation that takes
// an id with each of organization A's ids in its path, query and body. Nothing of A may come back
// (its private names, or an id of A that B did not send) and nothing of A may change. Operations
// are read from /api/openapi.json, so a new route is walked without editing this file; a route
// whose every call is refused by validation before its lookup was not really walked, and fails.

let kit: TestKit;
let a: WalkedOrganization;
let b: WalkedOrganization;
beforeAll(async () => {
  kit = await createTestKit({ env: { RATE_LIMIT_PER_MINUTE: '1000000' } });
  a = await walkedOrganization(kit);
  b = await walkedOrganization(kit);
});
afterAll(() => kit.close());

/** Fields that name a row: uuids, and anything called id or ending in Id / Ids. */
function isIdField(name: string, schema: JsonSchema | undefined): boolean {
  const formats = [schema, ...(schema?.anyOf ?? []), schema?.items].map((s) => s?.format);
  return formats.includes('uuid') || /(^id|Id|Ids|_id)$/.test(name);
}

function withId(schema: JsonSchema | null, base: unknown, id: string): Record<string, unknown> {
  const result = { ...(typeof base === 'object' && base !== null ? base : {}) } as Record<
    string,
    unknown
  >;
  for (const [name, property] of Object.entries(schema?.properties ?? {})) {
    if (!isIdField(name, property)) continue;
    const isArray = [property, ...(property.anyOf ?? [])].some((s) => s.type === 'array');
    result[name] = isArray ? [id] : id;
  }
  return result;
}

function takesIds(operation: Operation): boolean {
  const fields = [
    ...Object.entries(operation.query?.properties ?? {}),
    ...Object.entries(operation.body?.properties ?? {}),
  ];
  const idParams = operation.pathParams.filter((name) => !(name in operation.pathParamEnums));
  return idParams.length > 0 || fields.some(([name, s]) => isIdField(name, s));
}

describe('cross-tenant walker', () => {
  it("never shows or changes organization A's data to organization B", async () => {
    const operations = (await listOperations(kit.app)).filter(
      (operation) =>
        operation.access.kind !== 'public' &&
        operation.bodyType !== 'multipart' &&
        takesIds(operation),
    );
    const beforeA = await orgDigest(kit.database, a.who.org.id);
    const failures: string[] = [];
    const unreached: string[] = [];
    let sent = 0;
    for (const operation of operations) {
      let reached = false;
      for (const id of a.ids) {
        // A parameter that names a kind (an enum) takes one of its values, not A's id.
        const params = Object.fromEntries(
          operation.pathParams.map((name) => [
            name,
            String(operation.pathParamEnums[name]?.[0] ?? id),
          ]),
        );
        const query = withId(operation.query, sampleValue(operation.query ?? undefined, [id]), id);
        const search = new URLSearchParams(
          Object.entries(query).flatMap(([k, v]) =>
            (Array.isArray(v) ? v : [v]).map((item) => [k, String(item)]),
          ),
        ).toString();
        const body =
          operation.bodyType === 'json'
            ? withId(operation.body, sampleValue(operation.body ?? undefined, [id]), id)
            : undefined;
        const response = await kit.app.inject({
          method: operation.method,
          url: operationUrl(operation, params) + (search ? `?${search}` : ''),
          headers: b.who.headers,
          ...(body === undefined ? {} : { payload: body }),
        });
        sent++;
        // Reached: answered by the route's own lookup (a 404, or a 400 naming the id it could
        // not find), not refused by validation before it.
        const field = response.statusCode === 400 ? response.json().field : undefined;
        if (
          ![400, 401].includes(response.statusCode) ||
          (field && field in { ...query, ...body })
        ) {
          reached = true;
        }
        const sentText = JSON.stringify({ params, query, body });
        const leakedSecret = a.secrets.find((secret) => response.body.includes(secret));
        const leakedId = a.ids.find(
          (other) => response.body.includes(other) && !sentText.includes(other),
        );
        if (response.statusCode >= 500 || leakedSecret || leakedId) {
          failures.push(
            `${operation.method} ${operation.path} with ${id}: ${response.statusCode} ${
              leakedSecret ? `showed "${leakedSecret}"` : leakedId ? `showed id ${leakedId}` : ''
            } ${response.body.slice(0, 160)}`,
          );
        }
      }
      if (!reached) unreached.push(`${operation.method} ${operation.path}`);
    }
    const changed = changedTables(beforeA, await orgDigest(kit.database, a.who.org.id));
    process.stdout.write(
      `cross-tenant walker: ${sent} requests to ${operations.length} operations, ${failures.length} failures, ${changed.length} of A's tables changed\n`,
    );
    expect(failures).toEqual([]);
    expect(changed).toEqual([]);
    expect(unreached).toEqual([]);
  }, 600_000);
});
