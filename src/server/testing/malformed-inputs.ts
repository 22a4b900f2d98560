import fc from 'fast-check';
import type { JsonSchema, Operation } from './openapi-walk';

/**
 * The malformed-input corpus of the route walker: for one operation, requests that are each bad in
 * exactly one place (a body field, a query parameter, a path parameter or the body as a whole) and
 * valid elsewhere, so each reaches as deep into the route as the bad part allows. Every class of
 * the hardening findings is here: deep nesting, NUL bytes, lone surrogates, counts above int4,
 * dates outside PostgreSQL's range, wrong types, broken JSON, wrong content types.
 */

export type WalkRequest = {
  /** What is bad about it, for the failure report. */
  label: string;
  method: Operation['method'];
  url: string;
  headers: Record<string, string>;
  payload?: string;
};

const INT4_OVERFLOW = 2_147_483_648;
const DEPTH = 40;

function nested(depth: number): unknown {
  let value: unknown = 'deep';
  for (let i = 0; i < depth; i++) value = [value];
  return value;
}

/** A value the schema accepts, as a client that read the document would send it. */
export function sampleValue(schema: JsonSchema | undefined, ids: string[], seed = 0): unknown {
  if (!schema) return 'x';
  if ('const' in schema) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const options = schema.anyOf ?? schema.oneOf;
  if (options?.length) {
    const usable = options.find((option) => option.type !== 'null') ?? options[0];
    return sampleValue(usable, ids, seed);
  }
  const type = Array.isArray(schema.type)
    ? (schema.type.find((t) => t !== 'null') ?? 'null')
    : schema.type;
  switch (type) {
    case 'string':
      return sampleString(schema, ids, seed);
    case 'integer':
    case 'number': {
      const minimum = typeof schema.minimum === 'number' ? schema.minimum : 1;
      return Math.max(1, Math.ceil(minimum));
    }
    case 'boolean':
      return true;
    case 'array': {
      const count = typeof schema.minItems === 'number' ? schema.minItems : 1;
      return Array.from({ length: Math.max(1, count) }, () => sampleValue(schema.items, ids, seed));
    }
    case 'null':
      return null;
    default:
      if (schema.properties || type === 'object') return sampleObject(schema, ids, seed);
      return 'x';
  }
}

function sampleString(schema: JsonSchema, ids: string[], seed: number): string {
  switch (schema.format) {
    case 'uuid':
      return ids[seed % ids.length] ?? '00000000-0000-4000-8000-000000000000';
    case 'date':
      return '2026-01-15';
    case 'date-time':
      return '2026-01-15T10:00:00Z';
    case 'email':
      return 'walker@example.com';
    case 'uri':
      return 'https://example.com/walk';
  }
  const minLength = typeof schema.minLength === 'number' ? schema.minLength : 1;
  return 'walk'.padEnd(Math.max(minLength, 4), 'x');
}

function sampleObject(schema: JsonSchema, ids: string[], seed: number): Record<string, unknown> {
  // An update (nothing required) still changes one field, as a client would send it.
  const first = Object.keys(schema.properties ?? {})[0];
  const required = new Set(schema.required?.length ? schema.required : first ? [first] : []);
  const result: Record<string, unknown> = {};
  for (const [key, property] of Object.entries(schema.properties ?? {})) {
    if (required.has(key)) result[key] = sampleValue(property, ids, seed);
  }
  return result;
}

function typesOf(schema: JsonSchema | undefined): Set<string> {
  const types = new Set<string>();
  if (!schema) return types;
  for (const option of [schema, ...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]) {
    const type = option.type;
    for (const t of Array.isArray(type) ? type : type ? [type] : []) types.add(t);
    if (option.format) types.add(`format:${option.format}`);
    if (option.enum) types.add('enum');
  }
  return types;
}

function objectSchemaOf(schema: JsonSchema | undefined): JsonSchema | undefined {
  return [schema, ...(schema?.anyOf ?? []), ...(schema?.oneOf ?? [])].find(
    (option) => option?.properties,
  );
}

function maximumOf(schema: JsonSchema | undefined): number | undefined {
  const bounds = [schema, ...(schema?.anyOf ?? []), ...(schema?.oneOf ?? [])]
    .map((option) => option?.maximum)
    .filter((bound): bound is number => typeof bound === 'number');
  return bounds.length > 0 ? Math.max(...bounds) : undefined;
}

// Bad for any field: the database cannot store the text, or the nesting would exhaust the stack.
const ANY_FIELD_BAD: [string, unknown][] = [
  ['NUL byte', 'a\u0000b'],
  ['lone surrogate', 'a\ud800b'],
  ['deep nesting', nested(DEPTH)],
  ['object with a NUL key', { 'a\u0000': 1 }],
];

/** Values that must be refused in this field, by what the schema says it holds. */
export function badValuesFor(schema: JsonSchema | undefined): [string, unknown][] {
  const types = typesOf(schema);
  const bad = [...ANY_FIELD_BAD];
  // An integer without an upper bound at or above int4 would reach an int4 column.
  const maximum = maximumOf(schema);
  if (types.has('integer') && (maximum === undefined || maximum < INT4_OVERFLOW)) {
    bad.push(['count above int4', INT4_OVERFLOW]);
  }
  if (types.has('integer') || types.has('number')) bad.push(['number as text', 'many']);
  if (types.has('format:date')) bad.push(['year 0', '0000-01-01']);
  if (types.has('format:date-time')) bad.push(['year 0', '0000-01-01T00:00:00Z']);
  if (types.has('enum')) bad.push(['unknown enum value', 'not-a-choice']);
  if (types.has('boolean') && !types.has('string')) bad.push(['boolean as object', { a: 1 }]);
  return bad;
}

/**
 * fast-check's share: random text with a NUL or a lone surrogate somewhere inside. A URL cannot
 * carry a lone surrogate (it is sent as U+FFFD), so query text is poisoned with NUL only.
 */
export function randomBadText(seed: number, count: number, inUrl = false): string[] {
  const poison = inUrl
    ? fc.constant('\u0000')
    : fc.constantFrom('\u0000', '\ud800', '\udfff', '\udbff');
  const text = fc
    .tuple(fc.string({ maxLength: 20 }), poison, fc.string({ maxLength: 20 }))
    .map(([before, bad, after]) => `${before}${bad}${after}`);
  return fc.sample(text, { seed, numRuns: count });
}

type Context = {
  operation: Operation;
  headers: Record<string, string>;
  /** Real ids of the caller's organization for path parameters and uuid fields. */
  ids: string[];
  seed: number;
  /** Fills the path parameters with values already percent-encoded. */
  url: (params: Record<string, string>) => string;
};

function query(values: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** Every malformed request for one operation and one caller. */
export function malformedRequests(context: Context): WalkRequest[] {
  const { operation, headers, ids, seed } = context;
  const requests: WalkRequest[] = [];
  const params = Object.fromEntries(
    operation.pathParams.map((name, index) => [
      name,
      encodeURIComponent(ids[(seed + index) % ids.length] ?? 'x'),
    ]),
  );
  const baseQuery = operation.query ? sampleObject(operation.query, ids, seed) : {};
  const baseBody = operation.body ? sampleValue(operation.body, ids, seed) : undefined;
  const jsonHeaders = { ...headers, 'content-type': 'application/json' };
  const send = (label: string, url: string, body?: unknown, raw?: string) =>
    requests.push({
      label,
      method: operation.method,
      url,
      headers: body === undefined && raw === undefined ? headers : jsonHeaders,
      payload: raw ?? (body === undefined ? undefined : JSON.stringify(body)),
    });
  const withBody = operation.method !== 'GET' && operation.method !== 'DELETE';
  const goodBody = withBody && operation.bodyType === 'json' ? baseBody : undefined;

  // Path parameters: text no route can look up.
  for (const name of operation.pathParams) {
    for (const [label, value] of [
      ['NUL byte', 'a%00b'],
      ['invalid UTF-8 (a lone surrogate)', '%ED%B0%80'],
      ['5,000 characters', 'x'.repeat(5_000)],
      ['dot segments', '..%2F..'],
      ...randomBadText(seed + name.length, 2, true).map(
        (text) => ['random text with NUL', encodeURIComponent(text)] as const,
      ),
    ] as const) {
      send(`path ${name}: ${label}`, context.url({ ...params, [name]: value }), goodBody);
    }
  }

  // Query parameters: each declared one bad in turn, valid body and path around it.
  const queryProperties = Object.entries(operation.query?.properties ?? {});
  for (const [name, schema] of queryProperties) {
    const bad = [
      ...badValuesFor(schema),
      ...randomBadText(seed + name.length, 2, true).map((text) => ['random text', text] as const),
    ];
    for (const [label, value] of bad) {
      if (typeof value === 'object') continue; // a query carries text only
      send(
        `query ${name}: ${label}`,
        context.url(params) + query({ ...baseQuery, [name]: value }),
        goodBody,
      );
    }
  }
  // Any route: a NUL or a lone surrogate in a query parameter it does not even read.
  for (const text of ['a\u0000b', ...randomBadText(seed, 2, true)]) {
    send(
      `undeclared query with ${JSON.stringify(text)}`,
      `${context.url(params)}${query({ ...baseQuery, walk: text })}`,
      goodBody,
    );
  }

  if (!withBody) return requests;
  const url = context.url(params) + query(baseQuery);

  if (operation.bodyType === 'json') {
    // One body field bad at a time; the rest as a real client would send it.
    const properties = Object.entries(operation.body?.properties ?? {});
    const base = (typeof baseBody === 'object' && baseBody !== null ? baseBody : {}) as Record<
      string,
      unknown
    >;
    for (const [name, schema] of properties) {
      const bad = badValuesFor(schema);
      for (const text of randomBadText(seed + name.length, 3)) bad.push(['random bad text', text]);
      for (const [label, value] of bad)
        send(`body ${name}: ${label}`, url, { ...base, [name]: value });
      // One level down: each field of a nested object, the rest of it valid.
      const inner = sampleValue(schema, ids, seed);
      if (typeof inner !== 'object' || inner === null || Array.isArray(inner)) continue;
      for (const [innerName, innerSchema] of Object.entries(
        objectSchemaOf(schema)?.properties ?? {},
      )) {
        for (const [label, value] of badValuesFor(innerSchema)) {
          send(`body ${name}.${innerName}: ${label}`, url, {
            ...base,
            [name]: { ...inner, [innerName]: value },
          });
        }
      }
    }
  }
  // The body as a whole: unparseable, the wrong shape, or nested past any form.
  send('broken JSON', url, undefined, '{"walk": ');
  send('JSON array body', url, [base(baseBody)]);
  send('JSON string body', url, 'walk');
  // Written as text: JSON.stringify itself recurses.
  send(
    'body nested 8,000 deep',
    url,
    undefined,
    `{"walk":${'['.repeat(8_000)}${']'.repeat(8_000)}}`,
  );
  send('body with a NUL key', url, { 'a\u0000b': 'x', ...base(baseBody) });
  send('unknown field alongside', url, { ...base(baseBody), walkerUnknownField: 'a\u0000' });
  requests.push({
    label: 'XML body',
    method: operation.method,
    url,
    headers: { ...headers, 'content-type': 'application/xml' },
    payload: '<walk/>',
  });
  requests.push({
    label: 'multipart without a boundary',
    method: operation.method,
    url,
    headers: { ...headers, 'content-type': 'multipart/form-data' },
    payload: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb',
  });
  requests.push({
    label: 'truncated multipart',
    method: operation.method,
    url,
    headers: { ...headers, 'content-type': 'multipart/form-data; boundary=walk' },
    payload: '--walk\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc',
  });
  return requests;
}

function base(body: unknown): Record<string, unknown> {
  return typeof body === 'object' && body !== null && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : {};
}
